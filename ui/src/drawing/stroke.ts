/**
 * Pure stroke geometry for the drawing surfaces: pointer presets for perfect-freehand, outlines,
 * SVG paths (for Path2D), ruled-paper lines and the export constants.
 */
import { getStroke, type StrokeOptions } from 'perfect-freehand';

/** Guide lines are this far apart, in CSS px. */
export const GUIDE_SPACING = 25;
/** The exercise canvas's margin line sits this far from the inline-start edge, in CSS px. */
export const MARGIN_OFFSET = 50;
/** Pen stroke width on the exercise canvas. */
export const PEN_WIDTH = 2;
/** Eraser width on the exercise canvas. */
export const ERASER_WIDTH = 15;
/** Exported images are rendered at this multiple of the CSS size. */
export const EXPORT_SCALE = 2;
/** Quality passed to toDataURL for exports. */
export const EXPORT_QUALITY = 0.95;

/** The device that drew a stroke. */
export type PointerKind = 'mouse' | 'pen' | 'touch';

/** x, y in CSS px and pressure 0–1. */
export type InputPoint = [number, number, number];

/** A freehand pen or eraser stroke. */
export interface Stroke {
  tool: 'pen' | 'eraser';
  points: InputPoint[];
  /** diameter in CSS px */
  size: number;
  pointer: PointerKind;
}

/** Text placed on the canvas; x is where the text starts in its direction. */
export interface TextMark {
  tool: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  direction: 'ltr' | 'rtl';
}

/** Clears everything drawn before it (so "clear all" can be undone). */
export interface ClearMark {
  tool: 'clear';
}

/** One entry of a canvas's history. */
export type DrawingOperation = Stroke | TextMark | ClearMark;

/**
 * perfect-freehand options per device: a pen reports real pressure, so nothing is simulated;
 * mouse and touch report none, so pressure is simulated from speed.
 */
export const strokePresets: Record<PointerKind, StrokeOptions> = {
  pen: {
    thinning: 0.6,
    smoothing: 0.5,
    streamline: 0.35,
    simulatePressure: false,
    start: { taper: 0, cap: true },
    end: { taper: 0, cap: true },
  },
  mouse: {
    thinning: 0.5,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: true,
    start: { taper: 0, cap: true },
    end: { taper: 0, cap: true },
  },
  touch: {
    thinning: 0.5,
    smoothing: 0.6,
    streamline: 0.6,
    simulatePressure: true,
    start: { taper: 0, cap: true },
    end: { taper: 0, cap: true },
  },
};

/** Erasers are uniform: no thinning, no simulated pressure. */
export const eraserPreset: StrokeOptions = {
  thinning: 0,
  smoothing: 0.5,
  streamline: 0.3,
  simulatePressure: false,
  start: { cap: true },
  end: { cap: true },
};

/** Maps a PointerEvent's pointerType onto a preset name. */
export function pointerKind(pointerType: string): PointerKind {
  return pointerType === 'pen' || pointerType === 'touch' ? pointerType : 'mouse';
}

/** The pressure to record: the pen's own when it reports one, a neutral 0.5 otherwise. */
export function pointerPressure(kind: PointerKind, pressure: number): number {
  if (kind === 'pen' && pressure > 0) return Math.min(1, pressure);
  return 0.5;
}

/** The options perfect-freehand gets for a stroke. */
export function strokeOptions(
  stroke: Pick<Stroke, 'tool' | 'size' | 'pointer'>,
  last: boolean,
): StrokeOptions {
  const preset = stroke.tool === 'eraser' ? eraserPreset : strokePresets[stroke.pointer];
  return { ...preset, size: stroke.size, last };
}

/** The outline polygon of a stroke. `last` is true once the pointer is up. */
export function strokeOutline(stroke: Stroke, last = true): [number, number][] {
  if (stroke.points.length === 0) return [];
  return getStroke(stroke.points, strokeOptions(stroke, last)) as [number, number][];
}

const average = (a: number, b: number) => (a + b) / 2;
const round = (value: number) => Math.round(value * 100) / 100;

/** An SVG path (usable by Path2D) tracing an outline with quadratic curves through midpoints. */
export function outlineToPath(outline: readonly (readonly [number, number])[]): string {
  const count = outline.length;
  if (count < 4) {
    if (count === 0) return '';
    return `M${outline.map(([x, y]) => `${round(x)},${round(y)}`).join(' L')} Z`;
  }
  const at = (index: number) => outline[index % count] as readonly [number, number];
  const [a, b, c] = [at(0), at(1), at(2)];
  let path = `M${round(a[0])},${round(a[1])} Q${round(b[0])},${round(b[1])} ${round(average(b[0], c[0]))},${round(average(b[1], c[1]))} T`;
  for (let index = 2; index < count - 1; index += 1) {
    const current = at(index);
    const next = at(index + 1);
    path += `${round(average(current[0], next[0]))},${round(average(current[1], next[1]))} `;
  }
  return `${path}Z`;
}

/** The SVG path of a whole stroke. */
export function strokePath(stroke: Stroke, last = true): string {
  return outlineToPath(strokeOutline(stroke, last));
}

/** The y positions of ruled lines in a canvas of this height. */
export function guideLines(height: number, spacing = GUIDE_SPACING): number[] {
  const lines: number[] = [];
  for (let y = spacing; y < height; y += spacing) lines.push(y);
  return lines;
}

/** The x of the margin line: at the inline-start side, so on the right in RTL. */
export function marginLineX(width: number, rtl: boolean, offset = MARGIN_OFFSET): number {
  return rtl ? width - offset : offset;
}

/** Where keyboard-placed text goes: just past the margin, on the first ruled line below the last text. */
export function nextTextPosition(
  operations: readonly DrawingOperation[],
  width: number,
  height: number,
  rtl: boolean,
  spacing = GUIDE_SPACING,
): { x: number; y: number } {
  let lastY = 0;
  for (const operation of operations) {
    if (operation.tool === 'clear') lastY = 0;
    if (operation.tool === 'text') lastY = Math.max(lastY, operation.y);
  }
  const y = Math.min(lastY + spacing, Math.max(spacing, height - spacing));
  const gap = 8;
  const x = rtl ? marginLineX(width, true) - gap : marginLineX(width, false) + gap;
  return { x, y };
}

/** Operations that are visible now: everything after the last "clear all". */
export function visibleOperations(operations: readonly DrawingOperation[]): DrawingOperation[] {
  let start = 0;
  operations.forEach((operation, index) => {
    if (operation.tool === 'clear') start = index + 1;
  });
  return operations.slice(start);
}
