/** Pure geometry of floating windows: placement, clamping and keyboard steps. */

/** A position in CSS pixels from the viewport's top-left corner. */
export interface Point {
  x: number;
  y: number;
}

/** A size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** How far a window may be dragged from where it opened, in px (left/top are negative). */
export interface DragLimits {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Constraints that apply to a window's position. */
export interface PositionConstraints {
  /** where the window opened; dragLimits are relative to it */
  origin?: Point;
  dragLimits?: DragLimits;
  /** when set, the whole window stays inside this viewport */
  viewport?: Size;
  /**
   * The screen the title bar must stay fully inside, whatever the drag limits say: a window whose title bar
   * left the screen could no longer be moved back or closed.
   */
  titleBar?: { screen: Size; height: number };
}

/** Pixels moved or resized by one arrow-key press. */
export const KEYBOARD_STEP = 10;

function clamp(value: number, min: number, max: number): number {
  if (max < min) return min;
  return Math.min(Math.max(value, min), max);
}

/** Keeps a size between min and max, and (when given) no larger than the viewport unless min forbids it. */
export function clampSize(size: Size, min: Size, max: Size, viewport?: Size): Size {
  const maxWidth = viewport ? Math.max(min.width, Math.min(max.width, viewport.width)) : max.width;
  const maxHeight = viewport ? Math.max(min.height, Math.min(max.height, viewport.height)) : max.height;
  return {
    width: clamp(size.width, min.width, maxWidth),
    height: clamp(size.height, min.height, maxHeight),
  };
}

/** Moves a position the least possible so it satisfies the drag limits and the viewport. */
export function clampPosition(position: Point, size: Size, constraints: PositionConstraints): Point {
  let { x, y } = position;
  const { origin, dragLimits, viewport, titleBar } = constraints;
  if (origin && dragLimits) {
    x = clamp(x, origin.x + dragLimits.left, origin.x + dragLimits.right);
    y = clamp(y, origin.y + dragLimits.top, origin.y + dragLimits.bottom);
  }
  if (viewport) {
    x = clamp(x, 0, viewport.width - size.width);
    y = clamp(y, 0, viewport.height - size.height);
  }
  if (titleBar) {
    x = clamp(x, 0, titleBar.screen.width - size.width);
    y = clamp(y, 0, titleBar.screen.height - titleBar.height);
  }
  return { x, y };
}

/**
 * Where a window opens. A requested position counts from the inline-start edge, so in RTL it is
 * mirrored from the right; without one the window is centred.
 */
export function initialPosition(
  requested: Point | undefined,
  size: Size,
  viewport: Size,
  rtl: boolean,
): Point {
  if (!requested) {
    return {
      x: Math.max(0, Math.round((viewport.width - size.width) / 2)),
      y: Math.max(0, Math.round((viewport.height - size.height) / 2)),
    };
  }
  return { x: rtl ? viewport.width - size.width - requested.x : requested.x, y: requested.y };
}

/** The arrow keys this module understands. */
export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** True for the four arrow keys. */
export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/** One keyboard step: arrows move the window, Shift+arrows resize it (right/down grow it). */
export function keyboardStep(
  key: ArrowKey,
  resize: boolean,
  position: Point,
  size: Size,
  step = KEYBOARD_STEP,
): { position: Point; size: Size } {
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  if (resize) return { position, size: { width: size.width + dx, height: size.height + dy } };
  return { position: { x: position.x + dx, y: position.y + dy }, size };
}
