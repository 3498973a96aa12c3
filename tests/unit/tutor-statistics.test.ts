import { describe, expect, it } from 'vitest';
import { StructuredReply } from '../../backend/contract/replies';
import { solve, type SolverKind } from '../../backend/src/tutor/solver';
import { recognizeStatistics } from '../../backend/src/tutor/solver/recognize-statistics';
import {
  criticalValue,
  logGamma,
  pValue,
  quantile,
  type Distribution,
} from '../../backend/src/tutor/solver/statistics-distributions';
import { ranks } from '../../backend/src/tutor/solver/statistics-tests';
import { judgeAll } from '../bench/tutor-quality/computations-statistics';

async function solved(message: string) {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

describe('given the distributions of the statistics tests', () => {
  // The course's tables (lessons 3–8, 11, 13) and SciPy 1.17 (scipy.stats.<dist>.ppf / .sf).
  it.each([
    [{ name: 'z' }, 0.975, 1.959964],
    [{ name: 't', df: 10 }, 0.975, 2.228139],
    [{ name: 't', df: 24 }, 0.95, 1.710882],
    [{ name: 'chi2', df: 4 }, 0.95, 9.487729],
    [{ name: 'chi2', df: 2 }, 0.95, 5.991465],
    [{ name: 'chi2', df: 2 }, 0.99, 9.21034],
    [{ name: 'f', df1: 2, df2: 9 }, 0.95, 4.256495],
    [{ name: 'f', df1: 2, df2: 13 }, 0.95, 3.805565],
    [{ name: 'f', df1: 2, df2: 9 }, 0.99, 8.021517],
  ] as Array<[Distribution, number, number]>)(
    'should give the %j quantile of %s as %s',
    (distribution, area, value) => {
      // Act
      const computed = quantile(distribution, area, 'test');

      // Assert
      expect(computed).toBeCloseTo(value, 5);
    },
  );

  it.each([
    [{ name: 't', df: 10 }, 2.5, 'two', 0.031446845],
    [{ name: 'chi2', df: 4 }, 13.3333333, 'right', 0.009756859],
    [{ name: 'f', df1: 2, df2: 9 }, 6, 'right', 0.022085359],
    [{ name: 'z' }, -2, 'left', 0.022750132],
  ] as Array<[Distribution, number, 'two' | 'right' | 'left', number]>)(
    'should give %j at %s a %s p-value of %s (SciPy)',
    (distribution, statistic, tail, p) => {
      // Act
      const computed = pValue(distribution, statistic, tail, 'test');

      // Assert
      expect(computed).toBeCloseTo(p, 8);
    },
  );

  it('should compute ln Γ by its own Lanczos series (the second way) to 1e-10', () => {
    // Arrange: Γ(5) = 24, Γ(1/2) = √π, Γ(10.5) from SciPy's gammaln.
    const cases: Array<[number, number]> = [
      [5, Math.log(24)],
      [0.5, 0.5 * Math.log(Math.PI)],
      [10.5, 13.940625219403763],
    ];

    // Act & Assert
    for (const [x, expected] of cases) expect(logGamma(x)).toBeCloseTo(expected, 10);
  });

  it('should give a two-sided critical value of a symmetric distribution as the upper α/2 point', () => {
    // Act
    const z = criticalValue({ name: 'z' }, 0.05, 'two', 'test');
    const left = criticalValue({ name: 't', df: 15 }, 0.05, 'left', 'test');

    // Assert
    expect(z).toBeCloseTo(1.959964, 5);
    expect(left).toBeCloseTo(-1.75305, 5);
  });

  it('should give tied values the mean of their places', () => {
    // Act & Assert (lesson 13, worked example 2)
    expect(ranks([6, 7, 7, 8, 5, 9, 6.5])).toEqual([2, 4.5, 4.5, 6, 1, 7, 3]);
  });
});

type Row = [string, SolverKind, Record<string, number>, 'reject' | 'keep'];

describe('given a hypothesis test asked in a student’s words', () => {
  // Known values: the course's worked examples (lessons 3–8, 11, 13) and SciPy 1.17 for the p-values.
  it.each<Row>([
    [
      'ממוצע 20, סטיית תקן 4 באוכלוסייה, גודל מדגם 25, ממוצע האוכלוסייה 18. האם יש הבדל מובהק?',
      'z-test',
      { statistic: 2.5, p: 0.012419331, critical: 1.959964 },
      'reject',
    ],
    [
      'sample of 16, mean 498, sd 4, the claimed mean is 500, is it lower? alpha 5%',
      't-test',
      { statistic: -2, p: 0.031972504, df: 15 },
      'reject',
    ],
    [
      'מבחן z לפרופורציה: 52 מתוך 150, האם השיעור שונה מ-40%?',
      'z-test-proportion',
      { statistic: -1.333333, p: 0.182422439 },
      'keep',
    ],
    [
      'two-sample t test, pooled: mean 78 sd 10 n=20 versus mean 71 sd 12 n=22, is there a difference?',
      't-test-two-sample',
      { statistic: 2.04207, p: 0.047776201, df: 40 },
      'reject',
    ],
    [
      'paired t test, differences 6, -2, 9, 0, 3, -3, 7, 4, 8, is there a difference?',
      't-test-paired',
      { statistic: 2.429407, p: 0.041240392 },
      'reject',
    ],
    [
      'השוואת שתי פרופורציות: 30 מתוך 100 מול 45 מתוך 120, האם יש הבדל בשיעור?',
      'z-test-two-proportions',
      { statistic: -1.168553, p: 0.242583579 },
      'keep',
    ],
    [
      'חי בריבוע טיב התאמה: נצפו 44, 28, 22, 20, 36, האם ההתפלגות אחידה?',
      'chi-square-gof',
      { statistic: 13.333333, p: 0.009756859, df: 4, critical: 9.487729 },
      'reject',
    ],
    [
      'chi-square test of independence, table [[40,44,36],[40,16,24]]',
      'chi-square-independence',
      { statistic: 7.777778, p: 0.020468076, df: 2 },
      'reject',
    ],
    [
      'chi-square test of independence, table [[40,44,36],[40,16,24]], alpha 0.01',
      'chi-square-independence',
      { statistic: 7.777778, critical: 9.21034 },
      'keep',
    ],
    [
      'ANOVA: group A 4, 7, 6, 7; group B 8, 11, 9, 8; group C 5, 8, 6, 5',
      'anova',
      { statistic: 6, p: 0.022085359, ssb: 24, ssw: 18 },
      'reject',
    ],
    [
      'ANOVA: means 12, 15, 10; variances 4, 5, 3; sizes 5, 6, 5',
      'anova',
      { statistic: 8.584906, ssb: 70, ssw: 53 },
      'reject',
    ],
    [
      'regression, x: 1, 2, 3, 4, 5, 6, 7, 8 y: 4, 3, 5, 6, 7, 8, 8, 11, test the slope',
      'regression',
      { slope: 1, intercept: 2, r2: 0.913043, statistic: 7.937254 },
      'reject',
    ],
    [
      'מתאם ספירמן 0.62 במדגם של 12 ערים, האם מובהק?',
      'spearman',
      { statistic: 2.498863, p: 0.031508181 },
      'reject',
    ],
    [
      'r=0.45, n=20, is the correlation significant?',
      'correlation-test',
      { statistic: 2.13788, p: 0.046496203 },
      'reject',
    ],
    [
      'מבחן חי בריבוע לשונות: s^2=4.8, n=12, σ0^2=2.5, האם השונות גדולה יותר?',
      'chi-square-variance',
      { statistic: 21.12, p: 0.032148917 },
      'reject',
    ],
    [
      'F test for equal variances: s1^2=30, n1=10, s2^2=12, n2=13',
      'f-test-variances',
      { statistic: 2.5, p: 0.141193556 },
      'keep',
    ],
    [
      'מבחן הסימן: 10 פלוסים ו-2 מינוסים, האם ההפרשים נוטים להיות חיוביים?',
      'sign-test',
      { statistic: 10, p: 0.019287109 },
      'reject',
    ],
    [
      'Mann-Whitney: method A: 62, 70, 65, 58, 68; method B: 78, 71, 85, 80, 69, 90',
      'mann-whitney',
      { U: 1, p: 0.008658009 },
      'reject',
    ],
    [
      'Wilcoxon signed rank test, differences 5, -1, 8, 3, -4, 7, 2, 6, 9, 10',
      'wilcoxon',
      { wPlus: 50, wMinus: 5, p: 0.01953125 },
      'reject',
    ],
    [
      'קרוסקל ווליס: א: 12, 15, 9, 20; ב: 25, 18, 30, 22; ג: 14, 11, 17, 16',
      'kruskal-wallis',
      { statistic: 6.5, p: 0.038774208 },
      'reject',
    ],
  ])('should answer %j as %s with its numbers and the decision', async (message, kind, values, decision) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values))
      expect(solution.values[name], name).toBeCloseTo(value, 5);
    expect(solution.result).toBe(decision);
    expect(StructuredReply.parse(solution.reply)).toEqual(solution.reply);
  });

  it('should say the decision in words and what it means, in Hebrew and in English', async () => {
    // Act
    const hebrew = await solved('מבחן z: ממוצע 105, μ0=100, σ=15, n=36, רמת מובהקות 1%');
    const english = await solved('z-test: mean 105, mu0=100, sigma=15, n=36');

    // Assert: p = 0.0455 keeps H0 at 1% and rejects it at 5%.
    expect(hebrew.reply.answer).toContain('לא דוחים את $H_0$ ברמת מובהקות 0.01');
    expect(hebrew.reply.answer).toContain('אין עדות מספיקה לכך שהתוחלת שונה מ־100');
    expect(english.reply.answer).toContain('Reject $H_0$ at significance level 0.05');
    expect(english.reply.steps.map((step) => step.description).join(' ')).toContain(
      'did not state a significance level',
    );
  });

  it('should read parameters in words exactly as in symbols', async () => {
    // Act
    const words = await solved('ממוצע 20, סטיית תקן 4, גודל מדגם 25, השערת האפס 18, רמת מובהקות 5%, מבחן t');
    const symbols = await solved('מבחן t: x̄=20, s=4, n=25, μ0=18, α=0.05');

    // Assert
    expect(words.kind).toBe('t-test');
    expect(words.values).toEqual(symbols.values);
  });

  it('should read a goodness-of-fit question as a test, not as descriptive statistics of the counts', async () => {
    // Act
    const solution = await solved('קיבלתי 25, 17, 15, 23, 24, 16 בהטלת קובייה 120 פעמים, האם הקובייה הוגנת?');

    // Assert
    expect(solution.kind).toBe('chi-square-gof');
    expect(solution.values.statistic).toBeCloseTo(5, 9);
    expect(solution.result).toBe('keep');
  });

  it('should name the cell that departs most from its expectation in a chi-square test', async () => {
    // Act (lesson 5, worked example 1: Sunday, 44 against 30)
    const solution = await solved('chi square: observed 44, 28, 22, 20, 36, equally likely?');

    // Assert
    const step = solution.reply.steps.find((item) => item.description.includes('largest contribution'));
    expect(step?.description).toContain('cell 1: more were observed there than expected');
    expect(step?.latex).toBe('\\frac{(44-30)^2}{30}=6.533');
  });

  it.each([
    ['one-sided right by H1', 'H0: μ=50, H1: μ>50', 'right'],
    ['left by a question about a decrease', 'האם הממוצע ירד מתחת ל-50?', 'left'],
    ['two-sided by a question about a difference', 'is there a difference from 50?', 'two'],
    ['two-sided by default', 'test it', 'two'],
  ])('should read the tail %s', (_name, question, tail) => {
    // Act
    const request = recognizeStatistics(`t test mean 52, sd 5, n=25, mu0=50. ${question}`);

    // Assert
    expect(request?.kind === 'statistics-test' ? request.settings.tail : null).toBe(tail);
  });

  it.each([
    ['a proportion outside [0, 1]', 'test H0: p=1.5 with 30 out of 100, is it significant?'],
    ['a negative standard deviation', 'מבחן t: ממוצע 20, s=-4, n=25, μ0=18'],
  ])('should never show a result for %s', async (_name, message) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).not.toBe('solved');
  });
});

