/**
 * Calculus the coverage bench still missed (docs/tutor.md, "Calculus as the lessons ask it"): a definite
 * integral's bound written with ln, a derivative's value asked "when x = …" as well as f'(…), and a function
 * whose vertical asymptote is a logarithm's (x − ln x at 0), whose rise is too slow for the pole check.
 * Expected values by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCasPool } from '../../backend/src/tutor/cas';
import { recognize, solve } from '../../backend/src/tutor/solver';
import { groupsInWords, type Group } from '../../backend/src/tutor/solver/fisher-words';
import { growsWithoutBound } from '../../backend/src/tutor/solver/investigation';

describe('given a student asking in their own words', () => {
  it.each<[string, Record<string, unknown>]>([
    ['כמה זה \\int_0^{\\ln 5} e^x dx', { kind: 'integral', expression: 'e^x', bounds: ['0', '\\ln5'] }],
    ['integral of 3e^x from 0 to ln(2)', { kind: 'integral', expression: '3e^x', bounds: ['0', 'ln(2)'] }],
    [
      "מה הקצב של f(x)=ln(x^2+5) כאשר x=2? כלומר f'(2)",
      { kind: 'derivative', expression: 'ln(x^2+5)', at: '2' },
    ],
    [
      "how fast does f(x)=x^3 change when x=1? i.e. f'(1)",
      { kind: 'derivative', expression: 'x^3', at: '1' },
    ],
  ])('should read %j', (message, request) => {
    // Act
    const read = recognize(message);

    // Assert
    expect(read).toEqual(request);
  });
});

describe('given the CAS as installed on this machine (an honest "cannot here" without it)', () => {
  beforeAll(() => setCasPool(undefined));
  afterAll(() => setCasPool(undefined));

  it.each<[string, string, Record<string, number>]>([
    ['מה ערכו המדויק של $\\int_0^{\\ln 5}e^x\\,dx$?', 'definite-integral', { result: 4 }],
    ["באיזה קצב משתנה f(x)=ln(x^2+5) כאשר x=2? כלומר מהו f'(2)", 'derivative', { derivativeAt: 4 / 9 }],
    ['מה הערך המינימלי של f(x)=x-ln(x)', 'function-investigation', { x1: 1, y1: 1 }],
    ['תחקרי את g(x)=x-2ln x', 'function-investigation', { x1: 2, y1: 2 - 2 * Math.log(2) }],
  ])('should solve %j, verified', async (message, kind, values) => {
    // Act
    const outcome = await solve(message);

    // Assert
    if (outcome.status !== 'solved') {
      expect(outcome.status).toBe('unsupported');
      return;
    }
    expect(outcome.solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values))
      expect(outcome.solution.values[name]).toBeCloseTo(value, 6);
  });
});

describe('given a vertical asymptote to check beside its point', () => {
  it.each<[string, (x: number) => number, number]>([
    ['x − ln x at 0', (x) => x - Math.log(x), 0],
    ['1/(x−2) at 2', (x) => 1 / (x - 2), 2],
    ['ln(x−3) at 3', (x) => Math.log(x - 3), 3],
  ])('should find %s growing without a bound', (_, f, hole) => {
    // Act
    const grows = growsWithoutBound(f, hole);

    // Assert
    expect(grows).toBe(true);
  });

  it.each<[string, (x: number) => number, number]>([
    ['sin x / x at 0 (a finite limit)', (x) => Math.sin(x) / x, 0],
    ['x ln x + 1 at 0 (a finite limit)', (x) => x * Math.log(x) + 1, 0],
    ['√x at 0', (x) => Math.sqrt(x), 0],
  ])('should decline %s as an asymptote', (_, f, hole) => {
    // Act
    const grows = growsWithoutBound(f, hole);

    // Assert
    expect(grows).toBe(false);
  });
});

describe('given a small 2×2 table told in words, no test named', () => {
  it.each<[string, [Group, Group]]>([
    [
      'קיבלו 6 חולים תרופה חדשה ו־6 חולים את הרגילה. בקבוצת החדשה השתפרו כל ה־6, ובקבוצת הרגילה השתפרו 2 בלבד.',
      [
        { x: 6, n: 6 },
        { x: 2, n: 6 },
      ],
    ],
    [
      'קיבלו 5 עכברים חיסון ו 4 לא. מבין המחוסנים 4 נשארו בריאים ואחד חלה, ומבין הלא מחוסנים כל ה-4 חלו.',
      [
        { x: 4, n: 5 },
        { x: 0, n: 4 },
      ],
    ],
  ])('should read the two groups of %j', (text, groups) => {
    // Act
    const read = groupsInWords(text);

    // Assert
    expect(read).toEqual(groups);
  });

  it("should answer with Fisher's one-sided p-value and the decision", async () => {
    // Arrange
    const message =
      'בניסוי קיבלו 6 חולים תרופה חדשה ו־6 חולים את הרגילה. בקבוצת החדשה השתפרו כל ה־6, ובקבוצת הרגילה השתפרו 2 בלבד. התרופה החדשה טובה יותר? α=0.05';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.kind).toBe('fisher-exact');
    expect(outcome.solution.values.p).toBeCloseTo(28 / 924, 9);
  });

  it.each([
    // counts that do not fill their group
    'קיבלו 5 עכברים חיסון ו 4 לא. מבין המחוסנים 4 נשארו בריאים ו 3 חלו, ומבין הלא מחוסנים כל ה-4 חלו. החיסון מגן?',
    // the direction asked is not the one the first group shows
    'קיבלו 6 תלמידים שיעור ו־6 לא. מבין הראשונים 2 עברו, ומבין האחרים 5 עברו. השיעור עוזר?',
    // a large table: the chi-square test, not Fisher's
    'קיבלו 60 חולים תרופה ו־60 לא. מבין המטופלים 40 השתפרו, ומבין האחרים 20 השתפרו. התרופה עוזרת?',
  ])("should not read %j as Fisher's test", (message) => {
    // Act
    const read = recognize(message);

    // Assert
    expect(JSON.stringify(read)).not.toContain('fisher-exact');
  });
});

describe('given two groups "measured" (נמדדו), each with its mean and SD', () => {
  it('should read both sizes and test the means, by Welch when Welch is asked', () => {
    // Arrange
    const message =
      'אצל ספק א נמדדו 8 רכיבים: ממוצע 64 וסטיית תקן 12. אצל ספק ב נמדדו 15 רכיבים: ממוצע 56 וסטיית תקן 4. התוחלות שונות? תעשו ולש, α=0.05';

    // Act
    const read = recognize(message);

    // Assert
    expect(read).toMatchObject({
      kind: 'statistics-test',
      test: {
        test: 't-two-sample',
        groups: [
          { mean: 64, sd: 12, n: 8 },
          { mean: 56, sd: 4, n: 15 },
        ],
        pooled: false,
      },
    });
  });

  it('should not test two means when one group has no size', () => {
    // Arrange
    const message =
      'אצל ספק א נמדדו 8 רכיבים: ממוצע 64 וסטיית תקן 12. אצל ספק ב: ממוצע 56 וסטיית תקן 4. התוחלות שונות? α=0.05';

    // Act
    const read = recognize(message);

    // Assert
    expect(JSON.stringify(read)).not.toContain('t-two-sample');
  });
});

describe('given coefficients with their standard errors', () => {
  it('should decline when no n or k gives the df (a table value only)', async () => {
    // Arrange
    const message = 'b1=3.2 עם SE(b1)=0.9 ו b2=0.8 עם SE(b2)=0.5, תבדקו כל מקדם ב5%. נתון t_{0.025,26}=2.056';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should still test them when n and k are given', () => {
    // Arrange
    const message = 'b_1=3.2, SE(b_1)=0.9, n=30, k=3. is the coefficient significant at 5%?';

    // Act
    const read = recognize(message);

    // Assert
    expect(read).toMatchObject({ kind: 'statistics-test', test: { test: 'coefficient', n: 30, k: 3 } });
  });
});
