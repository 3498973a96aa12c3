import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bareCounts,
  fill,
  placeholders as templatePlaceholders,
  pluralBlocks,
} from '../../backend/domain/text';
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
  const found = templatePlaceholders;
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

/** Every string of a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Placeholders that hold counts: a noun after one needs a plural block ("1 מבחנים" otherwise). */
const countNames = ['count', 'attempts', 'hints', 'total', 'assessed', 'correct', 'answers', 'tests'];

describe('given the plural forms of the tutor content files', () => {
  it.each(files.flatMap((file) => ['he', 'en'].map((language) => [language, file])))(
    'should give every count before a noun a plural block with an other case: %s %s',
    (language, file) => {
      // Arrange
      const texts = strings(read(language, file));

      // Act
      const bare = texts.filter((text) => bareCounts(text, countNames).length > 0);
      const withoutOther = texts.filter((text) =>
        pluralBlocks(text).some((block) => !block.cases.includes('other')),
      );

      // Assert
      expect(bare).toEqual([]);
      expect(withoutOther).toEqual([]);
    },
  );

  it('should find a bare count and a block without other (the check can fail)', () => {
    expect(bareCounts('ביצעת {count} מבחנים', countNames)).toEqual(['count']);
    expect(bareCounts('ביצעת {count, plural, one {מבחן אחד} other {# מבחנים}}', countNames)).toEqual([]);
    expect(pluralBlocks('{count, plural, one {מבחן אחד}}')[0]?.cases).toEqual(['one']);
  });

  it.each([
    [1, 'ביצעת מבחן אחד.'],
    [2, 'ביצעת שני מבחנים.'],
    [7, 'ביצעת 7 מבחנים.'],
    [0, 'ביצעת 0 מבחנים.'],
  ])('should fill %i tests in Hebrew as %j', (count, expected) => {
    // Act
    const text = fill('ביצעת {count, plural, one {מבחן אחד} two {שני מבחנים} other {# מבחנים}}.', { count });

    // Assert
    expect(text).toBe(expected);
  });

  it('should fill an exact case before one and other, and leave a block without its number as written', () => {
    const template = '{n, plural, =0 {no tests} one {one test} other {# tests}}';
    expect(fill(template, { n: 0 })).toBe('no tests');
    expect(fill(template, { n: 1 })).toBe('one test');
    expect(fill(template, { n: 3 })).toBe('3 tests');
    expect(fill(template, {})).toBe(template);
  });
});
