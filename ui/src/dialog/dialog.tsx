import { useEffect, useState } from 'react';
import { lazyModule, useLazyModule } from '../lazy-module';
import type { DialogProps } from './dialog-props';

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
