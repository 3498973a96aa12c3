/**
 * What the offline tutor says: content/tutor/{he,en}/tutor.json, Hebrew the reference and English
 * when the student writes English. Read and validated once at start; a translator edits the JSON,
 * never this file. `{name}` placeholders are filled by `fill`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Language } from './language';

const line = z.string().trim().min(1);
const lines = z.array(line).min(1);

export const TutorTexts = z.object({
  personas: z.object({ athena: line, clio: line }),
  subjects: z.object({ math: line, statistics: line }),
  greeting: z.object({ phrases: lines, first: line, again: lines }),
  nextSteps: z.object({ phrases: lines, intro: line, lesson: line, practice: line, test: line, outro: line }),
  thanks: z.object({ phrases: lines, replies: lines }),
  lessonSuggestion: z.object({ phrases: lines, found: line }),
  cannotHelp: lines,
  lesson: z.object({
    start: line,
    finishPhrases: lines,
    finished: line,
    exercise: line,
    noExercise: line,
    slideAnswer: line,
    slideFollowUp: line,
    noSlideMatch: line,
    stopped: line,
  }),
  test: z.object({
    start: line,
    question: line,
    hintPhrases: lines,
    stopPhrases: lines,
    hint: line,
    noMoreHints: line,
    correct: lines,
    incorrect: line,
    reveal: line,
    finished: line,
    summaryTitle: line,
    summaryLine: line,
    summaryUnanswered: line,
    nextStepsUnanswered: line,
    answerLine: line,
    answerLineHints: line,
    verdictCorrect: line,
    verdictIncorrect: line,
    verdictUnanswered: line,
    nextStepsPass: line,
    nextStepsFail: line,
    alreadyDone: line,
    selfCheck: line,
    confirm: line,
    confirmAgain: line,
    continuePhrases: lines,
    yesPhrases: lines,
    noPhrases: lines,
    selfAssessed: line,
    selfCorrect: line,
    selfIncorrect: line,
  }),
  introduction: z.object({
    greeting: line,
    questions: z.array(line).min(4),
    acknowledge: lines,
    done: line,
    summary: line,
    /** words that show what an answer is about (whole words, Hebrew prefixes allowed), per question */
    cues: z.object({ year: lines, goals: lines, hard: lines, style: lines }),
    /** the topics' names, for "I noted that under {slot}" */
    slotNames: z.object({ year: line, goals: line, hard: line, style: line }),
    placedElsewhere: line,
  }),
  timeout: z.object({
    greeting: line,
    replies: lines,
    /** the answer to a message that names how the student feels: "{feelings}" joins the feelings' names */
    feelingsReply: line,
    /** feelings the student may name (whole words, Hebrew prefixes allowed), each with its own question */
    feelings: z.array(z.object({ name: line, cues: lines, question: line })).min(1),
    /** words of danger to oneself, answered with where to get help now, before anything else */
    crisis: z.object({ reply: line }),
    summaryOpening: line,
    summaryNothing: line,
    summaryMiddle: line,
    summaryClosing: line,
    injected: line,
  }),
  plan: z.object({
    overview: line,
    overviewEmpty: line,
    weakTitle: line,
    weakText: line,
    strongTitle: line,
    strongText: line,
    unassessedTitle: line,
    unassessedText: line,
    testsTitle: line,
    testsText: line,
    nextTitle: line,
    nextLesson: line,
    nextTest: line,
  }),
  praise: lines,
  unavailable: line,
  /** practice with a hint ladder in chat (issue 13): what asks for a problem, a hint, or to stop */
  practice: z.object({ phrases: lines, hintPhrases: lines, stopped: line }),
  /** a concept question answered from the lessons, or honestly not ("what is", "why") */
  /** "how am I doing": mastery per topic from evidence, "not yet assessed" without it */
  progress: z.object({ phrases: lines, title: line, line: line, notAssessed: line, empty: line }),
});
export type TutorTexts = z.infer<typeof TutorTexts>;
export type TextsByLanguage = Record<Language, TutorTexts>;

export const tutorLanguages: readonly Language[] = ['he', 'en'];

/** Reads and validates content/tutor/<language>/tutor.json for every language; throws on a bad file. */
export function loadTutorTexts(contentDir: string): TextsByLanguage {
  const read = (language: Language): TutorTexts => {
    const file = path.join(contentDir, 'tutor', language, 'tutor.json');
    const parsed = TutorTexts.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    return parsed.data;
  };
  return { he: read('he'), en: read('en') };
}

/** Puts values into a `{name}` template (and its plural blocks); an unknown placeholder stays as written. */
export { fill } from '../../domain/text';

/** One of the variants, chosen by a number the caller has (the turn count), so replies vary but repeat. */
export function pick<T>(variants: readonly T[], seed: number): T {
  const index = Math.abs(Math.trunc(seed)) % variants.length;
  return variants[index] as T;
}
