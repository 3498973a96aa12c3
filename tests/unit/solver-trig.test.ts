import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolFor, setCasPool } from '../../backend/src/tutor/cas';
import { courseItems, judged } from '../fixtures/tutor/computations-coverage';
import { readExpr } from '../../backend/src/tutor/solver/math';
import { solve, type Solution, type SolverKind } from '../../backend/src/tutor/solver';
import { fitWave } from '../../backend/src/tutor/solver/trig-wave';

type Case = [message: string, kind: SolverKind, values: Record<string, number>];

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

const close = (got: number | undefined, expected: number) =>
  got !== undefined && Math.abs(got - expected) <= 1e-6 * Math.max(1, Math.abs(expected));

const triangles: Case[] = [
  ['במשולש b=8, c=5 והזווית הכלואה α=60°. מצאו את a', 'triangle', { a: 7 }],
  ['triangle ABC with AB=8, AC=15 and angle A=60 degrees, find BC', 'triangle', { a: 13 }],
  ['a=12, α=45°, β=60°. מהו b?', 'triangle', { b: (12 * Math.sin(Math.PI / 3)) / Math.sin(Math.PI / 4) }],
  ['a=10, alpha=30, beta=45, find b and R', 'triangle', { b: 10 * Math.SQRT2, R: 10 }],
  ['sides 7, 8 and 13 in a triangle, the largest angle?', 'triangle', { largestAngle: 120 }],
  ['שטח משולש עם שתי צלעות 6 ו8 והזווית בינהן 30 מעלות', 'triangle', { area: 12 }],
  ['במשולש a=6, b=8, α=40°, כמה משולשים יש?', 'triangle', { triangles: 2 }],
  ['a=3 b=8 alpha=40 how many triangles', 'triangle', { triangles: 0 }],
  [
    'a ladder 5 m long leans on a wall at 70° with the floor, how high does it reach',
    'triangle',
    { height: 5 * Math.sin((70 * Math.PI) / 180) },
  ],
  ['עומד 40 מטר ממגדל, זווית הגבהה 45°, מה גובה המגדל?', 'triangle', { height: 40 }],
];

const values: Case[] = [
  ['נתון sinα=3/5 ו-α זווית קהה, מצא cos α ו tan α', 'trig-values', { cos: -0.8, tan: -0.75 }],
  ['cos x = 0.6 and x in the fourth quadrant, sin x?', 'trig-values', { sin: -0.8 }],
  ['sin a = 5/13, π/2<a<π, sin 2a', 'trig-values', { sin2: -120 / 169 }],
  ['cos α = 0.6, cos 2α?', 'trig-values', { cos2: -0.28 }],
  ['מהו sin 210°?', 'trig-values', { value: -0.5 }],
  ['what is tan(3pi/4)', 'trig-values', { value: -1 }],
  ['convert 135 degrees to radians', 'angle-conversion', { radians: (3 * Math.PI) / 4 }],
  ['2 רדיאנים למעלות', 'angle-conversion', { degrees: 360 / Math.PI }],
  ['radius 10 cm, central angle 1.2 rad, arc length?', 'arc-sector', { arc: 12 }],
  ['שטח גזרה ברדיוס 6 וזווית מרכזית π/3', 'arc-sector', { sector: 6 * Math.PI }],
];

