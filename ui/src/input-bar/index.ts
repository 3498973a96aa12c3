export { InputBar } from './input-bar';
export type { InputBarProps, RecordingState } from './input-bar';
export { buildOutgoingMessage } from './outgoing';
export type { OutgoingMessage } from './outgoing';
