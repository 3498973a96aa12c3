export { LearningSession } from './learning-session';
export type { LearningSessionProps, LearningSessionState, SlideReference } from './learning-session';
export {
  GUIDED_EXAMPLE_ID,
  UNNUMBERED_STEPS,
  numbersItsOwnSteps,
  sessionSlides,
  slideProgress,
  stepNumber,
  stepNumbers,
} from './slides';
export type { LearningSessionContent, SessionSlide, SlideBlock } from './slides';
