import type { LoadState } from '@havruta/ui';
import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../../../lib/api-client/errors';

type Internal<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` whenever it changes (memoise it with useCallback) and on `retry`, aborting the previous
 * run; a failure becomes `{ status: 'error', message: describe(error) }`, described at render so a
 * language switch re-words it. A null `load` waits.
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  describe: (error: unknown) => string,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<Internal<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A new loader shows loading at once, never the previous loader's data for a render.
  const [current, setCurrent] = useState(() => load);
  if (current !== load) {
    setCurrent(() => load);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.warn('window data failed to load', error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return {
    state: state.status === 'error' ? { status: 'error', message: describe(state.error) } : state,
    retry,
  };
}
