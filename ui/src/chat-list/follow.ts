/**
 * Pure rules of how the chat list follows the newest message: where it scrolls to, and whether the learner
 * is reading along with the newest message or has scrolled up to read the history.
 */
import { isNearBottom, STICK_THRESHOLD_PX } from './window';

/** Space kept above the newest message when its start is brought to the top of the view (px). */
export const ANCHOR_MARGIN_PX = 16;

/** The scroll box and where its newest message starts, all in px of the box's content. */
export interface FollowMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
  /** where the newest message starts, measured from the top of the scrolled content */
  anchorTop: number;
}

/**
 * Where the list scrolls to show the newest message: the end of the list, unless the newest message is
 * taller than the view, in which case its start stays at the top (the learner reads a reply from its first
 * line, not from its last). It never scrolls back up: a learner already reading further down stays there.
 */
export function followTarget({ scrollTop, clientHeight, scrollHeight, anchorTop }: FollowMetrics): number {
  const bottom = Math.max(0, scrollHeight - clientHeight);
  const start = Math.max(0, anchorTop - ANCHOR_MARGIN_PX);
  return Math.min(bottom, Math.max(scrollTop, Math.min(bottom, start)));
}

/**
 * Whether a scroll position the learner chose still follows the newest message: at the end of the list,
 * or anywhere from just above the newest message's start downwards. Above that they are reading history.
 */
export function isFollowing(metrics: FollowMetrics): boolean {
  const { scrollTop, clientHeight, scrollHeight, anchorTop } = metrics;
  if (isNearBottom(scrollTop, clientHeight, scrollHeight)) return true;
  return scrollTop >= anchorTop - ANCHOR_MARGIN_PX - STICK_THRESHOLD_PX;
}

/** A scroll event at `scrollTop` is the list's own move to `lastSet`, not the learner's (1 px rounding). */
export function isOwnScroll(scrollTop: number, lastSet: number | null): boolean {
  return lastSet !== null && Math.abs(scrollTop - lastSet) <= 1;
}

/**
 * Whether the list follows after a scroll it did not make itself. Only a move up, away from the newest
 * message, stops following: the browser also moves the view when content above it changes size (scroll
 * anchoring, messages laid out late), and that is not the learner leaving for the history. Coming back down
 * to the newest message follows again.
 */
export function nextFollowing(following: boolean, movedUp: boolean, atNewest: boolean): boolean {
  if (atNewest) return true;
  return following && !movedUp;
}
