/**
 * Solver coverage (docs/tutor.md, "Solver coverage"): on a fixed sample of the courses' own items the solver
 * never answers with a wrong result (it answers right, or declines honestly), without the CAS so the run stays
 * cheap; and the capabilities added for the syllabus: the question without the table values and closing
 * instructions a textbook problem adds, a derivative's value at a point, the sum of an equation's roots, a term
 * and a sum of one sequence in one message, two terms given in words, and the kinds read but not answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolFor, setCasPool } from '../../backend/src/tutor/cas';
import { solve, type Solution } from '../../backend/src/tutor/solver';
import { focus } from '../../backend/src/tutor/solver/focus';
import { sequenceNotation } from '../../backend/src/tutor/solver/sequence-words';
import { courseItems, judged } from '../fixtures/tutor/computations-coverage';

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`not solved (${outcome.status}): ${message}`);
  return outcome.solution;
}

beforeAll(() => setCasPool(poolFor({ python: 'off', size: 1, timeoutMs: 1000 })));
afterAll(() => setCasPool(undefined));

describe('given the courses’ own items (a fixed sample of lessons, no CAS)', () => {
  const sample = new Set(['lesson-1', 'lesson-2', 'lesson-5', 'lesson-8', 'lesson-11', 'lesson-19']);
  const items = ['high-school-math', 'statistics-2'].flatMap((course) =>
    courseItems(course).filter((item) => sample.has(item.lesson)),
  );

  it('should never answer one with a wrong result', async () => {
    // Arrange
    const wrong: string[] = [];

    // Act
    for (const item of items) {
      const outcome = await solve(item.text);
      if (judged(item, outcome) === 'wrong') wrong.push(`${item.course} ${item.id}`);
    }

    // Assert
    expect(items.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});

describe('given a textbook problem with table values and closing instructions', () => {
  it.each([
    ['בנו רווח סמך. נתון $t_{0.025,15}=2.131$.', 'בנו רווח סמך. נתון $ t $.'],
    ['חשבו $P(\\bar{x}>63)$. נתון: $\\Phi(1.5)=0.9332$.', 'חשבו $P(\\bar{x}>63)$.'],
    ['פתרו את המשוואה $3(x-2)+4=2x+7$. מהו $x$?', 'פתרו את המשוואה $3(x-2)+4=2x+7$.'],
    ['פתרו $\\sqrt{x+3}=x-3$. כתבו את הפתרון (מספר בלבד).', 'פתרו $\\sqrt{x+3}=x-3$.'],
    ['Solve 2x+1=7. Round to 2 decimal places.', 'Solve 2x+1=7.'],
  ])('should read %j as %j', (message, question) => {
    // Act
    const read = focus(message);

    // Assert
    expect(read).toBe(question);
  });

  it.each<[string, string, Record<string, number>]>([
    ['פתרו את המשוואה $3(x-2)+4=2x+7$. מהו $x$?', 'linear-equation', { root1: 9 }],
    ["גזרו את הפונקציה $f(x)=x^3-3x^2$ וחשבו את $f'(1)$.", 'derivative', { derivativeAt: -3 }],
    [
      "נתונה הפונקציה $f(x)=\\sin^2 x$. מהו $f'\\left(\\frac{\\pi}{3}\\right)$?",
      'derivative',
      { derivativeAt: Math.sqrt(3) / 2 },
    ],
    ['מהו סכום הפתרונות של המשוואה $2x^2-8x+3=0$?', 'quadratic-equation', { rootSum: 4 }],
    ['נתונה הפונקציה $f(x)=x^2-3x$. מהו $f(-2)$?', 'arithmetic', { result: 10 }],
    ['g(x)=e^x+1 מה זה g(0)', 'arithmetic', { result: 2 }],
    [
      'הופקדו 8,000 שקלים בריבית דריבית של 4 אחוזים לשנה. כמה כסף יהיה בחשבון אחרי 5 שנים?',
      'growth-decay',
      { amount: 8000 * 1.04 ** 5 },
    ],
    [
      'זמן מחצית החיים של חומר הוא $6$ שנים. כמה גרם יישארו מ־$96$ גרם אחרי $18$ שנים?',
      'growth-decay',
      { amount: 12 },
    ],
    [
      'זמן מחצית החיים של חומר הוא 5 שנים. כמה אחוזים מהחומר התפרקו אחרי 3 שנים?',
      'growth-decay',
      { percent: 100 * (1 - 0.5 ** 0.6) },
    ],
    ['what is the sum of the positive roots of x^2+x-6=0', 'quadratic-equation', { rootSum: 2 }],
  ])('should answer %j, verified', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });
});

describe('given the statistics course’s problems as its files write them', () => {
  it.each<[string, string, Record<string, number>]>([
    [
      'המשתנה $X$ מתפלג נורמלית עם תוחלת $50$ וסטיית תקן $10$. מהי $P(X<65)$?',
      'normal',
      { probability: 0.9331927987311419 },
    ],
    [
      'המשתנה $Z$ מתפלג נורמלית סטנדרטית. חשבו את $P(-1<Z<2)$.',
      'normal',
      { probability: 0.8185946141203637 },
    ],
    [
      'הזמן מתפלג נורמלית עם תוחלת $70$ שניות וסטיית תקן $6$ שניות. מהו ציון התקן של רץ שזמנו $85$ שניות?',
      'z-score',
      { z: 2.5 },
    ],
    [
      'בודקים את $H_0:\\mu=100$ מול $H_1:\\mu\\neq 100$. סטיית התקן של האוכלוסייה ידועה, $\\sigma=12$, ובמדגם של $n=36$ התקבל $\\bar{x}=104$. חשבו את סטטיסטי המבחן $z$.',
      'z-test',
      { statistic: 2 },
    ],
    [
      'במדגם של $n=16$ סוללות התקבלו $\\bar{x}=50$ שעות ו־$s=8$ שעות. מהו הגבול העליון של רווח סמך ברמת ביטחון 95% לתוחלת? ($t_{0.025,15}=2.131$)',
      'confidence-interval',
      { high: 50 + (2.131449545559323 * 8) / 4 },
    ],
    ['חשבו את הסכום $12+6+3+1.5+\\dots$', 'infinite-geometric-series', { sum: 24 }],
    [
      'המשתנה $X$ מתפלג נורמלית עם תוחלת $200$ וסטיית תקן $15$. לאיזה ערך $x$ מתקיים $P(X<x)=0.9772$?',
      'normal',
      { x: 200 + 15 * 1.9990772149717693 },
    ],
    [
      'זמן ההמתנה מתפלג נורמלית עם תוחלת $120$ שניות וסטיית תקן $20$ שניות. מעל איזה זמן נמצאים $5\\%$ מזמני ההמתנה?',
      'normal',
      { x: 152.89707253902947 },
    ],
    [
      'במבחן $z$ דו־צדדי התקבל $z=2.5$. חשבו את ערך $p$. נתון: $\\Phi(2.5)=0.9938$.',
      'p-value',
      { p: 0.012419330651552318 },
    ],
  ])('should answer %j, verified', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values)) expect(solution.values[name]).toBeCloseTo(value, 6);
  });

  it('should read a percent of a total as that count ("62% מתוך 250" is 155 of 250)', () => {
    // Act
    const read = focus('בעיר א $62\\%$ מתוך $250$ משיבים, ובעיר ב $33\\%$ מתוך $250$.');

    // Assert
    expect(read).toBe('בעיר א 155 מתוך 250 משיבים, ובעיר ב 33% מתוך 250.');
  });

  it.each([
    'במדגם של $n=36$, $\\sigma=12$, בודקים $H_0:\\mu=80$ מול $H_1:\\mu>80$. חשבו את עוצמת המבחן אם $\\mu=84$.',
  ])('should say it cannot compute %j yet', async (message) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });
});

describe('given a sequence question with a term and a sum, or terms in words (math lesson 5)', () => {
  it.each([
    ['האיבר השלישי הוא 7 והאיבר החמישי הוא 15', ' a_3=7 ו a_5=15 '],
    ['the third term is 7 and the 10th term equals 28', ' a_3=7 and a_10=28 '],
    ['מצאו את האיבר השמיני ואת סכום 12 האיברים הראשונים', 'מצאו את a_8 ואת S_12 '],
    ['find the common ratio and the sum of the first 6 terms', 'find  q and  S_6 '],
  ])('should write %j as %j', (message, notation) => {
    // Act
    const written = sequenceNotation(message).replace(/\s+/g, ' ');

    // Assert
    expect(written).toBe(notation.replace(/\s+/g, ' '));
  });

  it.each<[string, string, Record<string, number>]>([
    ['סדרה חשבונית 3, 7, 11, ... מצאו את a_5 ואת S_10', 'arithmetic-sequence', { term: 19, sum: 210 }],
    [
      'geometric sequence a1=1, q=3: the 4th term and the sum of the first 5 terms',
      'geometric-sequence',
      { term: 27, sum: 121 },
    ],
    [
      'בסדרה חשבונית האיבר השלישי הוא 7 והאיבר השמיני הוא 22. מצאו את a_1 ואת d',
      'arithmetic-sequence',
      { a1: 1, d: 3 },
    ],
    [
      'בסדרה חשבונית האיבר הראשון הוא $a_1=5$ וההפרש הוא $d=3$. מהו האיבר ה־$20$ בסדרה?',
      'arithmetic-sequence',
      { term: 62 },
    ],
  ])('should answer %j, verified', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });
});

describe('given an extremum asked in the lessons’ words (with the CAS)', () => {
  beforeAll(() => setCasPool(undefined));
  afterAll(() => setCasPool(poolFor({ python: 'off', size: 1, timeoutMs: 1000 })));

  it.each<[string, Record<string, number>]>([
    ['מהו הערך המינימלי של הפונקציה $f(x)=3x^2-12x+10$?', { x1: 2, y1: -2 }],
    ['מהו שיעור ה־$y$ של הקודקוד של הפרבולה $f(x)=2x^2-12x+7$?', { x1: 3, y1: -11 }],
  ])('should read %j as a function investigation, or say the CAS is missing', async (message, values) => {
    // Act
    const outcome = await solve(message);

    // Assert: answered and verified where the CAS is installed, an honest "cannot here" where it is not
    if (outcome.status === 'solved') {
      expect(outcome.solution.kind).toBe('function-investigation');
      for (const [name, value] of Object.entries(values))
        expect(outcome.solution.values[name]).toBeCloseTo(value, 9);
    } else expect(outcome.status).toBe('unsupported');
  });

  it('should not read a statistics "מחקר" (a study) as an investigation', async () => {
    // Act
    const outcome = await solve(
      'במחקר התקבל קו הרגרסיה $\\hat y=12+2.5x$. מהי השארית של מכונית עם 6 שנות אחריות שנמכרה ב־30?',
    );

    // Assert
    expect(outcome.status === 'solved' ? outcome.solution.kind : outcome.status).not.toBe(
      'function-investigation',
    );
  });
});

describe('given a term and a sum of different counts', () => {
  it('should name both counts in the problem line', async () => {
    // Act
    const solution = await solved('סדרה חשבונית 3, 7, 11, ... מצאו את a_5 ואת S_10');

    // Assert
    expect(solution.reply.problem).toContain('האיבר ה־5');
    expect(solution.reply.problem).toContain('סכום 10 האיברים');
  });
});

describe('given a second derivative asked for', () => {
  it('should differentiate twice and check f″ against the slope of f′', async () => {
    // Act
    const solution = await solved("מהי הנגזרת השנייה של $f(x)=\\sin x$? כתבו את $f''(x)$.");

    // Assert
    expect(solution.kind).toBe('derivative');
    expect(solution.result).toBe('-sin(x)');
    expect(solution.reply.answer).toContain("f''(x)");
  });

  it('should give its value at a point, checked against the second difference of f', async () => {
    // Act
    const solution = await solved("find f''(2) where f(x)=x^3+x");

    // Assert
    expect(solution.values.secondDerivativeAt).toBe(12);
    expect(solution.values.derivativeAt).toBeUndefined();
  });
});

describe('given a circle’s equation and its centre or radius asked', () => {
  it('should complete the squares and check points of the circle in the equation', async () => {
    // Act
    const solution = await solved('מהו הרדיוס של המעגל $x^2+y^2-6x+8y=0$?');

    // Assert
    expect(solution.kind).toBe('circle');
    expect(solution.values).toMatchObject({ centreX: 3, centreY: -4, radius: 5 });
    expect(solution.result).toBe('(3,-4)');
  });

  it.each(['radius of the circle x^2+2y^2=4', 'מרכז ורדיוס של המעגל x^2+y^2+2x+5=0'])(
    'should decline %j, which is not a circle',
    async (message) => {
      // Act
      const outcome = await solve(message);

      // Assert
      expect(outcome.status).toBe('unsupported');
    },
  );

  it('should leave a tangent to a circle to another matcher', async () => {
    // Act
    const outcome = await solve(
      'מצאו את משוואת המשיק למעגל $(x-2)^2+(y-1)^2=25$ בנקודה $A(5,5)$, ומהו מרכזו?',
    );

    // Assert
    expect(outcome.status === 'solved' ? outcome.solution.kind : outcome.status).not.toBe('circle');
  });
});

describe('given a question about the second derivative that names no function', () => {
  it.each(['what does the second derivative tell us', 'מה אומרת הנגזרת השנייה על הגרף?'])(
    'should leave %j to the tutor (not a computation)',
    async (message) => {
      // Act
      const outcome = await solve(message);

      // Assert
      expect(outcome.status).toBe('none');
    },
  );
});

describe('given a quadratic equation in z', () => {
  it('should give both complex roots, each put back into the equation', async () => {
    // Act
    const solution = await solved('פתרו את המשוואה $z^2+6z+25=0$. מהו החלק המדומה של הפתרון?');

    // Assert
    expect(solution.kind).toBe('complex-numbers');
    expect(solution.values).toEqual({ root1Re: -3, root1Im: 4, root2Re: -3, root2Im: -4 });
    expect(solution.reply.answer).toBe('$z_1=-3+4i,\\quad z_2=-3-4i$');
  });

  it('should give real roots when the discriminant is not negative', async () => {
    // Act
    const solution = await solved('solve z^2-5z+6=0');

    // Assert
    expect(solution.values).toEqual({ root1Re: 3, root1Im: 0, root2Re: 2, root2Im: 0 });
  });
});

describe('given a computation the solver reads but would answer another question for', () => {
  it.each([
    "מהי f''(2)? כתבו אותה.",
    "חשבו את f'''(x) עבור f(x)=x^5",
    'מה הנגזרת השלישית של sin(x)',
    'solve (1+i)z^2+4z+5=0',
    'פתרו 2iz^2+4z+5=0',
    'ניתוח שונות דו־כיווני: גורם $A$ (שתי שיטות) וגורם $B$ (שתי שעות), $n=5$ בכל תא, $SSA=40$ ו־$SSE=64$. מהו $F$ של גורם $A$?',
  ])('should say it cannot solve %j yet', async (message) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it.each([
    'אחרי 3 שנים היו באתר 6,655 מנויים (זה ממוצע שנתי). מהו אחוז הגדילה?',
    'נפח כוס מתפלג נורמלית עם תוחלת 250 וסטיית תקן 8. מה ההסתברות שהנפח הממוצע של כמה כוסות יהיה קטן מ־247?',
  ])('should not answer %j with numbers it does not ask about', async (message) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).not.toBe('solved');
  });
});
