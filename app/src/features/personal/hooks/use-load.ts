import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** An asynchronous value: loading, ready, or failed with the error. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const loading = { status: 'loading' } as const;

/**
 * Loads a value for `key` (null: nothing to load) and again whenever the key changes or `reload` is
 * called; a load in flight is aborted when it is superseded or the component unmounts. `refresh` loads
 * again too, but keeps showing the value it has until the new one arrives (no loading state in between).
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): [Loaded<T>, () => void, () => void] {
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const [result, setResult] = useState<{ id: string; key: string; loaded: Loaded<T> } | null>(null);
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const id = key === null ? null : `${attempt.count}:${key}`;

  useEffect(() => {
    if (id === null || key === null) return;
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ id, key, loaded: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ id, key, loaded: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [id, key]);

  const reload = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, quiet: true })), []);
  if (result !== null && result.id === id) return [result.loaded, reload, refresh];
  const kept = attempt.quiet && result !== null && result.key === key && result.loaded.status === 'ready';
  return [kept ? result.loaded : loading, reload, refresh];
}
