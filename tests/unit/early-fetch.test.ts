import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatApi,
  configureApiClient,
  resetApiClientConfig,
  type TokenStorage,
} from '../../app/src/lib/api-client';
import { clearEarlyResponses, fetchEarly } from '../../app/src/lib/api-client/early-fetch';
import { courseThreadPath } from '../../app/src/lib/courses/early-thread';
import { endpoints } from '../../backend/contract';

const base = 'http://localhost:5000';
const body = { course_id: 'high-school-math', subject: 'math' };
const thread = { thread_id: 'thread-1', messages: [] };

function storageWith(token: string | null): TokenStorage {
  return { getItem: () => token, removeItem: () => undefined };
}

describe('given a course thread asked for before its screen loaded', () => {
  const fetchSpy = vi.fn(async () => Response.json(thread));
  beforeEach(() => {
    fetchSpy.mockClear();
    configureApiClient({
      baseUrl: base,
      storage: () => storageWith('token-1'),
      fetch: fetchSpy,
      language: () => 'he',
    });
  });
  afterEach(() => {
    clearEarlyResponses();
    resetApiClientConfig();
  });

  it("should ask at the contract's path", () => {
    expect(courseThreadPath).toBe(endpoints.getCourseThread.path);
  });

  it('should hand its response to the same call once, then fetch as usual', async () => {
    // Arrange
    fetchEarly('POST', courseThreadPath, body);
    // Act
    const first = await chatApi.courseThread(body);
    const second = await chatApi.courseThread(body);
    // Assert
    expect(first).toEqual(thread);
    expect(second).toEqual(thread);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('should not hand it to a call with another body', async () => {
    // Arrange
    fetchEarly('POST', courseThreadPath, body);
    // Act
    await chatApi.courseThread({ ...body, course_id: 'statistics' });
    // Assert
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('should ask nothing without a token', () => {
    // Arrange
    configureApiClient({ storage: () => storageWith(null) });
    // Act
    fetchEarly('POST', courseThreadPath, body);
    // Assert
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
