import type { KatexLike } from './tex';

/** Where the lazy KaTeX chunk is: not asked for yet, on its way, ready, or failed to load. */
export type KatexStatus = 'idle' | 'loading' | 'ready' | 'failed';

let status: KatexStatus = 'idle';
let module: KatexLike | null = null;
let pending: Promise<KatexLike> | null = null;
const listeners = new Set<() => void>();

function set(next: KatexStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** Loads the KaTeX chunk once; later calls share the same promise. A failed load may be retried. */
export function loadKatex(): Promise<KatexLike> {
  if (module) return Promise.resolve(module);
  if (!pending) {
    set('loading');
    pending = import('./katex-chunk').then(
      (loaded) => {
        module = loaded.default;
        set('ready');
        return loaded.default;
      },
      (error: unknown) => {
        pending = null;
        set('failed');
        throw error;
      },
    );
  }
  return pending;
}

/** The loaded module, or null before it arrives. */
export function getKatex(): KatexLike | null {
  return module;
}

/** The current load status (for useSyncExternalStore). */
export function getKatexStatus(): KatexStatus {
  return status;
}

/** Subscribes to status changes (for useSyncExternalStore). */
export function subscribeKatex(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
