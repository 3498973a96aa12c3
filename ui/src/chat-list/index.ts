export { ChatList } from './chat-list';
export type { ChatListProps } from './chat-list';
export {
  CHAT_FIRST_FRAME_SIZE,
  CHAT_PAGE_SIZE,
  STICK_THRESHOLD_PX,
  firstRendered,
  initialHidden,
  isNearBottom,
  revealEarlier,
} from './window';
export { ANCHOR_MARGIN_PX, followTarget, isFollowing, isOwnScroll, nextFollowing } from './follow';
export type { FollowMetrics } from './follow';
