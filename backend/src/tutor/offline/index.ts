/**
 * The offline tutor: no key, no network. It speaks as the course's persona from content files
 * (content/tutor/<language>/tutor.json), in the student's language, and runs every mode from the
 * course files through its skills (skills/index.ts).
 */
import { writePlan } from '../modes/plan-text';
import { timeoutSummary } from '../modes/timeout';
import { makeTurn } from '../modes/turn';
import { textDeltas } from '../stream';
import { settleOffer } from '../state';
import type { TextsByLanguage } from '../texts';
import type { Tutor, TutorEvent } from '../types';
import { route, type Skill } from './skill';
import { offlineSkills } from './skills';

export function offlineTutor(texts: TextsByLanguage, skills: readonly Skill[] = offlineSkills): Tutor {
  return {
    provider: 'offline',
    async *respond(ctx): AsyncGenerator<TutorEvent> {
      // an offer the reply does not renew is over: a later "כן" is not read as taking it up
      const reply = settleOffer(ctx.thread.state, await route(makeTurn(ctx, texts), skills));
      yield* textDeltas(reply);
      yield { type: 'reply', reply };
    },
    async summarise(ctx) {
      return timeoutSummary(texts[ctx.language], ctx.history);
    },
    async plan(ctx) {
      return ctx.studentPlan ?? writePlan(texts[ctx.language], ctx.facts);
    },
    texts: (language) => texts[language],
  };
}
