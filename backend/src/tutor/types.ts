import type {
  ExerciseData,
  GuidedTestResult,
  LearningSessionData,
  ProgressRecord,
  StructuredReply,
  StudentPlanItem,
  ThreadKind,
} from '../../contract';
import type { Evidence } from '../../domain/mastery';
import type { CourseContent } from './course-content';
import type { EvidenceItem } from './evidence';
import type { Language } from './language';
import type { PlanFacts } from './plan-facts';
import type { ThreadState } from './state';
import type { TutorTexts } from './texts';

export type TutorProvider = 'offline' | 'openai';

/** One earlier message of the thread, as the tutor sees it. */
export interface TutorTurn {
  role: 'user' | 'assistant' | 'system';
  /** the message as text: structured replies and blocks are flattened */
  text: string;
}

/**
 * Everything a provider (and each of the offline tutor's skills) may use to answer one turn, in one
 * object: the course's content, the student's language, the thread's mode, state and history, and
 * the student (introduction summary, progress on demand).
 */
export interface TutorContext {
  /** the language of the reply: English when the student writes English, Hebrew otherwise */
  language: Language;
  /** the course's files; null in the introduction and Time-Out threads */
  course: CourseContent | null;
  thread: {
    id: string;
    kind: ThreadKind;
    lessonId: string | null;
    testId: string | null;
    state: ThreadState | null;
  };
  /** earlier messages, oldest first, without the new one (the service bounds how many) */
  history: TutorTurn[];
  /** true when the thread has just been opened and the tutor speaks first (introduction, Time-Out) */
  opening: boolean;
  message: {
    text: string;
    /** image URLs sent with the message (uploads, drawings); providers that cannot see ignore them */
    images: string[];
  };
  /** what the client said about the mode of this message (docs/requirements.md#learning-space-calls) */
  mode: {
    lessonMode: boolean;
    lessonId: string | null;
    testMode: boolean;
    testId: string | null;
    /** the client's "end the test" (a test thread): the reply is the test's summary */
    testStop?: boolean;
  };
  student: {
    firstName: string;
    /** the stored introduction summary (the student's own words: data, never instructions), read on first call */
    introduction(): Promise<string | null>;
    /** the student's progress records in this course, read on first call */
    progress(): Promise<ProgressRecord[]>;
    /** the mastery model's evidence in this course (tutor's judgements and saved results), oldest first, read on first call */
    evidence(): Promise<Evidence[]>;
  };
  /** now, as the service saw it (ISO 8601), so a turn is reproducible in tests */
  now: string;
  /** aborted when the client goes away: a provider stops its model call */
  signal: AbortSignal;
}

/** What one turn produces, before the service stores it and answers the client. */
export interface TutorReply {
  bot: string | StructuredReply;
  learningSession?: LearningSessionData | null;
  exercise?: ExerciseData | null;
  /** the thread's new state; undefined leaves it as it was */
  state?: ThreadState | null;
  /** the introduction is complete: its summary (Hebrew) */
  introductionSummary?: string;
  /** the AI-guided test ended */
  testResult?: GuidedTestResult;
  /** the student's message was an instruction the client does not show (the start of a test) */
  hideUserMessage?: boolean;
  /** answers this turn judged (a practice problem finished, a guided-test answer): stored as mastery evidence */
  evidence?: EvidenceItem[];
}

export type TutorEvent = { type: 'delta'; text: string } | { type: 'reply'; reply: TutorReply };

export interface SummaryContext {
  language: Language;
  persona: string;
  history: TutorTurn[];
  signal: AbortSignal;
}

export interface PlanContext {
  language: Language;
  course: CourseContent;
  facts: PlanFacts;
  /** the plan the mastery model wrote (weakest topics first, activities by id); the offline tutor answers it */
  studentPlan?: StudentPlanItem[];
  signal: AbortSignal;
}

/**
 * One interface, two providers (offline, openai). Routes and services talk only to this; nothing
 * outside `backend/src/tutor` knows which provider answered.
 */
export interface Tutor {
  readonly provider: TutorProvider;
  /**
   * One turn, streamed: `delta` events with text as it is produced, then exactly one `reply`. The
   * JSON answer is this stream collected (`collectReply`). Throws TutorUnavailableError when the
   * model fails or times out.
   */
  respond(context: TutorContext): AsyncIterable<TutorEvent>;
  /** Two to three paragraphs summarising a Time-Out conversation, in the context's language. */
  summarise(context: SummaryContext): Promise<string>;
  /** The student_plan sections of a learning plan, written from facts the service computed. */
  plan(context: PlanContext): Promise<StudentPlanItem[]>;
  /** The texts of a language (persona names, praise phrases, mode sentences). */
  texts(language: Language): TutorTexts;
}

/** What the tutor reads from the environment (config.ts fills it; README lists the variables). */
export interface TutorConfig {
  provider: TutorProvider;
  /** LLM_BASE_URL: the OpenAI-compatible API root (…/v1); unset means OpenAI itself */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** ask the model for JSON with a schema; off: plain markdown */
  structured: boolean;
  /** how many earlier messages of a thread a turn sees */
  historyMessages: number;
  /** and at most this many characters of them (the newest kept) */
  historyChars: number;
  /** backoff base between retries (ms) */
  backoffMs: number;
}
