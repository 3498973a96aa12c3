/** Pure rules of the practice window (docs/requirements.md#learning-space-states, #learning-space-validation, #learning-space-limits), kept out of React for unit tests. */

/** How long the correct/incorrect popup stays before the explanation shows (docs/requirements.md#learning-space-limits). */
export const FEEDBACK_POPUP_MS = 2000;

/** The problem types of a practice subject; a proof is written in full and compared with a model proof. */
export type PracticeProblemKind = 'multiple-choice' | 'numeric' | 'text' | 'open-ended' | 'proof';

/** A chosen option's index (multiple choice) or the typed text (everything else). */
export type PracticeAnswer = number | string;

/**
 * What the checker decided; `unparseable` leaves the problem open for another try; `unjudged` (an open
 * question no key can judge) locks the answer and shows the explanation without a verdict.
 */
export type PracticeVerdict = 'correct' | 'incorrect' | 'unparseable' | 'unjudged';

/** Where one problem is: nothing given yet, being checked, the 2 s popup, or answered and locked. */
export type ProblemPhase = 'unanswered' | 'checking' | 'feedback' | 'answered';

/**
 * Multiple choice needs an option; typed answers need something besides spaces (docs/requirements.md#learning-space-validation). A proof's model may be
 * shown at any time: a learner who is stuck reads it rather than typing something to get there.
 */
export function isSubmittable(kind: PracticeProblemKind, answer: PracticeAnswer | null): boolean {
  if (kind === 'proof') return true;
  if (answer === null) return false;
  if (kind === 'multiple-choice') return typeof answer === 'number' && answer >= 0;
  return String(answer).trim() !== '';
}

/**
 * Previous and Next appear once the problem is answered; Previous is hidden on the first problem and
 * Next on the last (docs/requirements.md#learning-space-states).
 */
export function problemNavigation(
  index: number,
  total: number,
  phase: ProblemPhase,
): { previous: boolean; next: boolean } {
  const answered = phase === 'answered';
  return { previous: answered && index > 0, next: answered && index < total - 1 };
}

/** How many hints show after one more press of the hint button (a ladder: one at a time, never past the end). */
export function revealNextHint(revealed: number, available: number): number {
  return Math.min(Math.max(revealed, 0) + 1, Math.max(available, 0));
}

/** Whole seconds between two instants, never negative. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.round((now - startedAt) / 1000));
}
