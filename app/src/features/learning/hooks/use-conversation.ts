import { useToast, type LoaderContext } from '@havruta/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ThreadId, type BotReply, type ChatRequest, type Course } from '../../../../../backend/contract';
import { ApiError, chatApi } from '../../../lib/api-client';
import { courseThreadBody } from '../../../lib/courses/course-thread-call';
import {
  newClientId,
  NO_THREAD_RETRY_MS,
  replyEntryKey,
  ReportedError,
  sendFailure,
  userEntryKey,
  type ExchangeOptions,
  type FailedSend,
  type ReplyListener,
  type SendOptions,
  type TutorRequest,
} from '../exchange';
import {
  conversationReducer,
  initialConversation,
  type ConversationAction,
  type ConversationState,
} from '../state/conversation';
import { entryFromHistory, entryFromReply, type ChatEntry } from '../state/entries';
import {
  activeThread,
  modeOf,
  normalModes,
  readModes,
  writeModes,
  type SelectedLesson,
  type SelectedTest,
} from '../state/modes';
import { useLatest, useReducerRef, wait } from './use-latest';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Streamed text, shown once per frame. */
function frameBuffer(show: (text: string) => void) {
  let text = '';
  let frame: number | null = null;
  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };
  return {
    add: (delta: string) => {
      text += delta;
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        show(text);
      });
    },
    stop,
    restart: () => {
      stop();
      text = '';
    },
  };
}

/**
 * The conversation of one course: its history (get_course_thread), the modes and their threads, and
 * sending with streaming. The state is `conversationReducer`'s (state/conversation.ts); this hook runs the
 * requests and offers intents. A message carries a client id kept across retries; deltas grow the reply
 * once per frame; a reply on another thread moves the mode's thread; no active thread (or a thread the
 * server no longer knows) creates one and sends again after 500 ms.
 */
