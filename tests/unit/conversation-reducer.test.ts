import { describe, expect, it } from 'vitest';
import type { FailedSend } from '../../app/src/features/learning/exchange';
import {
  conversationReducer,
  initialConversation,
  type ConversationState,
} from '../../app/src/features/learning/state/conversation';
import type { ChatEntry } from '../../app/src/features/learning/state/entries';
import { normalModes, type ModeState } from '../../app/src/features/learning/state/modes';
import { noOpenWindows, openWindowsReducer } from '../../app/src/features/learning/state/open-windows';

const lesson = { id: 'lesson-1', title: 'פונקציה ריבועית' };
const test = { testId: 'guided-1', testName: 'מבחן', startedAt: 1000 };
const userEntry: ChatEntry = { key: 'u-1', role: 'user', content: 'מה זה דלתא?' };
const replyEntry: ChatEntry = {
  key: 'a-1',
  role: 'assistant',
  content: 'דלתא היא b²−4ac.',
  messageId: 'm-1',
};
const greeting: ChatEntry = { key: 'h-1', role: 'assistant', content: 'שלום!' };
const retry: FailedSend = { text: 'מה זה דלתא?', clientMessageId: '1', options: {} };

function stateWith(overrides: Partial<ConversationState> = {}): ConversationState {
  return {
    ...initialConversation(normalModes, true),
    mainThread: 'main',
    historyStatus: 'ready',
    ...overrides,
  };
}

describe('given a new conversation', () => {
  it.each([
    [true, 'loading'],
    [false, 'idle'],
  ] as const)('should start with course %s as %s, empty and idle', (hasCourse, status) => {
    // Arrange
    const modes: ModeState = { ...normalModes, lesson, lessonThread: 'lesson-t' };

    // Act
    const state = initialConversation(modes, hasCourse);

    // Assert
    expect(state).toEqual({
      entries: [],
      mainThread: null,
      modes,
      historyStatus: status,
      pending: null,
      failed: null,
    });
  });
});

describe('given the course history', () => {
  it('should show loading when it is asked for again (another course)', () => {
    // Arrange
    const state = stateWith({ entries: [greeting] });

    // Act
    const next = conversationReducer(state, { type: 'historyRequested' });

    // Assert
    expect(next.historyStatus).toBe('loading');
    expect(next.entries).toEqual([greeting]);
  });

  it('should take its thread as the main thread and its messages as the list when it arrives', () => {
    // Arrange
    const state = initialConversation(normalModes, true);

    // Act
    const next = conversationReducer(state, {
      type: 'historyLoaded',
      threadId: 'thread-9',
      entries: [greeting],
    });

    // Assert
    expect(next).toMatchObject({ mainThread: 'thread-9', entries: [greeting], historyStatus: 'ready' });
  });

  it('should say failed and keep the list when it cannot be read', () => {
    // Arrange
    const state = initialConversation(normalModes, true);

    // Act
    const next = conversationReducer(state, { type: 'historyFailed' });

    // Assert
    expect(next).toMatchObject({ historyStatus: 'failed', entries: [], mainThread: null });
  });

  it.each([
    [true, 'ready'],
    [undefined, 'failed'],
  ] as const)('should take a created thread as the main one (ready: %s → %s)', (ready, status) => {
    // Arrange
    const state = stateWith({ historyStatus: 'failed', mainThread: null });

    // Act
    const next = conversationReducer(state, { type: 'threadCreated', threadId: 'new-t', ready });

    // Assert
    expect(next).toMatchObject({ mainThread: 'new-t', historyStatus: status });
  });
});

