/**
 * A sequence given by its general term aₙ = f(n) (math lesson 5): a term, the first terms, Sₖ, which term
 * equals a value, and arithmetic / geometric / neither with d or q. Known values by hand from the formula
 * (the lesson's own examples aₙ = 5 − 3n, d = −3, and aₙ = 7·2ⁿ, q = 2, among them). Also an arithmetic or
 * geometric sequence given by two of its terms (the lesson's worked example 1), both signs of q under an even root.
 */
import { describe, expect, it } from 'vitest';
import { solve, type Solution } from '../../backend/src/tutor/solver';

async function solved(message: string, language?: 'he' | 'en'): Promise<Solution> {
  const outcome = await solve(message, language ? { language } : {});
  if (outcome.status !== 'solved') throw new Error(`not solved (${outcome.status}): ${message}`);
  return outcome.solution;
}

const stepsOf = (solution: Solution) =>
  solution.reply.steps.map((step) => `${step.description} ${step.latex ?? ''}`).join('\n');

describe('given a sequence defined by its general term (math lesson 5)', () => {
  it.each<[string, Record<string, number>]>([
    ['הסדרה מוגדרת a_n = 3*2^n. האם היא חשבונית או הנדסית?', { a1: 6, a2: 12, a3: 24, q: 2 }],
    ['a_n=5n-2, find a_10 and S_10', { term: 48, sum: 255 }],
    ['נתונה סדרה a_n=4n+1. מצא את a_7', { term: 29 }],
    ['a_n = 2*3^(n-1). what is the sum of the first 6 terms', { sum: 728 }],
    ['aₙ=5-3n, arithmetic or geometric?', { d: -3 }],
    ['$a_{n}=7\\cdot 2^{n}$ חשבונית או הנדסית', { q: 2 }],
    ['a(n) = n^2+1, find S_5', { sum: 60 }],
    ['an = 10*0.5^n, מצא את האיבר הרביעי', { term: 0.625 }],
    ['a_n=\\frac{n}{n+1}, find the 3rd term', { term: 0.75 }],
  ])('should answer %j, verified', async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('general-term-sequence');
    for (const [name, value] of Object.entries(expected)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });

  it.each([
    ['a_n=5n-2. which term equals 98?', 20],
    ['בסדרה a(n) = 100-3n, איזה איבר שווה ל-1?', 33],
    ['a_n = 3*2^n. which term is equal to 384?', 7],
  ])('should find which term %j asks for, a natural n substituted back', async (message, index) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.values.index).toBe(index);
    expect(solution.reply.answer).toContain(`a_{${index}}`);
  });

  it('should say so when no natural n gives the value', async () => {
    // Act
    const hebrew = await solved('a_n=5n-2. איזה איבר שווה ל-100?');
    const english = await solved('a_n = 3*2^n. which term equals 100?', 'en');

    // Assert
    expect(hebrew.reply.answer).toContain('100 אינו איבר בסדרה');
    expect(english.reply.answer).toContain('100 is not a term of the sequence');
    expect(stepsOf(english)).toMatch(/no natural number/);
  });

  it('should name the kind with its reason in the language asked', async () => {
    // Act
    const arithmetic = await solved('a_n=5-3n, arithmetic or geometric?', 'en');
    const geometric = await solved('a_n=7*2^n חשבונית או הנדסית?', 'he');
    const neither = await solved('a_n=n^2+1 חשבונית או הנדסית?', 'he');

    // Assert
    expect(stepsOf(arithmetic)).toMatch(/difference between consecutive terms is constant, -3.*d=-3/);
    expect(stepsOf(geometric)).toMatch(/המנה בין איברים עוקבים קבועה, 2.*q=2/);
    expect(neither.reply.answer).toContain('לא חשבונית ולא הנדסית');
    expect(neither.values.d).toBeUndefined();
    expect(neither.values.q).toBeUndefined();
  });

  it('should show the sum by its formula and check it against adding the terms', async () => {
    // Act
    const solution = await solved('a_n = 2*3^(n-1). what is the sum of the first 6 terms', 'en');

    // Assert
    expect(stepsOf(solution)).toContain('\\frac{a_1\\left(q^{6}-1\\right)}{q-1}');
    expect(stepsOf(solution)).toMatch(/separate reading of the formula/);
  });

  it('should leave a formula with a₁ or d in it to the named sequences', async () => {
    // Act
    const outcome = await solve('סדרה חשבונית a_1=5, d=3, a_n=a_1+(n-1)d');

    // Assert
    expect(outcome.status === 'solved' && outcome.solution.kind).toBe('arithmetic-sequence');
  });

  it('should leave a recursion to the recursive solver', async () => {
    // Act
    const solution = await solved('a_1=3, a_{n+1}=2a_n+1. מצא את a_5');

    // Assert
    expect(solution.kind).toBe('recursive-sequence');
    expect(solution.values.term).toBe(63);
  });
});

