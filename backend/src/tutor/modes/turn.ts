import type { CourseContent } from '../course-content';
import { readMessage, type Reading } from '../intent';
import type { TextsByLanguage, TutorTexts } from '../texts';
import type { TutorContext } from '../types';

/** One turn as a skill sees it: the context, the texts of the reply's language and the persona's name. */
export interface Turn {
  ctx: TutorContext;
  texts: TutorTexts;
  /** the Hebrew texts, for what is always written in Hebrew (the introduction summary) */
  hebrew: TutorTexts;
  /** the persona's name in the reply's language (Athena / אתנה, Clio / קליאו) */
  persona: string;
  /** varies the choice among equivalent sentences: the number of messages so far */
  seed: number;
  /** what the message asks, read once before any skill answers (tutor/intent) */
  reading: Reading;
}

export function makeTurn(ctx: TutorContext, texts: TextsByLanguage): Turn {
  return {
    ctx,
    texts: texts[ctx.language],
    hebrew: texts.he,
    persona: texts[ctx.language].personas[ctx.course?.persona ?? 'athena'],
    seed: ctx.history.length,
    reading: readMessage(ctx.message.text),
  };
}

/** The subject of the course in the reply's language ("מתמטיקה", "statistics"). */
export function subjectName(turn: Turn, course: CourseContent): string {
  return turn.texts.subjects[course.subject];
}
