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
 * A reducer whose latest state async code can read at once (`ref.current` is set with each action, before
 * the next render), so two steps of one flow never see different threads.
 */
export function useReducerRef<S, A>(reducer: (state: S, action: A) => S, init: () => S) {
  const [state, setState] = useState(init);
  const ref = useRef(state);
  const dispatch = useCallback(
    (action: A) => {
      ref.current = reducer(ref.current, action);
      setState(ref.current);
    },
    [reducer],
  );
  return [state, dispatch, ref as { readonly current: S }] as const;
}

/** Resolves after `ms`. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
