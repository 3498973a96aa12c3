/** Free chat: greeting, thanks, next steps, pointing to a lesson, and an honest "I can't help with that". */
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

export const greeting: Skill = {
  name: 'greeting',
  answer: (turn): TutorReply | undefined => {
    const t = turn.texts.greeting;
    if (!turn.ctx.opening && !says(turn, t.phrases)) return undefined;
    const course = turn.ctx.course;
    const first = !turn.ctx.history.some((message) => message.role === 'assistant');
    const hello =
      first && course
        ? fill(t.first, {
            persona: turn.persona,
            subject: subjectName(turn, course),
            course: course.course.name,
          })
        : pick(t.again, turn.seed);
    return { bot: [hello, nextSteps(turn)].filter(Boolean).join('\n\n') };
  },
};

export const thanks: Skill = {
  name: 'thanks',
  answer: (turn) =>
    says(turn, turn.texts.thanks.phrases) ? { bot: pick(turn.texts.thanks.replies, turn.seed) } : undefined,
};

export const offerNextSteps: Skill = {
  name: 'next-steps',
  answer: (turn) => (says(turn, turn.texts.nextSteps.phrases) ? { bot: nextSteps(turn) } : undefined),
};

/** "I want to learn about derivatives": the course's lesson on it, and how to start it. */
export const lessonSuggestion: Skill = {
  name: 'lesson-suggestion',
  answer: (turn) => {
    const course = turn.ctx.course;
    const text = turn.ctx.message.text;
    if (!course || !containsPhrase(text, turn.texts.lessonSuggestion.phrases)) return undefined;
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
