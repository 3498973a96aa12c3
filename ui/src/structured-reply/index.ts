export { StructuredReply } from './structured-reply';
export type { StructuredReplyActions, StructuredReplyProps } from './structured-reply';
export { ChatMessageBody, messageNeedsMarkdown } from './chat-message-body';
export type { ChatMessageBodyProps } from './chat-message-body';
export { ReplyImages } from './reply-images';
export type { OpenImages, ReplyImagesProps } from './reply-images';
export { asStructuredReply, structuredReplyKinds } from './guard';
export type {
  ExerciseView,
  LearningSessionView,
  ReplyCorrectness,
  ReplyStepView,
  SlideBlockView,
  StructuredReplyKind,
  StructuredReplyView,
} from './types';
