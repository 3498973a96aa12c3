import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, illFormedMessage, type EndpointName } from '../../backend/contract';
import { sampleRequests } from '../../mocks/fixtures/requests';
import { server } from '../../mocks/node';

/** Paths of every string in a sample input (object keys are covered by the contract test below). */
function stringPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, nested]) => stringPaths(nested, [...path, key]));
  }
  return [];
}

/** A deep copy of `value` with the string at `path` replaced. */
function replaced(value: unknown, path: PropertyKey[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, text) : item));
  const record = value as Record<PropertyKey, unknown>;
  return { ...record, [head as PropertyKey]: replaced(record[head as PropertyKey], rest, text) };
}

const cases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) =>
  (['params', 'query', 'body'] as const).flatMap((where) => {
    const sample: unknown = sampleRequests[name][where];
    return stringPaths(sample).map(
      (path) => [`${name} ${[where, ...path.map(String)].join('.')}`, name, where, sample, path] as const,
    );
  }),
);

describe('given a string with an unpaired surrogate or a non-character (issue 18, item 2)', () => {
  it('should have string fields to try', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('should refuse it in %s', (_, name, where, sample, path) => {
    // Arrange
    const schema: z.ZodType = endpoints[name][where];
    // Act
    const lone = schema.safeParse(replaced(sample, path, 'x\ud800'));
    const nonCharacter = schema.safeParse(replaced(sample, path, 'x\uFFFE'));
    // Assert: the sample itself parses, the poisoned copies do not
    expect(schema.safeParse(sample).success).toBe(true);
    expect(lone.success).toBe(false);
    expect(nonCharacter.success).toBe(false);
  });

  it('should refuse one in an object key (the answers of a progress save)', () => {
    // Arrange
    const body = { ...sampleRequests.saveProgress.body, answers: [{ 'question\ud800': 1 }] };
    // Act
    const result = endpoints.saveProgress.body.safeParse(body);
    // Assert
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: illFormedMessage, path: ['answers', 0, 'question\ud800'] }),
    ]);
  });

  it('should keep a paired surrogate (an emoji) and Hebrew text', () => {
    const body = { ...sampleRequests.saveProgress.body, activity_id: 'תרגיל-😀' };
    expect(endpoints.saveProgress.body.safeParse(body).success).toBe(true);
  });
});

describe('given the MSW mocks', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it("should refuse the probe's progress save like the backend does (400)", async () => {
    // Arrange: `"activity_id":"x\ud800"` as raw JSON text
    const body = JSON.stringify({ ...sampleRequests.saveProgress.body, activity_id: 'placeholder' }).replace(
      '"placeholder"',
      '"x\\ud800"',
    );
    // Act
    const response = await fetch(`http://localhost:5000${endpoints.saveProgress.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-abc' },
      body,
    });
    // Assert
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_error');
  });
});
