import { afterEach, describe, expect, it, vi } from 'vitest';
import { solve } from '../../backend/src/tutor/solver';
import { math } from '../../backend/src/tutor/solver/math';
import { notation, recognizeInference } from '../../backend/src/tutor/solver/recognize-inference';
import { recognizeInferenceTests } from '../../backend/src/tutor/solver/recognize-inference-tests';

async function solved(message: string) {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the lessons notation', () => {
  it('should fold subscripts, bars and squares into one notation', () => {
    // Arrange
    const message = '$n_1=10$, $\\bar x_1=24.3$, $s_2^2=6.2$, $\\sigma_1=4$, $s_2=\\sqrt{4.9}$';

    // Act
    const text = notation(message);

    // Assert
    expect(text).toContain('n1=10');
    expect(text).toContain('x̄1=24.3');
    expect(text).toContain('s2²=6.2');
    expect(text).toContain('σ1=4');
    expect(text).toMatch(/s2=2\.21/);
  });
});

describe('given a question on a sampling distribution', () => {
  // Expected values: SciPy 1.17 (scipy.stats.norm), computed apart from the solver.
  it.each([
    ['מה ההסתברות שממוצע המדגם יעלה על 43? תוחלת 40, סטיית תקן 12, דוגמים 36 סטודנטים', 0.0668072013],
    [
      'population mean 100 and sd 15, we take n=25. probability the sample mean is less than 97?',
      0.1586552539,
    ],
    [
      'משך שיחה: תוחלת 180 שניות וסטיית תקן 40. נדגמו n=64 שיחות. מה ההסתברות שממוצע המדגם יהיה בין 170 ל-185?',
      0.8185946141,
    ],
    ['ידוע ש-40% מהסטודנטים עובדים. דוגמים 150 סטודנטים. מה ההסתברות שפחות מ-32% מהם עובדים?', 0.02275013195],
    [
      'משקל ארגז: תוחלת 25 ק"ג וסטיית תקן 5. משאית מובילה 25 ארגזים. מה ההסתברות שהמשקל הכולל יעלה על 660?',
      0.0807566592,
    ],
  ])('should read "%s" and give the probability %s', async (message, probability) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('sampling-distribution');
    expect(solution.values.probability).toBeCloseTo(probability, 6);
  });

  it('should give the standard error of a mean and of a proportion', async () => {
    // Act
    const mean = await solved('באוכלוסייה σ=20, ונדגם מדגם מקרי בגודל n=100. מהי טעות התקן של הממוצע?');
    const share = await solved(
      '20% מהדיירים משתמשים בתחבורה ציבורית. נדגמו n=400 דיירים. מהי טעות התקן של הפרופורציה?',
    );

    // Assert
    expect(mean.values.standardError).toBeCloseTo(2, 10);
    expect(share.values.standardError).toBeCloseTo(0.02, 10);
  });

  it('should not read a regression coefficient with its standard error as a sampling distribution', () => {
    // Act
    const request = recognizeInference(
      'multiple regression, n=25, k=2, coefficient of x1 is -0.45 with standard error 0.2, test at 1%',
    );

    // Assert
    expect(request).toBeNull();
  });

  it('should decline, never show, a probability whose second route disagrees', async () => {
    // Arrange: the erf route of Φ is made wrong
    vi.spyOn(math, 'erf').mockReturnValue(0.3);

    // Act
    const outcome = await solve(
      'population mean 100 and sd 15, n=25. probability the sample mean is more than 103?',
    );

    // Assert
    expect(outcome.status).toBe('unverified');
  });
});

describe('given a sample size or a power to find', () => {
  it.each([
    ['כמה נבדקים דרושים כדי לאמוד תוחלת ברמת ביטחון 95% עם טעות אמידה מרבית של E=1, כאשר σ=5?', 97],
    [
      'how many do we need to sample for a margin of error of 0.03 at 95% confidence for a proportion, with no prior estimate?',
      1068,
    ],
    [
      'סטיית התקן באוכלוסייה 15. מבחן z דו-צדדי ברמת מובהקות 0.05 יגלה שינוי של 5 בעוצמה של 0.90. כמה נבדקים דרושים?',
      95,
    ],
    [
      'ידוע ש-40% מסיימים. אם השיעור יעלה ל-50%, מבחן z חד-צדדי ברמת מובהקות 0.05 יגלה זאת בעוצמה של 0.90. כמה משתמשים צריך לכלול?',
      210,
    ],
  ])('should read "%s" and give n = %s, checked at n and n − 1', async (message, n) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('sample-size');
    expect(solution.values.n).toBe(n);
  });

  it.each([
    ['H0: μ=50 מול H1: μ>50, σ=10, n=25, α=0.05. מה עוצמת המבחן אם בעצם μ=54?', 0.6387600313],
    ['H0: μ=80 מול H1: μ≠80, σ=12, n=36, α=0.05. מה העוצמה אם התוחלת האמיתית 84?', 0.516005274],
  ])('should read "%s" and give the power %s (SciPy)', async (message, power) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('test-power');
    expect(solution.values.power).toBeCloseTo(power, 6);
  });

  it('should decline a margin of zero as unreadable', async () => {
    // Act
    const outcome = await solve(
      'כמה נבדקים דרושים לרווח סמך ברמת ביטחון 95% עם טעות אמידה מרבית E=0 כאשר σ=5?',
    );

    // Assert
    expect(outcome.status).not.toBe('solved');
  });
});