describe('given a message that is not a full test', () => {
  it.each([
    ['t=2.3 עם 15 דרגות חופש, מובהק?', { statistic: 2.3, p: 0.036224297, critical: 2.13145 }, 'reject'],
    ['p-value for z=1.8?', { statistic: 1.8, p: 0.071860638 }, 'keep'],
    ['F=4.2 with df (2, 12), significant?', { statistic: 4.2, p: 0.041429193, critical: 3.885294 }, 'reject'],
  ] as const)(
    'should give the p-value, critical value and decision of a given statistic: %j',
    async (message, values, decision) => {
      // Act
      const solution = await solved(message);

      // Assert
      expect(solution.kind).toBe('p-value');
      for (const [name, value] of Object.entries(values))
        expect(solution.values[name], name).toBeCloseTo(value, 5);
      expect(solution.result).toBe(decision);
    },
  );

  it('should say it could not read a named test whose data it cannot arrange, never give descriptive statistics', async () => {
    // Act
    const outcome = await solve('מבחן מאן ויטני על הציונים 12, 15, 9, 20');

    // Assert
    expect(outcome.status).toBe('unreadable');
  });

  it('should read "the average of 40 students was 72" as n = 40 and a mean of 72', async () => {
    // Act
    const solution = await solved(
      'the average of 40 students was 72 with sd 9. national average is 70. test at 5%',
    );

    // Assert
    expect(solution.kind).toBe('t-test');
    expect(solution.values.statistic).toBeCloseTo(2 / (9 / Math.sqrt(40)), 9);
  });
});

