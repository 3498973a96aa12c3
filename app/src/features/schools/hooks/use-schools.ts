import { useCallback, useEffect, useState } from 'react';
import type { School } from '../../../../../backend/contract';
import { listSchools } from '../api/list-schools';

export type SchoolsState =
  | { status: 'loading'; schools: readonly School[] }
  | { status: 'ready'; schools: readonly School[] }
  | { status: 'error'; schools: readonly School[] };

/** Loads the active schools once, with a retry. */
export function useSchools(): SchoolsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SchoolsState>({ status: 'loading', schools: [] });

  useEffect(() => {
    const controller = new AbortController();
    listSchools(controller.signal).then(
      (schools) => setState({ status: 'ready', schools }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('schools failed to load', error);
          setState({ status: 'error', schools: [] });
        }
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading', schools: [] });
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry };
}
