/**
 * The conversation of one course as a pure reducer: the chat's entries, the main thread, the modes and
 * their threads, the history's loading, the awaited reply and the message kept for Retry. The hook
 * (hooks/use-conversation.ts) runs the requests and dispatches what happened.
 */
import type { LoaderContext } from '@havruta/ui';
import type { FailedSend } from '../exchange';
import type { ChatEntry } from './entries';
import { followThread, type ModeState, type SelectedLesson, type SelectedTest } from './modes';

export type HistoryStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ConversationState {
  entries: readonly ChatEntry[];
  /** the course's main thread; null until the history (or a new thread) names it */
  mainThread: string | null;
  modes: ModeState;
  historyStatus: HistoryStatus;
  /** what the loading indicator says while a reply (or an upload before it) is awaited; null when idle */
  pending: LoaderContext | null;
  /** the last typed message that failed, offered for Retry */
  failed: FailedSend | null;
}

export type ConversationAction =
  /** the course's history is asked for */
  | { type: 'historyRequested' }
  /** the history arrived: its thread becomes the main thread, its messages the list */
  | { type: 'historyLoaded'; threadId: string; entries: readonly ChatEntry[] }
  /** the history could not be read */
  | { type: 'historyFailed' }
  /** a new main thread was created (none existed, or the server forgot it); `ready` ends the history's wait */
  | { type: 'threadCreated'; threadId: string; ready?: boolean }
  /** work before a message (an upload) started: the indicator shows `context` */
  | { type: 'preparing'; context: LoaderContext }
  /** that work failed before anything was sent */
  | { type: 'preparationFailed' }
  /** a message went out: the learner's entry (none for a hidden instruction) and the awaited reply */
  | { type: 'sent'; entry: ChatEntry | null; context: LoaderContext }
  /** the learner's words of a recording replace the placeholder bubble */
  | { type: 'transcribed'; key: string; entry: ChatEntry }
  /** the reply streamed so far */
  | { type: 'delta'; key: string; text: string }
  /** the reply arrived on `replyThread` for a message sent to `sentTo`: the mode's thread follows it */
  | { type: 'replied'; entry: ChatEntry; sentTo: string; replyThread: string }
  /** the message failed: its entries leave the list; `retry` is kept for Retry when the learner typed it */
  | { type: 'failed'; keys: readonly string[]; retry: FailedSend | null }
  /** a line of the screen's own (lesson ended, test ended) */
  | { type: 'noted'; entry: ChatEntry }
  /** lesson mode on with its thread, or off (both null) */
  | { type: 'lessonChanged'; lesson: SelectedLesson | null; thread: string | null }
  /** test mode on with its thread, or off (both null) */
  | { type: 'testChanged'; test: SelectedTest | null; thread: string | null };

/** The state before the course's history is asked for. */
export function initialConversation(modes: ModeState, hasCourse: boolean): ConversationState {
  return {
    entries: [],
    mainThread: null,
    modes,
    historyStatus: hasCourse ? 'loading' : 'idle',
    pending: null,
    failed: null,
  };
}

/** Puts `entry` in place of the entry with `key`, or at the end when there is none. */
function put(entries: readonly ChatEntry[], key: string, entry: ChatEntry): readonly ChatEntry[] {
  const at = entries.findIndex((item) => item.key === key);
  if (at === -1) return [...entries, entry];
  const next = [...entries];
  next[at] = entry;
  return next;
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'historyRequested':
      return { ...state, historyStatus: 'loading' };
    case 'historyLoaded':
      return { ...state, mainThread: action.threadId, entries: action.entries, historyStatus: 'ready' };
    case 'historyFailed':
      return { ...state, historyStatus: 'failed' };
    case 'threadCreated':
      return {
        ...state,
        mainThread: action.threadId,
        historyStatus: action.ready ? 'ready' : state.historyStatus,
      };
    case 'preparing':
      return { ...state, pending: action.context };
    case 'preparationFailed':
      return { ...state, pending: null };
    case 'sent':
      return {
        ...state,
        failed: null,
        pending: action.context,
        entries: action.entry ? [...state.entries, action.entry] : state.entries,
      };
    case 'transcribed':
      return { ...state, entries: put(state.entries, action.key, action.entry) };
    case 'delta':
      return {
        ...state,
        entries: put(state.entries, action.key, {
          key: action.key,
          role: 'assistant',
          content: action.text,
          streaming: true,
        }),
      };
    case 'replied': {
      const followed = followThread(state.modes, state.mainThread, action.sentTo, action.replyThread);
      return {
        ...state,
        modes: followed.modes,
        mainThread: followed.mainThread,
        entries: put(state.entries, action.entry.key, action.entry),
        pending: null,
      };
    }
    case 'failed':
      return {
        ...state,
        entries: state.entries.filter((entry) => !action.keys.includes(entry.key)),
        failed: action.retry ?? state.failed,
        pending: null,
      };
    case 'noted':
      return { ...state, entries: [...state.entries, action.entry] };
    case 'lessonChanged':
      return { ...state, modes: { ...state.modes, lesson: action.lesson, lessonThread: action.thread } };
    case 'testChanged':
      return { ...state, modes: { ...state.modes, test: action.test, testThread: action.thread } };
  }
}
