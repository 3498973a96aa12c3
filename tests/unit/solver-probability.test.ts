import { describe, expect, it } from 'vitest';
import { recognize, solve, type SolverKind } from '../../backend/src/tutor/solver';
import { solveCounting } from '../../backend/src/tutor/solver/combinatorics';
import { solveNormalProblem } from '../../backend/src/tutor/solver/normal-problems';
import { solveProbability } from '../../backend/src/tutor/solver/probability';
import { writer } from '../../backend/src/tutor/solver/types';

type Case = [message: string, kind: SolverKind, values: Record<string, number>];

/** Expected values computed apart (Python: fractions, math.comb, itertools, scipy.stats). */
const cases: Case[] = [
  // committees and draws without replacement
  [
    'בכיתה 10 בנים ו-8 בנות. בוחרים ועדה של 3. מה ההסתברות שכל חברי הוועדה בנות? ומה ההסתברות שבוועדה בדיוק שתי בנות?',
    'combinatorial-probability',
    { probability: 56 / 816, probability2: 280 / 816 },
  ],
  [
    'committee of 4 from 5 boys and 5 girls, probability of exactly 2 girls?',
    'combinatorial-probability',
    { probability: 100 / 210 },
  ],
  [
    'בקופסה 4 עטים אדומים ו-6 עטים ירוקים. שולפים שני עטים בלי החזרה. מה ההסתברות ששני העטים ירוקים?',
    'combinatorial-probability',
    { probability: 30 / 90 },
  ],
  [
    'בשקית 5 כדורים אדומים ו-3 כחולים, מוציאים 2 בלי החזרה. מה ההסתברות שהכדור הראשון אדום אם ידוע שהשני אדום?',
    'combinatorial-probability',
    { probability: 4 / 7 },
  ],
  [
    '6 red and 2 blue balls, we draw 2 without replacement. whats the probability that the second is blue?',
    'combinatorial-probability',
    { probability: 2 / 8 },
  ],
  [
    'בהגרלה 20 כרטיסים ו-4 מהם זוכים. קונים 3 כרטיסים. מה ההסתברות שלפחות אחד מהם זוכה?',
    'combinatorial-probability',
    { probability: 1 - 560 / 1140 },
  ],
  // two dice
  [
    'מטילים שתי קוביות, מה ההסתברות שהסכום יהיה 9 לפחות?',
    'combinatorial-probability',
    { probability: 10 / 36 },
  ],
  [
    'two dice are rolled. probability the sum is at most 4?',
    'combinatorial-probability',
    { probability: 6 / 36 },
  ],
  // counts of two sets
  [
    'בכיתה 40 תלמידים: 25 לומדים צרפתית, 20 לומדים ספרדית ו-10 לומדים את שניהם. בוחרים תלמיד שלומד ספרדית. מה ההסתברות שהוא לומד גם צרפתית?',
    'conditional-probability',
    { probability: 10 / 20 },
  ],
  [
    'out of 50 people, 30 drink coffee, 25 drink tea and 12 drink both. what is the probability a random person drinks neither?',
    'probability',
    { probability: 7 / 50 },
  ],
  // trials in words
  ['מטילים מטבע הוגן 3 פעמים. מה ההסתברות לקבל עץ לפחות פעם אחת?', 'probability', { probability: 0.875 }],
  [
    'מטילים קובייה 4 פעמים. מה ההסתברות לקבל 6 בדיוק פעם אחת?',
    'binomial',
    { probability: 4 * (1 / 6) * (5 / 6) ** 3 },
  ],
  [
    'multiple choice test with 8 questions, 4 options each. a student guesses. probability of at least 2 correct?',
    'binomial',
    { probability: 1 - 0.75 ** 8 - 8 * 0.25 * 0.75 ** 7 },
  ],
  // a tree in words, the addition rule with "at least one"
  [
    'ב-20% מהימים יש שרב. כשיש שרב, המזגן מתקלקל ב-30% מהימים; כשאין שרב, הוא מתקלקל ב-5% מהימים. היום המזגן התקלקל. מה ההסתברות שיש שרב?',
    'conditional-probability',
    { probability: 0.06 / (0.06 + 0.04) },
  ],
  [
    '60% play football, 30% play chess and 70% play at least one of them. what is the probability to play both? are they independent?',
    'probability',
    { probability: 0.2 },
  ],
  [
    'נתון $P(A)=0.6$, $P(B)=0.5$ ו-$P(A\\cap B)=0.3$. מהי $P(B\\mid A)$?',
    'conditional-probability',
    { probability: 0.5 },
  ],
  // the normal distribution in words
  [
    'הציונים מתפלגים נורמלית עם תוחלת 72 וסטיית תקן 10. מלגה ניתנת ל-10% הגבוהים ביותר. מה הציון המינימלי?',
    'normal',
    { x: 84.81551565544601 },
  ],
  [
    'משקל שקית מתפלג נורמלית עם תוחלת 500. ידוע ש-5% מהשקיות מכילות פחות מ-490 גרם. מהי סטיית התקן?',
    'normal',
    { sd: 6.079568319117691 },
  ],
  [
    'a normal variable has sd 4, and 84.13% of the values are below 30. find the mean',
    'normal',
    { mean: 26.000739625541023 },
  ],
  [
    'ציוני 400 תלמידים מתפלגים נורמלית עם תוחלת 70 וסטיית תקן 8. כמה תלמידים קיבלו ציון גבוה מ-80?',
    'normal',
    { expected: 42.259909466742094, count: 42 },
  ],
  [
    'גבהים מתפלגים נורמלית עם תוחלת 170 וסטיית תקן 8. בוחרים 4 תלמידים. מה ההסתברות שבדיוק אחד מהם גבוה מ-180?',
    'binomial',
    { probability: 0.3023092431704363 },
  ],
  [
    'ציונים מתפלגים נורמלית עם ממוצע 75 וסטיית תקן 10, איזה אחוז קיבלו בין 70 ל90?',
    'normal',
    { probability: 0.624655260005155 },
  ],
];

