import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TutorTexts } from '../../backend/src/tutor/texts';

const root = path.resolve('content/tutor');
const files = readdirSync(path.join(root, 'he')).filter((name) => name.endsWith('.json'));
const read = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8'));

/** Every leaf path of a JSON value; an array of strings counts as one leaf (its variants may differ in number). */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => shape(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => shape(item, at ? `${at}.${key}` : key));
  }
  return [at];
}

/** The `{placeholders}` at each leaf (an array's are the union of its variants'). */
function placeholders(value: unknown, at = ''): Record<string, string[]> {
  const found = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (typeof value === 'string') return { [at]: [...new Set(found(value))].sort() };
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return { [at]: [...new Set(value.flatMap(found))].sort() };
  }
  if (Array.isArray(value))
    return Object.assign({}, ...value.map((item, index) => placeholders(item, `${at}[${index}]`)));
  if (value && typeof value === 'object') {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => placeholders(item, at ? `${at}.${key}` : key)),
    );
  }
  return {};
}

describe('given the tutor content files (content/tutor/{he,en})', () => {
  it('should have the same files in both languages', () => {
    expect(
      readdirSync(path.join(root, 'en'))
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it.each(files)('should have the same keys and placeholders in he and en: %s', (file) => {
    // Arrange
    const he = read('he', file);
    const en = read('en', file);
    // Assert
    expect(shape(en)).toEqual(shape(he));
    expect(placeholders(en)).toEqual(placeholders(he));
  });

  it.each(['he', 'en'])('should parse tutor.json (%s) with its schema', (language) => {
    expect(TutorTexts.safeParse(read(language, 'tutor.json')).success).toBe(true);
  });

  it('should find a placeholder mismatch (the check can fail)', () => {
    expect(placeholders({ a: 'x {name}' })).not.toEqual(placeholders({ a: 'x {nmae}' }));
    expect(shape({ a: { b: 'x' } })).not.toEqual(shape({ a: { c: 'x' } }));
  });
});
