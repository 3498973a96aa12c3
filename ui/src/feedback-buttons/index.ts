export { FeedbackButtons } from './feedback-buttons';
export type { FeedbackButtonsProps, FeedbackSubmission, FeedbackValue } from './feedback-buttons';
