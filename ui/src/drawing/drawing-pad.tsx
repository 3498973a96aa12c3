import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useUiStrings } from '../strings-context';
import { drawingPadStrings } from './strings';
import { SketchCanvas, type SketchCanvasHandle } from './sketch-canvas';
import type { DrawingOperation } from './stroke';

export interface DrawingPadProps {
  /** canvas height in px (300 in the personal space) */
  height?: number;
  /** called by Submit with the drawing as a base64 PNG data URL at 2× scale */
  onSubmit: (dataUrl: string) => void;
  /** called by Cancel */
  onCancel?: () => void;
  /** pen diameter in px (default 4) */
  penSize?: number;
  /** extra class on the pad */
  className?: string;
}

const paper = { guides: true, margin: false };

/**
 * A freehand drawing pad with faint guide lines every 25 px and Clear, Cancel and Submit. With onCancel,
 * Escape cancels it (unless a window or dialog took the key), and focus that was inside it goes back to
 * whatever had it when the pad appeared (the draw-mode toggle).
 */
export function DrawingPad({ height = 300, onSubmit, onCancel, penSize = 4, className }: DrawingPadProps) {
  const strings = useUiStrings('drawingPad', drawingPadStrings);
  const [operations, setOperations] = useState<DrawingOperation[]>([]);
  const canvasRef = useRef<SketchCanvasHandle>(null);
  const padRef = useRef<HTMLDivElement>(null);
  const empty = operations.length === 0;

  const cancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    cancelRef.current = onCancel;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const cancel = cancelRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !cancel) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      cancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const pad = padRef.current;
    return () => {
      if (pad?.contains(document.activeElement) && opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div ref={padRef} className={['hv-drawing-pad', className].filter(Boolean).join(' ')}>
      <SketchCanvas
        ref={canvasRef}
        operations={operations}
        onOperation={(operation) => setOperations((current) => [...current, operation])}
        tool="pen"
        penSize={penSize}
        eraserSize={penSize}
        height={height}
        paper={paper}
        label={strings.canvas}
      />
      <div className="hv-drawing-pad__actions">
        <button
          type="button"
          className="hv-drawing-button"
          disabled={empty}
          onClick={() => setOperations([])}
        >
          {strings.clear}
        </button>
        {onCancel && (
          <button type="button" className="hv-drawing-button" onClick={onCancel}>
            {strings.cancel}
          </button>
        )}
        <button
          type="button"
          className="hv-drawing-button"
          data-variant="primary"
          disabled={empty}
          onClick={() => {
            const png = canvasRef.current?.exportPng();
            if (png) onSubmit(png);
          }}
        >
          {strings.submit}
        </button>
      </div>
    </div>
  );
}
