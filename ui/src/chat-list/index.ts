export { ChatList } from './chat-list';
export type { ChatListProps } from './chat-list';
export { CHAT_PAGE_SIZE, STICK_THRESHOLD_PX, initialHidden, isNearBottom, revealEarlier } from './window';