describe('given a message to the tutor', () => {
  it('should show the upload while it is prepared, and clear it when it fails', () => {
    // Arrange
    const state = stateWith();

    // Act
    const preparing = conversationReducer(state, { type: 'preparing', context: 'uploading' });
    const failed = conversationReducer(preparing, { type: 'preparationFailed' });

    // Assert
    expect(preparing.pending).toBe('uploading');
    expect(failed.pending).toBeNull();
  });

  it("should add the learner's entry, await the reply and forget the previous failure when it is sent", () => {
    // Arrange
    const state = stateWith({ entries: [greeting], failed: retry });

    // Act
    const next = conversationReducer(state, { type: 'sent', entry: userEntry, context: 'chat' });

    // Assert
    expect(next).toMatchObject({ entries: [greeting, userEntry], pending: 'chat', failed: null });
  });

  it('should add no entry for a hidden instruction', () => {
    // Arrange
    const state = stateWith({ entries: [greeting] });

    // Act
    const next = conversationReducer(state, { type: 'sent', entry: null, context: 'processing' });

    // Assert
    expect(next.entries).toEqual([greeting]);
    expect(next.pending).toBe('processing');
  });

  it("should put the recording's words in place of the placeholder bubble", () => {
    // Arrange
    const placeholder: ChatEntry = { key: 'u-1', role: 'user', content: 'הודעה קולית' };
    const state = stateWith({ entries: [greeting, placeholder] });
    const words: ChatEntry = { key: 'u-1', role: 'user', content: 'מה השורשים?' };

    // Act
    const next = conversationReducer(state, { type: 'transcribed', key: 'u-1', entry: words });

    // Assert
    expect(next.entries).toEqual([greeting, words]);
  });

  it('should grow one streaming reply entry with each delta', () => {
    // Arrange
    const state = stateWith({ entries: [userEntry], pending: 'chat' });

    // Act
    const first = conversationReducer(state, { type: 'delta', key: 'a-1', text: 'דלתא' });
    const second = conversationReducer(first, { type: 'delta', key: 'a-1', text: 'דלתא היא' });

    // Assert
    expect(first.entries).toEqual([
      userEntry,
      { key: 'a-1', role: 'assistant', content: 'דלתא', streaming: true },
    ]);
    expect(second.entries).toEqual([
      userEntry,
      { key: 'a-1', role: 'assistant', content: 'דלתא היא', streaming: true },
    ]);
  });

  it('should replace the streamed text with the reply and stop waiting', () => {
    // Arrange
    const streaming: ChatEntry = { key: 'a-1', role: 'assistant', content: 'דלתא', streaming: true };
    const state = stateWith({ entries: [userEntry, streaming], pending: 'chat' });

    // Act
    const next = conversationReducer(state, {
      type: 'replied',
      entry: replyEntry,
      sentTo: 'main',
      replyThread: 'main',
    });

    // Assert
    expect(next).toMatchObject({ entries: [userEntry, replyEntry], pending: null, mainThread: 'main' });
    expect(next.modes).toBe(state.modes);
  });

  it.each<[string, ModeState, string | null, Partial<ConversationState>]>([
    ['the main thread', normalModes, 'main', { mainThread: 'moved' }],
    [
      "the lesson's thread",
      { ...normalModes, lesson, lessonThread: 'lesson-t' },
      'lesson-t',
      { mainThread: 'main', modes: { ...normalModes, lesson, lessonThread: 'moved' } },
    ],
    [
      "the test's thread",
      { ...normalModes, test, testThread: 'test-t' },
      'test-t',
      { mainThread: 'main', modes: { ...normalModes, test, testThread: 'moved' } },
    ],
  ])('should move %s to where a reply from another thread came from', (_case, modes, sentTo, expected) => {
    // Arrange
    const state = stateWith({ modes, entries: [userEntry], pending: 'chat' });

    // Act
    const next = conversationReducer(state, {
      type: 'replied',
      entry: replyEntry,
      sentTo: sentTo ?? '',
      replyThread: 'moved',
    });

    // Assert
    expect(next).toMatchObject(expected);
  });

  it('should take the entries of a failed message out, keep it for Retry and stop waiting', () => {
    // Arrange
    const streaming: ChatEntry = { key: 'a-1', role: 'assistant', content: 'דל', streaming: true };
    const state = stateWith({ entries: [greeting, userEntry, streaming], pending: 'chat' });

    // Act
    const next = conversationReducer(state, { type: 'failed', keys: ['a-1', 'u-1'], retry });

    // Assert
    expect(next).toMatchObject({ entries: [greeting], failed: retry, pending: null });
  });

  it('should keep no Retry for a failure that is not offered again (hidden, 401, already reported)', () => {
    // Arrange
    const state = stateWith({ entries: [greeting], pending: 'processing' });

    // Act
    const next = conversationReducer(state, { type: 'failed', keys: ['a-2'], retry: null });

    // Assert
    expect(next).toMatchObject({ entries: [greeting], failed: null, pending: null });
  });
});

