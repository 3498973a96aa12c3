/** Pure keyboard and index logic of the image viewer. */

/** What a key does in the viewer. */
export type ViewerAction = 'previous' | 'next' | 'close' | null;

/**
 * Maps a key to an action. Arrow keys follow what the learner sees: the arrow pointing the way the
 * sequence advances means "next". In LTR the next button sits on the right, so → is next; in RTL the
 * layout mirrors, the next button sits on the left, so ← is next and → is previous.
 */
export function keyToAction(key: string, direction: 'ltr' | 'rtl'): ViewerAction {
  if (key === 'Escape') return 'close';
  if (key === 'ArrowRight') return direction === 'rtl' ? 'previous' : 'next';
  if (key === 'ArrowLeft') return direction === 'rtl' ? 'next' : 'previous';
  return null;
}

/** The index after a step, kept within 0..total-1 (no wrap-around, so the ends are clear). */
export function stepIndex(index: number, total: number, action: 'previous' | 'next'): number {
  if (total <= 0) return 0;
  const next = action === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), total - 1);
}