export function useConversation(course: Course | null, onNoCourse: () => void, onReply: ReplyListener) {
  const { t, i18n } = useTranslation('learning');
  const toast = useToast();
  const navigate = useNavigate();
  const english = i18n.language === 'en';
  const [state, apply, stateRef] = useReducerRef<ConversationState, ConversationAction>(
    conversationReducer,
    () => {
      const store = storage();
      return initialConversation(store ? readModes(store) : normalModes, course !== null);
    },
  );
  const latest = useLatest({ course, onNoCourse, onReply, t, toast, navigate });

  // The modes outlive the screen: every change is written to storage with the action that made it.
  const dispatch = useCallback(
    (action: ConversationAction) => {
      const before = stateRef.current.modes;
      apply(action);
      const store = storage();
      if (store && stateRef.current.modes !== before) writeModes(store, stateRef.current.modes);
    },
    [apply, stateRef],
  );

  /** A new main thread for the course (no thread was active, or the server forgot it). */
  const createMainThread = useCallback(
    async (ready?: boolean): Promise<string> => {
      const current = latest.current.course;
      if (!current) throw new Error('no course');
      const { thread_id: threadId } = await chatApi.createThread({
        course_id: current.id,
        subject: current.subject,
      });
      dispatch({ type: 'threadCreated', threadId, ready });
      return threadId;
    },
    [dispatch, latest],
  );

  // The history of the course's main thread.
  useEffect(() => {
    if (!course) return;
    const controller = new AbortController();
    dispatch({ type: 'historyRequested' });
    chatApi.courseThread(courseThreadBody(course), controller.signal).then(
      ({ thread_id: threadId, messages }) =>
        dispatch({ type: 'historyLoaded', threadId, entries: messages.map(entryFromHistory) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'historyFailed' });
        if (error instanceof ApiError && error.status === 401) {
          navigate('/login');
          return;
        }
        console.warn('course thread failed to load', error);
        // No thread for this course on the server: start the conversation with a new one.
        if (error instanceof ApiError && error.status === 404) {
          createMainThread(true).catch((reason: unknown) => {
            console.warn('conversation thread not created', reason);
            toast.error(t('chat.initFailed'));
          });
          return;
        }
        // The server's words in English; the Hebrew screen keeps its own sentence (docs/screens.md).
        const serverWords = english && error instanceof ApiError && error.status !== 0;
        toast.error(serverWords ? error.message : t('course.loadFailed'));
      },
    );
    return () => controller.abort();
    // The language is read when the history loads (no dependency): switching it loads nothing again.
  }, [course, createMainThread, dispatch, navigate, t, toast]);

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
   * Asks on the active thread. No active thread, or a main thread the server no longer knows (404 in
   * normal mode), creates one and asks again after NO_THREAD_RETRY_MS. Resolves with the reply and the
   * thread it was asked on.
   */
  const askOnThread = useCallback(
    async (
      request: TutorRequest,
      clientMessageId: string,
      stream: ReturnType<typeof frameBuffer>,
      signal: AbortSignal,
    ): Promise<{ reply: BotReply; thread: string }> => {
      const { t, toast } = latest.current;
      const recover = async (): Promise<string> => {
        toast.info(t('chat.noThread'));
        let created: string;
        try {
          created = await createMainThread();
        } catch (error) {
          toast.error(t('chat.threadFailed'));
          throw new ReportedError(error);
        }
        await wait(NO_THREAD_RETRY_MS);
        return created;
      };
      const ask = async (thread: string) => ({
        reply: await request(ThreadId.parse(thread), clientMessageId, stream.add, signal),
        thread,
      });
      const thread = activeThread(stateRef.current.modes, stateRef.current.mainThread) ?? (await recover());
      try {
        return await ask(thread);
      } catch (error) {
        const { modes, mainThread } = stateRef.current;
        const lost =
          error instanceof ApiError &&
          error.status === 404 &&
          thread === mainThread &&
          modeOf(modes) === 'normal';
        if (!lost) throw error;
        stream.restart();
        return ask(await recover());
      }
    },
    [createMainThread, latest, stateRef],
  );

  /**
   * A failed exchange: its entries leave the list, a typed message is kept for Retry, and the failure is
   * reported (the login redirect on 401; a toast unless `quiet`). Returns what the exchange rethrows.
   */
  const failure = useCallback(
    (error: unknown, keys: readonly string[], retry: FailedSend | null, quiet: boolean | undefined) => {
      const { t, toast, navigate } = latest.current;
      const unauthorized = error instanceof ApiError && error.status === 401;
      const reported = error instanceof ReportedError;
      dispatch({ type: 'failed', keys, retry: reported || unauthorized ? null : retry });
      if (reported) return error;
      if (unauthorized) {
        navigate('/login');
        return new ReportedError(error);
      }
      console.warn('message failed', error);
      if (!quiet) {
        const shown = sendFailure(error);
        toast.error(
          shown.kind === 'tutorUnavailable'
            ? t('chat.tutorUnavailable', { count: shown.seconds })
            : shown.kind === 'network'
              ? t('chat.network')
              : t('chat.sendFailed'),
        );
      }
      return quiet ? error : new ReportedError(error);
    },
    [dispatch, latest],
  );

  /**
   * One exchange with the tutor: the learner's entry, the request (streamed deltas grow the reply once per
   * frame), the reply in the list, the threads followed. Failures are reported here (toasts, the login
   * redirect) unless `quiet`, and rethrown as ReportedError.
   */
  const exchange = useCallback(
    async (request: TutorRequest, options: ExchangeOptions & { retryText?: string }): Promise<BotReply> => {
      const { course: current, t, toast, onNoCourse: noCourse } = latest.current;
      if (!current) {
        toast.error(t('course.none'));
        noCourse();
        throw new ReportedError(new Error('no course'));
      }
      const clientMessageId = options.clientMessageId ?? newClientId();
      const userKey = userEntryKey(clientMessageId);
      const replyKey = replyEntryKey(clientMessageId);
      dispatch({
        type: 'sent',
        context: options.context ?? 'chat',
        entry: options.hidden
          ? null
          : {
              key: userKey,
              role: 'user',
              content: options.display ?? options.retryText ?? '',
              imageUrls: options.imageUrls,
              time: new Date().toISOString(),
            },
      });
      const stream = frameBuffer((text) => dispatch({ type: 'delta', key: replyKey, text }));
      const controller = new AbortController();
      inflight.current.add(controller);
      try {
        const { reply, thread } = await askOnThread(request, clientMessageId, stream, controller.signal);
        stream.stop();
        const entry: ChatEntry = entryFromReply(reply, replyKey);
        dispatch({ type: 'replied', entry, sentTo: thread, replyThread: reply.thread_id });
        latest.current.onReply(reply, entry);
        return reply;
      } catch (error) {
        stream.stop();
        if (controller.signal.aborted) throw new ReportedError(error);
        const retry =
          options.retryText === undefined ? null : { text: options.retryText, clientMessageId, options };
        throw failure(error, options.hidden ? [replyKey] : [replyKey, userKey], retry, options.quiet);
      } finally {
        inflight.current.delete(controller);
      }
    },
    [askOnThread, dispatch, failure, latest],
  );

  /**
   * A text message (streamed) on the active thread, carrying the current mode's fields. A failure of a
   * message the learner typed keeps it for Retry with the same client id.
   */
  const send = useCallback(
    (text: string, options: SendOptions = {}): Promise<BotReply> => {
      const current = latest.current.course;
      const { test, lesson } = stateRef.current.modes;
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
              course_id: current?.id ?? '',
              assistant_id: current?.assistantId,
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
    [exchange, latest, stateRef],
  );

  /** Sends a failed message again with its client id, so the server stores it once. */
  const retry = useCallback(
    (previous: FailedSend): Promise<BotReply> =>
      send(previous.text, { ...previous.options, clientMessageId: previous.clientMessageId }),
    [send],
  );

  /**
   * Work before a message (an upload): the indicator says `context` while it runs; a failure clears it
   * and rejects. The exchange that follows takes the indicator over.
   */
  const prepare = useCallback(
    async <T>(context: LoaderContext, work: () => Promise<T>): Promise<T> => {
      dispatch({ type: 'preparing', context });
      try {
        return await work();
      } catch (error) {
        dispatch({ type: 'preparationFailed' });
        throw error;
      }
    },
    [dispatch],
  );

  /** The learner's words of a recording, in place of the placeholder bubble of message `clientMessageId`. */
  const heard = useCallback(
    (clientMessageId: string, transcript: string) => {
      const key = userEntryKey(clientMessageId);
      dispatch({
        type: 'transcribed',
        key,
        entry: { key, role: 'user', content: transcript, time: new Date().toISOString() },
      });
    },
    [dispatch],
  );

  /** A line of the screen's own (lesson ended, test ended), shown as a system message. */
  const note = useCallback(
    (text: string) =>
      dispatch({ type: 'noted', entry: { key: `s-${newClientId()}`, role: 'system', content: text } }),
    [dispatch],
  );

  /** Lesson mode on, on `thread`; returns the undo (the lesson as it was), for a start that failed. */
  const enterLesson = useCallback(
    (lesson: SelectedLesson, thread: string) => {
      const before = stateRef.current.modes;
      dispatch({ type: 'lessonChanged', lesson, thread });
      return () => dispatch({ type: 'lessonChanged', lesson: before.lesson, thread: before.lessonThread });
    },
    [dispatch, stateRef],
  );
  const leaveLesson = useCallback(
    () => dispatch({ type: 'lessonChanged', lesson: null, thread: null }),
    [dispatch],
  );
  /** Test mode on, on `thread`; returns the undo (the test as it was), for a start that failed. */
  const enterTest = useCallback(
    (test: SelectedTest, thread: string) => {
      const before = stateRef.current.modes;
      dispatch({ type: 'testChanged', test, thread });
      return () => dispatch({ type: 'testChanged', test: before.test, thread: before.testThread });
    },
    [dispatch, stateRef],
  );
  const leaveTest = useCallback(
    () => dispatch({ type: 'testChanged', test: null, thread: null }),
    [dispatch],
  );

  return useMemo(
    () => ({
      ...state,
      mode: modeOf(state.modes),
      threadId: activeThread(state.modes, state.mainThread),
      send,
      retry,
      exchange,
      prepare,
      heard,
      note,
      enterLesson,
      leaveLesson,
      enterTest,
      leaveTest,
    }),
    [state, send, retry, exchange, prepare, heard, note, enterLesson, leaveLesson, enterTest, leaveTest],
  );
}

export type Conversation = ReturnType<typeof useConversation>;
