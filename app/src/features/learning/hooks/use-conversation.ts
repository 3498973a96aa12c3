import { useToast, type LoaderContext } from '@havruta/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  retryableStreamCodes,
  type BotReply,
  type ChatRequest,
  type Course,
  type MessageContent,
} from '../../../../../backend/contract';
import { ApiError, chatApi } from '../../../lib/api-client';
import { courseThreadBody } from '../early-calls';
import { entryFromHistory, entryFromReply, type ChatEntry } from '../state/entries';
import {
  activeThread,
  followThread,
  modeOf,
  normalModes,
  readModes,
  writeModes,
  type ModeState,
} from '../state/modes';
import { newClientId, useLatest, useStateRef, wait } from './use-latest';

/** Wait before a message is sent again on a thread created because none was active (§9). */
export const NO_THREAD_RETRY_MS = 500;

/** Options of one exchange with the tutor. */
export interface ExchangeOptions {
  /** not shown as the learner's message (a hidden instruction) */
  hidden?: boolean;
  /** what the learner's bubble shows */
  display?: MessageContent;
  /** images shown with the learner's message (an upload's pages, a drawing) */
  imageUrls?: readonly string[];
  /** the id of an earlier try of the same message, so the server stores it once */
  clientMessageId?: string;
  /** what the loading indicator says while the reply is awaited */
  context?: LoaderContext;
  /** the caller shows its own failure toast (start lesson, finish topic …); 401 is still handled */
  quiet?: boolean;
}

/** Options of one text message to the tutor. */
export interface SendOptions extends ExchangeOptions {
  /** mode fields of the chat body beyond the current mode's (lesson_mode, lesson_id, test_mode, test_id) */
  extra?: Partial<ChatRequest>;
}

/**
 * Asks the tutor on `thread` with `clientMessageId`; `onDelta` reports streamed text; `signal` aborts it
 * when the screen closes.
 */
export type TutorRequest = (
  thread: string,
  clientMessageId: string,
  onDelta: (text: string) => void,
  signal: AbortSignal,
) => Promise<BotReply>;

/** A message that failed: its text stays in the input, and Retry sends it again with the same id. */
export interface FailedSend {
  text: string;
  clientMessageId: string;
  options: ExchangeOptions;
}

/** The list key of the learner's message with this client id. */
export const userEntryKey = (clientMessageId: string) => `u-${clientMessageId}`;

/** Thrown after a failure the conversation already reported (toast, redirect); callers only stop. */
export class ReportedError extends Error {
  constructor(readonly reason: unknown) {
    super('reported');
    this.name = 'ReportedError';
  }
}

/** What a finished reply tells the rest of the screen. */
export type ReplyListener = (reply: BotReply, entry: ChatEntry) => void;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * The conversation of one course: its history (get_course_thread), the modes and their threads, and
 * sending with streaming. A message carries a client id kept across retries; deltas grow the reply
 * once per frame; a reply on another thread moves the mode's thread; no active thread (or a thread the
 * server no longer knows) creates one and sends again after 500 ms.
 */
