// The dialog's props and timing, below both the lazy shell (dialog.tsx) and the panel it loads.
import type { ReactNode, RefObject } from 'react';

/** The dialog's open/close animation length in seconds. */
export const DIALOG_ANIMATION_SECONDS = 0.3;

export interface DialogProps {
  /** whether the dialog is shown */
  open: boolean;
  /** called with false when the user closes it (close button, Escape, backdrop) */
  onOpenChange: (open: boolean) => void;
  /** the heading that names the dialog */
  title: ReactNode;
  /** optional text under the title, announced with it */
  description?: ReactNode;
  /** false makes the dialog non-dismissable: no close button, Escape and backdrop clicks do nothing */
  dismissable?: boolean;
  /** called when a non-dismissable dialog is asked to close (Escape, a click outside) */
  onDismissAttempt?: () => void;
  /** the dialog's content */
  children?: ReactNode;
  /** extra class on the dialog panel */
  className?: string;
  /** panel width in CSS units (default 32rem) */
  width?: string;
  /**
   * where focus goes when the dialog closes; by default whatever had focus when it opened (give this when
   * the opener lost focus on the way, e.g. a button disabled while the dialog's content loaded)
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}
