/**
 * The solver's kinds for math lessons 12, 13, 18 and 19 (docs/tutor.md, "Complex numbers, vectors, growth
 * and logarithms"): growth questions (a percent chain, time to a value, the rate from two values, the start,
 * an equivalent rate, M₀e^{kt}), complex-number questions (LaTeX, z given, the argument in degrees, the
 * conjugate, zⁿ = w, a locus), vector questions and logarithm questions, in students' phrasings. Known values
 * by hand; the guards show a check or a template that declines rather than answering another question.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../backend/domain/answer';
import { solve, type Solution } from '../../backend/src/tutor/solver';
import { solveComplexQuestion } from '../../backend/src/tutor/solver/complex-questions';
import { solveGrowthQuestion } from '../../backend/src/tutor/solver/growth-questions';
import { SolverStop } from '../../backend/src/tutor/solver/math';
import { writer } from '../../backend/src/tutor/solver/types';

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`not solved (${outcome.status}): ${message}`);
  return outcome.solution;
}

function expectValues(solution: Solution, expected: Record<string, number>): void {
  for (const [name, value] of Object.entries(expected)) expect(solution.values[name]).toBeCloseTo(value, 6);
}

describe('given a growth question other than the amount after t (math lesson 13)', () => {
  it.each<[string, Record<string, number>]>([
    ['מחיר עלה ב-15% ואז ירד ב-10%, בכמה אחוז השתנה?', { percentChange: 3.5 }],
    ['the price went up 50% and then went down 50%. total change in percent?', { percentChange: -25 }],
    [
      'הופקדו 1000 שקל בריבית דריבית של 10% לשנה. אחרי כמה שנים שלמות יעלה הסכום לראשונה על 2000?',
      { periods: 8 },
    ],
    [
      'כמות יורדת ב־50 אחוזים בכל שעה. אחרי כמה שעות שלמות תרד הכמות אל מתחת ל־10 אחוזים מהכמות ההתחלתית?',
      { periods: 4 },
    ],
    [
      'a population of 500 decreases by 20% each year. after how many years will it halve?',
      { time: Math.log(0.5) / Math.log(0.8) },
    ],
    ['זמן מחצית החיים הוא 4 שעות ויש 160 גרם. אחרי כמה שעות יישארו 20 גרם?', { time: 12 }],
    ['גדל בתוך 2 שנים מ־100 ל־121 באחוז קבוע. מהו האחוז השנתי?', { ratePercent: 10 }],
    [
      'גדל באחוז קבוע. אחרי 1 שנים היו 110, ואחרי 3 שנים היו 133.1. מהו אחוז הגדילה, וכמה היו בתחילת המדידה?',
      { ratePercent: 10, start: 100 },
    ],
    ['עלה ב־10 אחוזים בכל שנה, ואחרי 2 שנים הגיע ל־1210. כמה הושקע בהתחלה?', { start: 1000 }],
    ['ריבית של 3 אחוזים לחודש. לאיזו ריבית שנתית היא שקולה?', { equivalentPercent: (1.03 ** 12 - 1) * 100 }],
    ['M(t)=50e^{0.5t}. what is the doubling time?', { doublingTime: Math.log(2) / 0.5 }],
    ['N(t)=200e^(0.1t), באיזה קצב גדל כעבור 10 שעות', { growthRate: 20 * Math.E }],
    ['במושבה יש $10\\cdot 3^x$ חיידקים. אחרי כמה שעות יהיו 810?', { time: 4 }],
    // Read and declined before these kinds (tests/unit/tutor-solver-coverage.test.ts), answered now
    [
      'סכום כסף מושקע בריבית דריבית של 6 אחוזים לשנה. אחרי כמה שנים שלמות יעלה הסכום לראשונה על פי 2?',
      { periods: 12 },
    ],
    [
      'ערכה של קרן עלה ב־5 אחוזים בכל שנה, ואחרי 4 שנים הגיע ל־60,000 שקלים. כמה כסף הושקע בה בהתחלה?',
      { start: 60000 / 1.05 ** 4 },
    ],
  ])('should answer %j, verified', async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('growth-decay');
    expectValues(solution, expected);
  });

  it.each([
    ['הופקדו 8,000 שקלים בריבית דריבית של 4 אחוזים לשנה. כמה כסף יהיה אחרי 5 שנים?', 8000 * 1.04 ** 5],
    // "שמתי" holds "מתי" (when): a word inside another is no question of time
    ['שמתי 2000 שקל בחיסכון עם ריבית דריבית של 5% לשנה, כמה יהיה לי אחרי 4 שנים?', 2000 * 1.05 ** 4],
  ])('should leave the amount after t in %j to the older kind', async (message, amount) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values.amount).toBeCloseTo(amount, 6);
  });

  it('should decline (not answer) when the whole periods cannot be confirmed period by period', () => {
    // Arrange
    const w = writer('he');

    // Act
    const act = () => solveGrowthQuestion({ ask: 'time', factor: 1.0001, ratio: 1e300, whole: true }, w, 'x');

    // Assert
    expect(act).toThrow(SolverStop);
  });
});

describe('given a complex-number question (math lesson 19)', () => {
  it.each<[string, Record<string, number>]>([
    ['חשבו את $\\frac{5}{1-2i}$ וכתבו בצורה $a+bi$', { re: 1, im: 2 }],
    ['$i^{103}$ כמה זה?', { re: 0, im: -1 }],
    ['חשבו את $\\left(\\sqrt{3}+i\\right)^6$', { re: -64, im: 0 }],
    ['נתון $z=2-i$. מהו $z^2$?', { re: 3, im: -4 }],
    ['what is the argument in degrees of -1-i', { argumentDegrees: 225 }],
    ['פתרו $2z+\\bar{z}=6+2i$', { re: 2, im: 2 }],
    ['solve 3z + z̄ = 8 - 4i', { re: 2, im: -2 }],
    ['solve z - conj(z) = 4i', {}],
    ['z^4 = -16, how many solutions have a positive real part?', { positiveReal: 2 }],
    ['מה סכום הפתרונות של z^6=64', { rootSumRe: 0, rootSumIm: 0 }],
    ['הפתרונות של $z^4=16$ הם קודקודים של ריבוע. מה שטחו?', { area: 8 }],
    ['$z^3=8i$', { root1Re: Math.sqrt(3), root1Im: 1, root3Re: 0, root3Im: -2 }],
    [
      'פתרו את המשוואה $z^3=8$ במספרים המרוכבים.',
      { rootCount: 3, root1Re: 2, root2Re: -1, root2Im: Math.sqrt(3) },
    ],
    ['the locus |z-2i|=|z+2i|', { slope: 0, intercept: 0 }],
    ['$\\vert z-4\\vert=\\vert z\\vert$', { x: 2 }],
  ])('should answer %j, checked by putting it back', async (message, expected) => {
    // Act
    const outcome = await solve(message);

    // Assert
    if (Object.keys(expected).length === 0) {
      // z − z̄ = 4i holds for every z with Im z = 2: not one answer, so declined
      expect(outcome.status).toBe('unsupported');
      return;
    }
    if (outcome.status !== 'solved') throw new Error(`not solved (${outcome.status}): ${message}`);
    expect(outcome.solution.kind).toBe('complex-numbers');
    expectValues(outcome.solution, expected);
  });

  it('should show the roots of z^3=8i exactly, as the lesson does', async () => {
    // Act
    const solution = await solved('פתרו את המשוואה $z^3=8i$');

    // Assert
    expect(solution.reply.answer).toBe('$z=\\sqrt{3}+i,\\quad z=-\\sqrt{3}+i,\\quad z=-2i$');
  });

  it('should leave z^2 = a real number to the quadratic equations, with their discriminant', async () => {
    // Act
    const solution = await solved('פתור z^2=-16');

    // Assert
    expectValues(solution, { root1Re: 0, root1Im: 4 });
    expect(solution.values.rootCount).toBeUndefined();
  });

  it('should not read a message with a w of its own as an equation with the conjugate', async () => {
    // Act
    const outcome = await solve('solve w=3z+1 and w+z=5');

    // Assert
    expect(outcome.status === 'solved' && outcome.solution.kind === 'complex-numbers').toBe(false);
  });

  it('should decline an equation with the conjugate that is not linear', () => {
    // Act
    const act = () => solveComplexQuestion({ ask: 'conjugate', equation: 'z w=5' }, writer('en'), 'z z̄ = 5');

    // Assert
    expect(act).toThrow(SolverStop);
  });
});

describe('given a vector question (math lesson 18)', () => {
  it.each<[string, Record<string, number>]>([
    ['מה האורך של הווקטור (3,-4)', { length: 5 }],
    ['length of the vector (2, 3, 6)', { length: 7 }],
    ['לאיזה ערך של k הווקטורים (1,2,k) ו-(k,1,3) מאונכים?', { k: -0.5 }],
    ['A(0,0) B(2,1) C(3,4). find D so that ABCD is a parallelogram', { x: 1, y: 3 }],
    [
      'נתונות $A(1,2)$, $B(4,6)$, $C(6,3)$. מצאו את D כך ש־ABCD מקבילית, ואת אורך הצלע AB',
      { x: 3, y: -1, sideAB: 5 },
    ],
    ['הנקודה (3,5) נמצאת על הישר x=(1,1)+t(1,2). מהו הפרמטר?', { t: 2 }],
    ['נקודת החיתוך של $\\vec{x}=(0,0)+t(1,1)$ ו־$\\vec{x}=(2,0)+s(0,1)$', { x: 2, y: 2, t: 2, s: 2 }],
    [
      'the lines (1,0,2)+t(1,1,-1) and (1,4,2)+s(1,-1,-1): intersection point and angle',
      { x: 3, y: 2, z: 0, angle: (Math.acos(1 / 3) * 180) / Math.PI },
    ],
    ['שטח המשולש ABC כאשר A(0,0,0), B(3,0,0), C(0,4,0)', { area: 6 }],
    ['במשולש $ABC$ נתון $\\vec{AB}=(4,0,3)$ ו־$\\vec{AC}=(0,5,0)$. חשבו את שטח המשולש.', { area: 12.5 }],
    [
      '$|\\vec{u}|=1$, $|\\vec{v}|=1$, הזווית $90^\\circ$. חשבו את $|\\vec{u}+\\vec{v}|$',
      { length: Math.SQRT2 },
    ],
    [
      'the angle between a diagonal of a cube and a face diagonal from the same vertex',
      { angle: (Math.atan(1 / Math.SQRT2) * 180) / Math.PI },
    ],
  ])('should answer %j, checked a second way', async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('vectors');
    expectValues(solution, expected);
  });

  it.each([
    ['x=(0,0,0)+t(1,0,0) and x=(0,1,1)+s(0,1,0): do the lines intersect?', 'skew'],
    ['do the lines (0,0)+t(1,2) and (1,0)+s(2,4) intersect?', 'parallel'],
  ])('should say how %j lie when they do not meet', async (message, word) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.reply.answer).toContain(word);
    expect(solution.values.x).toBeUndefined();
  });

  it('should say a point is not on the line rather than give a parameter', async () => {
    // Act
    const solution = await solved('the point (2,2) lies on the line (0,0)+t(1,3)? find the parameter');

    // Assert
    expect(solution.values.t).toBeUndefined();
    expect(solution.reply.answer).toContain('not on the line');
  });

  it('should not take the angle between a cube diagonal and its base as the angle with an edge', async () => {
    // Act
    const outcome = await solve('קובייה שאורך צלעה 5. חשבו את הזווית בין אלכסון הקובייה לבסיס הקובייה');

    // Assert
    expect(outcome.status === 'solved' && outcome.solution.kind === 'vectors').toBe(false);
  });
});

describe('given a logarithm question (math lesson 12)', () => {
  it('should write a sum of logarithms as one, checked at several points', async () => {
    // Act
    const solution = await solved('כתבו את הביטוי $\\log_2 x+\\log_2 y-\\log_2 z$ כלוגריתם אחד');

    // Assert
    expect(solution.kind).toBe('simplify');
    expect(checkAnswer({ expected: 'log_2(xy/z)', kind: 'expression' }, solution.result ?? '').verdict).toBe(
      'correct',
    );
  });

  it('should find the tangent where the graph crosses the x-axis', async () => {
    // Act
    const solution = await solved('f(x)=ln(2x-3) חותך את ציר ה-x. מהי משוואת המשיק בנקודה הזאת?');

    // Assert
    expect(solution.kind).toBe('tangent');
    expectValues(solution, { slope: 2, intercept: -4 });
  });

  it('should decline the tangent when the graph crosses the x-axis more than once', async () => {
    // Act
    const outcome = await solve('f(x)=x^2-1 חותך את ציר ה-x. מהי משוואת המשיק בנקודת החיתוך?');

    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should compute log arithmetic with a fraction inside', async () => {
    // Act
    const solution = await solved('חשבו את $\\log_2 32+\\log_3\\frac{1}{9}$');

    // Assert
    expect(solution.values.result).toBeCloseTo(3, 9);
  });
});
