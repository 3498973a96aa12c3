/**
 * Roving focus for a horizontal tab list. Arrow keys follow the visual order: in RTL the first tab is on
 * the right, so ArrowLeft moves to the next tab and ArrowRight to the previous one. Home and End jump to
 * the ends; movement wraps around, skipping disabled tabs.
 */
export function nextTabIndex(
  key: string,
  current: number,
  disabled: readonly boolean[],
  direction: 'ltr' | 'rtl',
): number | null {
  const total = disabled.length;
  if (total === 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  let step: number;
  let from = current;
  if (key === forward) step = 1;
  else if (key === backward) step = -1;
  else if (key === 'Home') {
    step = 1;
    from = -1;
  } else if (key === 'End') {
    step = -1;
    from = total;
  } else return null;
  for (let i = 1; i <= total; i += 1) {
    const candidate = (((from + step * i) % total) + total) % total;
    if (!disabled[candidate]) return candidate;
  }
  return null;
}
