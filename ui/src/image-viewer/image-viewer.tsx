import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { IconButton } from '../button/button';
import { ArrowBackIcon, ArrowForwardIcon, CloseIcon } from '../button/icons';
import { useUiStrings } from '../strings-context';
import { usePhoneLayout } from '../window/phone-layout';
import { SheetBackButton } from '../window/sheet-back';
import { imageViewerStrings } from './strings';
import { keyToAction, stepIndex } from './navigation';
import './image-viewer.css';

/** One image to show. */
export interface ViewerImage {
  /** the protected URL, fetched through loadImage */
  url: string;
  /** a description of the image; falls back to "Image n of total" */
  alt?: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; objectUrl: string }
  | { status: 'error'; reason: 'no-token' | 'failed' };

export interface ImageViewerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** the images, at least one */
  images: readonly ViewerImage[];
  /** the learner's access token, sent as a Bearer token by loadImage; without it nothing loads */
  token: string | null | undefined;
  /** fetches one image as a blob with `Authorization: Bearer <token>` (ui/ never fetches itself) */
  loadImage: (url: string, token: string) => Promise<Blob>;
  /** called by the close button and Escape */
  onClose: () => void;
  /** the shown image (controlled); uncontrolled from defaultIndex when omitted */
  index?: number;
  /** the first image shown when uncontrolled */
  defaultIndex?: number;
  /** called with the new index on navigation */
  onIndexChange?: (index: number) => void;
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The 'Visual Learning Resource' window: a non-modal, draggable panel (role="dialog", aria-modal false)
 * with an `n / total` counter, previous and next arrows and a close button. Escape closes it; the arrow
 * keys navigate in the visual direction (see keyToAction). Each image is loaded as a blob with the token.
 */
export const ImageViewer = forwardRef<HTMLDivElement, ImageViewerProps>(function ImageViewer(
  { images, token, loadImage, onClose, index, defaultIndex = 0, onIndexChange, className, style, ...rest },
  ref,
) {
  const strings = useUiStrings('imageViewer', imageViewerStrings);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => panelRef.current as HTMLDivElement);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const total = images.length;
  const current = Math.min(Math.max(index ?? ownIndex, 0), Math.max(total - 1, 0));
  const image = images[current];
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  // On a phone the viewer is a full-screen sheet (docs/screens.md, "Phone layout"): nothing to drag.
  const phone = usePhoneLayout();
  const drag = useRef<{
    pointerId: number;
    startX: number;
    startY: number;
    baseX: number;
    baseY: number;
  } | null>(null);

  const go = (action: 'previous' | 'next') => {
    const next = stepIndex(current, total, action);
    if (next === current) return;
    if (index === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };

  // Keep the latest handlers for the document listener without re-subscribing on every render.
  const handlers = useRef({ go, onClose });
  useEffect(() => {
    handlers.current = { go, onClose };
  });

  useEffect(() => {
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target) && event.key !== 'Escape') return;
      const direction = panelRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
      const action = keyToAction(event.key, direction);
      if (!action) return;
      event.preventDefault();
      if (action === 'close') handlers.current.onClose();
      else handlers.current.go(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const url = image?.url;
  useEffect(() => {
    if (!url) return;
    if (!token) {
      setLoad({ status: 'error', reason: 'no-token' });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    setLoad({ status: 'loading' });
    loadImage(url, token).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setLoad({ status: 'ready', objectUrl });
      },
      () => {
        if (!cancelled) setLoad({ status: 'error', reason: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token, loadImage]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (phone || (event.target as HTMLElement).closest('button')) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      baseX: offset.x,
      baseY: offset.y,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setOffset({
      x: start.baseX + event.clientX - start.startX,
      y: start.baseY + event.clientY - start.startY,
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const alt =
    image?.alt ?? strings.imageAlt.replace('{n}', String(current + 1)).replace('{total}', String(total));

  return (
    <div
      {...rest}
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={['hv-image-viewer', className].filter(Boolean).join(' ')}
      data-state={load.status}
      data-layout={phone ? 'sheet' : 'window'}
      style={phone ? style : { ...style, translate: `${offset.x}px ${offset.y}px` }}
    >
      <div
        className="hv-image-viewer__titlebar"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {phone && <SheetBackButton onClick={onClose} />}
        <h2 id={titleId} className="hv-image-viewer__title">
          {strings.title}
        </h2>
        <span className="hv-image-viewer__counter" dir="ltr">
          {total === 0 ? 0 : current + 1} / {total}
        </span>
        <IconButton label={strings.close} icon={<CloseIcon />} size="sm" onClick={onClose} />
      </div>
      <div className="hv-image-viewer__body">
        <IconButton
          className="hv-image-viewer__nav"
          label={strings.previous}
          icon={<ArrowBackIcon />}
          mirrorInRtl
          disabled={current <= 0}
          onClick={() => go('previous')}
        />
        <div className="hv-image-viewer__stage">
          {load.status === 'loading' && (
            <span role="status" className="hv-image-viewer__message">
              {strings.loading}
            </span>
          )}
          {load.status === 'error' && (
            <span role="alert" className="hv-image-viewer__message hv-image-viewer__message--error">
              {load.reason === 'no-token' ? strings.noToken : strings.loadFailed}
            </span>
          )}
          {load.status === 'ready' && (
            <img className="hv-image-viewer__image" src={load.objectUrl} alt={alt} />
          )}
        </div>
        <IconButton
          className="hv-image-viewer__nav"
          label={strings.next}
          icon={<ArrowForwardIcon />}
          mirrorInRtl
          disabled={current >= total - 1}
          onClick={() => go('next')}
        />
      </div>
    </div>
  );
});
