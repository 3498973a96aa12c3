import { describe, expect, it } from 'vitest';
import { solve, type Solution } from '../../backend/src/tutor/solver';

async function solved(message: string): Promise<Solution> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message} → ${outcome.status}`);
  return outcome.solution;
}

describe('given two unknowns told in words', () => {
  it('should read two purchases of the same two items and solve for both prices', async () => {
    // Arrange
    const message =
      'קניתי 3 חולצות ו2 מכנסיים ב 290 שקל, ואחי קנה חולצה אחת ו 3 מכנסיים ב 295 ש"ח. כמה עולה חולצה?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('word-problem');
    expect(solution.values).toEqual({ first: 40, second: 85 });
  });

  it('should read the total before the items, in English', async () => {
    // Arrange
    const message =
      'Dana paid 26 dollars for 2 kg of apples and 3 kg of pears, Ron paid 22 dollars for 4 kg of apples and 1 kg of pears. whats the price of pears';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values).toEqual({ first: 4, second: 6 });
  });

  it('should read a count of two kinds with their prices and the takings', async () => {
    // Arrange
    const message =
      'נמכרו 100 כרטיסים, כרטיס למבוגר ב 40 ש"ח וכרטיס לילד ב 25 ש"ח, ההכנסה הייתה 3100 ש"ח. כמה כרטיסים מכל סוג?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values).toEqual({ first: 40, second: 60 });
    expect(solution.reply.steps.at(-2)?.latex).toContain('40\\cdot 40+25\\cdot 60=3100');
  });

  it('should decline counts that do not come out whole, never show a fraction of a ticket', async () => {
    // Arrange
    const message =
      'נמכרו 100 כרטיסים, כרטיס רגיל ב 40 ש"ח וכרטיס מוזל ב 25 ש"ח, ההכנסה הייתה 3110 ש"ח. כמה כרטיסים מכל סוג?';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should leave a story whose second purchase names another item to the rest of the tutor', async () => {
    // Arrange
    const message = '3 מחברות ו2 עטים עולים 34 ש"ח, ו2 תיקים ו4 עטים עולים 28 ש"ח. מה המחיר של מחברת?';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('none');
  });
});

describe('given an inequality of induction and the question where it starts to hold', () => {
  it('should find n₀ for a factorial against a power of two by checking', async () => {
    // Arrange
    const message = 'מהו ה n0 הכי קטן כך ש n! > 2^n לכל n>=n0?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('induction-start');
    expect(solution.values).toEqual({ start: 4 });
  });

  it('should find n₀ for a power of two against a square, in LaTeX', async () => {
    // Arrange
    const message =
      'prove by induction that $2^{n} > n^{2}$ for all $n \\geq n_0$, what is the smallest n_0?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values).toEqual({ start: 5 });
    expect(solution.reply.steps[0]?.latex).toContain('n=4:\\ 16=16');
  });

  it('should not take an inequality whose larger side grows slower', async () => {
    // Arrange
    const message = 'smallest n0 so that n^3 > 3^n for all n >= n0';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('none');
  });
});
