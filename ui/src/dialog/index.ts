export { DIALOG_ANIMATION_SECONDS, Dialog, preloadDialog } from './dialog';
export type { DialogProps } from './dialog';
