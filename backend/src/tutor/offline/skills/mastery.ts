/** "How am I doing?": mastery per topic from the evidence, "not yet assessed" where there is none. */
import { masteryByTopic } from '../../../../domain/mastery';
import { containsPhrase, words } from '../../language';
import { courseMap } from '../../outline';
import { say } from '../../solver';
import { fill } from '../../texts';
import type { Skill } from '../skill';

export const mastery: Skill = {
  name: 'mastery',
  answer: async (turn) => {
    const course = turn.ctx.course;
    const text = turn.ctx.message.text;
    const t = turn.texts.progress;
    if (!course || words(text).length > 10 || !containsPhrase(text, t.phrases)) return undefined;
    const evidence = await turn.ctx.student.evidence();
    if (evidence.length === 0) return { bot: t.empty };
    const { modules } = courseMap(course).outline;
    const byTopic = masteryByTopic(
      modules.map((module) => module.id),
      evidence,
    );
    const lines = modules.map((module) => {
      const basis = byTopic.get(module.id);
      const status =
        basis?.mastery === null || basis?.mastery === undefined
          ? t.notAssessed
          : say(turn.ctx.language, 'plan', 'mastery', {
              percent: Math.round(basis.mastery * 100),
              attempts: basis.attempts,
              date: (basis.lastActivity ?? '').slice(0, 10),
            });
      return `- ${fill(t.line, { topic: module.title, status })}`;
    });
    return { bot: [fill(t.title, { course: course.course.name }), ...lines].join('\n') };
  },
};
