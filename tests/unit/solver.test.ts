import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract/replies';
import { checkAnswer } from '../../backend/domain/answer';
import { solve, verifyNumericClaims, type Solution, type SolverKind } from '../../backend/src/tutor/solver';

type NumericCase = [message: string, kind: SolverKind, values: Record<string, number>];
type SymbolicCase = [message: string, kind: SolverKind, result: string];

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

const numeric: NumericCase[] = [
  ['חשבו 3/4 + 5/6', 'arithmetic', { result: 19 / 12 }],
  ['calculate 2*(3+4)^2', 'arithmetic', { result: 98 }],
  ['כמה זה 7/8 - 1/4', 'arithmetic', { result: 0.625 }],
  ['compute 2^10 / 4', 'arithmetic', { result: 256 }],
  ['חשבו √16 + 3·2', 'arithmetic', { result: 10 }],
  ['פתרי את המשוואה 2x+3=11', 'linear-equation', { root1: 4 }],
  ['solve 3(x-2)+4=2x+7', 'linear-equation', { root1: 9 }],
  ['פתרו 5x = 2x + 12', 'linear-equation', { root1: 4 }],
  ['solve the equation x/2 + 1 = 4', 'linear-equation', { root1: 6 }],
  ['פתרו את המשוואה 0.5x - 1 = 2', 'linear-equation', { root1: 6 }],
  ['solve x^2-5x+6=0', 'quadratic-equation', { root1: 2, root2: 3 }],
  ['פתרו את המשוואה x^2-6x+9=0', 'quadratic-equation', { root1: 3 }],
  ['solve 2x^2-8x+3=0', 'quadratic-equation', { root1: 2 - Math.sqrt(10) / 2, root2: 2 + Math.sqrt(10) / 2 }],
  ['פתרו x^2 = 2x + 8', 'quadratic-equation', { root1: -2, root2: 4 }],
  ['פתרו את המשוואה x² + 4x + 5 = 0', 'quadratic-equation', {}],
  ['פתרו את המערכת x+y=7, 2x-y=5', 'linear-system', { x: 4, y: 3 }],
  ['solve the system 2x+3y=12 and x-y=1', 'linear-system', { x: 3, y: 2 }],
  ['פתרו את מערכת המשוואות x-2y=0; 3x+y=7', 'linear-system', { x: 2, y: 1 }],
  ['solve x+y=10, x-y=2', 'linear-system', { x: 6, y: 4 }],
  ['פתרו את המערכת 3x+2y=16, x+4y=12', 'linear-system', { x: 4, y: 2 }],
  ['מצאו את המשיק ל-f(x)=x^2 בנקודה x=1', 'tangent', { slope: 2, intercept: -1 }],
  ['tangent to f(x)=x^3 at x=2', 'tangent', { slope: 12, intercept: -16 }],
  ['משיק לגרף y=sin(x) בנקודה x=0', 'tangent', { slope: 1, intercept: 0 }],
  ['tangent line of f(x)=e^x at x=0', 'tangent', { slope: 1, intercept: 1 }],
  ['המשיק ל-f(x)=x^2-4x+1 בנקודה x=3', 'tangent', { slope: 2, intercept: -8, y0: -2 }],
  ['חשבו את האינטגרל של x^2 מ-0 עד 2', 'definite-integral', { result: 8 / 3 }],
  ['integral of 3x^2+2x from 1 to 3', 'definite-integral', { result: 34 }],
  ['$\\int_0^1 (x^3 - x) dx$', 'definite-integral', { result: -0.25 }],
  ['אינטגרל מסוים של 4x^3 מ-0 עד 1', 'definite-integral', { result: 1 }],
  ['integral of 5 from 0 to 4', 'definite-integral', { result: 20 }],
  ['סדרה חשבונית a1=3, d=4, מצאו את a10', 'arithmetic-sequence', { term: 39, sum: 210 }],
  ['arithmetic sequence a_1=5, d=-2, n=8', 'arithmetic-sequence', { term: -9, sum: -16 }],
  [
    'בסדרה חשבונית האיבר הראשון 2 וההפרש 3. מצאו את סכום 20 האיברים הראשונים',
    'arithmetic-sequence',
    { term: 59, sum: 610 },
  ],
  ['arithmetic sequence 2, 7, 12, ... find the 10th term', 'arithmetic-sequence', { term: 47, sum: 245 }],
  ['סדרה חשבונית a1=10, d=0.5, n=5', 'arithmetic-sequence', { term: 12, sum: 55 }],
  ['סדרה הנדסית a1=2, q=3, n=5', 'geometric-sequence', { term: 162, sum: 242 }],
  ['geometric sequence a_1=1, r=2, n=10', 'geometric-sequence', { term: 512, sum: 1023 }],
  ['סדרה הנדסית a1=64, q=0.5, n=4', 'geometric-sequence', { term: 8, sum: 120 }],
  ['geometric sequence 3, 6, 12, ... n=6', 'geometric-sequence', { term: 96, sum: 189 }],
  ['סדרה הנדסית a1=5, q=-2, n=4', 'geometric-sequence', { term: -40, sum: -25 }],
  [
    'חשבו סטיית תקן של 2, 4, 4, 4, 5, 5, 7, 9',
    'descriptive-statistics',
    { mean: 5, median: 4.5, populationSd: 2, sampleVariance: 32 / 7, mode: 4 },
  ],
  [
    'mean and median of 1, 2, 3, 4',
    'descriptive-statistics',
    { mean: 2.5, median: 2.5, populationVariance: 1.25, sampleVariance: 5 / 3 },
  ],
  [
    'חשבו ממוצע של 10, 20, 30',
    'descriptive-statistics',
    { mean: 20, median: 20, sampleVariance: 100, populationVariance: 200 / 3 },
  ],
  ['variance of 3, 3, 3, 3', 'descriptive-statistics', { mean: 3, sampleVariance: 0, mode: 3 }],
  [
    'חשבו סטיית תקן של 1.5, 2.5, 3.5, 4.5, 5.5',
    'descriptive-statistics',
    { mean: 3.5, sampleVariance: 2.5, populationVariance: 2 },
  ],
  ['ציון תקן של 85 כשממוצע 70 וסטיית תקן 10', 'z-score', { z: 1.5 }],
  ['z-score of 60 with mean 70 and standard deviation 5', 'z-score', { z: -2 }],
  ['מהו ציון התקן של 100 כאשר μ=100, σ=15', 'z-score', { z: 0 }],
  ['ציון תקן של 130, ממוצע 100, סטיית תקן 15', 'z-score', { z: 2 }],
  ['z-score x=7.5, mean=6, sd=0.5', 'z-score', { z: 3 }],
  ['P(X=3) כש-X~B(10, 0.3)', 'binomial', { probability: 0.266827932 }],
  ['P(X<=2) when X~B(5, 0.5)', 'binomial', { probability: 0.5 }],
  ['P(X>=1) כאשר X~B(3, 0.5)', 'binomial', { probability: 0.875 }],
  ['P(X<2) for X~B(4, 0.2)', 'binomial', { probability: 0.8192 }],
  ['P(X>8) כש-X~B(10, 0.9)', 'binomial', { probability: 0.7360989291 }],
  ['P(X<85) כאשר X~N(70, 10^2)', 'normal', { probability: 0.9331927987 }],
  ['P(X>130) for X~N(100, 225)', 'normal', { probability: 0.0227501319 }],
  ['P(60<X<80) כאשר X~N(70, 100)', 'normal', { probability: 0.6826894921 }],
  ['normal distribution mean 50 standard deviation 4, P(X<=50)', 'normal', { probability: 0.5 }],
  ['P(X>0) כאשר X~N(1, 1)', 'normal', { probability: 0.8413447461 }],
  [
    'רווח סמך 95% לתוחלת: ממוצע 250, σ=20, n=64',
    'confidence-interval',
    { low: 245.1000900386, high: 254.8999099614 },
  ],
  [
    'רווח סמך 95%: ממוצע 7.4, סטיית תקן של המדגם 1.2, n=16',
    'confidence-interval',
    { low: 7.4 - 0.6394348637, high: 7.4 + 0.6394348637 },
  ],
  [
    '99% confidence interval: mean 78, sigma=10, n=25',
    'confidence-interval',
    { low: 72.8483413, high: 83.1516587 },
  ],
  [
    '90% confidence interval mean=50 s=8 n=36',
    'confidence-interval',
    { low: 50 - 2.252763277, high: 50 + 2.252763277 },
  ],
  [
    'רווח סמך ברמת ביטחון 95% כאשר ממוצע המדגם 78, סטיית התקן 10, מדגם של 25',
    'confidence-interval',
    { low: 78 - 4.127797123, high: 78 + 4.127797123 },
  ],
  ['z-test: mean 105, mu0=100, sigma=15, n=36, two-sided', 'z-test', { statistic: 2, p: 0.0455002639 }],
  ['מבחן z חד צדדי: ממוצע 52, μ0=50, σ=6, n=36', 'z-test', { statistic: 2, p: 0.0227501319 }],
  ['z-test mean=98, mu0=100, sigma=8, n=64, H1: mu<100', 'z-test', { statistic: -2, p: 0.0227501319 }],
  ['מבחן z: ממוצע 100, μ0=100, σ=10, n=25', 'z-test', { statistic: 0, p: 1 }],
  ['z-test mean=101.5, mu0=100, sigma=5, n=100', 'z-test', { statistic: 3, p: 0.0026997961 }],
  ['מבחן t: ממוצע מדגם 52, μ0=50, s=5, n=25', 't-test', { statistic: 2, p: 0.0569398499 }],
  ['t-test mean=48, mu0=50, s=4, n=16, H1: mu<50', 't-test', { statistic: -2, p: 0.0319725036 }],
  ['מבחן t: ממוצע 10.5, μ0=10, s=1, n=9', 't-test', { statistic: 1.5, p: 0.172003292 }],
  ['t-test mean=20, mu0=20, s=3, n=10', 't-test', { statistic: 0, p: 1 }],
  ['מבחן t חד צדדי: ממוצע 52, μ0=50, s=5, n=25', 't-test', { statistic: 2, p: 0.028469925 }],
];

