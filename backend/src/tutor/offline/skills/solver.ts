/** A computation in free chat ("פתרי 2x+3=11"): the solver's verified walkthrough, or its honest "could not". */
import { solve } from '../../solver';
import { rememberSolution } from '../explain';
import type { Skill } from '../skill';

export const solver: Skill = {
  name: 'solver',
  answer: async (turn) => {
    const outcome = await solve(turn.ctx.message.text, { language: turn.ctx.language });
    if (outcome.status === 'none') return undefined;
    return outcome.status === 'solved' ? rememberSolution(turn, outcome.solution) : { bot: outcome.reply };
  },
};
