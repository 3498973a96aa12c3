import { useEffect, useRef, type RefObject } from 'react';

/** True while the component is mounted: an async handler checks it before setting state. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
