import { useCallback, useMemo, useReducer } from 'react';
import type { LearningWindowId } from '../learning-space';
import { noOpenWindows, openWindowsReducer } from '../state/open-windows';

/** The learning space's open windows (state/open-windows.ts) and the intents that change them. */
export function useOpenWindows() {
  const [openWindows, dispatch] = useReducer(openWindowsReducer, noOpenWindows);
  const openWindow = useCallback((id: LearningWindowId) => dispatch({ type: 'opened', id }), []);
  const closeWindow = useCallback((id: LearningWindowId) => dispatch({ type: 'closed', id }), []);
  const toggleWindow = useCallback((id: LearningWindowId) => dispatch({ type: 'toggled', id }), []);
  return useMemo(
    () => ({ openWindows, openWindow, closeWindow, toggleWindow }),
    [closeWindow, openWindow, openWindows, toggleWindow],
  );
}
