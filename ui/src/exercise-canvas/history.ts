/** Undo/redo history of a canvas: pure. */
import type { DrawingOperation } from '../drawing/stroke';

/** Operations drawn so far and the ones undone (most recent last). */
export interface CanvasHistory {
  done: readonly DrawingOperation[];
  undone: readonly DrawingOperation[];
}

/** An empty history, or one that starts with operations (a restored draft). */
export function createHistory(initial: readonly DrawingOperation[] = []): CanvasHistory {
  return { done: initial, undone: [] };
}

/** Adds an operation; anything undone can no longer be redone. */
export function record(history: CanvasHistory, operation: DrawingOperation): CanvasHistory {
  return { done: [...history.done, operation], undone: [] };
}

/** Takes back the latest operation. */
export function undo(history: CanvasHistory): CanvasHistory {
  const last = history.done.at(-1);
  if (!last) return history;
  return { done: history.done.slice(0, -1), undone: [...history.undone, last] };
}

/** Puts back the latest undone operation. */
export function redo(history: CanvasHistory): CanvasHistory {
  const last = history.undone.at(-1);
  if (!last) return history;
  return { done: [...history.done, last], undone: history.undone.slice(0, -1) };
}

/** "Clear all" is recorded as an operation so it can be undone; clearing a blank page does nothing. */
export function clearAll(history: CanvasHistory): CanvasHistory {
  const last = history.done.at(-1);
  if (!last || last.tool === 'clear') return history;
  return record(history, { tool: 'clear' });
}
