export { DrawingPad } from './drawing-pad';
export type { DrawingPadProps } from './drawing-pad';
export { SketchCanvas } from './sketch-canvas';
export type { SketchCanvasHandle, SketchCanvasProps, SketchTool } from './sketch-canvas';
export {
  ERASER_WIDTH,
  EXPORT_QUALITY,
  EXPORT_SCALE,
  GUIDE_SPACING,
  MARGIN_OFFSET,
  PEN_WIDTH,
  eraserPreset,
  guideLines,
  marginLineX,
  nextTextPosition,
  outlineToPath,
  pointerKind,
  pointerPressure,
  strokeOptions,
  strokeOutline,
  strokePath,
  strokePresets,
  visibleOperations,
} from './stroke';
export type { ClearMark, DrawingOperation, InputPoint, PointerKind, Stroke, TextMark } from './stroke';
