/** A TutorContext over the real course files, for the tutor's unit tests. */
import path from 'node:path';
import type { ProgressRecord } from '../../../backend/contract';
import type { Evidence } from '../../../backend/domain/mastery';
import { courseLibrary, type CourseContent } from '../../../backend/src/tutor';
import { courseMap } from '../../../backend/src/tutor/outline';
import type { PracticeState, ThreadState } from '../../../backend/src/tutor/state';
import { loadTutorTexts } from '../../../backend/src/tutor/texts';
import type { Tutor, TutorContext, TutorReply, TutorTurn } from '../../../backend/src/tutor/types';
import { detectLanguage } from '../../../backend/src/tutor/language';

export const contentDir = path.resolve('content');
export const texts = loadTutorTexts(contentDir);
const library = courseLibrary(contentDir);

export async function course(id = 'high-school-math'): Promise<CourseContent> {
  const content = await library.get(id);
  if (!content) throw new Error(`no course ${id}`);
  return content;
}

export interface ContextInput {
  text?: string;
  course?: CourseContent | null;
  kind?: TutorContext['thread']['kind'];
  state?: ThreadState | null;
  testId?: string | null;
  history?: TutorTurn[];
  opening?: boolean;
  mode?: Partial<TutorContext['mode']>;
  progress?: ProgressRecord[];
  evidence?: Evidence[];
  introduction?: string | null;
  images?: string[];
  now?: string;
  signal?: AbortSignal;
}

export function context(input: ContextInput = {}): TutorContext {
  const text = input.text ?? '';
  return {
    language: detectLanguage(text),
    course: input.course === undefined ? null : input.course,
    thread: {
      id: 'th_test',
      kind: input.kind ?? 'main',
      lessonId: null,
      testId: input.testId ?? null,
      state: input.state ?? null,
    },
    history: input.history ?? [],
    opening: input.opening ?? false,
    message: { text, images: input.images ?? [] },
    mode: { lessonMode: false, lessonId: null, testMode: false, testId: null, ...input.mode },
    student: {
      firstName: 'נועה',
      introduction: async () => input.introduction ?? null,
      progress: async () => input.progress ?? [],
      evidence: async () => input.evidence ?? [],
    },
    now: input.now ?? '2026-11-23T10:00:00.000Z',
    signal: input.signal ?? new AbortController().signal,
  };
}

/** One turn of a tutor: its reply event (the deltas dropped). */
export async function replyOf(tutor: Tutor, input: ContextInput): Promise<TutorReply> {
  let reply: TutorReply | undefined;
  for await (const event of tutor.respond(context(input))) if (event.type === 'reply') reply = event.reply;
  if (!reply) throw new Error('no reply');
  return reply;
}

/** An open practice problem on `alg-2` of the math course (3(x-2)+4=2x+7, x = 9): nothing tried yet. */
export function openProblem(content: CourseContent): PracticeState {
  const entry = content.problems.find((candidate) => candidate.problem.id === 'alg-2');
  const topic = courseMap(content).outline.practice.find((item) => item.id === 'alg-2')?.topic;
  if (!entry || !topic) throw new Error('no alg-2');
  return {
    mode: 'practice',
    problem_id: 'alg-2',
    subject_id: entry.subjectId,
    topic,
    wrong_attempts: 0,
    hints_shown: 0,
    resume: null,
  };
}
