/**
 * The learning space's screen state and the API its windows use (practice, tests, lessons, AI-guided
 * tests, learning session, exercise platform, image viewer, focus mode, calculator). The screen provides
 * it; a window reads it with `useLearningSpace()`.
 */
import { createContext, useContext } from 'react';
import type {
  BotReply,
  Course,
  ExerciseData,
  GuidedTest,
  LearningSessionData,
  StructuredReply,
} from '../../../../backend/contract';
import type { LearningMode, SelectedLesson, SelectedTest } from './state/modes';

/** Every window the side buttons and the input bar open. */
export type LearningWindowId =
  | 'calculator'
  | 'practice'
  | 'tests'
  | 'guidedTests'
  | 'lessons'
  | 'focus'
  | 'exercise'
  | 'content'
  | 'learningStatus';

/** A reply of type `content`. */
export type ContentReply = Extract<StructuredReply, { type: 'content' }>;

/** The learning session modal: shown, minimised to the input bar's toggle, or closed. */
export type LearningSessionView = 'open' | 'minimized' | 'closed';

/** A lesson as `startLesson` takes it (a Lesson of the course files fits). */
export interface LessonRef {
  id: string;
  title: string;
  filename?: string;
}

/** An AI-guided test as `startTest` takes it: its index entry, and its file when loaded. */
export interface GuidedTestRef {
  id: string;
  name: string;
  /** the test file (questions, instructions); sent to the tutor in the hidden instruction */
  test?: GuidedTest;
}

export interface LearningSpace {
  /** the course of the screen; null while the picker is open */
  course: Course | null;
  /** normal chat, lesson mode or test mode */
  mode: LearningMode;
  /** the lesson of lesson mode */
  lesson: SelectedLesson | null;
  /** the AI-guided test of test mode */
  test: SelectedTest | null;
  /** the thread messages go to now (test, else lesson, else main) */
  threadId: string | null;

  /** which windows are open (several at once: the calculator beside practice) */
  openWindows: ReadonlySet<LearningWindowId>;
  openWindow: (id: LearningWindowId) => void;
  closeWindow: (id: LearningWindowId) => void;
  toggleWindow: (id: LearningWindowId) => void;

  /** the latest learning session a reply carried, and how its modal is shown */
  learningSession: { data: LearningSessionData; view: LearningSessionView } | null;
  setLearningSessionView: (view: LearningSessionView) => void;
  /** the latest exercise a reply carried (the exercise platform shows it) */
  exercise: ExerciseData | null;

  /** the latest `content` reply (paragraphs, images or audio): the content popup shows it */
  content: ContentReply | null;

  /** the image viewer's images and the one shown; null when it is closed */
  images: { urls: readonly string[]; index: number } | null;
  /** opens the image viewer (reply images, a slide's picture, an exercise diagram) */
  openImages: (urls: readonly string[], index: number) => void;
  closeImages: () => void;
  /** reads a protected image as a blob with the Bearer token (the image viewer's loader) */
  loadImage: (url: string) => Promise<Blob>;

  /** lesson mode on, a new lesson thread, and the start-lesson message; rejects after its toast */
  startLesson: (lesson: LessonRef) => Promise<void>;
  /** lesson mode off, with 'סיום השיעור. חזרה למצב שיחה רגיל.' */
  stopLesson: () => void;
  /** test mode on, a test thread, and the hidden instruction with the test; rejects after its toast */
  startTest: (test: GuidedTestRef) => Promise<void>;
  /** asks for the summary, saves the result as progress, and leaves test mode */
  stopTest: () => Promise<void>;
  /**
   * a question about the current slide, sent to the lesson's thread; resolves with the tutor's reply
   * (also shown in the chat), or null for a blank question, which is not sent
   */
  askSlideQuestion: (text: string) => Promise<BotReply | null>;
  /**
   * a proof from the practice window (under a first line naming its problem) sent to the tutor, whose reply
   * checks it step by step; resolves with the reply, or null for a blank message; rejects after its toast
   */
  discussProof: (message: string) => Promise<BotReply | null>;
  /** finishes the learning session's topic: closes it and opens the exercise platform (or says none) */
  finishTopic: () => Promise<void>;
  /** sends the exercise platform's canvas (a PNG blob or data URL) to the tutor; rejects after its toast */
  submitExercise: (image: Blob | string) => Promise<void>;
}

export const LearningSpaceContext = createContext<LearningSpace | null>(null);

/** The learning space's state and actions; only inside the /learning screen. */
export function useLearningSpace(): LearningSpace {
  const value = useContext(LearningSpaceContext);
  if (!value) throw new Error('useLearningSpace() must be used inside the learning space screen.');
  return value;
}
