/**
 * A sequence given by its general term aₙ = f(n) (math lesson 5): a term, the first terms, Sₖ, which term
 * equals a value, and arithmetic / geometric / neither with d or q. Known values by hand from the formula
 * (the lesson's own examples aₙ = 5 − 3n, d = −3, and aₙ = 7·2ⁿ, q = 2, among them).
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
    'בסדרה חשבונית a_3=11 ו-a_10=32. מצאו את a_1 ואת d',
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
