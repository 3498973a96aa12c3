/**
 * A concept question ("מה זה רווח סמך?") answered from the course's own lessons: the best passage,
 * its lesson and a check question; when nothing matches well enough, an honest "not in the lessons"
 * for a question, and for anything else the next skill's turn.
 */
import { courseIndex } from '../../knowledge';
import { containsPhrase } from '../../language';
import { answerFromLessons } from '../../retrieval';
import type { Turn } from '../../modes/turn';
import { rememberPassage } from '../explain';
import type { Skill } from '../skill';

async function answer(turn: Turn) {
  const course = turn.ctx.course;
  const text = turn.ctx.message.text;
  if (!course || course.lessons.length === 0 || text.trim() === '') return undefined;
  return answerFromLessons(await courseIndex(course), text, turn.ctx.language);
}

export const retrieval: Skill = {
  name: 'retrieval',
  answer: async (turn) => {
    const found = await answer(turn);
    if (!found) return undefined;
    if (found.status === 'found') return rememberPassage(turn, found);
    return containsPhrase(turn.ctx.message.text, turn.texts.concepts.phrases)
      ? { bot: found.reply }
      : undefined;
  },
};

/** Words only: no digit, operator, bracket, math delimiter or one-letter variable (those are the solver's). */
function wordsOnly(text: string): boolean {
  return !/[0-9=+*/^<>()[\]|\\$]/.test(text) && !/(?:^|[^A-Za-z])[A-Za-z](?:$|[^A-Za-z])/.test(text);
}

/**
 * Before the solver: a question in words only that asks what or why ("למה הנגזרת שווה לאפס בנקודת קיצון?")
 * and names a concept of the course is a concept question, never a computation the solver could not read.
 */
export const conceptQuestion: Skill = {
  name: 'concept-question',
  answer: async (turn) => {
    const text = turn.ctx.message.text;
    // In a lesson the current slide answers first (slideQuestion).
    if (turn.ctx.thread.state?.mode === 'lesson') return undefined;
    if (!wordsOnly(text) || !containsPhrase(text, turn.texts.concepts.phrases)) return undefined;
    const found = await answer(turn);
    return found?.status === 'found' && found.named === true ? rememberPassage(turn, found) : undefined;
  },
};
