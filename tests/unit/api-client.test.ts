import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../app/src/lib/api-client';

describe('given a path with parameters', () => {
  it.each([
    ['/api/auth/schools/:id', { params: { id: 7 } }, '/api/auth/schools/7'],
    [
      '/api/auth/progress',
      { query: { course_id: 'high-school-math', activity_type: undefined } },
      '/api/auth/progress?course_id=high-school-math',
    ],
    ['/api/x/:name', { params: { name: 'a b/c' } }, '/api/x/a%20b%2Fc'],
  ])('should build %s into the request URL', (path, input, expected) => {
    expect(buildUrl(path, input)).toBe(expected);
  });

  it('should refuse a missing parameter', () => {
    expect(() => buildUrl('/api/auth/schools/:id', {})).toThrow('Missing path parameter id');
  });
});
