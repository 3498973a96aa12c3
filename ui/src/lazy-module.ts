import { useEffect, useState, useSyncExternalStore } from 'react';

/** Where a lazily loaded chunk is: not asked for yet, on its way, ready, or failed to load. */
export type LazyModuleStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A chunk loaded once on first use, readable synchronously once it arrived (for useSyncExternalStore). */
export interface LazyModule<T> {
  /** loads the chunk once; later calls share the same promise; a failed load may be retried */
  load: () => Promise<T>;
  /** the loaded value, or null before it arrives */
  get: () => T | null;
  /** the current load status */
  status: () => LazyModuleStatus;
  /** subscribes to status changes */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Wraps a dynamic import so components can render at once when the chunk is already there and re-render
 * when it arrives, without suspending (KaTeX, the markdown renderer, the dialog panel).
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let status: LazyModuleStatus = 'idle';
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LazyModuleStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return {
    load: () => {
      if (value !== null) return Promise.resolve(value);
      if (!pending) {
        set('loading');
        pending = importer().then(
          (loaded) => {
            value = loaded;
            set('ready');
            return loaded;
          },
          (error: unknown) => {
            pending = null;
            set('failed');
            throw error;
          },
        );
      }
      return pending;
    },
    get: () => value,
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module once it has arrived, or null; starts the load while `wanted`, and re-renders when it arrives.
 * `sticky` stays true once `wanted` was, so a dialog that closes stays mounted for its exit.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): { value: T | null; sticky: boolean } {
  const status = useSyncExternalStore(module.subscribe, module.status, module.status);
  const [sticky, setSticky] = useState(wanted);
  if (wanted && !sticky) setSticky(true);
  useEffect(() => {
    if (wanted && module.status() !== 'ready') module.load().catch(() => undefined);
  }, [module, wanted]);
  return { value: status === 'ready' ? module.get() : null, sticky: sticky || wanted };
}
