/**
 * The modes of docs/requirements.md#learning-space-states and their browser storage: lesson and test mode each keep their own
 * thread id, and the active thread is the test's, else the lesson's, else the course's main thread.
 */

/** localStorage keys of the modes (docs/requirements.md#learning-space-entities). */
export const modeKeys = {
  lessonMode: 'lessonMode',
  selectedLesson: 'selectedLesson',
  lessonThread: 'lessonThread',
  testMode: 'testMode',
  selectedTest: 'selectedTest',
  testThread: 'testThread',
  ttsEnabled: 'ttsEnabled',
} as const;

/** The lesson of lesson mode, as the session helpers reference it (filename and title, plus its id). */
export interface SelectedLesson {
  id: string;
  title: string;
  filename?: string;
}

/** The AI-guided test of test mode (testId and testName), with the time it started. */
export interface SelectedTest {
  testId: string;
  testName: string;
  /** ms since the epoch */
  startedAt: number;
}

export type LearningMode = 'normal' | 'lesson' | 'test';

/** What the modes hold: which mode, its lesson or test, and each mode's thread. */
export interface ModeState {
  lesson: SelectedLesson | null;
  lessonThread: string | null;
  test: SelectedTest | null;
  testThread: string | null;
}

export const normalModes: ModeState = { lesson: null, lessonThread: null, test: null, testThread: null };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson(store: Store, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads the modes from storage; a mode flag without its lesson or test counts as off. */
export function readModes(store: Store): ModeState {
  const lessonRecord =
    store.getItem(modeKeys.lessonMode) === 'true' ? readJson(store, modeKeys.selectedLesson) : null;
  const testRecord =
    store.getItem(modeKeys.testMode) === 'true' ? readJson(store, modeKeys.selectedTest) : null;
  const lessonId = text(lessonRecord?.id);
  const lessonTitle = text(lessonRecord?.title);
  const testId = text(testRecord?.testId);
  const testName = text(testRecord?.testName);
  return {
    lesson:
      lessonId && lessonTitle
        ? { id: lessonId, title: lessonTitle, filename: text(lessonRecord?.filename) }
        : null,
    lessonThread: text(store.getItem(modeKeys.lessonThread)) ?? null,
    test:
      testId && testName
        ? {
            testId,
            testName,
            startedAt: typeof testRecord?.startedAt === 'number' ? testRecord.startedAt : Date.now(),
          }
        : null,
    testThread: text(store.getItem(modeKeys.testThread)) ?? null,
  };
}

/** Writes the modes to storage (removing what is off). */
export function writeModes(store: Store, modes: ModeState): void {
  const put = (key: string, value: string | null) =>
    value === null ? store.removeItem(key) : store.setItem(key, value);
  put(modeKeys.lessonMode, modes.lesson ? 'true' : null);
  put(modeKeys.selectedLesson, modes.lesson ? JSON.stringify(modes.lesson) : null);
  put(modeKeys.lessonThread, modes.lessonThread);
  put(modeKeys.testMode, modes.test ? 'true' : null);
  put(modeKeys.selectedTest, modes.test ? JSON.stringify(modes.test) : null);
  put(modeKeys.testThread, modes.testThread);
}

/** Test first, then lesson (docs/requirements.md#learning-space-states). */
export function modeOf(modes: ModeState): LearningMode {
  if (modes.test) return 'test';
  if (modes.lesson) return 'lesson';
  return 'normal';
}

/** The thread a message goes to: the test's, else the lesson's, else the main thread. */
export function activeThread(modes: ModeState, mainThread: string | null): string | null {
  if (modes.test && modes.testThread) return modes.testThread;
  if (modes.lesson && modes.lessonThread) return modes.lessonThread;
  return mainThread;
}

/**
 * A reply came back on another thread than it was sent to: the thread of the same mode follows it
 * (docs/requirements.md#learning-space-states), so the next message goes where the tutor now is.
 */
export function followThread(
  modes: ModeState,
  mainThread: string | null,
  sentTo: string,
  replied: string,
): { modes: ModeState; mainThread: string | null } {
  if (sentTo === replied) return { modes, mainThread };
  if (modes.test && modes.testThread === sentTo)
    return { modes: { ...modes, testThread: replied }, mainThread };
  if (modes.lesson && modes.lessonThread === sentTo)
    return { modes: { ...modes, lessonThread: replied }, mainThread };
  return { modes, mainThread: mainThread === sentTo || mainThread === null ? replied : mainThread };
}
