import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUiStrings } from '../strings-context';
import { followTarget, isFollowing, isOwnScroll, nextFollowing, type FollowMetrics } from './follow';
import { chatListStrings } from './strings';
import { firstRendered, initialHidden, revealEarlier, CHAT_PAGE_SIZE } from './window';
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
  /**
   * Each new value other than null brings the list back to following the newest message, wherever the
   * learner had scrolled (they sent something: their message and the reply come into view).
   */
  resume?: unknown;
}

/** Where the newest message starts, in px of the box's scrolled content (its end when there is none). */
function measure(box: HTMLElement, list: HTMLElement | null): FollowMetrics {
  const last = list?.lastElementChild;
  const anchorTop = last
    ? last.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientTop + box.scrollTop
    : box.scrollHeight;
  return {
    scrollTop: box.scrollTop,
    clientHeight: box.clientHeight,
    scrollHeight: box.scrollHeight,
    anchorTop,
  };
}

/**
 * The chat's scrolling message log. Only the newest `pageSize` messages of a long history render at
 * first (the newest 8 of them in the first frame, the rest of the page right after it); reaching the top (or the "show earlier" button) renders the previous page, with the scroll
 * position kept. It follows the newest message (follow.ts): to the end of the list, or to the start of a reply
 * taller than the view. A learner who scrolled up to read the history stays there, and a "new reply" button
 * takes them down when a message arrives.
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
  resume,
}: ChatListProps<T>) {
  const strings = useUiStrings('chatList', chatListStrings);
  const scroller = useRef<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLButtonElement | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  // Following the newest message; only the learner's own scrolling turns it off.
  const following = useRef(true);
  // Where the list last scrolled itself, so its own scroll event is not read as the learner's.
  const lastSet = useRef<number | null>(null);
  const lastTop = useRef(0);
  const learnerScrolled = useRef(false);
  const [unseen, setUnseen] = useState(false);
  const lastKey = items.length > 0 ? getKey(items[items.length - 1] as T) : '';
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

  // The view follows the newest message while the learner reads along. The scroll is set in the next
  // animation frame, which runs before that frame paints: reading the layout during the commit would force
  // a layout of the whole screen inside React's task (a long task on a phone).
  const followFrame = useRef<number | null>(null);
  const follow = useCallback(() => {
    if (!following.current || followFrame.current !== null) return;
    followFrame.current = requestAnimationFrame(() => {
      followFrame.current = null;
      const box = scroller.current;
      if (!box || !following.current) return;
      const target = followTarget(measure(box, list.current));
      if (Math.abs(target - box.scrollTop) <= 1) return;
      box.scrollTop = target;
      lastSet.current = box.scrollTop;
    });
  }, []);
  useEffect(
    () => () => {
      if (followFrame.current !== null) cancelAnimationFrame(followFrame.current);
      followFrame.current = null;
    },
    [],
  );

  // Another thread's history, or something the learner sent, goes back to following the newest message:
  // the button goes now (while rendering), the ref in the layout effects below, before the new message is seen.
  const [marks, setMarks] = useState({ firstKey, resume });
  if (marks.firstKey !== firstKey || !Object.is(marks.resume, resume)) {
    const resumed = marks.firstKey !== firstKey || (resume !== null && resume !== undefined);
    setMarks({ firstKey, resume });
    if (resumed && unseen) setUnseen(false);
  }
  useLayoutEffect(() => {
    following.current = true;
    learnerScrolled.current = false;
  }, [firstKey]);
  useLayoutEffect(() => {
    if (resume === null || resume === undefined) return;
    following.current = true;
    learnerScrolled.current = false;
  }, [resume]);
  // A message that arrives while the learner reads the history is announced by the "new reply" button.
  const seenKey = useRef(lastKey);
  useLayoutEffect(() => {
    if (seenKey.current === lastKey) return;
    seenKey.current = lastKey;
    if (!following.current && lastKey !== '') setUnseen(true);
  }, [lastKey]);
  // Every render (a new message, a streamed delta) and every change of size (an image, a formula or the
  // markdown renderer arriving, the input growing) keeps the newest message in view.
  useLayoutEffect(() => follow());
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => follow());
    observer.observe(box);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, [follow]);

  // What only the learner does: a wheel, a touch, a key (arrows, Page Up) or a drag of the scrollbar.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const learnerScrolls = () => {
      learnerScrolled.current = true;
    };
    const events = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of events) box.addEventListener(type, learnerScrolls, { passive: true });
    return () => {
      for (const type of events) box.removeEventListener(type, learnerScrolls);
    };
  }, []);

  const jump = () => {
    following.current = true;
    learnerScrolled.current = false;
    setUnseen(false);
    // The button goes away: focus stays in the conversation, on the log itself.
    scroller.current?.focus({ preventScroll: true });
    follow();
  };

  useEffect(() => {
    const target = sentinel.current;
    const root = scroller.current;
    if (!target || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !following.current) showEarlier();
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
        const up = box.scrollTop < lastTop.current - 1;
        lastTop.current = box.scrollTop;
        if (isOwnScroll(box.scrollTop, lastSet.current)) return;
        lastSet.current = null;
        // The browser moves the view too (scroll anchoring when a picture or formula above changes size):
        // only a scroll that follows the learner's own wheel, touch, key or scrollbar is theirs.
        if (!learnerScrolled.current) return;
        following.current = nextFollowing(following.current, up, isFollowing(measure(box, list.current)));
        if (following.current && unseen) setUnseen(false);
      }}
    >
      {items.length === 0 && empty}
      {hidden > 0 && (
        <button ref={sentinel} type="button" className="hv-chat-list__earlier" onClick={showEarlier}>
          {strings.earlier.replace('{count}', String(hidden))}
        </button>
      )}
      <ol ref={list} className="hv-chat-list__items">
        {items.slice(from).map((item) => (
          <li key={getKey(item)} className="hv-chat-list__item">
            {renderItem(item)}
          </li>
        ))}
      </ol>
      {footer}
      {unseen && (
        <button type="button" className="hv-chat-list__jump" onClick={jump}>
          {strings.newReply} <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}