describe('given a sequence question the solver cannot do yet', () => {
  it.each([
    'בסדרה חשבונית a_3=11 ו-S_10=200. מצאו את a_1 ואת d',
    'in an arithmetic sequence a_5=20 and S_10=250, find d',
  ])('should answer %j honestly that it is not supported, never "could not read"', async (message) => {
    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status).toBe('unsupported');
    if (outcome.status !== 'unsupported') return;
    expect(outcome.reply.text).not.toMatch(/לא הצלחתי לקרוא|could not read/);
    expect(outcome.reply.text).toMatch(/סדרה|sequence/);
  });

  it('should leave a question about the concept to the tutor', async () => {
    // Act
    const outcome = await solve('מה זו סדרה חשבונית?');

    // Assert
    expect(outcome.status).toBe('none');
  });
});

describe('given an arithmetic or geometric sequence by two of its terms', () => {
  it.each<[string, string, Record<string, number>]>([
    ['בסדרה חשבונית a_3=11 ו-a_10=32, מצא את a_1 ואת d', 'arithmetic-sequence', { a1: 5, d: 3 }],
    ['geometric sequence a2=6, a5=162 find a1 and q', 'geometric-sequence', { a1: 2, q: 3 }],
    [
      'arithmetic sequence a_4=10, a_9=25. find a_1, d and S_20',
      'arithmetic-sequence',
      { a1: 1, d: 3, sum: 590 },
    ],
    ['arithmetic sequence a_{2}=7, a_{6}=-5 find a_10', 'arithmetic-sequence', { a1: 10, d: -3, term: -17 }],
    ['סדרה הנדסית a_1=2, a_4=-54, חשב את S_5', 'geometric-sequence', { a1: 2, q: -3, sum: 122 }],
  ])('should find %j, substituted back into both terms', async (message, kind, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe(kind);
    for (const [name, value] of Object.entries(expected)) expect(solution.values[name]).toBeCloseTo(value, 9);
    expect(stepsOf(solution)).toMatch(/בדיקה|Check:/);
  });

  it('should give both signs of q from an even root, each with its own a₁ and asked term', async () => {
    // Act
    const solution = await solved('geometric sequence a_2=6, a_4=54, find a1 and q and a_6', 'en');

    // Assert
    expect(solution.values).toMatchObject({
      a1: 2,
      q: 3,
      term: 486,
      a1Other: -2,
      qOther: -3,
      termOther: 486,
    });
    expect(solution.reply.answer).toContain('; or ');
    expect(stepsOf(solution)).toMatch(/q=\\pm 3/);
    expect(stepsOf(solution)).toMatch(/positive or negative/);
  });

  it('should not answer when the even root of a negative quotient has no real q', async () => {
    // Act
    const outcome = await solve('geometric sequence a_1=2, a_3=-8, find q');

    // Assert
    expect(outcome.status).not.toBe('solved');
  });
});

describe('given a named sequence with a₁ in its formula before the asked term', () => {
  it('should answer the term after the ask word, not a₁', async () => {
    // Act
    const solution = await solved('סדרה חשבונית a_1=5, d=3, a_n=a_1+(n-1)d מצא את a_20');

    // Assert
    expect(solution.kind).toBe('arithmetic-sequence');
    expect(solution.values.term).toBe(62);
    expect(solution.reply.answer).toContain('a_{20}');
  });
});

describe('given a general term followed by an English word the old list did not know', () => {
  it.each<[string, Record<string, number>]>([
    ['an=n^2 tell me the 6th term', { term: 36 }],
    ['a_n = 4n-3 gimme the sum of the first 8 terms', { sum: 120 }],
    ['a(n)=10-n plz find S_4', { sum: 30 }],
    ['a_n = 2*sqrt(n) yo whats a_9', { term: 6 }],
  ])('should end the formula at the word in %j', async (message, expected) => {
    // Act
    const solution = await solved(message);

    // Assert
    expect(solution.kind).toBe('general-term-sequence');
    for (const [name, value] of Object.entries(expected)) expect(solution.values[name]).toBeCloseTo(value, 9);
  });
});
