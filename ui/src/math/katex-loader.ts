import { lazyModule, type LazyModuleStatus } from '../lazy-module';
import type { KatexLike } from './tex';

/** Where the lazy KaTeX chunk is: not asked for yet, on its way, ready, or failed to load. */
export type KatexStatus = LazyModuleStatus;

const katex = lazyModule(() => import('./katex-chunk').then((loaded): KatexLike => loaded.default));

/** Loads the KaTeX chunk once; later calls share the same promise. A failed load may be retried. */
export const loadKatex: () => Promise<KatexLike> = katex.load;

/** The loaded module, or null before it arrives. */
export const getKatex: () => KatexLike | null = katex.get;

/** The current load status (for useSyncExternalStore). */
export const getKatexStatus: () => KatexStatus = katex.status;

/** Subscribes to status changes (for useSyncExternalStore). */
export const subscribeKatex: (listener: () => void) => () => void = katex.subscribe;
