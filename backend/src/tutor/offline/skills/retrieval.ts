/**
 * A concept question ("מה זה רווח סמך?") answered from the course's own lessons: the best passage,
 * its lesson and a check question; when nothing matches well enough, an honest "not in the lessons"
 * for a question, and for anything else the next skill's turn.
 */
import { courseIndex } from '../../knowledge';
import { containsPhrase } from '../../language';
import { answerFromLessons } from '../../retrieval';
import type { Skill } from '../skill';

export const retrieval: Skill = {
  name: 'retrieval',
  answer: async (turn) => {
    const course = turn.ctx.course;
    const text = turn.ctx.message.text;
    if (!course || course.lessons.length === 0 || text.trim() === '') return undefined;
    const answer = answerFromLessons(await courseIndex(course), text, turn.ctx.language);
    if (answer.status === 'found') return { bot: answer.reply };
    return containsPhrase(text, turn.texts.concepts.phrases) ? { bot: answer.reply } : undefined;
  },
};
