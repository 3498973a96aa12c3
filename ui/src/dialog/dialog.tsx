import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { lazyModule, useLazyModule } from '../lazy-module';

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

// Radix's dialog and the animation library are about 30 KB gzip: a screen whose dialogs stay closed (a
// saved course, no feedback given) never loads them.
const panel = lazyModule(() => import('./dialog-panel'));

/** Loads a dialog's code before one opens (a screen whose next step is likely a dialog). */
export function preloadDialog(): Promise<unknown> {
  return panel.load();
}

/**
 * A titled modal dialog with a focus trap, a backdrop and a 0.3 s entrance (instant with reduced motion).
 * Its code loads the first time it opens, so a closed dialog costs nothing.
 */
export function Dialog(props: DialogProps) {
  // Once opened it stays mounted, so closing plays the exit animation and returns focus.
  const { value: loaded, sticky } = useLazyModule(panel, props.open);
  // The panel first mounts closed and opens a frame later, as when it was always there: mounted open, its
  // entrance animation never ran and it stayed transparent.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!loaded || !sticky) return;
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, [loaded, sticky]);
  return loaded && sticky ? <loaded.DialogPanel {...props} open={props.open && settled} /> : null;
}
