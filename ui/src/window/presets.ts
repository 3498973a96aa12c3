import type { WindowProps } from './window';

/** The layout props a window preset sets: a subset of the window's own props. */
export type WindowPreset = Pick<
  WindowProps,
  | 'defaultSize'
  | 'minSize'
  | 'maxSize'
  | 'defaultPosition'
  | 'dragLimits'
  | 'keepInViewport'
  | 'resizable'
  | 'resizeHandleSize'
>;

/** The learning space's tests window: default and minimum 800×600, maximum 1600×1000, 20 px resize handle. */
export const testsWindowPreset = {
  defaultSize: { width: 800, height: 600 },
  minSize: { width: 800, height: 600 },
  maxSize: { width: 1600, height: 1000 },
  resizeHandleSize: 20,
  keepInViewport: true,
  resizable: true,
} as const satisfies WindowPreset;

/** The practice problems window: draggable −500..500 px horizontally and −300..300 px vertically. */
export const practiceWindowPreset = {
  defaultSize: { width: 520, height: 560 },
  dragLimits: { left: -500, right: 500, top: -300, bottom: 300 },
  keepInViewport: false,
  resizable: false,
} as const satisfies WindowPreset;

/** The exercise platform: 900×650 at (200, 80), min 450×350, max 1200×800, kept inside the viewport. */
export const exerciseWindowPreset = {
  defaultSize: { width: 900, height: 650 },
  defaultPosition: { x: 200, y: 80 },
  minSize: { width: 450, height: 350 },
  maxSize: { width: 1200, height: 800 },
  keepInViewport: true,
  resizable: true,
} as const satisfies WindowPreset;

/** The floating calculator: 400 px wide, not resizable, kept inside the viewport. */
export const calculatorWindowPreset = {
  defaultSize: { width: 400, height: 560 },
  keepInViewport: true,
  resizable: false,
} as const satisfies WindowPreset;

/** The lessons window: 760×620 by default, resizable from 420×360 to 1400×1000, kept inside the viewport. */
export const lessonsWindowPreset = {
  defaultSize: { width: 760, height: 620 },
  minSize: { width: 420, height: 360 },
  maxSize: { width: 1400, height: 1000 },
  keepInViewport: true,
  resizable: true,
} as const satisfies WindowPreset;
