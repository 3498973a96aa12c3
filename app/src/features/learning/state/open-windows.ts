/** Which of the learning space's windows are open (several at once: the calculator beside practice). Pure. */
import type { LearningWindowId } from '../learning-space';

export type OpenWindows = ReadonlySet<LearningWindowId>;

export type OpenWindowsAction = { type: 'opened' | 'closed' | 'toggled'; id: LearningWindowId };

export const noOpenWindows: OpenWindows = new Set();

/** Opening an open window or closing a closed one keeps the same set, so nothing re-renders. */
export function openWindowsReducer(state: OpenWindows, action: OpenWindowsAction): OpenWindows {
  const open = state.has(action.id);
  if ((action.type === 'opened' && open) || (action.type === 'closed' && !open)) return state;
  const next = new Set(state);
  if (open) next.delete(action.id);
  else next.add(action.id);
  return next;
}
