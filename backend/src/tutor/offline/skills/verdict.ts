/** "יצא לי x=2 ו-x=-3, נכון?": right or wrong first, then why, checked against the tutor's verified result (tutor/verdict). */
import { judgeOffered } from '../../verdict';
import type { Skill } from '../skill';

export const verdict: Skill = {
  name: 'verdict',
  answer: async (turn) => {
    const judged = await judgeOffered(turn.ctx.message.text, turn.ctx.history, turn.ctx.language);
    return judged === undefined ? undefined : { bot: judged.text };
  },
};
