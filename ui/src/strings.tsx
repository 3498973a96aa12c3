import { audioPlayerStrings } from './audio-player/strings';
import { calculatorStrings } from './calculator/strings';
import { carouselStrings } from './carousel/strings';
import { contentPopupStrings } from './content-popup/strings';
import { dialogStrings } from './dialog/strings';
import { drawingPadStrings } from './drawing/strings';
import { exerciseCanvasStrings } from './exercise-canvas/strings';
import { feedbackStrings } from './feedback-buttons/strings';
import { focusModeStrings } from './focus-mode-popup/strings';
import { imageViewerStrings } from './image-viewer/strings';
import { inputBarStrings } from './input-bar/strings';
import { learningPlanStrings } from './learning-plan/strings';
import { loaderStrings } from './loader/strings';
import { mathStrings } from './math/strings';
import { messageBubbleStrings } from './message-bubble/strings';
import { richTextStrings } from './rich-text/strings';
import { schoolSelectStrings } from './school-select/strings';
import { scoreBadgeStrings } from './score-badge/strings';
import { toastStrings } from './toast/strings';
import { tutorAvatarStrings } from './tutor-avatar/strings';
import { windowStrings } from './window/strings';
import { chatListStrings } from './chat-list/strings';
import { lessonBannerStrings } from './lesson-banner/strings';
import { structuredReplyStrings } from './structured-reply/strings';
import { exercisePlatformStrings } from './exercise-platform/strings';
import { guidedTestsStrings } from './guided-tests-modal/strings';
import { learningSessionStrings } from './learning-session/strings';
import { lessonsWindowStrings } from './lessons-window/strings';
import { loadStateStrings } from './load-state/strings';
import { practiceProblemsStrings } from './practice-problems/strings';
import { testsWindowStrings } from './tests-window/strings';

/**
 * Every string the design system shows, with Hebrew defaults. Apps pass their translations through
 * `UiStringsProvider`; ui/ never imports an i18n library. Each component owns its section
 * (`ui/src/<component>/strings.ts`) and hands it to `useUiStrings`, so a bundle carries only the
 * defaults of the components it uses. This aggregate is for tests and types: no component and not the
 * provider (./strings-context.tsx) imports it. The Hebrew defaults equal content/locales/he/ui.json (a unit test keeps them in step).
 */
export const defaultUiStrings = {
  schoolSelect: schoolSelectStrings,
  // Design system I
  window: windowStrings,
  dialog: dialogStrings,
  toast: toastStrings,
  calculator: calculatorStrings,
  drawingPad: drawingPadStrings,
  exerciseCanvas: exerciseCanvasStrings,
  // ── Design system II ──
  math: mathStrings,
  richText: richTextStrings,
  messageBubble: messageBubbleStrings,
  feedback: feedbackStrings,
  inputBar: inputBarStrings,
  audioPlayer: audioPlayerStrings,
  imageViewer: imageViewerStrings,
  contentPopup: contentPopupStrings,
  tutorAvatar: tutorAvatarStrings,
  loader: loaderStrings,
  scoreBadge: scoreBadgeStrings,
  carousel: carouselStrings,
  focusMode: focusModeStrings,
  // ── Learning space ──
  structuredReply: structuredReplyStrings,
  lessonBanner: lessonBannerStrings,
  chatList: chatListStrings,
  // ── The learning space's windows ──
  loadState: loadStateStrings,
  practiceProblems: practiceProblemsStrings,
  testsWindow: testsWindowStrings,
  lessonsWindow: lessonsWindowStrings,
  guidedTests: guidedTestsStrings,
  learningSession: learningSessionStrings,
  exercisePlatform: exercisePlatformStrings,
  learningPlan: learningPlanStrings,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The full strings table. */
export type UiStrings = Widen<typeof defaultUiStrings>;
/** Any subset of the table; missing entries fall back to the Hebrew defaults. */
export type UiStringsOverrides = { [K in keyof UiStrings]?: Partial<UiStrings[K]> };
