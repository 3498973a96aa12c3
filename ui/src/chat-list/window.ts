/** Pure rules of the chat list's window over a long history: which messages are rendered. */

/** Messages rendered at first, and added each time the learner reaches the top. */
export const CHAT_PAGE_SIZE = 40;

/**
 * Messages of a freshly loaded history rendered in its first frame; the rest of the newest page follows
 * right after that frame, so a long history shows without waiting for all 40.
 */
export const CHAT_FIRST_FRAME_SIZE = 8;

/** The index of the first rendered message: the page's start, or later in a fresh history's first frame. */
export function firstRendered(
  total: number,
  hidden: number,
  firstFrame: boolean,
  firstFrameSize = CHAT_FIRST_FRAME_SIZE,
): number {
  return firstFrame ? Math.max(hidden, total - firstFrameSize) : hidden;
}

/** How far from the bottom (px) still counts as "at the bottom", so new messages scroll into view. */
export const STICK_THRESHOLD_PX = 120;

/** How many of the oldest messages a freshly loaded history leaves out. */
export function initialHidden(total: number, pageSize = CHAT_PAGE_SIZE): number {
  return Math.max(0, total - pageSize);
}

/** How many stay left out after the learner asks for an earlier page. */
export function revealEarlier(hidden: number, pageSize = CHAT_PAGE_SIZE): number {
  return Math.max(0, hidden - pageSize);
}

/** Whether a scroll position is close enough to the end to follow new messages. */
export function isNearBottom(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollHeight - scrollTop - clientHeight <= STICK_THRESHOLD_PX;
}