describe('given the ways students write their data', () => {
  // Known values from SciPy 1.17 (ttest_rel, ttest_1samp, ttest_ind_from_stats, norm for the proportions, linregress,
  // chi2_contingency, chi2) and Bayes' rule by hand.
  it.each<[string, SolverKind, Record<string, number>]>([
    [
      'נתונים: לפני הקורס 55, 60, 48, 70, 65 ואחרי הקורס 60, 62, 50, 75, 64. האם הקורס שיפר את הציונים?',
      't-test-paired',
      { statistic: -2.316264, p: 0.040735 },
    ],
    [
      'we asked 200 people, 120 prefer coffee. test if more than 50% prefer coffee',
      'z-test-proportion',
      { statistic: 2.828427, p: 0.002339 },
    ],
    ['בדקו אם המטבע הוגן: יצא עץ 58 פעמים מתוך 100', 'z-test-proportion', { statistic: 1.6, p: 0.109599 }],
    [
      'Is there a relationship between hours studied and grade? hours: 1, 3, 5, 7, 9 grades: 55, 62, 70, 74, 88',
      'regression',
      { slope: 3.9, statistic: 9.458889 },
    ],
    [
      'האם יש קשר בין עיר מגורים לתחבורה? תל אביב: 30, 20, 10; חיפה: 15, 25, 20',
      'chi-square-independence',
      { statistic: 8.888889, df: 2 },
    ],
    [
      'sample variance 25 from 15 observations, test if sigma^2 = 16 vs greater',
      'chi-square-variance',
      { statistic: 21.875, p: 0.08122 },
    ],
    [
      'תצפיות: 10, 12, 9, 11, 13, 8, 10, 12. האם התוחלת שונה מ-9? מבחן t',
      't-test',
      { statistic: 2.727682, p: 0.029437 },
    ],
    [
      'two groups: mean1=20, sd1=4, n1=25, mean2=18, sd2=5, n2=30, t-test',
      't-test-two-sample',
      { statistic: 1.61455 },
    ],
    ['P(A)=0.4, P(B|A)=0.3, מה P(A∩B)?', 'probability', { probability: 0.12 }],
    [
      'In a class 60% are girls. 30% of girls and 20% of boys wear glasses. a student wears glasses - probability it’s a girl?',
      'conditional-probability',
      { probability: 0.692308 },
    ],
  ])('should read %j as %s', async (message, kind, values) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values))
      expect(solution.values[name], name).toBeCloseTo(value, 5);
  });

  it('should read the level in "at the 1% level" as α, not as a claimed proportion', async () => {
    // Act
    const solution = await solved('z-test: x̄=101, sigma=5, n=50, mu0=100, at the 1% level');

    // Assert
    expect(solution.kind).toBe('z-test');
    expect(solution.values.alpha).toBe(0.01);
  });
});

