import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { SketchCanvas, type SketchCanvasHandle, type SketchTool } from '../drawing/sketch-canvas';
import { ERASER_WIDTH, PEN_WIDTH, nextTextPosition, type DrawingOperation } from '../drawing/stroke';
import { useUiStrings } from '../strings-context';
import { exerciseCanvasStrings } from './strings';
import { clearAll, createHistory, record, redo, undo, type CanvasHistory } from './history';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './exercise-canvas.css';

export interface ExerciseCanvasProps {
  /** canvas height in px (default 500); the width follows the container */
  height?: number;
  /** operations already on the page, for example a restored draft */
  initialOperations?: readonly DrawingOperation[];
  /** called after every change with the visible history */
  onChange?: (operations: readonly DrawingOperation[]) => void;
  /** pen width in px (default 2) */
  penWidth?: number;
  /** eraser width in px (default 15) */
  eraserWidth?: number;
  /** font size of text marks in px (default 18) */
  textSize?: number;
  /** extra class on the root */
  className?: string;
}

/** What a parent can ask of the exercise canvas (for example on "submit solution"). */
export interface ExerciseCanvasHandle {
  /** the page as a base64 PNG data URL at 2× scale, quality 0.95 */
  exportPng: () => string;
}

const paper = { guides: true, margin: true };

interface PendingText {
  x: number;
  y: number;
  value: string;
  /** the page's width and direction when the field opened, to place it with logical offsets */
  width: number;
  rtl: boolean;
}

/** A ruled solution sheet (lines every 25 px, margin at 50 px) with pen, eraser, text, clear all, undo and redo. */
export const ExerciseCanvas = forwardRef<ExerciseCanvasHandle, ExerciseCanvasProps>(function ExerciseCanvas(
  {
    height = 500,
    initialOperations,
    onChange,
    penWidth = PEN_WIDTH,
    eraserWidth = ERASER_WIDTH,
    textSize = 18,
    className,
  },
  ref,
) {
  const strings = useUiStrings('exerciseCanvas', exerciseCanvasStrings);
  const [history, setHistory] = useState<CanvasHistory>(() => createHistory(initialOperations));
  const [tool, setTool] = useState<SketchTool>('pen');
  const [pending, setPending] = useState<PendingText | null>(null);
  const canvasRef = useRef<SketchCanvasHandle>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(ref, () => ({ exportPng: () => canvasRef.current?.exportPng() ?? '' }), []);

  const change = (next: (current: CanvasHistory) => CanvasHistory) => {
    setHistory((current) => {
      const updated = next(current);
      if (updated !== current) queueMicrotask(() => onChangeRef.current?.(updated.done));
      return updated;
    });
  };

  // Ctrl/⌘+Z undoes, Ctrl+Y or Ctrl/⌘+Shift+Z redoes, anywhere inside the canvas's toolbar or page.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.target instanceof HTMLInputElement) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) change(undo);
      else if (key === 'y' || (key === 'z' && event.shiftKey)) change(redo);
      else return;
      event.preventDefault();
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (pending) textRef.current?.focus();
  }, [pending]);

  const placeTextByKeyboard = () => {
    const layout = canvasRef.current?.layout();
    if (!layout) return;
    const point = nextTextPosition(history.done, layout.width, layout.height, layout.rtl);
    setPending({ ...point, value: '', width: layout.width, rtl: layout.rtl });
  };

  const commitText = () => {
    if (!pending) return;
    const text = pending.value.trim();
    setPending(null);
    if (!text) return;
    const rtl = pending.rtl;
    change((current) =>
      record(current, {
        tool: 'text',
        x: pending.x,
        y: pending.y,
        text,
        size: textSize,
        direction: rtl ? 'rtl' : 'ltr',
      }),
    );
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitText();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setPending(null);
    }
  };

  const tools: { id: SketchTool; label: string; icon: string }[] = [
    { id: 'pen', label: strings.draw, icon: '✎' },
    { id: 'eraser', label: strings.erase, icon: '⌫' },
    { id: 'text', label: strings.text, icon: 'T' },
  ];
  const placeTextAt = (point: { x: number; y: number }) => {
    const layout = canvasRef.current?.layout();
    setPending({ ...point, value: '', width: layout?.width ?? 0, rtl: layout?.rtl ?? false });
  };

  return (
    <div ref={rootRef} className={['hv-exercise-canvas', className].filter(Boolean).join(' ')}>
      <div className="hv-exercise-canvas__toolbar" role="toolbar" aria-label={strings.tools}>
        {tools.map((option) => (
          <button
            key={option.id}
            type="button"
            className="hv-drawing-button"
            aria-pressed={tool === option.id}
            onClick={(event) => {
              setTool(option.id);
              // Choosing Text from the keyboard (no pointer: detail 0) opens a text field at once.
              if (option.id === 'text' && event.detail === 0) placeTextByKeyboard();
            }}
          >
            <span aria-hidden="true" className="hv-exercise-canvas__icon">
              {option.icon}
            </span>{' '}
            {option.label}
          </button>
        ))}
        <span className="hv-exercise-canvas__separator" aria-hidden="true" />
        <button
          type="button"
          className="hv-drawing-button"
          disabled={history.done.length === 0}
          onClick={() => change(undo)}
        >
          {strings.undo}
        </button>
        <button
          type="button"
          className="hv-drawing-button"
          disabled={history.undone.length === 0}
          onClick={() => change(redo)}
        >
          {strings.redo}
        </button>
        <button
          type="button"
          className="hv-drawing-button"
          disabled={history.done.length === 0 || history.done.at(-1)?.tool === 'clear'}
          onClick={() => change(clearAll)}
        >
          {strings.clearAll}
        </button>
      </div>
      <div className="hv-exercise-canvas__page">
        <SketchCanvas
          ref={canvasRef}
          operations={history.done}
          onOperation={(operation) => change((current) => record(current, operation))}
          tool={tool}
          penSize={penWidth}
          eraserSize={eraserWidth}
          height={height}
          paper={paper}
          label={strings.canvas}
          onPlaceText={placeTextAt}
        />
        {pending && (
          <input
            ref={textRef}
            className="hv-exercise-canvas__text"
            aria-label={strings.textInput}
            value={pending.value}
            style={{
              insetInlineStart: `${pending.rtl ? pending.width - pending.x : pending.x}px`,
              insetBlockStart: `${pending.y - textSize - 4}px`,
              fontSize: `${textSize}px`,
            }}
            onChange={(event) => setPending({ ...pending, value: event.target.value })}
            onKeyDown={onTextKeyDown}
            onBlur={commitText}
          />
        )}
      </div>
    </div>
  );
});
