import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import {
  exportPng,
  paintOperation,
  paintPaper,
  paintStroke,
  readInkColors,
  repaintInk,
  sizeCanvas,
  type InkColors,
  type PaperStyle,
} from './render';
import { pointerKind, pointerPressure, type DrawingOperation, type InputPoint, type Stroke } from './stroke';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './drawing.css';

/** The tool a pointer uses on a sketch canvas. */
export type SketchTool = 'pen' | 'eraser' | 'text';

export interface SketchCanvasProps {
  /** everything drawn so far, oldest first */
  operations: readonly DrawingOperation[];
  /** called with each finished stroke */
  onOperation: (operation: DrawingOperation) => void;
  /** what a pointer does */
  tool: SketchTool;
  /** pen diameter in px */
  penSize: number;
  /** eraser diameter in px */
  eraserSize: number;
  /** height in CSS px; the width follows the container */
  height: number;
  /** guide lines and margin line */
  paper: Omit<PaperStyle, 'rtl'>;
  /** accessible name of the canvas */
  label: string;
  /** called when the text tool is used at a point */
  onPlaceText?: (point: { x: number; y: number }) => void;
}

/** What a parent can ask of a sketch canvas. */
export interface SketchCanvasHandle {
  /** the drawing as a base64 PNG data URL at 2× scale */
  exportPng: () => string;
  /** the canvas's CSS size and direction */
  layout: () => { width: number; height: number; rtl: boolean };
}

const fallbackColors: InkColors = {
  paper: '#ffffff',
  line: '#d7def0',
  margin: '#e8a0a0',
  ink: '#1b1f2a',
  font: 'sans-serif',
};

/**
 * Three stacked canvases: paper (lines), ink (every finished stroke, painted once) and the active
 * stroke. A frame repaints only the active layer, so its cost does not grow with the history.
 */
export const SketchCanvas = forwardRef<SketchCanvasHandle, SketchCanvasProps>(function SketchCanvas(
  { operations, onOperation, tool, penSize, eraserSize, height, paper, label, onPlaceText },
  ref,
) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLCanvasElement>(null);
  const inkRef = useRef<HTMLCanvasElement>(null);
  const activeRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [rtl, setRtl] = useState(false);
  const colors = useRef<InkColors>(fallbackColors);
  const painted = useRef<readonly DrawingOperation[]>([]);
  const active = useRef<{ stroke: Stroke; rect: DOMRect } | null>(null);
  const frame = useRef(0);
  const operationsRef = useRef(operations);

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    colors.current = readInkColors(wrapper);
    setRtl(getComputedStyle(wrapper).direction === 'rtl');
    setWidth(wrapper.clientWidth);
    const observer = new ResizeObserver(() => setWidth(wrapper.clientWidth));
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, []);

  // Size change: resize every layer and repaint paper and ink from the history.
  useLayoutEffect(() => {
    const ratio = window.devicePixelRatio || 1;
    const layers = [paperRef.current, inkRef.current, activeRef.current];
    for (const canvas of layers) if (canvas) sizeCanvas(canvas, width, height, ratio);
    const paperContext = paperRef.current?.getContext('2d');
    const inkContext = inkRef.current?.getContext('2d');
    if (paperContext) paintPaper(paperContext, width, height, { ...paper, rtl }, colors.current);
    if (inkContext) repaintInk(inkContext, operationsRef.current, width, height, colors.current);
    painted.current = operationsRef.current;
  }, [height, paper, rtl, width]);

  // History change: paint only what was appended; undo, redo and clear repaint from scratch.
  useLayoutEffect(() => {
    operationsRef.current = operations;
    const inkContext = inkRef.current?.getContext('2d');
    if (!inkContext) return;
    const before = painted.current;
    const appended =
      operations.length >= before.length &&
      before.every((operation, index) => operations[index] === operation);
    if (appended) {
      for (const operation of operations.slice(before.length)) {
        paintOperation(inkContext, operation, width, height, colors.current);
      }
    } else {
      repaintInk(inkContext, operations, width, height, colors.current);
    }
    painted.current = operations;
  }, [height, operations, width]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useImperativeHandle(
    ref,
    () => ({
      exportPng: () => exportPng(operationsRef.current, width, height, { ...paper, rtl }, colors.current),
      layout: () => ({ width, height, rtl }),
    }),
    [height, paper, rtl, width],
  );

  const paintActive = useCallback(() => {
    frame.current = 0;
    const current = active.current;
    const activeContext = activeRef.current?.getContext('2d');
    if (!activeContext) return;
    activeContext.clearRect(0, 0, width, height);
    if (!current) return;
    if (current.stroke.tool === 'eraser') {
      // Erasing twice over the same area changes nothing, so the growing eraser can go straight to ink.
      const inkContext = inkRef.current?.getContext('2d');
      if (inkContext) paintStroke(inkContext, current.stroke, colors.current, true);
      return;
    }
    paintStroke(activeContext, current.stroke, colors.current, true);
  }, [height, width]);

  const schedule = () => {
    if (!frame.current) frame.current = requestAnimationFrame(paintActive);
  };

  const pointAt = (event: PointerEvent, rect: DOMRect, kind: Stroke['pointer']): InputPoint => [
    event.clientX - rect.left,
    event.clientY - rect.top,
    pointerPressure(kind, event.pressure),
  ];

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (tool === 'text') {
      onPlaceText?.({ x: event.clientX - rect.left, y: event.clientY - rect.top });
      return;
    }
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; drawing still works without it.
    }
    const kind = pointerKind(event.pointerType);
    active.current = {
      rect,
      stroke: {
        tool,
        pointer: kind,
        size: tool === 'eraser' ? eraserSize : penSize,
        points: [pointAt(event.nativeEvent, rect, kind)],
      },
    };
    schedule();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = active.current;
    if (!current) return;
    const native = event.nativeEvent;
    const samples = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const sample of samples.length > 0 ? samples : [native]) {
      current.stroke.points.push(pointAt(sample, current.rect, current.stroke.pointer));
    }
    schedule();
  };

  const finish = () => {
    const current = active.current;
    if (!current) return;
    active.current = null;
    cancelAnimationFrame(frame.current);
    paintActive();
    const inkContext = inkRef.current?.getContext('2d');
    if (inkContext) paintStroke(inkContext, current.stroke, colors.current);
    painted.current = [...painted.current, current.stroke];
    onOperation(current.stroke);
  };

  return (
    <div ref={wrapperRef} className="hv-sketch" style={{ blockSize: `${height}px` }} data-tool={tool}>
      <canvas ref={paperRef} className="hv-sketch__layer" aria-hidden="true" />
      <canvas ref={inkRef} className="hv-sketch__layer" aria-hidden="true" />
      <canvas
        ref={activeRef}
        className="hv-sketch__layer hv-sketch__input"
        role="img"
        aria-label={label}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
    </div>
  );
});
