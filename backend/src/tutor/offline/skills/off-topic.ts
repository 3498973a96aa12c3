/**
 * A message about something else (football, Hamlet, the weather) or nothing readable: an honest, kind
 * "not something I can help with" and what the tutor can do, instead of an unrelated lesson passage.
 * When the course's lessons do hold a passage for it after all, retrieval answers instead.
 */
import { courseName } from '../../course-content';
import { courseIndex } from '../../knowledge';
import { answerFromLessons } from '../../retrieval';
import { reply } from '../replies';
import type { Skill } from '../skill';

/** Longest message the lessons are searched for before it is called off-topic. */
const SEARCHED = 1_000;

/**
 * Nothing a reader could take as words: no letters, a run of letters with no space in it, or Latin
 * "words" that no language spells (no vowel, or four consonants in a row: keyboard mashing).
 */
function unreadable(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || /\p{L}{30,}/u.test(text)) return true;
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.every(
    (word) => /^[a-z]+$/i.test(word) && (!/[aeiouy]/i.test(word) || /[^aeiouy]{4}/i.test(word)),
  );
}

export const offTopic: Skill = {
  name: 'off-topic',
  answer: async (turn) => {
    if (turn.reading.intent !== 'off-topic') return undefined;
    const { language } = turn.ctx;
    const text = turn.ctx.message.text;
    const course = turn.ctx.course;
    if (!course || unreadable(text)) return { bot: reply(language, 'unclear') };
    if (course.lessons.length > 0 && text.length <= SEARCHED) {
      const answer = answerFromLessons(await courseIndex(course), text, language);
      if (answer.status === 'found') return undefined;
    }
    return { bot: reply(language, 'off_topic', { course: courseName(course, language) }) };
  },
};
