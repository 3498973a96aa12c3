/** Canvas painting for the drawing surfaces. Finished strokes keep a cached Path2D. */
import {
  EXPORT_QUALITY,
  EXPORT_SCALE,
  guideLines,
  marginLineX,
  strokePath,
  visibleOperations,
  type DrawingOperation,
  type Stroke,
  type TextMark,
} from './stroke';

/** How the paper looks under the ink. */
export interface PaperStyle {
  /** faint horizontal lines every 25 px */
  guides: boolean;
  /** a margin line 50 px from the inline-start edge */
  margin: boolean;
  rtl: boolean;
}

/** Colours read from the design tokens, with fallbacks. */
export interface InkColors {
  paper: string;
  line: string;
  margin: string;
  ink: string;
  font: string;
}

/** Reads the canvas colours from CSS variables on an element. */
export function readInkColors(element: Element): InkColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    paper: read('--hv-canvas-bg', '#ffffff'),
    line: read('--hv-canvas-line', '#d7def0'),
    margin: read('--hv-canvas-margin', '#e8a0a0'),
    ink: read('--hv-canvas-ink', '#1b1f2a'),
    font: read('--hv-font-family', 'sans-serif'),
  };
}

const pathCache = new WeakMap<Stroke, Path2D>();

/** The Path2D of a finished stroke, built once. */
export function finishedPath(stroke: Stroke): Path2D {
  let path = pathCache.get(stroke);
  if (!path) {
    path = new Path2D(strokePath(stroke, true));
    pathCache.set(stroke, path);
  }
  return path;
}

/** Sizes a canvas's backing store for the device pixel ratio and sets a CSS-pixel transform. */
export function sizeCanvas(canvas: HTMLCanvasElement, width: number, height: number, ratio: number): void {
  const pixelWidth = Math.max(1, Math.round(width * ratio));
  const pixelHeight = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
}

/** Paints paper: background, guide lines and the margin line. */
export function paintPaper(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  paper: PaperStyle,
  colors: InkColors,
): void {
  context.save();
  context.fillStyle = colors.paper;
  context.fillRect(0, 0, width, height);
  context.lineWidth = 1;
  if (paper.guides) {
    context.strokeStyle = colors.line;
    context.beginPath();
    for (const y of guideLines(height)) {
      context.moveTo(0, y + 0.5);
      context.lineTo(width, y + 0.5);
    }
    context.stroke();
  }
  if (paper.margin) {
    const x = Math.round(marginLineX(width, paper.rtl)) + 0.5;
    context.strokeStyle = colors.margin;
    context.beginPath();
    context.moveTo(x, 0);
    context.lineTo(x, height);
    context.stroke();
  }
  context.restore();
}

function paintText(context: CanvasRenderingContext2D, mark: TextMark, colors: InkColors): void {
  context.save();
  context.globalCompositeOperation = 'source-over';
  context.fillStyle = colors.ink;
  context.font = `${mark.size}px ${colors.font}`;
  context.direction = mark.direction;
  context.textAlign = 'start';
  context.textBaseline = 'alphabetic';
  context.fillText(mark.text, mark.x, mark.y - 5);
  context.restore();
}

/** Paints one stroke; `active` strokes are outlined afresh, finished ones use their cached path. */
export function paintStroke(
  context: CanvasRenderingContext2D,
  stroke: Stroke,
  colors: InkColors,
  active = false,
): void {
  const path = active ? new Path2D(strokePath(stroke, false)) : finishedPath(stroke);
  context.save();
  context.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  context.fillStyle = stroke.tool === 'eraser' ? '#000' : colors.ink;
  context.fill(path);
  context.restore();
}

/** Paints one history entry onto the ink layer. */
export function paintOperation(
  context: CanvasRenderingContext2D,
  operation: DrawingOperation,
  width: number,
  height: number,
  colors: InkColors,
): void {
  if (operation.tool === 'clear') {
    context.clearRect(0, 0, width, height);
    return;
  }
  if (operation.tool === 'text') {
    paintText(context, operation, colors);
    return;
  }
  paintStroke(context, operation, colors);
}

/** Repaints the ink layer from the whole history (used after undo, redo and resizes only). */
export function repaintInk(
  context: CanvasRenderingContext2D,
  operations: readonly DrawingOperation[],
  width: number,
  height: number,
  colors: InkColors,
): void {
  context.clearRect(0, 0, width, height);
  for (const operation of visibleOperations(operations))
    paintOperation(context, operation, width, height, colors);
}

/** Renders paper and ink at EXPORT_SCALE and returns a base64 PNG data URL. */
export function exportPng(
  operations: readonly DrawingOperation[],
  width: number,
  height: number,
  paper: PaperStyle,
  colors: InkColors,
): string {
  const canvas = document.createElement('canvas');
  sizeCanvas(canvas, width, height, EXPORT_SCALE);
  const ink = document.createElement('canvas');
  sizeCanvas(ink, width, height, EXPORT_SCALE);
  const context = canvas.getContext('2d');
  const inkContext = ink.getContext('2d');
  if (!context || !inkContext) return canvas.toDataURL('image/png', EXPORT_QUALITY);
  paintPaper(context, width, height, paper, colors);
  // Ink goes on its own layer so the eraser removes ink, not the paper's lines.
  repaintInk(inkContext, operations, width, height, colors);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(ink, 0, 0);
  return canvas.toDataURL('image/png', EXPORT_QUALITY);
}