describe('given probability asked in students own words (math lessons 7 and 21)', () => {
  it.each(cases)('should solve "%s" as %s, verified', async (message, kind, values) => {
    // Arrange
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(values))
      expect(outcome.solution.values[name]).toBeCloseTo(value, 5);
    expect(outcome.solution.reply.steps.length).toBeGreaterThan(0);
  });
});

describe('given messages that only look like probability', () => {
  it.each([
    'בכיתה 10 בנים ו-8 בנות. כמה תלמידים בכיתה?',
    'פתרו x^2-5x+6=0',
    'מטילים מטבע. מה זה מאורע?',
    'בכיתה 30 תלמידים, 18 אוהבים מתמטיקה ו-12 אוהבים אמנות',
  ])('should not read "%s" as a probability by counting', (message) => {
    // Arrange
    // Act
    const request = recognize(message);
    // Assert
    expect(request?.kind).not.toBe('counting');
    expect(request?.kind).not.toBe('normal-problem');
  });

  it('should not assume a normal distribution that is not said', () => {
    // Arrange
    const message = 'תוחלת 170 וסטיית תקן 8. מה ההסתברות שתלמיד גבוה מ-180?';
    // Act
    const request = recognize(message);
    // Assert
    expect(request?.kind).not.toBe('normal');
    expect(request?.kind).not.toBe('normal-problem');
  });
});

describe('given a count of a normal event ("at least 2 of them")', () => {
  it('should answer the binomial count, never the tail P(X ≥ 2) of the value itself', async () => {
    // Arrange
    const message =
      'bulb lifetimes are normal with mean 1200 and sd 100. for 10 bulbs, what is the probability that at least 2 of them last more than 1300 hours?';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.kind).toBe('binomial');
    expect(outcome.solution.values.probability).toBeCloseTo(0.4871431118078873, 6);
  });

  it('should read the group in the same phrase ("at least one of 3 people")', async () => {
    // Arrange
    const message =
      'הזמן מתפלג נורמלית עם ממוצע 30 דקות וסטיית תקן 5. מה ההסתברות שלפחות אחד מ-3 אנשים יחכה יותר מ-40 דקות?';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.values.probability).toBeCloseTo(0.0667094650853094, 6);
  });

  it('should say it cannot answer when the group size is not in the message', async () => {
    // Arrange
    const message =
      'normal with mean 50, sd 10. what is the probability that at least 2 of them are above 60?';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('unsupported');
  });
});

describe('given impossible data, the checks decline instead of showing a number', () => {
  it('should decline exactly 5 girls in a committee of 3', () => {
    // Arrange
    const request = {
      problem: 'draw' as const,
      groups: [
        { name: 'בנים', count: 10 },
        { name: 'בנות', count: 8 },
      ],
      draws: 3,
      events: [{ event: 'exactly' as const, group: 1, k: 5 }],
    };
    // Act
    const run = () => solveCounting(request, writer('he'), 'test');
    // Assert
    expect(run).toThrow(/unreadable/);
  });

  it('should decline counts of two sets whose table has a negative cell', () => {
    // Arrange
    const request = {
      problem: 'sets' as const,
      total: 30,
      a: 20,
      b: 20,
      both: 5,
      names: ['math', 'art'] as [string, string],
      question: 'union' as const,
    };
    // Act
    const run = () => solveCounting(request, writer('en'), 'test');
    // Assert
    expect(run).toThrow(/unreadable/);
  });

  it('should decline a union smaller than one of the events', () => {
    // Arrange
    const request = { problem: 'joint-from-union' as const, pa: 0.5, pb: 0.4, union: 0.45 };
    // Act
    const run = () => solveProbability(request, writer('he'), 'test');
    // Assert
    expect(run).toThrow(/unreadable/);
  });

  it('should decline a standard deviation that would come out negative', () => {
    // Arrange: 5 % below 510 with mean 500 puts 510 below the mean, impossible
    const request = {
      problem: 'parameter' as const,
      solveFor: 'sd' as const,
      mean: 500,
      sd: null,
      x: 510,
      below: 0.05,
    };
    // Act
    const run = () => solveNormalProblem(request, writer('he'), 'test');
    // Assert
    expect(run).toThrow(/unreadable/);
  });

  it('should answer the lesson tree (5 red, 3 blue) with every part checked by the tree', async () => {
    // Arrange
    const message =
      'לפי העץ (5 אדומים ו-3 כחולים, שתי הוצאות בלי החזרה), חשבו: - א. את ההסתברות ששני הכדורים באותו צבע. - ב. את ההסתברות שהכדור השני אדום. - ג. את ההסתברות שהכדור הראשון היה אדום, אם ידוע שהשני אדום.';
    // Act
    const outcome = await solve(message);
    // Assert
    expect(outcome.status).toBe('solved');
    if (outcome.status !== 'solved') return;
    expect(outcome.solution.values).toEqual({
      probability: 13 / 28,
      probability2: 5 / 8,
      probability3: 4 / 7,
    });
    expect(outcome.solution.reply.answer).toContain('\\frac{13}{28}');
  });
});
