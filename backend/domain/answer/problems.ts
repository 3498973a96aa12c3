/**
 * The checker applied to the course files' question shapes (practice problems, timed-test questions,
 * AI-guided questions), so the practice window, the tests and the tutor judge an answer the same way.
 */
import type { GuidedTestQuestion, PracticeProblem, TestQuestion } from '../../contract/content';
import { checkAnswer } from './check';
import type { Verdict } from './verdict';
import type { z } from 'zod';

const WORD_DIGITS: Readonly<Record<string, number>> = {
  אחת: 1,
  אחד: 1,
  שתי: 2,
  שתיים: 2,
  שני: 2,
  שלוש: 3,
  שלושה: 3,
  ארבע: 4,
  ארבעה: 4,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
};

const PLACE_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/לאלפית|nearest thousandth/i, 3],
  [/למאית|nearest hundredth/i, 2],
  [/לעשירית|nearest tenth/i, 1],
  [/ל(?:מספר\s+)?שלם(?:\s+ה?קרוב)?|nearest (?:integer|whole number)/i, 0],
];

/**
 * The absolute tolerance a question states by asking for rounding ("עגלו לשלוש ספרות אחרי הנקודה",
 * "לעשירית", "round to 2 decimal places"): half a unit in the last asked place. Undefined when none.
 */
export function toleranceFromText(question: string): number | undefined {
  const digits =
    /(\d+|[\u05D0-\u05EA]+|one|two|three|four)\s+(?:ספרות|decimal\s+(?:places|digits))(?:\s+(?:אחרי|לאחר|מימין\s+ל)\s*ה?נקודה(?:\s+העשרונית)?)?/i.exec(
      question,
    );
  if (digits && (/ספרות\s+(?:אחרי|לאחר|מימין)/.test(question) || /decimal/i.test(digits[0]))) {
    const word = (digits[1] ?? '').toLowerCase();
    // "לשלוש" is "to three": a prefix letter before the number word.
    const places = /^\d+$/.test(word)
      ? Number(word)
      : (WORD_DIGITS[word] ?? WORD_DIGITS[word.replace(/^[לב]/, '')]);
    if (places !== undefined && places <= 10) return 0.5 * 10 ** -places;
  }
  for (const [pattern, places] of PLACE_WORDS) if (pattern.test(question)) return 0.5 * 10 ** -places;
  return undefined;
}

export type PracticeProblemShape = z.infer<typeof PracticeProblem>;

/**
 * A practice problem's answer. `student` is the option index (0-based) when the window sends a click,
 * or what the student typed; a text problem is right when the answer equals its key or one of its
 * `accept` forms. Null for an open-ended problem: no key can judge it, the tutor reads it.
 */
export function checkPracticeAnswer(problem: PracticeProblemShape, student: string | number): Verdict | null {
  switch (problem.type) {
    case 'multiple-choice':
      return checkAnswer(
        { kind: 'choice', expected: problem.correctAnswer, options: problem.options },
        student,
      );
    case 'numeric':
      return checkAnswer(
        {
          kind: 'numeric',
          expected: problem.correctAnswer,
          tolerance: problem.check.tolerance ?? toleranceFromText(problem.question),
        },
        student,
      );
    case 'text': {
      // The key first, then every other form the problem accepts: the first that is not wrong decides.
      const kind = problem.answerKind === 'words' ? 'text' : problem.answerKind;
      const verdicts = [problem.correctAnswer, ...(problem.accept ?? [])].map((expected) =>
        checkAnswer({ kind, expected }, student),
      );
      return verdicts.find((verdict) => verdict.verdict === 'correct') ?? verdicts[0] ?? null;
    }
    case 'open-ended':
    case 'proof':
      return null;
  }
}

/**
 * What a problem's key says, as stored beside a saved answer or shown by the tutor: the marked option's
 * index, the number, the text, or a proof's model steps one per line.
 */
export function answerKey(problem: PracticeProblemShape): string | number {
  return problem.type === 'proof' ? problem.proof.map((step) => step.text).join('\n') : problem.correctAnswer;
}

/** A timed-test question: always multiple choice with four options. */
export function checkTestAnswer(question: z.infer<typeof TestQuestion>, student: string | number): Verdict {
  return checkAnswer(
    { kind: 'choice', expected: question.correctAnswer, options: question.options },
    student,
  );
}

/**
 * An AI-guided question with a `check`: the student's final value against the key's value, which the
 * caller computes from `check.expr` (mathjs on the server; the key may use erf, combinations, …).
 * Null when the question has no check or the student's text holds no final value.
 */
export function checkGuidedAnswer(
  question: z.infer<typeof GuidedTestQuestion>,
  expectedValue: number,
  student: string,
): Verdict | null {
  if (!question.check) return null;
  const final = finalValue(student);
  if (final === null) return null;
  return checkAnswer(
    {
      kind: 'numeric',
      expected: expectedValue,
      tolerance: question.check.tolerance ?? toleranceFromText(question.question),
    },
    final,
  );
}

/** The last value a free-text answer states: what follows its last `=`, or its last number. */
export function finalValue(text: string): string | null {
  const math = [...text.matchAll(/\$([^$]+)\$/g)].map((match) => match[1] ?? '');
  const source = math.length > 0 ? (math[math.length - 1] ?? '') : text;
  const afterEquals = source.split('=').pop()?.trim() ?? '';
  if (afterEquals && !/[\u05D0-\u05EA]/.test(afterEquals) && afterEquals.length <= 60) return afterEquals;
  const numbers = text.match(/[−-]?\d+(?:[.,]\d+)?%?/g);
  return numbers ? (numbers[numbers.length - 1] ?? null) : null;
}