export function useConversation(course: Course | null, onNoCourse: () => void, onReply: ReplyListener) {
  const { t, i18n } = useTranslation('learning');
  const toast = useToast();
  const navigate = useNavigate();
  const english = i18n.language === 'en';
  const [entries, setEntries, entriesRef] = useStateRef<readonly ChatEntry[]>([]);
  const [mainThread, setMainThread, mainRef] = useStateRef<string | null>(null);
  const [modes, setModesState, modesRef] = useStateRef<ModeState>(() => {
    const store = storage();
    return store ? readModes(store) : normalModes;
  });
  const [historyStatus, setHistoryStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>(
    course ? 'loading' : 'idle',
  );
  const [pending, setPending] = useState<LoaderContext | null>(null);
  const [failed, setFailed] = useState<FailedSend | null>(null);
  const replyListener = useLatest(onReply);
  const courseRef = useLatest(course);
  const noCourse = useLatest(onNoCourse);

  const setModes = useCallback(
    (next: ModeState | ((current: ModeState) => ModeState)) => {
      setModesState(next);
      const store = storage();
      if (store) writeModes(store, modesRef.current);
    },
    [modesRef, setModesState],
  );

  const addEntry = useCallback(
    (entry: ChatEntry) => setEntries((current) => [...current, entry]),
    [setEntries],
  );
  const replaceEntry = useCallback(
    (key: string, entry: ChatEntry | null) =>
      setEntries((current) => {
        const at = current.findIndex((item) => item.key === key);
        if (at === -1) return entry ? [...current, entry] : current;
        const next = [...current];
        if (entry) next[at] = entry;
        else next.splice(at, 1);
        return next;
      }),
    [setEntries],
  );
  /** A line of the screen's own (lesson ended, test ended), shown as a system message. */
  const addSystem = useCallback(
    (text: string) => addEntry({ key: `s-${newClientId()}`, role: 'system', content: text }),
    [addEntry],
  );

  /** A new main thread for the course (no thread was active, or the server forgot it). */
  const createMainThread = useCallback(async (): Promise<string> => {
    const current = courseRef.current;
    if (!current) throw new Error('no course');
    const { thread_id: threadId } = await chatApi.createThread({
      course_id: current.id,
      subject: current.subject,
    });
    setMainThread(threadId);
    return threadId;
  }, [courseRef, setMainThread]);

  // The history of the course's main thread.
  useEffect(() => {
    if (!course) return;
    const controller = new AbortController();
    setHistoryStatus('loading');
    chatApi.courseThread(courseThreadBody(course), controller.signal).then(
      ({ thread_id: threadId, messages }) => {
        setMainThread(threadId);
        setEntries(messages.map(entryFromHistory));
        setHistoryStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setHistoryStatus('failed');
        if (error instanceof ApiError && error.status === 401) {
          navigate('/login');
          return;
        }
        console.warn('course thread failed to load', error);
        // No thread for this course on the server: start the conversation with a new one.
        if (error instanceof ApiError && error.status === 404) {
          createMainThread().then(
            () => setHistoryStatus('ready'),
            (reason: unknown) => {
              console.warn('conversation thread not created', reason);
              toast.error(t('chat.initFailed'));
            },
          );
          return;
        }
        // The server's words in English; the Hebrew screen keeps its own sentence (docs/screens.md).
        const serverWords = english && error instanceof ApiError && error.status !== 0;
        toast.error(serverWords ? error.message : t('course.loadFailed'));
      },
    );
    return () => controller.abort();
    // The language is read when the history loads (no dependency): switching it loads nothing again.
  }, [course, createMainThread, navigate, setEntries, setMainThread, t, toast]);

  const streamFlush = useRef<number | null>(null);
  // Requests still running when the screen closes are aborted (a stream would otherwise stay open).
  const inflight = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = inflight.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
    };
  }, []);

  /**
   * One exchange with the tutor: the learner's entry, the request (streamed deltas grow the reply once per
   * frame), the reply in the list, the threads followed. No active thread (or a main thread the server no
   * longer knows) creates one and asks again after 500 ms. Failures are reported here (toasts, the login
   * redirect) unless `quiet`, and rethrown as ReportedError.
   */
  const exchange = useCallback(
    async (request: TutorRequest, options: ExchangeOptions & { retryText?: string }): Promise<BotReply> => {
      if (!courseRef.current) {
        toast.error(t('course.none'));
        noCourse.current();
        throw new ReportedError(new Error('no course'));
      }
      const clientMessageId = options.clientMessageId ?? newClientId();
      const userKey = userEntryKey(clientMessageId);
      const replyKey = `a-${clientMessageId}`;
      let thread = activeThread(modesRef.current, mainRef.current);
      const recover = async () => {
        toast.info(t('chat.noThread'));
        try {
          thread = await createMainThread();
        } catch (error) {
          toast.error(t('chat.threadFailed'));
          throw new ReportedError(error);
        }
        await wait(NO_THREAD_RETRY_MS);
      };

      setFailed(null);
      setPending(options.context ?? 'chat');
      if (!options.hidden) {
        addEntry({
          key: userKey,
          role: 'user',
          content: options.display ?? options.retryText ?? '',
          imageUrls: options.imageUrls,
          time: new Date().toISOString(),
        });
      }
      let streamed = '';
      const showDelta = (delta: string) => {
        streamed += delta;
        if (streamFlush.current !== null) return;
        streamFlush.current = requestAnimationFrame(() => {
          streamFlush.current = null;
          replaceEntry(replyKey, { key: replyKey, role: 'assistant', content: streamed, streaming: true });
        });
      };
      const stopStream = () => {
        if (streamFlush.current !== null) cancelAnimationFrame(streamFlush.current);
        streamFlush.current = null;
      };

      const controller = new AbortController();
      inflight.current.add(controller);
      try {
        if (!thread) await recover();
        let reply: BotReply;
        try {
          reply = await request(thread as string, clientMessageId, showDelta, controller.signal);
        } catch (error) {
          const lost =
            error instanceof ApiError &&
            error.status === 404 &&
            thread === mainRef.current &&
            modeOf(modesRef.current) === 'normal';
          if (!lost) throw error;
          stopStream();
          streamed = '';
          await recover();
          reply = await request(thread as string, clientMessageId, showDelta, controller.signal);
        }
        stopStream();
        const followed = followThread(modesRef.current, mainRef.current, thread as string, reply.thread_id);
        if (followed.modes !== modesRef.current) setModes(followed.modes);
        if (followed.mainThread !== mainRef.current) setMainThread(followed.mainThread);
        const entry = entryFromReply(reply, replyKey);
        replaceEntry(replyKey, entry);
        replyListener.current(reply, entry);
        return reply;
      } catch (error) {
        stopStream();
        if (controller.signal.aborted) throw new ReportedError(error);
        replaceEntry(replyKey, null);
        if (!options.hidden) replaceEntry(userKey, null);
        if (error instanceof ReportedError) throw error;
        if (error instanceof ApiError && error.status === 401) {
          navigate('/login');
          throw new ReportedError(error);
        }
        console.warn('message failed', error);
        if (options.retryText !== undefined) {
          setFailed({ text: options.retryText, clientMessageId, options });
        }
        if (!options.quiet) {
          const failure = sendFailure(error);
          toast.error(
            failure.kind === 'tutorUnavailable'
              ? t('chat.tutorUnavailable', { count: failure.seconds })
              : failure.kind === 'network'
                ? t('chat.network')
                : t('chat.sendFailed'),
          );
        }
        throw options.quiet ? error : new ReportedError(error);
      } finally {
        inflight.current.delete(controller);
        if (!controller.signal.aborted) setPending(null);
      }
    },
    [
      addEntry,
      courseRef,
      createMainThread,
      mainRef,
      modesRef,
      navigate,
      noCourse,
      replaceEntry,
      replyListener,
      setMainThread,
      setModes,
      t,
      toast,
    ],
  );

  /**
   * A text message (streamed) on the active thread, carrying the current mode's fields. A failure of a
   * message the learner typed keeps it for Retry with the same client id.
   */
  const send = useCallback(
    (text: string, options: SendOptions = {}): Promise<BotReply> => {
      const course = courseRef.current;
      const { test, lesson } = modesRef.current;
      const modeFields: Partial<ChatRequest> = test
        ? { test_mode: true, test_id: test.testId }
        : lesson
          ? { lesson_mode: true, lesson_id: lesson.id }
          : {};
      return exchange(
        (thread, clientMessageId, onDelta, signal) =>
          chatApi.stream(
            {
              message: text,
              thread_id: thread,
              course_id: course?.id ?? '',
              assistant_id: course?.assistantId,
              client_message_id: clientMessageId,
              ...modeFields,
              ...options.extra,
            },
            { onDelta },
            signal,
          ),
        { ...options, retryText: options.hidden ? undefined : text },
      );
    },
    [courseRef, exchange, modesRef],
  );

  return {
    entries,
    entriesRef,
    mainThread,
    modes,
    modesRef,
    mode: modeOf(modes),
    threadId: activeThread(modes, mainThread),
    historyStatus,
    pending,
    setPending,
    failed,
    clearFailed: () => setFailed(null),
    send,
    exchange,
    setModes,
    addEntry,
    replaceEntry,
    addSystem,
    createMainThread,
    mainRef,
    setMainThread,
  };
}

/**
 * Which toast a failed send shows: a retryable failure's Retry-After (the tutor failed, or its node shut
 * down mid-reply: the message is kept and offered again), the network, or the catalogue's sentence.
 */
export function sendFailure(
  error: unknown,
): { kind: 'tutorUnavailable'; seconds: number } | { kind: 'network' | 'sendFailed' } {
  if (
    error instanceof ApiError &&
    (retryableStreamCodes as readonly string[]).includes(error.code) &&
    error.retryAfterSeconds !== undefined
  ) {
    return { kind: 'tutorUnavailable', seconds: error.retryAfterSeconds };
  }
  if (error instanceof ApiError && error.status === 0) return { kind: 'network' };
  return { kind: 'sendFailed' };
}

export type Conversation = ReturnType<typeof useConversation>;
