export { ToastProvider, useToast } from './toast';
export type { ToastApi, ToastProviderProps } from './toast';
export {
  DEFAULT_TOAST_MS,
  SUCCESS_TOAST_MS,
  TOAST_LIMIT,
  createToast,
  dismissToast,
  enqueueToast,
  toastDuration,
} from './queue';
export type { ToastItem, ToastKind, ToastOptions } from './queue';
