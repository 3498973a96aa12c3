/**
 * A concept question ("מה זה רווח סמך?") answered from the course's own lessons: the best passage,
 * its lesson and a check question; when nothing matches well enough, an honest "not in the lessons"
 * for a concept question, and for anything else the next skill's turn. Whether a message is a concept
 * question is the intent layer's reading (`turn.reading.intent`), never a phrase list of its own.
 */
import { courseIndex } from '../../knowledge';
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
    return turn.reading.intent === 'concept' ? { bot: found.reply } : undefined;
  },
};

/**
 * Before the solver: a message the intent layer reads as a concept question that names a concept of the
 * course ("למה הנגזרת שווה לאפס בנקודת קיצון?", "מה המשמעות של n-1 בסטיית התקן?") is answered from the
 * lessons, never as a computation the solver could not read.
 */
export const conceptQuestion: Skill = {
  name: 'concept-question',
  answer: async (turn) => {
    // In a lesson the current slide answers first (slideQuestion).
    if (turn.ctx.thread.state?.mode === 'lesson' || turn.reading.intent !== 'concept') return undefined;
    const found = await answer(turn);
    return found?.status === 'found' && found.named === true ? rememberPassage(turn, found) : undefined;
  },
};
