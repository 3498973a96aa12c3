/**
 * The learning space's windows (issue 15), for the /learning screen. Each one loads its code the first time
 * it opens (see lazyWindow), so the route's first paint carries none of them. Props are documented on each
 * window's own module and in /work/notes/windows.md.
 */
import type { CalculatorWindowProps } from './calculator/calculator-window';
import type { ContentPopupWindowProps } from './content-popup/content-popup-window';
import type { ExercisePlatformWindowProps } from './exercise/exercise-platform-window';
import type { FocusModeWindowProps } from './focus-mode/focus-mode-window';
import type { GuidedTestsModalProps } from './guided-tests/guided-tests-modal';
import type { ImageViewerWindowProps } from './image-viewer/image-viewer-window';
import type { LearningSessionWindowProps } from './learning-session/learning-session-window';
import type { LessonsWindowProps } from './lessons/lessons-window';
import type { PracticeWindowProps } from './practice/practice-window';
import type { TestsWindowProps } from './tests/tests-window';
import { lazyComponent as lazyWindow } from '../../../lib/lazy/lazy-component';

export type { CalculatorWindowProps } from './calculator/calculator-window';
export type { ContentPopupWindowProps, PopupSource } from './content-popup/content-popup-window';
export type { ExercisePlatformWindowProps } from './exercise/exercise-platform-window';
export type { FocusModeWindowProps } from './focus-mode/focus-mode-window';
export type { GuidedTestsModalProps, SelectedGuidedTest } from './guided-tests/guided-tests-modal';
export type { ImageViewerWindowProps } from './image-viewer/image-viewer-window';
export type { LearningSessionWindowProps } from './learning-session/learning-session-window';
export type { LessonsWindowProps } from './lessons/lessons-window';
export type { CheckAnswer, CheckReason, CheckResult, CheckVerdict } from './practice/check-answer';
export type { PracticeWindowProps } from './practice/practice-window';
export type { TestsWindowProps } from './tests/tests-window';
export type { LazyComponent as LazyWindow } from '../../../lib/lazy/lazy-component';

const isOpen = (props: { open: boolean }) => props.open;

export const PracticeWindow = lazyWindow<PracticeWindowProps>(
  () => import('./practice/practice-window').then((m) => m.PracticeWindow),
  isOpen,
);
export const TestsWindow = lazyWindow<TestsWindowProps>(
  () => import('./tests/tests-window').then((m) => m.TestsWindow),
  isOpen,
);
export const LessonsWindow = lazyWindow<LessonsWindowProps>(
  () => import('./lessons/lessons-window').then((m) => m.LessonsWindow),
  isOpen,
);
export const GuidedTestsModal = lazyWindow<GuidedTestsModalProps>(
  () => import('./guided-tests/guided-tests-modal').then((m) => m.GuidedTestsModal),
  isOpen,
);
export const LearningSessionWindow = lazyWindow<LearningSessionWindowProps>(
  () => import('./learning-session/learning-session-window').then((m) => m.LearningSessionWindow),
  (props) => props.data !== null && props.state !== 'closed',
);
export const ExercisePlatformWindow = lazyWindow<ExercisePlatformWindowProps>(
  () => import('./exercise/exercise-platform-window').then((m) => m.ExercisePlatformWindow),
  isOpen,
);
export const ImageViewerWindow = lazyWindow<ImageViewerWindowProps>(
  () => import('./image-viewer/image-viewer-window').then((m) => m.ImageViewerWindow),
  isOpen,
);
export const ContentPopupWindow = lazyWindow<ContentPopupWindowProps>(
  () => import('./content-popup/content-popup-window').then((m) => m.ContentPopupWindow),
  isOpen,
);
export const FocusModeWindow = lazyWindow<FocusModeWindowProps>(
  () => import('./focus-mode/focus-mode-window').then((m) => m.FocusModeWindow),
  isOpen,
);
export const CalculatorWindow = lazyWindow<CalculatorWindowProps>(
  () => import('./calculator/calculator-window').then((m) => m.CalculatorWindow),
  isOpen,
);

/**
 * The code of the windows the toolbar opens most (lessons, practice, tests), fetched when the learner reaches
 * for the toolbar (the learning screen calls it; each import starts once): opening one then waits for its
 * data more than its code.
 */
export function preloadToolWindows(): void {
  for (const tool of [LessonsWindow, PracticeWindow, TestsWindow]) void tool.preload().catch(() => undefined);
}
