/**
 * A computation in free chat ("פתרי 2x+3=11"): the solver's verified walkthrough, or its honest "could not".
 * The message is solved as written; when the intent layer reads it as a computation and its question is
 * not the message (cut from a paste, or arithmetic written in words), a message the solver cannot solve as
 * written is solved as that question instead (and only a solved question replaces the message's outcome).
 */
import { solve } from '../../solver';
import { rememberSolution } from '../explain';
import type { Skill } from '../skill';

export const solver: Skill = {
  name: 'solver',
  answer: async (turn) => {
    const { language } = turn.ctx;
    const { reading } = turn;
    let outcome = await solve(turn.ctx.message.text, { language });
    if (outcome.status !== 'solved' && reading.intent === 'compute' && reading.extracted) {
      const asked = await solve(reading.question, { language });
      if (asked.status === 'solved') outcome = asked;
    }
    if (outcome.status === 'none') return undefined;
    return outcome.status === 'solved' ? rememberSolution(turn, outcome.solution) : { bot: outcome.reply };
  },
};
