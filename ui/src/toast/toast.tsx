import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUiStrings } from '../strings-context';
import { toastStrings } from './strings';
import {
  TOAST_LIMIT,
  createToast,
  dismissToast,
  enqueueToast,
  type ToastItem,
  type ToastOptions,
} from './queue';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './toast.css';

/** The functions `useToast()` returns. */
export interface ToastApi {
  /** shows a toast and returns its id */
  show: (options: ToastOptions) => string;
  /** shows a success toast (5000 ms unless a duration is given) */
  success: (message: string, options?: Omit<ToastOptions, 'message' | 'kind'>) => string;
  /** shows an error toast */
  error: (message: string, options?: Omit<ToastOptions, 'message' | 'kind'>) => string;
  /** shows an info toast */
  info: (message: string, options?: Omit<ToastOptions, 'message' | 'kind'>) => string;
  /** removes a toast now */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** the app below the toasts */
  children?: ReactNode;
  /** how many toasts may be visible at once (default 20) */
  limit?: number;
}

/**
 * Holds the toast queue and renders it in a polite live region at the inline-end bottom corner.
 * Inside another ToastProvider it defers to the outer one, so a page has one live region.
 */
export function ToastProvider({ children, limit = TOAST_LIMIT }: ToastProviderProps) {
  const outer = useContext(ToastContext);
  if (outer) return <>{children}</>;
  return <ToastRoot limit={limit}>{children}</ToastRoot>;
}

function ToastRoot({ children, limit }: { children?: ReactNode; limit: number }) {
  const strings = useUiStrings('toast', toastStrings);
  const [queue, setQueue] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setQueue((current) => dismissToast(current, id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setQueue((current) => enqueueToast(current, createToast(id, options), limit));
      return id;
    },
    [limit],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show({ ...options, message, kind: 'success' }),
      error: (message, options) => show({ ...options, message, kind: 'error' }),
      info: (message, options) => show({ ...options, message, kind: 'info' }),
    }),
    [dismiss, show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="hv-toast-region" aria-label={strings.region}>
        <div className="hv-toast-list" role="status" aria-live="polite" aria-atomic="false">
          {queue.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={strings.dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function Toast({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  // The timer pauses while the pointer or focus is on the toast, so it can be read and dismissed.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [onDismiss, paused, toast.id]);

  return (
    <div
      className="hv-toast"
      data-kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="hv-toast__text">
        {toast.title && <strong className="hv-toast__title">{toast.title}</strong>}
        <span>{toast.message}</span>
      </div>
      <button
        type="button"
        className="hv-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Shows toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
