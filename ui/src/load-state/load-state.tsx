import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Loader } from '../loader/loader';
import { useUiStrings } from '../strings-context';
import { loadStateStrings } from './strings';
import '../panel-parts/panel-parts.css';
import './load-state.css';

/** Data that arrives asynchronously: still loading, failed with a message, or there. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export interface LoadStateViewProps<T> {
  /** where the data is */
  state: LoadState<T>;
  /** what the loader says; "Loading..." by default */
  loadingLabel?: string;
  /** shown instead of children when the data is empty */
  emptyLabel?: string;
  /** decides emptiness; arrays are empty with no items by default */
  isEmpty?: (data: T) => boolean;
  /** offers a retry button under the error */
  onRetry?: () => void;
  /** renders the data */
  children: (data: T) => ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** Loading, error (with retry), empty and ready, the same way in every window. */
export function LoadStateView<T>({
  state,
  loadingLabel,
  emptyLabel,
  isEmpty = defaultIsEmpty,
  onRetry,
  children,
}: LoadStateViewProps<T>) {
  const strings = useUiStrings('loadState', loadStateStrings);
  if (state.status === 'loading') {
    return <Loader type="dots" className="hv-load-state" message={loadingLabel ?? strings.loading} />;
  }
  if (state.status === 'error') {
    return (
      <div className="hv-load-state hv-load-state--error">
        <p role="alert" className="hv-inline-notice">
          {state.message}
        </p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {strings.retry}
          </Button>
        )}
      </div>
    );
  }
  if (emptyLabel && isEmpty(state.data)) return <EmptyState className="hv-load-state" title={emptyLabel} />;
  return <>{children(state.data)}</>;
}