describe('given a probability question', () => {
  it.each<[string, SolverKind, number]>([
    ['מטילים מטבע הוגן 10 פעמים, מה ההסתברות לבדיוק 3 עץ?', 'binomial', 0.1171875],
    [
      '1% חולים, רגישות 95%, 5% מהבריאים מקבלים תוצאה חיובית. הבדיקה יצאה חיובית, מה ההסתברות שהוא חולה?',
      'conditional-probability',
      0.161016949,
    ],
    ['P(A∩B)=0.12, P(B)=0.3, find P(A|B)', 'conditional-probability', 0.4],
    ['P(A)=0.3, P(B)=0.5, independent, P(A∪B)?', 'probability', 0.65],
    ['the chance of rain is 0.2 a day, probability of rain at least once in 5 days?', 'probability', 0.67232],
    ['P(A)=0.35, find the complement', 'probability', 0.65],
    ['ציונים מתפלגים נורמלית עם ממוצע 70 וסטיית תקן 10, מה ההסתברות לציון מעל 85?', 'normal', 0.066807201],
  ])('should answer %j as %s = %s', async (message, kind, probability) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    expect(solution.values.probability).toBeCloseTo(probability, 8);
  });
});

describe('given the statistics computations set', () => {
  it('should solve at least 90 % of the tune split with the right test, numbers and decision', async () => {
    // Act
    const judged = (await judgeAll()).filter((entry) => entry.item.split === 'tune');

    // Assert
    expect(judged.filter((entry) => entry.correct).length / judged.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('given a confidence interval beyond one mean', () => {
  // Statistics-2 lesson 10's worked examples 1, 2 and 4 (rounded there to two decimals; paired as the
  // lesson takes it, before − after), and SciPy 1.17 for the rest (norm.ppf, t.ppf,
  // chi2.ppf, ttest_ind(equal_var=False).confidence_interval).
  it.each([
    [
      'רווח סמך 95% להפרש התוחלות: n1=40 ממוצע 72.5 σ1=4, n2=50 ממוצע 70.1 σ2=5',
      'ci-two-means',
      0.54,
      4.26,
      'ci_difference_above',
    ],
    [
      '95% confidence interval for the difference, equal variances: n1=10 mean 24.3 s1=3.1, n2=12 mean 21.6 s2=2.8',
      'ci-two-means',
      0.08,
      5.32,
      'ci_difference_above',
    ],
    [
      'רווח סמך 95% לתוחלת ההפרשים, מזווג. לפני: 68, 74, 71, 80, 77, 69, 73 אחרי: 65, 73, 66, 78, 75, 70, 71',
      'ci-paired',
      0.31,
      3.69,
      'ci_difference_above',
    ],
    [
      '95% CI welch: mean1=44 sd1=9 n1=8, mean2=35.2 sd2=3 n2=15',
      'ci-two-means',
      1.221222,
      16.378778,
      'ci_difference_above',
    ],
    ['רווח סמך 95% לפרופורציה: 240 מתוך 400', 'ci-proportion', 0.551991, 0.648009, null],
    [
      '90% confidence interval for the difference in proportions: 45 out of 150 vs 60 out of 150',
      'ci-two-proportions',
      -0.190092,
      -0.009908,
      'ci_difference_below',
    ],
    [
      'רווח סמך 95% להפרש הפרופורציות: 30 מתוך 100 מול 33 מתוך 100',
      'ci-two-proportions',
      -0.158688,
      0.098688,
      'ci_difference_zero',
    ],
    ['רווח סמך 95% לשונות: s=4, n=20', 'ci-variance', 9.25353, 34.132312, null],
  ] as Array<[string, SolverKind, number, number, string | null]>)(
    'should build %s',
    async (message, kind, low, high, meaning) => {
      // Act
      const solution = await solved(message);

      // Assert
      expect(solution.kind).toBe(kind);
      const digits = Number.isInteger(low * 100) ? 2 : 5;
      expect(solution.values.low).toBeCloseTo(low, digits);
      expect(solution.values.high).toBeCloseTo(high, digits);
      const steps = solution.reply.steps.map((step) => step.description).join(' ');
      if (meaning === 'ci_difference_zero') expect(steps).toMatch(/מכיל את 0/);
      if (meaning === 'ci_difference_above') expect(steps).toMatch(/above 0|מעל 0/);
      if (meaning === 'ci_difference_below') expect(steps).toMatch(/below 0|מתחת ל־0/);
    },
  );

  it('should leave an interval for one mean to the one-mean solver', async () => {
    // Act
    const solution = await solved('רווח סמך 95% לתוחלת: ממוצע 40, סטיית תקן 5, n=25');

    // Assert
    expect(solution.kind).toBe('confidence-interval');
  });
});

describe('given a multiple regression on two predictors', () => {
  it('should give the least-squares coefficients, R² and the F test as NumPy and SciPy do', async () => {
    // Arrange: numpy.linalg.lstsq gives b = (4.7, 0.836364, −0.436364), R² = 0.924675, and
    // scipy.stats.f.sf(30.689655, 2, 5) = 0.0015572.
    const message =
      'multiple regression: x1 = 1, 2, 3, 4, 5, 6, 7, 8 and x2 = 5, 3, 6, 2, 7, 4, 8, 1, y = 3, 5, 4, 8, 6, 9, 7, 10';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('multiple-regression');
    expect(solution.values.b0).toBeCloseTo(4.7, 6);
    expect(solution.values.b1).toBeCloseTo(0.836364, 5);
    expect(solution.values.b2).toBeCloseTo(-0.436364, 5);
    expect(solution.values.r2).toBeCloseTo(0.924675, 5);
    expect(solution.values.statistic).toBeCloseTo(30.689655, 4);
    expect(solution.values.p).toBeCloseTo(0.0015572, 6);
    expect(solution.result).toBe('reject');
  });
});

describe('given a prediction on a simple regression line', () => {
  it('should give ŷ₀, the interval for the mean response and the wider prediction interval', async () => {
    // Arrange: scipy.stats.linregress and t.ppf(0.975, 6): ŷ₀ = 26.535714, mean response
    // [25.626133, 27.445295], prediction [24.198959, 28.872470].
    const message =
      'ותק: 1, 2, 3, 4, 5, 6, 7, 8 מכירות: 12, 15, 19, 20, 24, 27, 28, 33. נבאו את המכירות עבור x=6 ותנו רווח ניבוי 95%';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('regression-prediction');
    expect(solution.values.yHat).toBeCloseTo(26.535714, 5);
    expect(solution.values.ciLow).toBeCloseTo(25.626133, 5);
    expect(solution.values.ciHigh).toBeCloseTo(27.445295, 5);
    expect(solution.values.low).toBeCloseTo(24.198959, 5);
    expect(solution.values.high).toBeCloseTo(28.87247, 5);
  });
});