describe('given the screen says something of its own', () => {
  it('should add the line as a system entry at the end', () => {
    // Arrange
    const state = stateWith({ entries: [greeting] });
    const line: ChatEntry = { key: 's-1', role: 'system', content: 'סיום השיעור.' };

    // Act
    const next = conversationReducer(state, { type: 'noted', entry: line });

    // Assert
    expect(next.entries).toEqual([greeting, line]);
  });
});

describe('given the modes', () => {
  it('should enter lesson mode on its thread and leave it, keeping a test', () => {
    // Arrange
    const state = stateWith({ modes: { ...normalModes, test, testThread: 'test-t' } });

    // Act
    const entered = conversationReducer(state, { type: 'lessonChanged', lesson, thread: 'lesson-t' });
    const left = conversationReducer(entered, { type: 'lessonChanged', lesson: null, thread: null });

    // Assert
    expect(entered.modes).toEqual({ lesson, lessonThread: 'lesson-t', test, testThread: 'test-t' });
    expect(left.modes).toEqual({ ...normalModes, test, testThread: 'test-t' });
  });

  it('should enter test mode on its thread and leave it, keeping a lesson', () => {
    // Arrange
    const state = stateWith({ modes: { ...normalModes, lesson, lessonThread: 'lesson-t' } });

    // Act
    const entered = conversationReducer(state, { type: 'testChanged', test, thread: 'test-t' });
    const left = conversationReducer(entered, { type: 'testChanged', test: null, thread: null });

    // Assert
    expect(entered.modes).toEqual({ lesson, lessonThread: 'lesson-t', test, testThread: 'test-t' });
    expect(left.modes).toEqual({ ...normalModes, lesson, lessonThread: 'lesson-t' });
  });
});

describe('given the open windows', () => {
  it('should open a window beside the others, and keep the same set when it is already open', () => {
    // Arrange
    const calculator = openWindowsReducer(noOpenWindows, { type: 'opened', id: 'calculator' });

    // Act
    const both = openWindowsReducer(calculator, { type: 'opened', id: 'practice' });
    const again = openWindowsReducer(both, { type: 'opened', id: 'practice' });

    // Assert
    expect([...both]).toEqual(['calculator', 'practice']);
    expect(again).toBe(both);
  });

  it('should close an open window, and keep the same set when it is closed already', () => {
    // Arrange
    const open = openWindowsReducer(noOpenWindows, { type: 'opened', id: 'lessons' });

    // Act
    const closed = openWindowsReducer(open, { type: 'closed', id: 'lessons' });
    const again = openWindowsReducer(closed, { type: 'closed', id: 'lessons' });

    // Assert
    expect(closed.has('lessons')).toBe(false);
    expect(again).toBe(closed);
  });

  it('should toggle a window open and closed', () => {
    // Arrange
    const state = noOpenWindows;

    // Act
    const opened = openWindowsReducer(state, { type: 'toggled', id: 'focus' });
    const closed = openWindowsReducer(opened, { type: 'toggled', id: 'focus' });

    // Assert
    expect(opened.has('focus')).toBe(true);
    expect(closed.has('focus')).toBe(false);
    expect(state.size).toBe(0);
  });
});
