import { useEffect, useRef } from 'react';

/** Two returns closer than this (a tab switch fires both focus and visibilitychange) refresh once. */
const minGapMs = 2000;

/**
 * Calls `refresh` when the student comes back to the page (its tab shown again, or its window focused):
 * practice and tests done in another tab or window show in the progress and the plan without a button.
 */
export function useRefreshOnReturn(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < minGapMs) return;
      last = Date.now();
      latest.current();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, []);
}
