import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/src/lib/api-client';
import { parseSavedCourse } from '../../app/src/lib/courses/saved-course';
import { replyImages, plainText, replyPayload } from '../../app/src/features/learning/state/entries';
import {
  activeThread,
  followThread,
  modeOf,
  normalModes,
  readModes,
  writeModes,
  type ModeState,
} from '../../app/src/features/learning/state/modes';
import { avatarMood, containsPraise } from '../../app/src/features/learning/state/mood';
import { praisePhrases } from '../../app/src/features/learning/state/praise';
import { testOutcome } from '../../app/src/features/learning/state/test-summary';
import { buildGuidedTestResult } from '../../mocks/fixtures/chat';
import { ClipCache, ttsSkipReason } from '../../app/src/features/learning/state/tts-cache';
import {
  isRateLimited,
  transcriptionFailure,
  transcriptionRetryDelays,
} from '../../app/src/features/learning/state/voice';
import { sendFailure } from '../../app/src/features/learning/exchange';
import { dataUrlToBlob } from '../../app/src/features/learning/exchange';
import { buildBotReply, buildStructuredReply } from '../../mocks/fixtures/chat';
import { buildExerciseData, buildLearningSessionData } from '../../mocks/fixtures/content';

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const lesson = { id: 'lesson-1', title: 'פונקציה ריבועית' };
const test = { testId: 'guided-1', testName: 'מבחן', startedAt: 1000 };

describe('given the saved course (docs/requirements.md#learning-space-validation)', () => {
  it.each([
    ['nothing stored', null, 'missing'],
    ['not JSON', '{oops', 'invalid'],
    ['no dataFolder', JSON.stringify({ id: 'a', name: 'b', subject: 'c' }), 'invalid'],
    ['an empty name', JSON.stringify({ id: 'a', name: ' ', subject: 'c', dataFolder: 'd' }), 'invalid'],
    ['a list', '[]', 'invalid'],
    ['the four fields', JSON.stringify({ id: 'x', name: 'X', subject: 'S', dataFolder: 'x' }), 'valid'],
  ])('should read %s as %s', (_case, raw, status) => {
    expect(parseSavedCourse(raw).status).toBe(status);
  });

  it('should fill the optional fields from the catalogue and the spec defaults', () => {
    // Arrange
    const raw = JSON.stringify({ id: 'other', name: 'Other', subject: 'Physics', dataFolder: 'phys' });

    // Act
    const saved = parseSavedCourse(raw);

    // Assert
    expect(saved).toMatchObject({
      status: 'valid',
      course: { testsPath: '/data/courses/phys/tests', assistantId: 'other' },
    });
  });
});

describe('given the modes and their threads (docs/requirements.md#learning-space-states)', () => {
  it.each<[string, ModeState, string | null]>([
    ['normal chat', normalModes, 'main'],
    ['lesson mode', { ...normalModes, lesson, lessonThread: 'lesson-t' }, 'lesson-t'],
    ['test mode', { ...normalModes, test, testThread: 'test-t' }, 'test-t'],
    [
      'test and lesson: test first',
      { lesson, lessonThread: 'lesson-t', test, testThread: 'test-t' },
      'test-t',
    ],
    ['lesson mode without its thread', { ...normalModes, lesson }, 'main'],
  ])('should send on the active thread in %s', (_case, modes, thread) => {
    expect(activeThread(modes, 'main')).toBe(thread);
  });

  it('should name the mode test first, then lesson', () => {
    expect(modeOf({ lesson, lessonThread: 'l', test, testThread: 't' })).toBe('test');
    expect(modeOf({ ...normalModes, lesson })).toBe('lesson');
    expect(modeOf(normalModes)).toBe('normal');
  });

  it('should keep every mode in its storage keys and read them back', () => {
    // Arrange
    const store = memoryStore();
    const modes: ModeState = { lesson, lessonThread: 'lesson-t', test, testThread: 'test-t' };

    // Act
    writeModes(store, modes);

    // Assert
    expect(store.items.get('lessonMode')).toBe('true');
    expect(store.items.get('testMode')).toBe('true');
    expect(readModes(store)).toEqual(modes);
  });

  it('should remove the keys of a mode that ends', () => {
    // Arrange
    const store = memoryStore();
    writeModes(store, { ...normalModes, lesson, lessonThread: 'lesson-t' });

    // Act
    writeModes(store, normalModes);

    // Assert
    expect([...store.items.keys()]).toEqual([]);
  });

  it('should treat a mode flag without its lesson as off', () => {
    expect(readModes(memoryStore({ lessonMode: 'true', selectedLesson: 'garbage' })).lesson).toBeNull();
  });

  it.each<[string, ModeState, string, string, Partial<ModeState>, string | null]>([
    ['the same thread', normalModes, 'main', 'main', {}, 'main'],
    ['main moved', normalModes, 'main', 'main-2', {}, 'main-2'],
    [
      'the lesson moved',
      { ...normalModes, lesson, lessonThread: 'l1' },
      'l1',
      'l2',
      { lessonThread: 'l2' },
      'main',
    ],
    ['the test moved', { ...normalModes, test, testThread: 't1' }, 't1', 't2', { testThread: 't2' }, 'main'],
  ])('should follow a reply on another thread when %s', (_case, modes, sentTo, replied, changed, main) => {
    // Act
    const followed = followThread(modes, 'main', sentTo, replied);

    // Assert
    expect(followed.modes).toEqual({ ...modes, ...changed });
    expect(followed.mainThread).toBe(main);
  });
});

