/** Free chat: greeting, thanks, next steps, pointing to a lesson, and an honest "I can't help with that". */
import { courseName } from '../../course-content';
import type { Intent } from '../../intent';
import { containsPhrase, overlap, words } from '../../language';
import { subjectName, type Turn } from '../../modes/turn';
import { fill, pick } from '../../texts';
import type { TutorReply } from '../../types';
import type { Skill } from '../skill';

/** A lesson, a practice subject and a test to go on with, as a list. */
function nextSteps(turn: Turn): string {
  const t = turn.texts.nextSteps;
  const course = turn.ctx.course;
  if (!course) return '';
  const lines = [
    course.lessons[0] ? fill(t.lesson, { title: course.lessons[0].title }) : '',
    course.practice[0] ? fill(t.practice, { subject: course.practice[0].subjectName }) : '',
    course.guidedTests[0] ? fill(t.test, { name: course.guidedTests[0].name }) : '',
  ].filter(Boolean);
  return [t.intro, ...lines.map((line) => `- ${line}`), t.outro].join('\n');
}

/** A short message (at most eight words) that holds one of the phrases. */
function says(turn: Turn, phrases: readonly string[]): boolean {
  const text = turn.ctx.message.text;
  return words(text).length <= 8 && containsPhrase(text, phrases);
}

/**
 * Intents the intent layer reads with confidence (tutor/intent: whole words, prefixes and one typo, with
 * the math and the request weighed): a message read as one of them is not greeting small talk, a thanks,
 * a request for next steps or for a lesson, whatever phrase of those lists it also holds.
 */
const confident = new Set<Intent>(['compute', 'check', 'problem', 'hint', 'homework', 'feelings']);

/** The message is what the intent layer reads as `intent`, or, where it reads nothing confident, holds a phrase. */
function asks(turn: Turn, intent: Intent | undefined, phrases: readonly string[]): boolean {
  if (intent !== undefined && turn.reading.intent === intent) return true;
  return !confident.has(turn.reading.intent) && says(turn, phrases);
}

export const greeting: Skill = {
  name: 'greeting',
  answer: (turn): TutorReply | undefined => {
    const t = turn.texts.greeting;
    if (!turn.ctx.opening && !asks(turn, 'greeting', t.phrases)) return undefined;
    const course = turn.ctx.course;
    const first = !turn.ctx.history.some((message) => message.role === 'assistant');
    const hello =
      first && course
        ? fill(t.first, {
            persona: turn.persona,
            subject: subjectName(turn, course),
            course: courseName(course, turn.ctx.language),
          })
        : pick(t.again, turn.seed);
    return { bot: [hello, nextSteps(turn)].filter(Boolean).join('\n\n') };
  },
};

export const thanks: Skill = {
  name: 'thanks',
  answer: (turn) =>
    asks(turn, 'thanks', turn.texts.thanks.phrases)
      ? { bot: pick(turn.texts.thanks.replies, turn.seed) }
      : undefined,
};

export const offerNextSteps: Skill = {
  name: 'next-steps',
  answer: (turn) =>
    asks(turn, undefined, turn.texts.nextSteps.phrases) ? { bot: nextSteps(turn) } : undefined,
};

/** "I want to learn about derivatives": the course's lesson on it, and how to start it. */
export const lessonSuggestion: Skill = {
  name: 'lesson-suggestion',
  answer: (turn) => {
    const course = turn.ctx.course;
    const text = turn.ctx.message.text;
    if (!course || confident.has(turn.reading.intent)) return undefined;
    if (!containsPhrase(text, turn.texts.lessonSuggestion.phrases)) return undefined;
    let best: { title: string; score: number } | undefined;
    for (const lesson of course.lessons) {
      const score = overlap(
        text,
        `${lesson.title} ${lesson.learning_session.title} ${lesson.objectives.join(' ')}`,
      );
      if (score > (best?.score ?? 0)) best = { title: lesson.title, score };
    }
    return best && best.score >= 1
      ? { bot: fill(turn.texts.lessonSuggestion.found, { title: best.title }) }
      : undefined;
  },
};

/** The last skill: honest about what the offline tutor cannot do, with what it can. */
export const cannotHelp: Skill = {
  name: 'cannot-help',
  answer: (turn) => ({
    bot: [pick(turn.texts.cannotHelp, turn.seed), nextSteps(turn)].filter(Boolean).join('\n\n'),
  }),
};
