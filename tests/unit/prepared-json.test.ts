import { describe, expect, it } from 'vitest';
import { jsonText, prepareJson } from '../../backend/src/routes/prepared';

describe('given a response value answered again and again unchanged', () => {
  it('should serialise a prepared value once and answer that text every time', () => {
    const user = { id: 2, name: 'נועה לוי', tags: ['a'] };
    const answer = prepareJson({ valid: true, user });
    const text = jsonText(answer);
    expect(text).toBe(JSON.stringify({ valid: true, user: { id: 2, name: 'נועה לוי', tags: ['a'] } }));
    expect(jsonText(answer)).toBe(text);
  });

  it('should deep-freeze a prepared value so its text cannot go stale', () => {
    const answer = prepareJson({ valid: true, user: { id: 2, tags: ['a'] } });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.user)).toBe(true);
    expect(Object.isFrozen(answer.user.tags)).toBe(true);
    expect(() => {
      (answer.user as { id: number }).id = 3;
    }).toThrow(TypeError);
  });

  it('should serialise any other value afresh', () => {
    const value = { n: 1 };
    expect(jsonText(value)).toBe('{"n":1}');
    value.n = 2;
    expect(jsonText(value)).toBe('{"n":2}');
    expect(jsonText([1, 'ב'])).toBe('[1,"ב"]');
  });
});