const symbolic: SymbolicCase[] = [
  ['פשטו (x+1)^2 - x^2', 'simplify', '2x+1'],
  ['simplify 3x + 2x - x', 'simplify', '4x'],
  ['פשטו 2(x-3) + 4x', 'simplify', '6x-6'],
  ['simplify x*x*x + x^3', 'simplify', '2x^3'],
  ['פשטו את הביטוי 5x - 2(x+1)', 'simplify', '3x-2'],
  ['פתחו סוגריים (x+2)(x-3)', 'expand', 'x^2-x-6'],
  ['expand (2x-1)^2', 'expand', '4x^2-4x+1'],
  ['פתחו סוגריים (x+1)^3', 'expand', 'x^3+3x^2+3x+1'],
  ['expand x(x-4)', 'expand', 'x^2-4x'],
  ['פתחו סוגריים (a+3)(a-3)', 'expand', 'a^2-9'],
  ['פרקו לגורמים x^2-5x+6', 'factor', '(x-2)(x-3)'],
  ['factor x^2-9', 'factor', '(x-3)(x+3)'],
  ['פרקו לגורמים 2x^2-8', 'factor', '2(x-2)(x+2)'],
  ['factor x^3-x', 'factor', 'x(x-1)(x+1)'],
  ['פרקו 6x^2+x-2', 'factor', '(2x-1)(3x+2)'],
  ['מה הנגזרת של x^3·sin x', 'derivative', '3x^2 sin(x) + x^3 cos(x)'],
  ['derivative of (2x+1)^5', 'derivative', '10(2x+1)^4'],
  ['גזרו את sin(x)/x', 'derivative', '(x cos(x) - sin(x))/x^2'],
  ['מה הנגזרת של ln(x^2+1)', 'derivative', '2x/(x^2+1)'],
  ['differentiate e^(2x)·x', 'derivative', 'e^(2x)(1+2x)'],
];