const waves: Case[] = [
  ['מה המחזור של y=5cos(3x)-2', 'trig-graph', { period: (2 * Math.PI) / 3 }],
  ['max value of y = 4 - 3sin(x/2)?', 'trig-graph', { max: 7 }],
  ['period of y=tan(x/3)', 'trig-graph', { period: 3 * Math.PI }],
  ['מה הערך המקסימלי של f(x)=3sin(x)+4cos(x)', 'trig-graph', { max: 5 }],
  ['בכמה נקודות חותך הגרף של y=2sin(2x) את הישר y=1 בתחום [0,2π]?', 'trig-graph', { count: 4 }],
  [
    'general solution of sin(x)=1/2',
    'trig-general-solution',
    { base1: Math.PI / 6, base2: (5 * Math.PI) / 6, step: 2 * Math.PI },
  ],
  ['פתרון כללי: tan(2x)=1', 'trig-general-solution', { base1: Math.PI / 8, step: Math.PI / 2 }],
  ['x(t)=5sin(2t) מצא את המהירות ומתי היא מתאפסת לראשונה', 'trig-motion', { stop: Math.PI / 4 }],
  ['s(t)=4cos(3t), max speed?', 'trig-motion', { maxSpeed: 12 }],
  ['גובה המים h(t)=2cos(πt/6)+5. מתי הגובה מתחת ל 4 מטר בין 0 ל 12?', 'trig-graph', { from1: 4, to1: 8 }],
  [
    'חקור את f(x)=x+2cos(x) בתחום [0,2π]',
    'function-investigation',
    { x1: Math.PI / 6, x2: (5 * Math.PI) / 6, max: 2 * Math.PI + 2, min: (5 * Math.PI) / 6 - Math.sqrt(3) },
  ],
];

describe.each([
  ['triangles in students words', triangles],
  ['trig values, angles, arcs and sectors', values],
  ['waves, general solutions and trig calculus', waves],
] as const)('given %s', (_name, cases) => {
  it.each(cases)('should solve "%s" as %s', async (message, kind, expected) => {
    // Arrange / Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(expected))
      expect(close(solution.values[name], value)).toBe(true);
  });
});

describe('given data that fit no answer', () => {
  it('should decline three sides that make no triangle rather than show an angle', async () => {
    // Arrange
    const message = 'triangle with sides 3, 4 and 10, find the largest angle';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unverified');
  });

  it('should decline a sine whose sign contradicts the quadrant', async () => {
    // Arrange
    const message = 'sin α = 3/5 and α is in the third quadrant, find cos α';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should decline a cosine asked of a sine with no quadrant (its sign is unknown)', async () => {
    // Arrange
    const message = 'sin x = 0.6, find cos x';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });
});

describe('given functions that are not one wave', () => {
  it.each(['sin(x)^2', 'x+sin(x)', 'sin(x)+sin(2x)', 'sin(x^2)'])('should not read %s as a wave', (text) => {
    // Arrange / Act
    const wave = fitWave(readExpr(text));

    // Assert
    expect(wave).toBeNull();
  });

  it('should read 3sin(2x-π/3)+1 with its coefficients', () => {
    // Arrange / Act
    const wave = fitWave(readExpr('3sin(2x-pi/3)+1'));

    // Assert
    expect(wave).toMatchObject({ tan: false, a: 3, b: 0, d: 1, B: 2 });
    expect(wave?.C).toBeCloseTo(-Math.PI / 3, 12);
  });
});

describe('given a triangle question of plane geometry', () => {
  it('should leave an angle bisector to another kind', async () => {
    // Arrange
    const message = 'במשולש ABC נתון AB=12, AC=8 ו-BC=15. חוצה הזווית A פוגש את BC בנקודה D. מצאו את BD';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status === 'solved' ? outcome.solution.kind : outcome.status).not.toBe('triangle');
  });
});

describe('given the trig lessons’ own items (math lessons 6, 14, 15, no CAS)', () => {
  beforeAll(() => setCasPool(poolFor({ python: 'off', size: 1, timeoutMs: 1000 })));
  afterAll(() => setCasPool(undefined));

  it('should never answer one with a wrong result, and answer most of them right', async () => {
    // Arrange
    const items = courseItems('high-school-math').filter((item) =>
      ['lesson-6', 'lesson-14', 'lesson-15'].includes(item.lesson),
    );
    const verdicts: string[] = [];

    // Act
    for (const item of items) verdicts.push(`${judged(item, await solve(item.text))} ${item.id}`);

    // Assert
    expect(verdicts.filter((verdict) => verdict.startsWith('wrong'))).toEqual([]);
    expect(verdicts.filter((verdict) => verdict.startsWith('right')).length).toBeGreaterThanOrEqual(55);
  });
});
