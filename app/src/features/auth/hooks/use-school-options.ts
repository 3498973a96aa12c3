import type { SchoolOption, SchoolSelectStatus } from '@havruta/ui';
import { useCallback, useEffect, useState } from 'react';
import { loadAuthApi } from '../../../lib/api-client/load-auth-api';

interface SchoolOptions {
  status: SchoolSelectStatus;
  schools: readonly SchoolOption[];
  retry: () => void;
}

/** The active schools for the register dropdown (GET /api/auth/schools), with a retry. */
export function useSchoolOptions(): SchoolOptions {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<SchoolOptions, 'retry'>>({ status: 'loading', schools: [] });

  useEffect(() => {
    const controller = new AbortController();
    loadAuthApi()
      .then((authApi) => authApi.listSchools(controller.signal))
      .then(
        ({ schools }) =>
          setState({
            status: 'ready',
            schools: schools.filter((school) => school.active).map(({ id, name }) => ({ id, name })),
          }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('schools failed to load', error);
          setState({ status: 'error', schools: [] });
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
