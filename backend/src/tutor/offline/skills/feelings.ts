/**
 * Feelings outside the Time-Out room: words of danger to oneself are answered first, in every thread,
 * with where to find help now (the Time-Out's own sentence); stress, fear or "I hate this" get a kind,
 * honest reply and one small next step instead of a lesson passage.
 */
import { subjectName } from '../../modes/turn';
import { reply } from '../replies';
import type { Skill } from '../skill';

export const crisis: Skill = {
  name: 'crisis',
  answer: (turn) =>
    turn.reading.crisis && turn.ctx.thread.kind !== 'timeout'
      ? { bot: turn.texts.timeout.crisis.reply }
      : undefined,
};

export const feelings: Skill = {
  name: 'feelings',
  answer: (turn) => {
    if (turn.reading.intent !== 'feelings' || turn.ctx.thread.kind === 'timeout') return undefined;
    const course = turn.ctx.course;
    const { language } = turn.ctx;
    return {
      bot: course
        ? reply(language, 'feelings', { subject: subjectName(turn, course) })
        : reply(language, 'feelings_no_course'),
    };
  },
};
