export { Dialog, preloadDialog } from './dialog';
export { DIALOG_ANIMATION_SECONDS } from './dialog-props';
export type { DialogProps } from './dialog-props';
