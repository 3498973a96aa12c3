import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Rnd, type RndResizeCallback } from 'react-rnd';
import { useUiStrings } from '../strings-context';
import { usePhoneLayout } from './phone-layout';
import { SheetBackButton } from './sheet-back';
import { windowStrings } from './strings';
import {
  clampPosition,
  clampSize,
  initialPosition,
  isArrowKey,
  keyboardStep,
  type DragLimits,
  type Point,
  type Size,
} from './geometry';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './window.css';

/** Whether the window shows its body or only its title bar. */
export type WindowState = 'open' | 'minimized';

export interface WindowProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** the title shown in the title bar; it also names the window */
  title: ReactNode;
  /** the window's content */
  children?: ReactNode;
  /** false unmounts the window and returns focus to where it was before it opened */
  open?: boolean;
  /** called by the close button and by Escape; without it there is no close button */
  onClose?: () => void;
  /** controlled minimised state */
  minimized?: boolean;
  /** initial minimised state when uncontrolled */
  defaultMinimized?: boolean;
  /** called when the minimise button toggles */
  onMinimizedChange?: (minimized: boolean) => void;
  /** show the minimise button (default true) */
  minimizable?: boolean;
  /** initial size in px */
  defaultSize?: Size;
  /** smallest size the user can resize to */
  minSize?: Size;
  /** largest size the user can resize to */
  maxSize?: Size;
  /** initial position from the inline-start/top corner of the viewport; centred when absent */
  defaultPosition?: Point;
  /** how far the window may be dragged from where it opened */
  dragLimits?: DragLimits;
  /** keep the whole window inside the viewport while dragging, resizing and when the viewport shrinks */
  keepInViewport?: boolean;
  /** allow resizing by pointer and Shift+arrows (default true) */
  resizable?: boolean;
  /** size in px of the corner resize handle (default 14) */
  resizeHandleSize?: number;
  /** let the content decide the height instead of defaultSize.height */
  autoHeight?: boolean;
  /** element to focus when the window opens; the window itself by default */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const noLimit: Size = { width: Number.MAX_SAFE_INTEGER, height: Number.MAX_SAFE_INTEGER };
const noMin: Size = { width: 160, height: 80 };

function viewportSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

function isRtl(): boolean {
  return getComputedStyle(document.documentElement).direction === 'rtl';
}

/** The title bar's height before it is measured (a 2 rem button and its padding). */
const titleBarFallbackPx = 42;

/** Focus moves into the window when it opens and returns to where it was when it closes. */
function useFocusInAndBack(
  frameRef: RefObject<HTMLElement | null>,
  initialFocusRef: RefObject<HTMLElement | null> | undefined,
) {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? frameRef.current)?.focus({ preventScroll: true });
    return () => {
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
    // Runs once per opening: later changes of the ref must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Escape anywhere inside the window closes it (unless a child already handled the key). */
function useEscapeCloses(frameRef: RefObject<HTMLElement | null>, onClose: (() => void) | undefined) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      const close = onCloseRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !close) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    frame.addEventListener('keydown', onEscape);
    return () => frame.removeEventListener('keydown', onEscape);
  }, [frameRef]);
}

/**
 * A draggable, resizable, minimisable floating window (non-modal) with keyboard move and resize. Below
 * PHONE_BREAKPOINT_PX it opens as a full-width sheet with its own scroll, a back and a close button, and no
 * move or resize chrome (docs/screens.md, "Phone layout").
 */
export const Window = forwardRef<HTMLElement, WindowProps>(function Window(
  {
    title,
    children,
    open = true,
    onClose,
    minimized: minimizedProp,
    defaultMinimized = false,
    onMinimizedChange,
    minimizable = true,
    defaultSize = { width: 480, height: 360 },
    minSize = noMin,
    maxSize = noLimit,
    defaultPosition,
    dragLimits,
    keepInViewport = true,
    resizable = true,
    resizeHandleSize = 14,
    autoHeight = false,
    initialFocusRef,
    className,
    ...rest
  },
  ref,
) {
  const phone = usePhoneLayout();
  if (!open) return null;
  if (phone)
    return (
      <WindowSheet
        {...rest}
        ref={ref}
        title={title}
        onClose={onClose}
        minimizedProp={minimizedProp}
        defaultMinimized={defaultMinimized}
        onMinimizedChange={onMinimizedChange}
        minimizable={minimizable}
        initialFocusRef={initialFocusRef}
        className={className}
      >
        {children}
      </WindowSheet>
    );
  return (
    <OpenWindow
      {...rest}
      ref={ref}
      title={title}
      onClose={onClose}
      minimizedProp={minimizedProp}
      defaultMinimized={defaultMinimized}
      onMinimizedChange={onMinimizedChange}
      minimizable={minimizable}
      defaultSize={defaultSize}
      minSize={minSize}
      maxSize={maxSize}
      defaultPosition={defaultPosition}
      dragLimits={dragLimits}
      keepInViewport={keepInViewport}
      resizable={resizable}
      resizeHandleSize={resizeHandleSize}
      autoHeight={autoHeight}
      initialFocusRef={initialFocusRef}
      className={className}
    >
      {children}
    </OpenWindow>
  );
});

