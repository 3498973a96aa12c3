import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Last scroll position per history entry, for back and forward. */
const positions = new Map<string, number>();

/**
 * What the data router's `<ScrollRestoration>` did for the declarative router: a new navigation starts at
 * the top, back and forward return to where the entry was left.
 */
export function ScrollManager() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, navigationType]);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  return null;
}
