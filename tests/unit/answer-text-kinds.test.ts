import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Subject, type PracticeProblem } from '../../backend/contract/content';
import { checkAnswer, checkPracticeAnswer } from '../../backend/domain/answer';
import { readDecision, readOrdered, sameWords } from '../../backend/domain/answer/words';

const COURSES = fileURLToPath(new URL('../../content/courses', import.meta.url));

/** Every practice problem of the shipped courses, by id. */
function shippedProblems(): Map<string, PracticeProblem> {
  const byId = new Map<string, PracticeProblem>();
  for (const course of readdirSync(COURSES, { withFileTypes: true })) {
    if (!course.isDirectory()) continue;
    const folder = path.join(COURSES, course.name, 'practice-problems');
    for (const file of readdirSync(folder)) {
      if (file === 'subjects.json') continue;
      const subject = Subject.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
      for (const problem of subject.problems) byId.set(problem.id, problem);
    }
  }
  return byId;
}

describe('given the text answers students typed that the practice check judged wrongly', () => {
  const problems = shippedProblems();
  const cases: Array<[string, string, 'correct' | 'incorrect']> = [
    ['geo-15', 'PQR', 'correct'],
    ['geo-15', '△PQR', 'correct'],
    ['geo-15', 'QPR', 'incorrect'],
    ['geo-15', 'RQP', 'incorrect'],
    ['geo-15', 'PRQ', 'incorrect'],
    ['ht-3', 'דוחים את H0', 'correct'],
    ['ht-3', 'נדחה את השערת האפס', 'correct'],
    ['ht-3', 'לא דוחים את H0', 'incorrect'],
    ['chi-5', 'לא דוחים', 'correct'],
    ['chi-5', 'לא דוחים את H0', 'correct'],
    ['chi-5', 'דוחים את H₀', 'incorrect'],
    ['reg-5', 'קשר שלילי חזק', 'correct'],
    ['reg-5', 'קשר חזק ושלילי', 'correct'],
    ['reg-5', 'קשר חיובי חזק', 'incorrect'],
    ['el-16', 'log_2((x*y)/z)', 'correct'],
    ['gd-6', 'גדילה לינארית', 'correct'],
    ['gd-6', 'מעריכית', 'incorrect'],
    ['ht-21', 'תלויים', 'correct'],
    ['ht-21', 'בלתי תלויים', 'incorrect'],
  ];

  it.each(cases)('should judge %s answered "%s" %s', (id, answer, expected) => {
    // Arrange
    const problem = problems.get(id);
    expect(problem?.type).toBe('text');

    // Act
    const verdict = problem ? checkPracticeAnswer(problem, answer) : null;

    // Assert
    expect(verdict?.verdict).toBe(expected);
  });
});

describe('given a decision about H₀ in students’ words', () => {
  it.each([
    ['דוחים את השערת האפס', 'reject'],
    ['נדחה את $H_0$', 'reject'],
    ['לדחות את H₀', 'reject'],
    ['we reject the null hypothesis', 'reject'],
    ['מקבלים את H1', 'reject'],
    ['z נמצא באזור הדחייה ולכן דוחים את H0', 'reject'],
    ['לא דוחים', 'do-not-reject'],
    ['אין לדחות את השערת האפס', 'do-not-reject'],
    ['אין מספיק ראיות כדי לדחות את H0', 'do-not-reject'],
    ["don't reject H0", 'do-not-reject'],
    ['fail to reject the null', 'do-not-reject'],
    ['there is not enough evidence to reject H0', 'do-not-reject'],
    ['מקבלים את H0', 'do-not-reject'],
  ])('should read "%s" as %s', (text, expected) => {
    // Act
    const decision = readDecision(text);

    // Assert
    expect(decision).toBe(expected);
  });

  it.each(['השערת האפס', 'מקבלים', 'דוחים את H1', 'דוחים ולא דוחים', 'I do not know'])(
    'should read no decision in "%s"',
    (text) => {
      // Act
      const decision = readDecision(text);

      // Assert
      expect(decision).toBeNull();
    },
  );

  it('should ask for a decision when the answer states none', () => {
    // Act
    const verdict = checkAnswer({ kind: 'decision', expected: 'דוחים את H0' }, '2.1');

    // Assert
    expect(verdict).toMatchObject({ verdict: 'unparseable', reason: { code: 'no-decision' } });
  });

  it('should say the decision is the opposite one', () => {
    // Act
    const verdict = checkAnswer({ kind: 'decision', expected: 'דוחים את H0' }, 'do not reject H0');

    // Assert
    expect(verdict).toMatchObject({ verdict: 'incorrect', reason: { code: 'opposite-decision' } });
  });
});

describe('given an ordered name', () => {
  it('should read its letters in order, with or without a triangle sign or spaces', () => {
    // Act
    const forms = ['PQR', '△PQR', 'p q r', '$\\triangle PQR$'].map(readOrdered);

    // Assert
    expect(forms).toEqual(['PQR', 'PQR', 'PQR', 'PQR']);
  });

  it('should say when only the order is wrong', () => {
    // Act
    const verdict = checkAnswer({ kind: 'ordered', expected: 'PQR' }, 'QPR');

    // Assert
    expect(verdict).toMatchObject({ verdict: 'incorrect', reason: { code: 'different-order' } });
  });
});

describe('given words in another order', () => {
  it('should match the same words with a ו־ before one of them', () => {
    // Act
    const same = sameWords('קשר חזק ושלילי', 'קשר שלילי חזק');

    // Assert
    expect(same).toBe(true);
  });

  it('should not match when a word differs', () => {
    // Act
    const same = sameWords('קשר חזק וחיובי', 'קשר שלילי חזק');

    // Assert
    expect(same).toBe(false);
  });
});

describe('given an answer that ends a sentence', () => {
  it.each([
    ['x>6', 'x>6.', 'interval'],
    ['1.5', '1.5.', 'numeric'],
    ['(3,3,3)', 'D(3,3,3)', 'point'],
  ] as const)('should read %s from "%s"', (expected, answer, kind) => {
    // Act
    const verdict = checkAnswer({ kind, expected }, answer);

    // Assert
    expect(verdict.verdict).toBe('correct');
  });
});
