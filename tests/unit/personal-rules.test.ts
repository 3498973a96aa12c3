import { describe, expect, it } from 'vitest';
import { failureReason, newClientMessageId, serverWords } from '../../app/src/features/personal/chat-rules';
import {
  formatShortDate,
  minutesAndSeconds,
  recordsOfTab,
  summarise,
} from '../../app/src/features/personal/progress-rules';
import { injectTargets, maxInjectThreads, timeoutChat } from '../../app/src/features/personal/timeout-rules';
import { ApiError, clientMessages } from '../../app/src/lib/api-client';
import { buildThreadSummary, buildThreads } from '../../mocks/fixtures/chat';
import { buildProgressRecord, buildProgressRecords } from '../../mocks/fixtures/progress';

describe('given a course’s progress records (docs/requirements.md#accounts-screens, #accounts-limits)', () => {
  it('should count them, round the mean score, add the time and find the newest date', () => {
    // Arrange: 80, 0 and 100 → mean 60; 610 + 95 + 95 s
    const records = buildProgressRecords();
    // Act
    const summary = summarise(records);
    // Assert
    expect(summary).toEqual({ count: 3, average: 60, seconds: 800, last: '2026-02-12T18:05:00.000Z' });
  });

  it.each([
    [[70, 71], 71],
    [[70, 70, 71], 70],
    [[33.4], 33],
    [[89.5], 90],
  ])('should round the mean of %j to %i', (scores, average) => {
    const records = scores.map((score, index) => buildProgressRecord({ id: index + 1, score }));
    expect(summarise(records).average).toBe(average);
  });

  it('should give no average and no date without records', () => {
    expect(summarise([])).toEqual({ count: 0, average: null, seconds: 0, last: null });
  });

  it('should take the newest date whatever the order', () => {
    const records = [
      buildProgressRecord({ id: 1, created_at: '2026-01-01T10:00:00.000Z' }),
      buildProgressRecord({ id: 2, created_at: '2026-03-05T10:00:00.000Z' }),
      buildProgressRecord({ id: 3, created_at: '2026-02-01T10:00:00.000Z' }),
    ];
    expect(summarise(records).last).toBe('2026-03-05T10:00:00.000Z');
  });

  it.each([
    ['all', 3],
    ['test', 1],
    ['practice', 2],
  ] as const)('should list %s records on its tab', (tab, count) => {
    const records = recordsOfTab(buildProgressRecords(), tab);
    expect(records).toHaveLength(count);
    if (tab !== 'all') expect(records.every((record) => record.activity_type === tab)).toBe(true);
  });

  it.each([
    [0, { minutes: 0, seconds: 0 }],
    [59, { minutes: 0, seconds: 59 }],
    [60, { minutes: 1, seconds: 0 }],
    [800, { minutes: 13, seconds: 20 }],
    [3725, { minutes: 62, seconds: 5 }],
    [-4, { minutes: 0, seconds: 0 }],
  ])('should show %i seconds as %j', (seconds, expected) => {
    expect(minutesAndSeconds(seconds)).toEqual(expected);
  });

  it.each([
    ['2026-02-12T18:05:00.000Z', 'en', '2/12/2026'],
    ['2026-11-27T09:00:00.000Z', 'en', '11/27/2026'],
    ['2026-02-12T18:05:00.000Z', 'he', '12.2.2026'],
    ['2026-11-27T09:00:00.000Z', 'he', '27.11.2026'],
    ['not a date', 'he', 'not a date'],
  ])('should write %s in %s as %s', (iso, language, expected) => {
    expect(formatShortDate(iso, language)).toBe(expected);
  });
});

describe('given the user’s threads and the Time-Out thread (docs/requirements.md#accounts-states)', () => {
  const courses = new Set(['high-school-math', 'statistics-2']);
  const timeoutThread = buildThreadSummary({ thread_id: 'timeout-1', course_id: timeoutChat.courseId });

  it('should share the summary with the course threads, never with the Time-Out thread', () => {
    const targets = injectTargets([...buildThreads(), timeoutThread], 'timeout-1', courses);
    expect(targets).toEqual(['thread_math_0001', 'thread_stats_0002']);
  });

  it('should skip threads of unknown courses, a Time-out course under another id, and repeats', () => {
    const threads = [
      buildThreadSummary({ thread_id: 'a', course_id: 'high-school-math' }),
      buildThreadSummary({ thread_id: 'a', course_id: 'high-school-math' }),
      buildThreadSummary({ thread_id: 'intro', course_id: '' }),
      buildThreadSummary({ thread_id: 'old-timeout', course_id: 'Time-out' }),
      buildThreadSummary({ thread_id: 'physics', course_id: 'physics-1' }),
    ];
    expect(injectTargets(threads, 'timeout-2', courses)).toEqual(['a']);
  });

  it('should find nothing when the user has only the Time-Out thread', () => {
    expect(injectTargets([timeoutThread], 'timeout-1', courses)).toEqual([]);
  });

  it('should stay within the contract’s limit of threads', () => {
    const threads = Array.from({ length: 150 }, (_, index) =>
      buildThreadSummary({ thread_id: `t${index}`, course_id: 'statistics-2' }),
    );
    expect(injectTargets(threads, 'x', courses)).toHaveLength(maxInjectThreads);
  });
});

describe('given a failed chat call (the {reason} of docs/requirements.md#accounts-errors)', () => {
  it.each([
    ['a network failure', new ApiError(0, clientMessages.network, 'network_error'), 'network'],
    ['a timeout', new ApiError(0, clientMessages.timeout, 'timeout'), 'timeout'],
    ['no thread id', new ApiError(200, clientMessages.noThreadId, 'no_thread_id'), 'noThreadId'],
    ['429', new ApiError(429, 'Too many requests.', 'too_many_requests'), 'busy'],
    ['503', new ApiError(503, 'The tutor is not available.', 'tutor_unavailable'), 'unavailable'],
    ['500', new ApiError(500, 'Internal server error', 'internal_error'), 'server'],
    ['a thrown TypeError', new TypeError('fetch failed'), 'network'],
  ])('should name %s', (_case, error, reason) => {
    expect(failureReason(error)).toBe(reason);
  });

  it('should keep the server’s words when it gave any', () => {
    expect(serverWords(new ApiError(500, 'Internal server error'))).toBe('Internal server error');
    expect(serverWords(new ApiError(500, '  '))).toBeNull();
    expect(serverWords(new Error('x'))).toBeNull();
  });

  it('should give every message its own id of at most 64 characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientMessageId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
  });
});
