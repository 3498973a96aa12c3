export { FocusModePopup, focusModes } from './focus-mode-popup';
export type { FocusMode, FocusModePopupProps } from './focus-mode-popup';
