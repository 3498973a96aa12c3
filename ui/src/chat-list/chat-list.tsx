import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useUiStrings } from '../strings-context';
import { chatListStrings } from './strings';
import { firstRendered, initialHidden, isNearBottom, revealEarlier, CHAT_PAGE_SIZE } from './window';
import './chat-list.css';

export interface ChatListProps<T> {
  /** the messages, oldest first */
  items: readonly T[];
  /** a stable key per message */
  getKey: (item: T) => string;
  /** renders one message; keep it memoised, so typing elsewhere re-renders nothing here */
  renderItem: (item: T) => ReactNode;
  /** what follows the last message: the loading indicator, a retry */
  footer?: ReactNode;
  /** shown instead of the list when there are no messages */
  empty?: ReactNode;
  /** messages rendered at first and per earlier page (40) */
  pageSize?: number;
  /** overrides the list's accessible name */
  label?: string;
  /** the history is loading (aria-busy) */
  busy?: boolean;
  /** extra class on the scroll container */
  className?: string;
}

/**
 * The chat's scrolling message log. Only the newest `pageSize` messages of a long history render at
 * first (the newest 8 of them in the first frame, the rest of the page right after it); reaching the top (or the "show earlier" button) renders the previous page, with the scroll
 * position kept. It opens at the bottom and follows new messages while the learner is near the bottom.
 */
export function ChatList<T>({
  items,
  getKey,
  renderItem,
  footer,
  empty,
  pageSize = CHAT_PAGE_SIZE,
  label,
  busy = false,
  className,
}: ChatListProps<T>) {
  const strings = useUiStrings('chatList', chatListStrings);
  const scroller = useRef<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLButtonElement | null>(null);
  const stick = useRef(true);
  const firstKey = items.length > 0 ? getKey(items[0] as T) : '';
  // A new history (another thread) starts again from its newest page, and its first frame renders only the
  // newest few messages: the rest of the page follows once that frame is painted.
  const fresh = () => {
    const start = initialHidden(items.length, pageSize);
    return { firstKey, hidden: start, firstFrame: firstRendered(items.length, start, true) > start };
  };
  const [range, setRange] = useState(fresh);
  if (range.firstKey !== firstKey) setRange(fresh());
  const hidden = Math.min(range.hidden, items.length);
  const from = firstRendered(items.length, hidden, range.firstFrame);
  useEffect(() => {
    if (!range.firstFrame) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted; as a transition, so typing stays ahead of the older messages.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() => setRange((current) => ({ ...current, firstFrame: false }))),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [range.firstFrame]);
  const heightBefore = useRef<number | null>(null);

  const showEarlier = () => {
    const box = scroller.current;
    heightBefore.current = box ? box.scrollHeight - box.scrollTop : null;
    setRange((current) => ({
      ...current,
      hidden: revealEarlier(current.hidden, pageSize),
      firstFrame: false,
    }));
  };

  // After an earlier page renders, the messages on screen stay where they were.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || heightBefore.current === null) return;
    box.scrollTop = box.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [hidden]);

  // New messages and a growing reply keep the view at the bottom while the learner is there. The scroll is
  // set in the next animation frame, which runs before that frame paints: reading the height during the
  // commit would force a layout of the whole screen inside React's task (a long task on a phone).
  const stickFrame = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!stick.current || stickFrame.current !== null) return;
    stickFrame.current = requestAnimationFrame(() => {
      stickFrame.current = null;
      const box = scroller.current;
      if (box && stick.current) box.scrollTop = box.scrollHeight;
    });
  });
  useEffect(
    () => () => {
      if (stickFrame.current !== null) cancelAnimationFrame(stickFrame.current);
      stickFrame.current = null;
    },
    [],
  );

  useEffect(() => {
    const target = sentinel.current;
    const root = scroller.current;
    if (!target || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !stick.current) showEarlier();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // showEarlier only reads refs and sets state; a new observer per page is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden > 0]);

  return (
    <div
      ref={scroller}
      className={['hv-chat-list', className].filter(Boolean).join(' ')}
      role="log"
      aria-label={label ?? strings.label}
      aria-live="polite"
      aria-relevant="additions"
      aria-busy={busy || undefined}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        stick.current = isNearBottom(box.scrollTop, box.clientHeight, box.scrollHeight);
      }}
    >
      {items.length === 0 && empty}
      {hidden > 0 && (
        <button ref={sentinel} type="button" className="hv-chat-list__earlier" onClick={showEarlier}>
          {strings.earlier.replace('{count}', String(hidden))}
        </button>
      )}
      <ol className="hv-chat-list__items">
        {items.slice(from).map((item) => (
          <li key={getKey(item)} className="hv-chat-list__item">
            {renderItem(item)}
          </li>
        ))}
      </ol>
      {footer}
    </div>
  );
}
