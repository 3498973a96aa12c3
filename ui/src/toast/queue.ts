/** Pure toast queue rules: kinds, default durations and the cap on visible toasts. */

/** What a toast reports. */
export type ToastKind = 'success' | 'error' | 'info';

/** At most this many toasts are shown at once; the oldest leaves first. */
export const TOAST_LIMIT = 20;
/** A success toast stays this long unless told otherwise. */
export const SUCCESS_TOAST_MS = 5000;
/** Default lifetime of error and info toasts. */
export const DEFAULT_TOAST_MS = 5000;

/** What a caller passes to show a toast. */
export interface ToastOptions {
  /** success (default), error or info */
  kind?: ToastKind;
  /** optional bold first line */
  title?: string;
  /** the message */
  message: string;
  /** lifetime in ms; 0 or Infinity keeps it until dismissed */
  duration?: number;
}

/** A toast in the queue. */
export interface ToastItem {
  id: string;
  kind: ToastKind;
  title?: string;
  message: string;
  /** lifetime in ms, Infinity when it stays until dismissed */
  duration: number;
}

/** The lifetime a toast gets from its options. */
export function toastDuration(options: Pick<ToastOptions, 'kind' | 'duration'>): number {
  if (options.duration === 0) return Infinity;
  if (options.duration !== undefined && options.duration > 0) return options.duration;
  return (options.kind ?? 'success') === 'success' ? SUCCESS_TOAST_MS : DEFAULT_TOAST_MS;
}

/** Builds a queue item from options. */
export function createToast(id: string, options: ToastOptions): ToastItem {
  const kind = options.kind ?? 'success';
  return { id, kind, title: options.title, message: options.message, duration: toastDuration(options) };
}

/** Adds a toast at the end, dropping the oldest ones beyond the limit. */
export function enqueueToast(
  queue: readonly ToastItem[],
  toast: ToastItem,
  limit = TOAST_LIMIT,
): ToastItem[] {
  const next = [...queue, toast];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** Removes one toast by id. */
export function dismissToast(queue: readonly ToastItem[], id: string): ToastItem[] {
  return queue.filter((toast) => toast.id !== id);
}
