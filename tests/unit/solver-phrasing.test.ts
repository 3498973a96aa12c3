/**
 * How students name the unknown and wrap an exercise in words (docs/tutor.md, "The solver's reading"):
 * "מצא את x: 5x-3=2x+9", "solve for x: …", "how do i solve …", "whats 12*13". The lone letter of a named
 * unknown is not a factor of the formula beside it (it once read x·5x, another equation), and the words
 * around the exercise go.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../backend/domain/answer';
import { readMessage } from '../../backend/src/tutor/intent';
import { solve } from '../../backend/src/tutor/solver';

async function resultOf(message: string): Promise<string> {
  const outcome = await solve(message);
  if (outcome.status !== 'solved') throw new Error(`${message}: ${outcome.status}`);
  const { result, values } = outcome.solution;
  return result ?? Object.values(values).join(', ');
}

describe('given an exercise whose unknown the student names', () => {
  it.each([
    ['מצא את x במשוואה 5x-3=2x+9', 'x=4'],
    ['מצא את x: 5x-3=2x+9', 'x=4'],
    ['פתרו עבור x: 5x-3=2x+9', 'x=4'],
    ['מצאו את x אם 4x+1=9', 'x=2'],
    ['מהו x? 2x+3=11', 'x=4'],
    ['מצא את x: -3x=6', 'x=-2'],
    ['מצא את $x$ במשוואה $5x-3=2x+9$', 'x=4'],
    ['solve for x: 5x-3=2x+9', 'x=4'],
    ['solve 5x-3=2x+9 for x', 'x=4'],
    ['find x: 3x+2=11', 'x=3'],
    ['find x if 3x+2=11', 'x=3'],
  ])('should solve %j for the equation written, giving %s', async (message, expected) => {
    // Act
    const result = await resultOf(message);

    // Assert
    expect(checkAnswer({ expected }, result).verdict).toBe('correct');
  });

  it.each([
    ['solve x -3 = 5', 'x=8'],
    ['x^2 = 4 x', 'x=0, x=4'],
  ])('should keep a letter that is part of the formula in %j', async (message, expected) => {
    // Act
    const result = await resultOf(message);

    // Assert
    expect(checkAnswer({ expected }, result).verdict).toBe('correct');
  });
});

describe('given an exercise wrapped in English words', () => {
  it.each([
    ['how do i solve x^2+2x-8=0', 'x=2, x=-4'],
    ['I need help with x^2-9=0', 'x=3, x=-3'],
    ['solve it: x/2 + 3 = 7', 'x=8'],
    ['solve x^2-5x+6=0 step by step', 'x=2, x=3'],
    ['whats 12*13', '156'],
    ["what's 2^10?", '1024'],
  ])('should read %j as the exercise', async (message, expected) => {
    // Act
    const result = await resultOf(message);

    // Assert
    expect(checkAnswer({ expected }, result).verdict).toBe('correct');
  });
});

describe('given an equation written in words', () => {
  it.each([
    ['x בריבוע פחות 9 שווה 0', 'x^2 - 9 = 0', 'x=3, x=-3'],
    ['x בריבוע ועוד 2x שווה 8', 'x^2 + 2x = 8', 'x=2, x=-4'],
    ['x squared minus 9 equals 0', 'x^2 - 9 = 0', 'x=3, x=-3'],
    ['2x plus 3 equals 11', '2x + 3 = 11', 'x=4'],
  ])('should read %j as %j and solve it', async (message, formula, expected) => {
    // Act
    const reading = readMessage(message);
    const result = await resultOf(reading.question);

    // Assert
    expect(reading.intent).toBe('compute');
    expect(reading.question).toBe(formula);
    expect(checkAnswer({ expected }, result).verdict).toBe('correct');
  });

  it.each(['what is a plus b', 'I got a 5 plus 3', 'בריבוע פחות 9'])(
    'should not make a formula of %j',
    (message) => {
      // Act
      const reading = readMessage(message);

      // Assert
      expect(reading.extracted).toBe(false);
    },
  );
});

describe('given statistics data written as students write it', () => {
  it.each([
    ['find the median of 3 9 1 7 5', { median: 5 }],
    ['help me find the mean of 2 4 6', { mean: 4 }],
  ])('should read the list in %j', async (message, expected) => {
    // Act
    const outcome = await solve(message);

    // Assert
    if (outcome.status !== 'solved') throw new Error(outcome.status);
    expect(outcome.solution.kind).toBe('descriptive-statistics');
    for (const [name, value] of Object.entries(expected))
      expect(outcome.solution.values[name]).toBeCloseTo(value, 9);
  });

  it('should read "ו-n=25" as the sample size', async () => {
    // Act
    const outcome = await solve('רווח סמך 95% לממוצע כשהממוצע 50, סטיית התקן 10 ו-n=25');

    // Assert
    if (outcome.status !== 'solved') throw new Error(outcome.status);
    expect(outcome.solution.kind).toBe('confidence-interval');
    // SE = 10/√25 = 2; with t(24), 2.0639 · 2 = 4.128
    expect(outcome.solution.values.standardError).toBeCloseTo(2, 9);
    expect(outcome.solution.values.low).toBeCloseTo(45.872, 2);
  });
});

describe('given arithmetic whose operation is a word', () => {
  it.each(['מה זה 5 עצרת', 'כמה זה 7 בריבוע', 'כמה זה שורש 81', 'מה הערך המוחלט של -7'])(
    'should not compute the number %j leaves once its words are gone',
    async (message) => {
      // Act
      const outcome = await solve(message);

      // Assert
      expect(outcome.status).not.toBe('solved');
    },
  );

  it.each([
    ['what is 20% of 80', '16'],
    ['כמה זה 15% מ-80', '12'],
    ['כמה זה 20 אחוז מ 50', '10'],
    ['5!', '120'],
    ['sqrt(81)', '9'],
    ['√81', '9'],
  ])('should compute %j as %s', async (message, expected) => {
    // Act
    const result = await resultOf(message);

    // Assert
    expect(checkAnswer({ expected }, result).verdict).toBe('correct');
  });

  it.each([
    ['כמה זה 7 בריבוע', '49'],
    ['כמה זה 2 בחזקת 5', '32'],
    ['מה זה 5 עצרת', '120'],
    ['what is the square root of 49', '7'],
    ['what is -3 squared', '9'],
    ['what is -3 plus 5', '2'],
    ['מה זה 1.5 כפול 4', '6'],
  ])('should read %j in words and compute %s', async (message, expected) => {
    // Act
    const result = await resultOf(readMessage(message).question);

    // Assert
    expect(checkAnswer({ expected }, result).verdict).toBe('correct');
  });
});
