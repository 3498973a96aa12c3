import { useSyncExternalStore } from 'react';

/**
 * Below this width (CSS px) the learning space is laid out for a phone: every window opens as a full-width
 * sheet and the side toolbar becomes a labelled bottom bar (docs/screens.md, "Phone layout"). 600 px puts
 * every phone in portrait and most in landscape below it, and a small tablet (768 px) above.
 */
export const PHONE_BREAKPOINT_PX = 600;

/** The media query of the phone layout; the CSS of the sheets and the bottom bar uses the same width. */
export const phoneLayoutQuery = `(max-width: ${PHONE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(phoneLayoutQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(phoneLayoutQuery).matches;
const serverSnapshot = () => false;

/** True while the viewport is narrower than PHONE_BREAKPOINT_PX; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
