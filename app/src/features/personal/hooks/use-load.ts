import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** An asynchronous value: loading, ready, or failed with the error. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const loading = { status: 'loading' } as const;

/**
 * Loads a value for `key` (null: nothing to load) and again whenever the key changes or `reload` is
 * called; a load in flight is aborted when it is superseded or the component unmounts.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ id: string; loaded: Loaded<T> } | null>(null);
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const id = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ id, loaded: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ id, loaded: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [id]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return [result !== null && result.id === id ? result.loaded : loading, reload];
}
