/**
 * Computations the lessons teach that the solver added in issue 26's last round: recursions and repeating
 * decimals (math lesson 5), a regression coefficient's t test (statistics lesson 12), one-sided bounds
 * (lesson 2), the paired direction of lessons 4 and 10, tan(kx) in the lessons' form, and — with the CAS
 * — sums of logs and a function investigation asked colloquially. Known values are the lessons' own
 * worked examples or SciPy 1.17.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../backend/domain/answer';
import { installedCas } from './helpers/cas';
import { solve, type Solution } from '../../backend/src/tutor/solver';

async function solved(message: string, language?: 'he' | 'en'): Promise<Solution> {
  const outcome = await solve(message, language ? { language } : {});
  if (outcome.status !== 'solved') throw new Error(`not solved (${outcome.status}): ${message}`);
  return outcome.solution;
}

const stepsOf = (solution: Solution) =>
  solution.reply.steps.map((step) => `${step.description} ${step.latex ?? ''}`).join('\n');

describe('given a sequence defined by a recursion (math lesson 5)', () => {
  it.each<[string, Record<string, number>]>([
    ['a_1=3, a_{n+1}=2a_n+1. מצא את a_5', { term: 63 }],
    ['נתונה סדרה a1=1 ו an+1 = 2an+1, כתבו את 4 האיברים הראשונים', { a1: 1, a2: 3, a3: 7, a4: 15 }],
    ['a_1=4, a_{n+1}=a_n+6, find S_10', { sum: 310 }],
    ['a₁=3, aₙ₊₁=2aₙ, what is the 6th term', { term: 96 }],
    ['a_1 = 1, a_{n+1} = a_n^2 + n, find a_4', { term: 39 }],
  ])('should answer %j from the rule, verified', async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('recursive-sequence');
    for (const [name, value] of Object.entries(expected)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });

  it.each([
    ['a_1=4, a_{n+1}=a_n+6, find a_3', 'סדרה חשבונית', 'arithmetic sequence'],
    ['a_1=4, a_{n+1}=3a_n, find a_3', 'סדרה הנדסית', 'geometric sequence'],
    ['a_1=1, a_{n+1}=2a_n+1, find a_3', 'אינה חשבונית ואינה הנדסית', 'neither arithmetic nor geometric'],
  ])(
    'should say which kind of sequence %j is, in Hebrew and in English',
    async (message, hebrew, english) => {
      // Act
      const inHebrew = stepsOf(await solved(message, 'he'));
      const inEnglish = stepsOf(await solved(message, 'en'));

      // Assert
      expect(inHebrew).toContain(hebrew);
      expect(inEnglish).toContain(english);
    },
  );

  it('should refuse a term beyond its limit as unreadable, not compute it', async () => {
    // Act
    const outcome = await solve('a_1=1, a_{n+1}=a_n+1, find a_5000');

    // Assert
    expect(outcome.status).toBe('unreadable');
  });
});

describe('given a repeating decimal (math lesson 5)', () => {
  it.each([
    ['הציגו את 0.(36) כשבר פשוט', '4/11'],
    ['תהפוך את 0.(3) לשבר', '1/3'],
    ['write 0.1(6) as a fraction', '1/6'],
    ['2.(45) כשבר', '27/11'],
    ['the repeating decimal 0.363636... as a fraction', '4/11'],
    ['0.1\\overline{2} as a fraction', '11/90'],
  ])('should write %j as %s through its geometric series', async (message, fraction) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('repeating-decimal');
    expect(checkAnswer({ expected: fraction }, solution.result ?? '').verdict).toBe('correct');
    expect(stepsOf(solution)).toMatch(/\\frac\{a_1\}\{1-q\}/);
  });

  it('should write the series as lesson 5 does: 0.(36) with a₁ = 0.36, q = 0.01, S = 0.36/0.99 = 4/11', async () => {
    // Act
    const steps = stepsOf(await solved('0.(36) כשבר'));

    // Assert
    expect(steps).toContain('a_1=0.36,\\quad q=0.01');
    expect(steps).toContain('\\frac{0.36}{0.99}=\\frac{4}{11}');
  });

  it("should read the practice's 0.2777\\dots as 0.2 and a repeating 7, 5/18", async () => {
    // Act
    const solution = await solved('הציגו את השבר העשרוני המחזורי $0.2777\\dots$ כשבר פשוט');

    // Assert
    expect(solution.result).toBe('5/18');
    expect(stepsOf(solution)).toContain('a_1=0.07,\\quad q=0.1');
  });
});

describe('given a derivative of tan(kx)', () => {
  it.each([
    ['תגזור tan(3x)', '3/cos(3x)^2'],
    ['derivative of tan(x)', '1/cos(x)^2'],
    ['גזור x*tan(2x)', 'tan(2x)+2x/cos(2x)^2'],
  ])("should state the derivative of %j in the lessons' form, %s", async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('derivative');
    expect(solution.result ?? '').not.toMatch(/sec/);
    expect(solution.result ?? '').toMatch(/cos/);
    expect(checkAnswer({ expected }, solution.result ?? '').verdict).toBe('correct');
  });
});

describe('given a t test of one regression coefficient (statistics lesson 12)', () => {
  // Lesson 12's worked example 3 (n = 30, k = 3): t = 3.56 rejects, t = 1.6 keeps with p ≈ 0.12; SciPy 1.17 for p.
  it.each([
    [
      'מודל עם k=3 משתנים מסבירים ו-n=30 תצפיות: b1=3.2, SE(b1)=0.9. בדקו ברמה 5%',
      3.555556,
      0.00147255,
      'reject',
    ],
    ['k=3, n=30, b2=0.8 עם SE(b2)=0.5, האם המקדם מובהק?', 1.6, 0.12168115, 'keep'],
    [
      'coefficient 2.1, standard error 0.7, 40 observations, two predictors, alpha 0.01',
      3,
      0.00480973,
      'reject',
    ],
  ] as const)('should test %j', async (message, statistic, p, decision) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('regression-coefficient');
    expect(solution.values.statistic).toBeCloseTo(statistic, 5);
    expect(solution.values.p).toBeCloseTo(p, 6);
    expect(solution.result).toBe(decision);
  });

  it('should count n − k − 1 degrees of freedom and say what a kept coefficient does not mean', async () => {
    // Act
    const solution = await solved('k=3, n=30, b2=0.8 עם SE(b2)=0.5, האם המקדם מובהק?');

    // Assert
    expect(solution.values.df).toBe(26);
    expect(stepsOf(solution)).toMatch(/זה לא אומר שהוא חסר קשר/);
  });
});

describe("given lesson 12's worked example 3: two coefficients of one output", () => {
  it('should test each coefficient in turn and state both decisions', async () => {
    // Act
    const solution = await solved(
      'באותו מודל (n=30, k=3) התקבלו b1=3.2 עם SE(b1)=0.9, ו-b2=0.8 עם SE(b2)=0.5. בדקו כל מקדם ברמה 5%',
    );

    // Assert
    expect(solution.values.statistic).toBeCloseTo(3.555556, 5);
    expect(solution.values.statistic2).toBeCloseTo(1.6, 9);
    expect(solution.values.p2).toBeCloseTo(0.12168115, 7);
    expect(solution.reply.answer).toMatch(/דוחים את \$H_0\$.*לא דוחים את \$H_0\$/s);
  });
});

describe('given a one-sided confidence interval for a mean (statistics lesson 2)', () => {
  // SciPy 1.17: x̄ − norm.ppf(0.95)·σ/√n, x̄ + t.ppf(0.99, 15)·s/√n.
  it.each([
    ['רווח סמך חד צדדי 95%, גבול תחתון: ממוצע 500, σ=10, n=25', { low: 496.710292746 }],
    ['one-sided 99% upper bound for the mean: mean 12.4, s=2.1, n=16', { high: 13.766302155 }],
  ])('should give one bound for %j', async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('confidence-interval');
    for (const [name, value] of Object.entries(expected)) expect(solution.values[name]).toBeCloseTo(value, 6);
    expect(solution.values['low' in expected ? 'high' : 'low']).toBeUndefined();
  });

  it('should use z_α, not z_α/2, so the bound is closer to the mean than the two-sided one', async () => {
    // Act
    const oneSided = await solved('רווח סמך חד צדדי 95%, גבול תחתון: ממוצע 500, σ=10, n=25');
    const twoSided = await solved('רווח סמך 95% לתוחלת: ממוצע 500, σ=10, n=25');

    // Assert
    expect(oneSided.values.critical).toBeCloseTo(1.644854, 6);
    expect(oneSided.values.low ?? 0).toBeGreaterThan(twoSided.values.low ?? 0);
  });
});

describe('given paired data (statistics lessons 4 and 10: d = before − after)', () => {
  it("should build lesson 10's worked example 4 as the lesson does, (0.31, 3.69) above 0", async () => {
    // Act
    const solution = await solved(
      'רווח סמך 95% מזווג. לפני: 68, 74, 71, 80, 77, 69, 73 אחרי: 65, 73, 66, 78, 75, 70, 71',
    );

    // Assert
    expect(solution.values.low).toBeCloseTo(0.31, 2);
    expect(solution.values.high).toBeCloseTo(3.69, 2);
    expect(stepsOf(solution)).toContain('לפני פחות אחרי');
  });

  it("should test lesson 4's worked example 1 with t = +3.22", async () => {
    // Act
    const solution = await solved(
      'מבחן t מזווג: לפני: 120, 135, 128, 140, 132, 125 אחרי: 117, 130, 129, 136, 130, 120. האם התוכנית משנה את לחץ הדם?',
    );

    // Assert
    expect(solution.kind).toBe('t-test-paired');
    expect(solution.values.statistic).toBeCloseTo(3.222517, 5);
    expect(solution.values.p).toBeCloseTo(0.0233999, 6);
  });

  it.each([
    ['before: 10, 12, 9, 11 after: 12, 15, 10, 14. paired t test, did it increase?', 'left'],
    ['לפני: 150, 142, 160, 155 אחרי: 140, 138, 151, 150. מבחן t מזווג, האם ירד?', 'right'],
  ])('should mirror a worded direction with the differences: %j', async (message, tail) => {
    // Act
    const steps = stepsOf(await solved(message));

    // Assert
    expect(steps).toContain(tail === 'left' ? 'H_1:\\mu_D<0' : 'H_1:\\mu_D>0');
  });
});

describe('given the CAS as installed (sums of logs and a colloquial investigation; without it the reply is honest)', () => {
  const casState = installedCas();

  it.each([
    ['פתרו log_2(x)+log_2(x+2)=3', 'x=2', 'x=-4'],
    ['solve ln(x)+ln(x+1)=ln(6)', 'x=2', 'x=-3'],
    ['תפתור log(x)+log(x-3)=1', 'x=5', 'x=-2'],
  ])(
    'should solve %j by the product rule, keeping %s and rejecting %s by the domain',
    async (message, kept, rejected) => {
      // Act
      const outcome = await solve(message, { language: 'he' });

      // Assert
      if (casState() !== 'ready') {
        expect(outcome.status).toBe('unsupported');
        return;
      }
      if (outcome.status !== 'solved') throw new Error(outcome.status);
      expect(checkAnswer({ expected: kept }, outcome.solution.result ?? '').verdict).toBe('correct');
      const steps = stepsOf(outcome.solution);
      expect(steps).toMatch(/חוקי הלוגריתמים/);
      expect(steps).toContain(`$${rejected}$ אינו בתחום ההגדרה`);
    },
  );

  it.each([
    ['חקירה מלאה ל f(x)=x^3-3x', { x1: -1, y1: 2, x2: 1, y2: -2, zero2: 0, yIntercept: 0 }],
    ['תחקור את הפונקציה y=(x-1)/(x+2)', { zero1: 1, yIntercept: -0.5 }],
    ['can you do a full analysis of f(x)=ln(x)/x', { x1: Math.E, y1: 1 / Math.E, zero1: 1 }],
    ['investigate f(x)=sqrt(x)-x', { x1: 0.25, y1: 0.25, zero1: 0, zero2: 1, yIntercept: 0 }],
  ])('should investigate %j with its intersections with the axes', async (message, expected) => {
    // Act
    const outcome = await solve(message);

    // Assert
    if (casState() !== 'ready') {
      expect(outcome.status).toBe('unsupported');
      return;
    }
    if (outcome.status !== 'solved') throw new Error(outcome.status);
    expect(outcome.solution.kind).toBe('function-investigation');
    for (const [name, value] of Object.entries(expected))
      expect(outcome.solution.values[name]).toBeCloseTo(value, 9);
  });

  it.each([
    ['investigate f(x)=x^2+1', 'en', 'a numeric scan found no point where the function is zero, and $f(0)$'],
    ['can you do a full analysis of f(x)=ln(x)/x', 'en', 'a numeric scan found no other.'],
    ['חקירה מלאה ל f(x)=x^2+1', 'he', 'סריקה מספרית לא מצאה נקודה שבה הפונקציה מתאפסת, ו־$f(0)$'],
  ] as const)('should name only the checks %j was given (%s)', async (message, language, check) => {
    // Act
    const outcome = await solve(message, { language });

    // Assert
    if (casState() !== 'ready') return;
    if (outcome.status !== 'solved') throw new Error(outcome.status);
    const steps = stepsOf(outcome.solution);
    expect(steps).toContain(check);
    expect(steps).not.toMatch(
      /each point on the \$x\$-axis makes the function zero.*\$f\(0\)\$ was recomputed/,
    );
  });

  it('should say where the graph does not meet the y-axis', async () => {
    // Act
    const outcome = await solve('תחקור את הפונקציה y=(x^2+1)/x');

    // Assert
    if (casState() !== 'ready') return;
    if (outcome.status !== 'solved') throw new Error(outcome.status);
    expect(stepsOf(outcome.solution)).toMatch(/אינו חותך את ציר ה־\$y\$/);
    expect(outcome.solution.values.yIntercept).toBeUndefined();
  });
});
