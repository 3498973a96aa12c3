import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A ref that always holds the latest value, for async work that must not read a stale render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * State whose latest value async code can read at once (`ref.current` is set with the state, before the
 * next render), so two steps of one flow never see different threads.
 */
export function useStateRef<T>(initial: T | (() => T)) {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const set = useCallback((next: T | ((current: T) => T)) => {
    const value = typeof next === 'function' ? (next as (current: T) => T)(ref.current) : next;
    ref.current = value;
    setState(value);
  }, []);
  return [state, set, ref] as const;
}

/** Resolves after `ms`. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A fresh client id for a message (idempotency key, kept across retries). */
export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
