/**
 * Text answers as students type them: for every text problem, a generated set of student variants of its
 * key and accepted forms (spacing, a final full stop, math signs, the other order of a list or of words,
 * other wordings of a decision about H₀) must be judged correct by the app's own practice check, and the
 * variants that change the answer (the opposite decision, the letters of an ordered name in another order)
 * must not. docs/content.md describes the kinds.
 */
import type { PracticeProblem } from '../../../backend/contract/content';
import { checkPracticeAnswer } from '../../../backend/domain/answer';
import { readDecision, readOrdered, type Decision } from '../../../backend/domain/answer/words';
import type { CourseContext } from './context';

type TextProblem = Extract<PracticeProblem, { type: 'text' }>;

/** How students write each decision (the key's own wording is tried too). */
const DECISION_WORDINGS: Readonly<Record<Decision, readonly string[]>> = {
  reject: [
    'דוחים את H0',
    'דוחים את $H_0$',
    'נדחה את השערת האפס',
    'לדחות את H₀',
    'דוחים',
    'reject H0',
    'we reject the null hypothesis',
  ],
  'do-not-reject': [
    'לא דוחים',
    'לא דוחים את H0',
    'לא נדחה את $H_0$',
    'אין לדחות את השערת האפס',
    'אין מספיק ראיות כדי לדחות את H0',
    'do not reject H0',
    "don't reject the null",
    'fail to reject H0',
  ],
};

const MATH_KINDS = new Set(['numeric', 'expression', 'equation', 'set', 'interval', 'point']);

/** Every order of the letters, the key's own first (at most 5 letters: 120 orders). */
function permutations(letters: string[]): string[][] {
  if (letters.length <= 1) return [letters];
  return letters.flatMap((letter, index) =>
    permutations([...letters.slice(0, index), ...letters.slice(index + 1)]).map((rest) => [letter, ...rest]),
  );
}

/** Variants that must be judged correct, and variants that must not. */
export function textAnswerVariants(problem: TextProblem): { right: string[]; wrong: string[] } {
  const forms = [problem.correctAnswer, ...(problem.accept ?? [])];
  const right = new Set<string>();
  const wrong = new Set<string>();
  for (const form of forms) {
    right.add(form);
    right.add(`  ${form} `);
    right.add(`${form}.`);
  }
  const kind = problem.answerKind;
  if (MATH_KINDS.has(kind)) {
    for (const form of forms) {
      if (form.includes('$')) continue;
      if (!/[\u05D0-\u05EA]/.test(form)) right.add(form.replace(/\s+/g, ''));
      right.add(form.replace(/-/g, '−'));
      right.add(`$${form}$`);
    }
  }
  if (kind === 'set') {
    const items = problem.correctAnswer.split(/\s*,\s*/);
    if (items.length > 1) right.add([...items].reverse().join(', '));
  }
  if (kind === 'words') {
    for (const form of forms) {
      const words = form.split(/\s+/);
      if (words.length > 1) right.add([...words].reverse().join(' '));
      if (form.includes('־')) right.add(form.replace(/־/g, ' ')).add(form.replace(/־/g, '-'));
    }
  }
  if (kind === 'decision') {
    const decision = readDecision(problem.correctAnswer);
    if (decision) {
      for (const wording of DECISION_WORDINGS[decision]) right.add(wording);
      const opposite: Decision = decision === 'reject' ? 'do-not-reject' : 'reject';
      for (const wording of DECISION_WORDINGS[opposite]) wrong.add(wording);
    }
  }
  if (kind === 'ordered') {
    const letters = readOrdered(problem.correctAnswer);
    if (letters && letters.length <= 5) {
      right.add(letters.toLowerCase());
      right.add(`△${letters}`);
      right.add([...letters].join(' '));
      for (const order of permutations([...letters]).slice(1)) wrong.add(order.join(''));
    }
  }
  return { right: [...right], wrong: [...wrong] };
}

export function checkTextAnswer(
  ctx: CourseContext,
  file: string,
  at: string,
  problem: PracticeProblem,
): void {
  if (problem.type !== 'text') return;
  const { right, wrong } = textAnswerVariants(problem);
  for (const variant of right) {
    const verdict = checkPracticeAnswer(problem, variant);
    if (verdict?.verdict !== 'correct')
      ctx.fail(
        'answer',
        file,
        `${at}.correctAnswer`,
        `the student variant "${variant.trim()}" is judged ${verdict?.verdict ?? 'unjudged'} (${verdict?.reason.code ?? '-'}), not correct: add the form to "accept" or fix "answerKind" (${problem.answerKind})`,
      );
  }
  for (const variant of wrong) {
    const verdict = checkPracticeAnswer(problem, variant);
    if (verdict?.verdict === 'correct')
      ctx.fail(
        'answer',
        file,
        `${at}.correctAnswer`,
        `the wrong variant "${variant}" is judged correct under answerKind "${problem.answerKind}"`,
      );
  }
}
