/**
 * "כן", "עוד אחד", "לא הבנתי", "רמז" when no activity is open (no practice problem, no homework walk-
 * through): a question back that offers the next step, never a random lesson passage. The activities
 * answer these themselves when one is open (practice.ts, homework.ts). "לא הבנתי" after a walkthrough or
 * a lesson passage explains it again more simply (explain.ts).
 */
import { explainAgainFor } from '../explain';
import { reply } from '../replies';
import type { Skill } from '../skill';

export const followUp: Skill = {
  name: 'follow-up',
  answer: (turn) => {
    const { language } = turn.ctx;
    const again = explainAgainFor(turn);
    if (again) return again;
    switch (turn.reading.intent) {
      case 'continue':
        return { bot: reply(language, 'continue_nothing') };
      case 'confused':
        return { bot: reply(language, 'confused_nothing') };
      case 'hint':
        return turn.reading.math ? undefined : { bot: reply(language, 'hint_nothing') };
      default:
        return undefined;
    }
  },
};

/**
 * "עצור", "די", "I'm done" with no practice problem or homework question open (those end themselves:
 * practice.ts, homework.ts): the tutor says it stops and offers what can come next, never a new problem.
 * A lesson or a test has its own way to end (the client's lesson mode, `test_stop`).
 */
export const stop: Skill = {
  name: 'stop',
  answer: (turn) => {
    const { kind, state } = turn.ctx.thread;
    if (turn.reading.intent !== 'stop' || kind === 'test' || state?.mode === 'lesson') return undefined;
    return { bot: reply(turn.ctx.language, 'stop_nothing') };
  },
};
