import type { Turn } from '../modes/turn';
import type { TutorReply } from '../types';

/**
 * One thing the offline tutor knows how to do. The tutor asks its skills in order (skills/index.ts)
 * and the first that returns a reply answers the turn; a skill that does not apply returns undefined.
 * Everything a skill needs is on the turn: `turn.ctx` (course content, language, thread mode, state
 * and history, the student), `turn.texts` (the reply language's sentences) and the persona's name.
 */
export interface Skill {
  readonly name: string;
  answer(turn: Turn): TutorReply | undefined | Promise<TutorReply | undefined>;
}

/** The first skill's reply; the list must end with a skill that always answers. */
export async function route(turn: Turn, skills: readonly Skill[]): Promise<TutorReply> {
  for (const skill of skills) {
    const reply = await skill.answer(turn);
    if (reply) return reply;
  }
  throw new Error('no offline skill answered (the list must end with a fallback)');
}