describe('given the reply that ends an AI-guided test', () => {
  it('should take the score from its structured result, not from the summary text', () => {
    // Arrange
    const result = buildGuidedTestResult({ score: 60 });
    // Act
    const outcome = testOutcome(result);
    // Assert
    expect(outcome).toEqual({ kind: 'scored', score: 60, answered: 4, total: 5 });
  });

  it.each([
    ['no result (stopped before any answer)', undefined],
    [
      'a result with no answered question',
      buildGuidedTestResult({
        score: 0,
        answers: [{ questionId: 'q1', answer: null, isCorrect: null, hints: 0 }],
      }),
    ],
  ])('should give no score for %s', (_case, result) => {
    expect(testOutcome(result)).toEqual({ kind: 'unanswered' });
  });
});

describe('given the avatar mood rules', () => {
  const base = { waiting: false, typing: false, encouragingUntil: 0, helloUntil: 0, now: 10_000 };

  it.each([
    ['waiting for a reply', { waiting: true, typing: true, encouragingUntil: 20_000 }, 'thinking'],
    ['praised within 5 s', { encouragingUntil: 12_000, typing: true }, 'encouraging'],
    ['typing', { typing: true }, 'reading'],
    ['just opened', { helloUntil: 11_000 }, 'hello'],
    ['nothing going on', {}, 'idle'],
    ['praise that ended', { encouragingUntil: 9_000 }, 'idle'],
  ])('should be %s → the right mood', (_case, inputs, mood) => {
    expect(avatarMood({ ...base, ...inputs })).toBe(mood);
  });

  it.each([
    ['Hebrew praise', 'כל הכבוד! פתרת נכון.', true],
    ['praise with points', 'מְצֻיָּן, בדיוק כך', true],
    ['English praise', 'Great job, that is correct.', true],
    ['a word that only contains praise', 'ההסבר הבא מעולהה', false],
    ['no praise', 'בואי ננסה שוב את הצעד השני.', false],
  ])('should find %s', (_case, text, expected) => {
    expect(containsPraise(text, praisePhrases)).toBe(expected);
  });
});

