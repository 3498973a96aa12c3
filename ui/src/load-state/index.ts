export { LoadStateView } from './load-state';
export type { LoadState, LoadStateViewProps } from './load-state';
