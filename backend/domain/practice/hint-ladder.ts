/**
 * The hint ladder (Socratic practice, as OATutor and Khanmigo do it): a wrong answer earns the next
 * hint, and only when the hints are spent the worked solution. Never the answer on the first wrong
 * attempt: a problem without hints gets one plain "try again" first. Pure state transitions.
 */
import type { VerdictKind } from '../answer';

/** Where a student is on one problem. */
export type LadderState = {
  /** wrong answers so far (an unreadable answer is not an attempt) */
  wrongAttempts: number;
  /** hints shown so far */
  hintsShown: number;
  /** answered correctly */
  solved: boolean;
  /** the worked solution was shown */
  revealed: boolean;
};

/** What the tutor does next. `hint` is 0-based into the problem's hints. */
export type LadderStep =
  | { reveal: 'praise'; hintsUsed: number }
  | { reveal: 'hint'; hint: number; of: number }
  | { reveal: 'retry' }
  | { reveal: 'solution' }
  | { reveal: 'reread' }
  | { reveal: 'no-more-hints' }
  | { reveal: 'done' };

export const startLadder = (): LadderState => ({
  wrongAttempts: 0,
  hintsShown: 0,
  solved: false,
  revealed: false,
});

/** The hints of a practice problem, in order (the course files' `hints`). */
export function problemHints(problem: { hints: readonly string[] }): string[] {
  return [...problem.hints];
}

/** The step after an answer the checker judged `verdict`, for a problem with `hintsAvailable` hints. */
export function afterAnswer(
  state: LadderState,
  verdict: VerdictKind,
  hintsAvailable: number,
): { state: LadderState; step: LadderStep } {
  if (state.solved || state.revealed) return { state, step: { reveal: 'done' } };
  if (verdict === 'correct')
    return { state: { ...state, solved: true }, step: { reveal: 'praise', hintsUsed: state.hintsShown } };
  if (verdict === 'unparseable') return { state, step: { reveal: 'reread' } };
  const wrongAttempts = state.wrongAttempts + 1;
  if (state.hintsShown < hintsAvailable) {
    return {
      state: { ...state, wrongAttempts, hintsShown: state.hintsShown + 1 },
      step: { reveal: 'hint', hint: state.hintsShown, of: hintsAvailable },
    };
  }
  // No hint left: a first wrong attempt still gets a plain retry, never the answer.
  if (wrongAttempts === 1) return { state: { ...state, wrongAttempts }, step: { reveal: 'retry' } };
  return { state: { ...state, wrongAttempts, revealed: true }, step: { reveal: 'solution' } };
}

/** The step when the student asks for a hint without answering. */
export function afterHintRequest(
  state: LadderState,
  hintsAvailable: number,
): { state: LadderState; step: LadderStep } {
  if (state.solved || state.revealed) return { state, step: { reveal: 'done' } };
  if (state.hintsShown < hintsAvailable) {
    return {
      state: { ...state, hintsShown: state.hintsShown + 1 },
      step: { reveal: 'hint', hint: state.hintsShown, of: hintsAvailable },
    };
  }
  // The solution only after the student has tried at least once.
  if (state.wrongAttempts === 0) return { state, step: { reveal: 'no-more-hints' } };
  return { state: { ...state, revealed: true }, step: { reveal: 'solution' } };
}

/** What the attempt says about mastery: right without the solution shown, and how many hints it took. */
export function ladderOutcome(state: LadderState): { correct: boolean; hintsUsed: number } {
  return { correct: state.solved && !state.revealed, hintsUsed: state.hintsShown };
}