describe('given read-aloud', () => {
  it('should keep the three most recent clips', () => {
    // Arrange
    const cache = new ClipCache();

    // Act
    for (const id of ['a', 'b', 'c']) cache.set(id, `/static/tts/${id}.wav`);
    cache.get('a');
    cache.set('d', '/static/tts/d.wav');

    // Assert
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('should hand every clip it lets go of to onDrop, once (object URLs are revoked there)', () => {
    // Arrange
    const dropped: string[] = [];
    const cache = new ClipCache(2, (url) => dropped.push(url));
    // Act
    cache.set('a', 'blob:a');
    cache.set('b', 'blob:b');
    cache.set('a', 'blob:a2');
    cache.set('c', 'blob:c');
    cache.clear();
    // Assert
    expect(dropped).toEqual(['blob:a', 'blob:b', 'blob:a2', 'blob:c']);
    expect(cache.keys()).toEqual([]);
  });

  it.each([
    ['a learner message', { role: 'user' }, 'role'],
    ['no id', { messageId: undefined }, 'id'],
    ['no text', { text: '  ' }, 'text'],
    ['no token', { hasToken: false }, 'token'],
    ['an earlier failure', { failedBefore: true }, 'failed'],
    ['a speakable reply', {}, null],
  ])('should skip %s', (_case, change, reason) => {
    const input = { role: 'assistant', messageId: 'm1', text: 'שלום', hasToken: true, failedBefore: false };
    expect(ttsSkipReason({ ...input, ...change })).toBe(reason);
  });
});

describe('given a transcription', () => {
  it('should wait 2 s, 4 s and 8 s between rate-limited tries', () => {
    expect(transcriptionRetryDelays).toEqual([2000, 4000, 8000]);
    expect(isRateLimited(new ApiError(429, 'slow down'))).toBe(true);
    expect(isRateLimited(new ApiError(503, 'busy'))).toBe(false);
  });

  it.each([
    ['rate-limited after every retry', new ApiError(429, 'x'), 'highDemand'],
    ['busy with Retry-After', new ApiError(503, 'x', 'transcription_busy', undefined, 5), 'busy'],
    ['a server without transcription', new ApiError(503, 'x', 'transcription_unavailable'), 'unavailable'],
    ['zero-size audio', new ApiError(400, 'No audio recorded. Please try again.'), 'empty'],
    ['the network', new ApiError(0, 'x', 'network_error'), 'network'],
    ['anything else', new Error('x'), 'failed'],
  ])('should report %s', (_case, error, kind) => {
    expect(transcriptionFailure(error)).toBe(kind);
  });
});

describe('given a failed send', () => {
  it.each([
    [
      'the tutor unavailable with Retry-After',
      new ApiError(503, 'x', 'tutor_unavailable', undefined, 7),
      { kind: 'tutorUnavailable', seconds: 7 },
    ],
    [
      'the node restarting mid-reply (retryable, the message kept)',
      new ApiError(503, 'x', 'server_restarting', undefined, 1),
      { kind: 'tutorUnavailable', seconds: 1 },
    ],
    ['the network', new ApiError(0, 'x', 'network_error'), { kind: 'network' }],
    ['a server error', new ApiError(500, 'x'), { kind: 'sendFailed' }],
  ])('should say %s', (_case, error, expected) => {
    expect(sendFailure(error)).toEqual(expected);
  });
});

describe('given a reply', () => {
  it('should gather its images once each', () => {
    expect(
      replyImages({
        image_url: '/a.png',
        image_urls: ['/a.png', '/b.png'],
        images: [{ url: '/c.png', source: 'x' }],
      }),
    ).toEqual(['/a.png', '/b.png', '/c.png']);
  });

  it('should find session data and exercises in fields or as the structured reply', () => {
    expect(
      replyPayload(buildBotReply({ bot: buildStructuredReply('learning_session') })).session?.topic_id,
    ).toBe(buildLearningSessionData().topic_id);
    expect(replyPayload(buildBotReply({ exercise_data: buildExerciseData() })).exercise?.exercise_id).toBe(
      buildExerciseData().exercise_id,
    );
    expect(replyPayload(buildBotReply())).toEqual({ session: undefined, exercise: undefined });
  });

  it('should read the words of any content, formulas included', () => {
    expect(
      plainText([
        { type: 'text', text: 'נוסחה:' },
        { type: 'math_block', latex: 'x^2' },
      ]),
    ).toBe('נוסחה:\nx^2');
    expect(plainText(buildStructuredReply('wrapup'))).toContain('נוסחת הקודקוד');
  });

  it('should turn the canvas PNG data URL into a blob', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(8);
  });
});
