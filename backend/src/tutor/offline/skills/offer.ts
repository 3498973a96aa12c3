/**
 * "כן" / "yes" / "עוד" and "לא" / "no thanks" to what the tutor offered at the end of its last reply, read
 * from the thread state (`offer`, tutor/state.ts) and never from the reply's text: another problem of the
 * topic (a different one: practice.ts `offerProblem`), or the full verified solution of a problem whose
 * answer was judged wrong. A "no" closes politely. The offer lives for one turn (`settleOffer`), so a "כן"
 * several messages later is not taken as a yes to it; the openai provider asks this skill too.
 */
import { solve } from '../../solver';
import { offerOf, withoutOffer } from '../../state';
import { rememberSolution } from '../explain';
import { reply } from '../replies';
import type { Skill } from '../skill';
import { offerProblem } from './practice';

export const takeUpOffer: Skill = {
  name: 'offer',
  answer: async (turn) => {
    const { state, kind } = turn.ctx.thread;
    const offer = offerOf(state);
    if (!offer || kind === 'test') return undefined;
    const { reading } = turn;
    const { language } = turn.ctx;
    if (reading.declines) return { bot: reply(language, 'offer_declined'), state: withoutOffer(state) };
    if (reading.intent !== 'continue') return undefined;
    if (offer.kind === 'another-problem') {
      const course = turn.ctx.course;
      return course ? offerProblem(turn, course, offer.topic) : undefined;
    }
    const outcome = await solve(offer.problem, { language });
    if (outcome.status !== 'solved') return undefined;
    // the walkthrough is remembered for "לא הבנתי" over what the thread held, without the offer it answered
    return rememberSolution(
      { ...turn, ctx: { ...turn.ctx, thread: { ...turn.ctx.thread, state: withoutOffer(state) } } },
      outcome.solution,
    );
  },
};