describe('given a message that asks for a computation with numeric results', () => {
  it.each(numeric)('should solve %j as %s with verified values', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values))
      expect(solution.values[name], name).toBeCloseTo(value, 6);
    expect(StructuredReply.parse(solution.reply)).toEqual(solution.reply);
  });
});

describe('given a message that asks for a symbolic result', () => {
  it.each(symbolic)(
    'should answer %j (%s) with an expression equal to %s',
    async (message, kind, expected) => {
      // Act
      const solution = await solved(message);

      // Assert
      expect(solution.kind).toBe(kind);
      expect(checkAnswer({ expected, kind: 'expression' }, solution.result ?? '').verdict).toBe('correct');
      expect(solution.reply.steps.length).toBeGreaterThan(1);
    },
  );
});

describe('given the form of a walkthrough', () => {
  it('should answer in English when the student writes English, in Hebrew otherwise', async () => {
    // Act
    const english = (await solved('solve x^2-5x+6=0')).reply;
    const hebrew = (await solved('פתרו את המשוואה x^2-5x+6=0')).reply;

    // Assert
    expect(english.problem).toMatch(/^Solving the equation/);
    expect(english.answer).toBe('$x=2$ or $x=3$');
    expect(hebrew.answer).toBe('$x=2$ או $x=3$');
    expect(hebrew.steps.some((step) => step.description.includes('דיסקרימיננטה'))).toBe(true);
  });

  it('should say which variance and standard deviation it reports', async () => {
    // Act
    const steps = (await solved('חשבו סטיית תקן של 2, 4, 4, 4, 5, 5, 7, 9')).reply.steps.map(
      (step) => step.description,
    );

    // Assert
    expect(steps.some((step) => step.includes('אוכלוסייה'))).toBe(true);
    expect(steps.some((step) => step.includes('מדגם'))).toBe(true);
  });
});

