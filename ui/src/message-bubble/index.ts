export { MessageBubble } from './message-bubble';
export type { MessageBubbleProps, MessageRole } from './message-bubble';
export { contentToBlocks } from './content';
export type { MessageContent } from './content';
