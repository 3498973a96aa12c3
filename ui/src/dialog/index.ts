export { DIALOG_ANIMATION_SECONDS, Dialog } from './dialog';
export type { DialogProps } from './dialog';
