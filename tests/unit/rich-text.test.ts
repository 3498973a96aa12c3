import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { renderTex } from '../../ui/src/math/tex';
import { safeUrl } from '../../ui/src/rich-text/safe-url';
import { unsafeLinkUrls, xssCorpus } from '../fixtures/xss-corpus';

describe('given the URL policy', () => {
  it.each(unsafeLinkUrls)('should refuse %j as a link and as an image', (url) => {
    expect(safeUrl(url, 'link')).toBeNull();
    expect(safeUrl(url, 'image')).toBeNull();
  });

  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['http://example.org/a', 'http://example.org/a'],
    ['mailto:team@havruta.example', 'mailto:team@havruta.example'],
    ['/lessons/1', '/lessons/1'],
    ['./figure.png', './figure.png'],
    ['#section', '#section'],
    ['?page=2', '?page=2'],
  ])('should keep the safe link %s', (url, expected) => {
    expect(safeUrl(url, 'link')).toBe(expected);
  });

  it.each([
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['/static/a.png', '/static/a.png'],
    ['http://example.org/a.png', null],
    ['//evil.example/a.png', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['', null],
  ])('should allow only https or relative images: %s', (url, expected) => {
    expect(safeUrl(url, 'image')).toBe(expected);
  });
});

describe('given the TeX payloads of the XSS corpus', () => {
  const texPayloads = xssCorpus.filter((payload) => payload.kind === 'tex');

  it.each(texPayloads.map((payload) => [payload.name, payload.source]))(
    'should render %s without links, handlers or data attributes',
    (_name, source) => {
      // Arrange, Act
      const result = renderTex(katex, source, false);
      // Assert
      const html = result.ok ? result.html : '';
      // Only markup counts: the MathML annotation repeats the source as inert, escaped text.
      const tags = html.match(/<[^>]+>/g)?.join('\n') ?? '';
      expect(tags).not.toMatch(/<a\b|href=|on\w+=|data-|id="evil"|<img|javascript:/i);
    },
  );
});
