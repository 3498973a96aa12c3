/**
 * "יצא לי x=2 ו-x=-3, נכון?": right or wrong first, then why, checked against the tutor's verified result
 * (tutor/verdict). The intent layer read the message once: a `check` with an offered answer is judged here.
 */
import { withOffer } from '../../state';
import { judgeOffered } from '../../verdict';
import type { Skill } from '../skill';

export const verdict: Skill = {
  name: 'verdict',
  answer: async (turn) => {
    const { offered, intent } = turn.reading;
    if (intent !== 'check' || !offered) return undefined;
    const judged = await judgeOffered(offered, turn.ctx.history, turn.ctx.language);
    // a wrong answer's reply offers the full solution: "כן" on the next turn shows it (offer.ts)
    const problem = judged.offersSolution;
    const state = problem ? withOffer(turn.ctx.thread.state, { kind: 'solution', problem }) : undefined;
    return state === undefined ? { bot: judged.text } : { bot: judged.text, state };
  },
};