interface OpenWindowProps extends Omit<
  WindowProps,
  'open' | 'minimized' | 'defaultSize' | 'minSize' | 'maxSize' | 'resizeHandleSize'
> {
  minimizedProp: boolean | undefined;
  defaultSize: Size;
  minSize: Size;
  maxSize: Size;
  resizeHandleSize: number;
}

/** Minimise/restore and close, the same in a floating window and in a sheet. */
function TitleBarButtons({
  minimizable,
  minimized,
  setMinimized,
  onClose,
}: {
  minimizable: boolean | undefined;
  minimized: boolean;
  setMinimized: (minimized: boolean) => void;
  onClose: (() => void) | undefined;
}) {
  const strings = useUiStrings('window', windowStrings);
  return (
    <>
      {minimizable && (
        <button
          type="button"
          className="hv-window__button"
          aria-label={minimized ? strings.restore : strings.minimize}
          aria-expanded={!minimized}
          onClick={() => setMinimized(!minimized)}
        >
          <span aria-hidden="true">{minimized ? '▢' : '–'}</span>
        </button>
      )}
      {onClose && (
        <button type="button" className="hv-window__button" aria-label={strings.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </>
  );
}

const OpenWindow = forwardRef<HTMLElement, OpenWindowProps>(function OpenWindow(
  {
    title,
    children,
    onClose,
    minimizedProp,
    defaultMinimized,
    onMinimizedChange,
    minimizable,
    defaultSize,
    minSize,
    maxSize,
    defaultPosition,
    dragLimits,
    keepInViewport,
    resizable,
    resizeHandleSize,
    autoHeight,
    initialFocusRef,
    className,
    ...rest
  },
  ref,
) {
  const strings = useUiStrings('window', windowStrings);
  const titleId = useId();
  const hintId = useId();
  const frameRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => frameRef.current as HTMLElement);

  const [rtl] = useState(isRtl);
  const [size, setSize] = useState<Size>(() =>
    clampSize(defaultSize, minSize, maxSize, keepInViewport ? viewportSize() : undefined),
  );
  const [origin] = useState<Point>(() => {
    const start = initialPosition(defaultPosition, size, viewportSize(), rtl);
    return keepInViewport ? clampPosition(start, size, { viewport: viewportSize() }) : start;
  });
  const [position, setPosition] = useState<Point>(origin);
  const [minimizedState, setMinimizedState] = useState<boolean>(defaultMinimized ?? false);
  const minimized = minimizedProp ?? minimizedState;

  /** The size that actually occupies the screen (the title bar only when minimised or auto height). */
  const renderedSize = useCallback((): Size => {
    const frame = frameRef.current;
    if ((minimized || autoHeight) && frame) return { width: size.width, height: frame.offsetHeight };
    return size;
  }, [autoHeight, minimized, size]);

  // The title bar stays fully on screen whatever the drag limits, a resize or a rotation do.
  const constrain = useCallback(
    (next: Point, occupied: Size = renderedSize()): Point =>
      clampPosition(next, occupied, {
        origin,
        dragLimits,
        viewport: keepInViewport ? viewportSize() : undefined,
        titleBar: {
          screen: viewportSize(),
          height: frameRef.current?.querySelector('.hv-window__titlebar')?.clientHeight || titleBarFallbackPx,
        },
      }),
    [dragLimits, keepInViewport, origin, renderedSize],
  );

  useFocusInAndBack(frameRef, initialFocusRef);

  // A shrinking viewport (or a rotation) pulls the window, or at least its title bar, back inside.
  useEffect(() => {
    const onResize = () => {
      if (keepInViewport) setSize((current) => clampSize(current, minSize, maxSize, viewportSize()));
      setPosition((current) => constrain(current));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [constrain, keepInViewport, maxSize, minSize]);

  const setMinimized = (next: boolean) => {
    if (minimizedProp === undefined) setMinimizedState(next);
    onMinimizedChange?.(next);
  };

  // The window follows the pointer from the title bar or the move grip, clamped at every step. (react-rnd's
  // own dragging stopped a clamped drag with a synthetic mouse-up at (0, 0), so the window jumped there.)
  // The page's pointer events carry the drag, so it goes on when the pointer leaves the title bar.
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);
  const constrainRef = useRef(constrain);
  useLayoutEffect(() => {
    constrainRef.current = constrain;
  });
  const onDragStart = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    if ((event.target as Element).closest('.hv-window__button:not(.hv-window__move)')) return;
    event.preventDefault();
    stopDrag.current?.();
    const pointer = { x: event.clientX, y: event.clientY };
    const start = position;
    const onMove = (move: globalThis.PointerEvent) =>
      setPosition(
        constrainRef.current({
          x: start.x + move.clientX - pointer.x,
          y: start.y + move.clientY - pointer.y,
        }),
      );
    const onEnd = () => stopDrag.current?.();
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    stopDrag.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      stopDrag.current = null;
    };
  };

  const onResize: RndResizeCallback = (_event, _direction, element, _delta, nextPosition) => {
    const next = clampSize(
      { width: element.offsetWidth, height: element.offsetHeight },
      minSize,
      maxSize,
      keepInViewport ? viewportSize() : undefined,
    );
    setSize(next);
    setPosition(constrain(nextPosition, next));
  };

  const onMoveKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isArrowKey(event.key)) return;
    event.preventDefault();
    const wantsResize = event.shiftKey && resizable === true && !minimized;
    const step = keyboardStep(event.key, wantsResize, position, size);
    const nextSize = wantsResize
      ? clampSize(step.size, minSize, maxSize, keepInViewport ? viewportSize() : undefined)
      : size;
    const occupied = minimized || autoHeight ? { ...renderedSize(), width: nextSize.width } : nextSize;
    setSize(nextSize);
    setPosition(constrain(step.position, occupied));
  };

  useEscapeCloses(frameRef, onClose);

  const handle = `${resizeHandleSize}px`;
  const corner = rtl ? 'bottomLeft' : 'bottomRight';
  const side = rtl ? 'left' : 'right';
  const canResize = resizable && !minimized;
  const state: WindowState = minimized ? 'minimized' : 'open';

  return createPortal(
    <Rnd
      className="hv-window"
      style={{ position: 'fixed' }}
      position={position}
      size={{ width: size.width, height: minimized || autoHeight ? 'auto' : size.height }}
      minWidth={minSize.width}
      minHeight={minimized || autoHeight ? undefined : minSize.height}
      maxWidth={maxSize.width}
      maxHeight={maxSize.height}
      disableDragging
      onResize={onResize}
      enableResizing={{
        bottom: canResize && !autoHeight,
        [side]: canResize,
        [corner]: canResize && !autoHeight,
      }}
      resizeHandleStyles={{
        [corner]: { width: handle, height: handle, [side]: 0, bottom: 0 },
        [side]: { width: handle, [side]: `-${resizeHandleSize / 2}px` },
        bottom: { height: handle, bottom: `-${resizeHandleSize / 2}px` },
      }}
      resizeHandleClasses={{ [corner]: 'hv-window__grip' }}
    >
      <section
        {...rest}
        ref={frameRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={state}
        className={['hv-window__frame', className].filter(Boolean).join(' ')}
      >
        {/* Not a <header>: axe counts it as a second banner landmark next to the page's own. */}
        <div className="hv-window__titlebar" onPointerDown={onDragStart}>
          <button
            type="button"
            className="hv-window__button hv-window__move"
            aria-label={strings.move}
            aria-describedby={hintId}
            onKeyDown={onMoveKey}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <span id={hintId} hidden>
            {resizable ? strings.moveHint : strings.moveOnlyHint}
          </span>
          <h2 className="hv-window__title" id={titleId}>
            {title}
          </h2>
          <TitleBarButtons
            minimizable={minimizable}
            minimized={minimized}
            setMinimized={setMinimized}
            onClose={onClose}
          />
        </div>
        <div className="hv-window__body" hidden={minimized}>
          {children}
        </div>
      </section>
    </Rnd>,
    document.body,
  );
});