describe('given a point estimation question', () => {
  it.each([
    ['מספר הספרים שקראו: 7, 11, 8, 6, 13, 9, 9. חשבו את האומדן חסר ההטיה לשונות', 'variance', 5.666666667],
    ['לאומד יש הטיה 2 ושונות V(T)=5. מהי הטעות הריבועית הממוצעת (MSE)?', 'mse', 9],
    ['נספרו 3, 5, 2, 4, 6, 4 הזמנות, התפלגות פואסונית. מהו אומדן הנראות המרבית של λ?', 'estimate', 4],
    [
      'exponential lifetimes 0.8, 1.6, 1.1, 2.5: what is the maximum likelihood estimate of λ?',
      'estimate',
      0.6666666667,
    ],
    ['במדגם אחד n1=9 ו-s1=4, ובמדגם שני n2=13 ו-s2=5. חשבו את השונות המשוקללת', 'pooledVariance', 21.4],
    [
      'בעיר הראשונה $n_1=11$ ו־$s_1^2=20$, ובשנייה $n_2=16$ ו־$s_2^2=30$. מהו אומדן השונות המשוקללת $s_p^2$?',
      'pooledVariance',
      26,
    ],
    ['לרווח הסמך של ולש: s1=5, n1=10, s2=10, n2=20. חשבו את מספר דרגות החופש', 'df', 27.98181818],
  ])('should read "%s" and give %s = %s', async (message, name, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values[name]).toBeCloseTo(expected, 6);
  });
});

describe('given a test or an interval in the lessons notation', () => {
  it('should read a variance test with s² and the standard it must not exceed', async () => {
    // Act (SciPy: chi2.sf(15.58, 19))
    const solution = await solved(
      'לפי התקן, סטיית התקן של קוטר בורג לא תעלה על 0.5 מ"מ. במדגם של 20 ברגים התקבל $s^2=0.41$. האם השונות גבוהה מהמותר? $\\alpha=0.05$',
    );

    // Assert
    expect(solution.kind).toBe('chi-square-variance');
    expect(solution.values.statistic).toBeCloseTo(31.16, 6);
    expect(solution.values.p).toBeCloseTo(0.0388, 4);
    expect(solution.result).toBe('reject');
  });

  it('should test two means in large samples with z, ending with the p-value and the decision', async () => {
    // Act (SciPy: z = 6/√(100/40+64/40), p = 2·norm.sf(z))
    const solution = await solved(
      'בכל אחת מהקבוצות 40 סטודנטים. בקבוצה א: $\\bar{x}_1=78$, $s_1=10$. בקבוצה ב: $\\bar{x}_2=72$, $s_2=8$. המדגמים גדולים, ולכן משתמשים בסטטיסטי z. חשבו אותו.',
    );

    // Assert
    expect(solution.kind).toBe('z-test');
    expect(solution.values.statistic).toBeCloseTo(2.96318879, 8);
    expect(solution.values.p).toBeCloseTo(0.00304469767, 8);
    expect(solution.result).toBe('reject');
  });

  it('should put the larger variance on top for a two-sided F test', () => {
    // Act
    const request = recognizeInferenceTests(
      '$n_1=16$, $s_1=3.5$ ו-$n_2=21$, $s_2^2=4.9$. בדקו את שוויון השונויות, F דו-צדדי',
    );

    // Assert
    expect(request).toMatchObject({ test: { test: 'f-variances', variance1: 12.25, variance2: 4.9 } });
  });

  it('should read a known-σ interval for a difference of means in subscripts', async () => {
    // Act (SciPy: 2.4 ± 1.959964·√(16/40+25/50))
    const solution = await solved(
      'ממכונה א נבדקו $n_1=40$ בקבוקים, והממוצע היה $72.5$; ממכונה ב נבדקו $n_2=50$, והממוצע היה $70.1$. ידוע ש־$\\sigma_1=4$ ו־$\\sigma_2=5$. בנו רווח סמך ברמת ביטחון 95% להפרש התוחלות.',
    );

    // Assert
    expect(solution.kind).toBe('ci-two-means');
    expect(solution.values.low).toBeCloseTo(0.5406, 4);
    expect(solution.values.high).toBeCloseTo(4.2594, 4);
  });
});

describe('given lesson 1 entry questions in symbols', () => {
  it.each([
    ['למשתנה מקרי $X$ יש תוחלת $E(X)=10$. מהי התוחלת של $Y=3X+2$?', 'expectation', 32],
    ['למשתנה מקרי $X$ יש שונות $V(X)=4$. מהי השונות של $Y=3X+2$?', 'variance', 36],
    ['$P(X=0)=0.2$, $P(X=1)=0.5$, $P(X=2)=0.3$. מהי התוחלת $E(X)$?', 'expectation', 1.1],
  ])('should read "%s" and give %s = %s', async (message, name, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values[name]).toBeCloseTo(expected, 10);
  });

  it('should decline a distribution whose probabilities do not add up to 1', async () => {
    // Act
    const outcome = await solve('$P(X=0)=0.2$, $P(X=1)=0.5$, $P(X=2)=0.5$. מהי התוחלת $E(X)$?');

    // Assert
    expect(outcome.status).not.toBe('solved');
  });
});