describe('given a message the solver cannot or should not answer', () => {
  it.each([
    ['פתרי את המשוואה 2x+', 'unreadable'],
    ['solve the equation x^x^x^x^x^x = 2', 'unreadable'],
    ['חשבו 1e308^1e308', 'unreadable'],
    ['פתרו את המשוואה ((x+1 = 2', 'unreadable'],
    [`פתרו ${'x+'.repeat(10_000)}1=0`, 'unreadable'],
    ['מה הנגזרת של x^2 + @', 'unreadable'],
    ['שלום, מה שלומך?', 'none'],
    ['מה זה רווח סמך?', 'none'],
  ])('should answer %j with %s, never a throw', async (message, status) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe(status);
    if (outcome.status === 'unreadable')
      expect(outcome.reply.text).toMatch(/לא הצלחתי|I could not|ארוכה מדי/);
  });
});

describe('given a walkthrough from a model', () => {
  it.each([
    [{ problem: 'פתרו את המשוואה 2x+3=11', answer: '$x=4$' }, 'confirmed', []],
    [{ problem: 'פתרו את המשוואה 2x+3=11', answer: '$x=5$' }, 'disagrees', [5]],
    [{ problem: 'P(X=3) כש-X~B(10, 0.3)', answer: '$P(X=3)\\approx 0.267$' }, 'confirmed', []],
    [{ problem: 'P(X=3) כש-X~B(10, 0.3)', answer: '$P(X=3)=0.25$' }, 'disagrees', [0.25]],
    [{ problem: 'חשבו 3/4 + 5/6', answer: '$\\frac{19}{12}$' }, 'confirmed', []],
    [{ problem: 'ספרו לי על רווח סמך', answer: '42' }, 'unchecked', []],
  ] as const)('should re-check %j as %s', async (reply, status, mismatched) => {
    // Act
    const check = await verifyNumericClaims(reply);

    // Assert
    expect(check.status).toBe(status);
    if (check.status === 'disagrees') {
      expect(check.mismatched).toEqual(mismatched);
      expect(check.message).toContain('בדקתי');
    }
  });
});

describe('given an infinite geometric series (lesson 5)', () => {
  it.each([
    ['sum of the infinite geometric series 8, 4, 2, ...', 16],
    ['טור הנדסי אינסופי 5, -2.5, 1.25, ... מה הסכום?', 10 / 3],
  ] as Array<[string, number]>)('should sum %s as a₁/(1−q)', async (message, sum) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('infinite-geometric-series');
    expect(solution.values.sum).toBeCloseTo(sum, 9);
  });

  it('should say that a series with |q| ≥ 1 has no sum', async () => {
    // Act
    const solution = await solved('infinite geometric series a1=3, q=2 find the sum');

    // Assert
    expect(solution.values.converges).toBe(0);
    expect(solution.reply.answer).toMatch(/no sum/);
  });
});