interface WindowSheetProps extends Omit<
  WindowProps,
  | 'open'
  | 'minimized'
  | 'defaultSize'
  | 'minSize'
  | 'maxSize'
  | 'defaultPosition'
  | 'dragLimits'
  | 'keepInViewport'
  | 'resizable'
  | 'resizeHandleSize'
  | 'autoHeight'
> {
  minimizedProp: boolean | undefined;
}

/** The window on a phone: a full-width sheet over the screen with its own scroll; minimised, a bar at the bottom. */
const WindowSheet = forwardRef<HTMLElement, WindowSheetProps>(function WindowSheet(
  {
    title,
    children,
    onClose,
    minimizedProp,
    defaultMinimized,
    onMinimizedChange,
    minimizable,
    initialFocusRef,
    className,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const frameRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => frameRef.current as HTMLElement);
  const [minimizedState, setMinimizedState] = useState<boolean>(defaultMinimized ?? false);
  const minimized = minimizedProp ?? minimizedState;
  const setMinimized = (next: boolean) => {
    if (minimizedProp === undefined) setMinimizedState(next);
    onMinimizedChange?.(next);
  };
  useFocusInAndBack(frameRef, initialFocusRef);
  useEscapeCloses(frameRef, onClose);
  const state: WindowState = minimized ? 'minimized' : 'open';

  return createPortal(
    <section
      {...rest}
      ref={frameRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state={state}
      data-layout="sheet"
      className={['hv-window', 'hv-window-sheet', 'hv-window__frame', className].filter(Boolean).join(' ')}
    >
      <div className="hv-window__titlebar">
        {onClose && <SheetBackButton onClick={onClose} />}
        <h2 className="hv-window__title" id={titleId}>
          {title}
        </h2>
        <TitleBarButtons
          minimizable={minimizable}
          minimized={minimized}
          setMinimized={setMinimized}
          onClose={onClose}
        />
      </div>
      <div className="hv-window__body" hidden={minimized}>
        {children}
      </div>
    </section>,
    document.body,
  );
});
