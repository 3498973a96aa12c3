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

describe('given a value falling by a percent a year, asked after some years and when it passes a value', () => {
  it('should give both the value after the years and the first whole year below the value', async () => {
    // Arrange
    const message =
      'a car costs 80000 and loses 20% of its value every year. what will it be worth after 2 years, and after how many whole years is it below 30000?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values.value).toBeCloseTo(51200, 6);
    expect(solution.values.periods).toBe(5);
  });
});

describe('given a price as a letter and the quantity sold in it', () => {
  it('should find the price with the largest revenue at the vertex', async () => {
    // Arrange
    const message = 'אם המחיר הוא x שקלים מוכרים 120-3x יחידות ביום, באיזה מחיר ההכנסה הכי גדולה?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values).toEqual({ price: 20, revenue: 1200 });
  });

  it('should leave a story with another number in it to the rest of the tutor', async () => {
    // Arrange
    const message =
      'price x, they sell 120-3x units a day and pay 50 for rent, what price gives the maximum revenue';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).not.toBe('solved');
  });
});

describe('given the first terms of a sequence and the general term asked for', () => {
  it('should open a₁ + (n − 1)d to pn + r and check it on every listed term', async () => {
    // Arrange
    const message = 'whats the general term of 10, 7, 4, 1 ?';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.result).toBe('a_n=-3n+13');
  });

  it('should decline listed terms without one difference, never show an arithmetic formula for them', async () => {
    // Arrange
    const message = 'מה האיבר הכללי של 1, 2, 4, 8';

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
  });

  it('should read a listed sequence from its first term when four terms are written', async () => {
    // Arrange
    const message = 'מצאו את $a_{20}$ בסדרה החשבונית $2, 7, 12, 17, \\dots$';

    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values.term).toBe(97);
  });
});
