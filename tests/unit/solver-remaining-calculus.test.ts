/**
 * Calculus the coverage bench still missed (docs/tutor.md, "Calculus as the lessons ask it"): a definite
 * integral's bound written with ln, a derivative's value asked "when x = …" as well as f'(…), and a function
 * whose vertical asymptote is a logarithm's (x − ln x at 0), whose rise is too slow for the pole check.
 * Expected values by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCasPool } from '../../backend/src/tutor/cas';
import { recognize, solve } from '../../backend/src/tutor/solver';
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
