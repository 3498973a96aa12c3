import katex from 'katex';
import { describe, expect, it } from 'vitest';
import {
  containsHebrew,
  fixTex,
  hasMath,
  renderTex,
  splitMath,
  splitPlainFormulas,
  TexCache,
} from '../../ui/src/math/tex';

describe('given broken LaTeX', () => {
  it.each([
    ['\\frac{1}{2', '\\frac{1}{2}'],
    ['\\frac{1}2', '\\frac{1}{2}'],
    ['\\frac1{2}', '\\frac{1}{2}'],
    ['\\frac(a+b)(c)', '\\frac{a+b}{c}'],
    ['\\frac{a}', '\\frac{a}{}'],
    ['\\frac{1}{2', '\\frac{1}{2}'],
    ['frac{1}{2}', '\\frac{1}{2}'],
    ['\\\\frac{1}{2}', '\\frac{1}{2}'],
    ['\\sqrt{x+1', '\\sqrt{x+1}'],
    ['x^2}+1', 'x^2+1'],
    ['\\left( x+1', '\\left( x+1\\right.'],
    ['x+1 \\right)', '\\left.x+1 \\right)'],
    ['\\begin{pmatrix} 1 & 2', '\\begin{pmatrix} 1 & 2\\end{pmatrix}'],
    ['x^', 'x^{}'],
    ['a_', 'a_{}'],
    ['x^2$', 'x^2'],
  ])('should correct %s to %s', (input, expected) => {
    // Arrange, Act
    const fixed = fixTex(input);
    // Assert
    expect(fixed).toBe(expected);
  });

  it.each([
    '\\frac{1}{2}',
    'x^{2} + y^{2} = r^{2}',
    '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
    '\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}',
    '\\left( \\frac{a}{b} \\right)',
    '\\$5',
  ])('should leave valid TeX %s unchanged', (input) => {
    expect(fixTex(input)).toBe(input);
  });

  it.each(['\\frac{1}{2', '\\frac{1}{2', '\\left( x', 'x^', '\\\\frac{1}{2}', 'frac{a}{b}', '\\frac{a}'])(
    'should render %s after correction',
    (input) => {
      // Arrange, Act
      const result = renderTex(katex, input, false);
      // Assert
      expect(result.ok).toBe(true);
    },
  );

  it('should report an error that survives correction', () => {
    // Arrange, Act
    const result = renderTex(katex, '\\notacommand{x}', false);
    // Assert
    expect(result).toMatchObject({ ok: false, tex: '\\notacommand{x}' });
  });
});

describe('given mixed Hebrew text and math', () => {
  it.each([
    ['שלום $x^2$ עולם', [{ kind: 'text' }, { kind: 'math', value: 'x^2', display: false }, { kind: 'text' }]],
    ['$$\\int_0^1 x\\,dx$$', [{ kind: 'math', value: '\\int_0^1 x\\,dx', display: true }]],
    ['א \\(a+b\\) ב', [{ kind: 'text' }, { kind: 'math', value: 'a+b', display: false }, { kind: 'text' }]],
    ['\\[E=mc^2\\]', [{ kind: 'math', value: 'E=mc^2', display: true }]],
    ['המחיר 5$ בלבד', [{ kind: 'text', value: 'המחיר 5$ בלבד' }]],
    ['עולה \\$5 ו-\\$6', [{ kind: 'text', value: 'עולה $5 ו-$6' }]],
    ['$שלום עולם$', [{ kind: 'text', value: '$שלום עולם$' }]],
    ['the answer is $x^2+1', [{ kind: 'text' }, { kind: 'math', value: 'x^2+1', display: false }]],
    ['price $5 and more', [{ kind: 'text', value: 'price $5 and more' }]],
    ['$$', [{ kind: 'text', value: '$$' }]],
  ])('should split %j', (input, expected) => {
    // Arrange, Act
    const segments = splitMath(input);
    // Assert
    expect(segments).toMatchObject(expected);
  });

  it.each([
    ['שלום', true],
    ['x^2 + 1', false],
    ['\\text{שטח}', true],
    ['ﬠ', true],
  ])('should detect Hebrew in %s as %s', (text, expected) => {
    expect(containsHebrew(text)).toBe(expected);
  });

  it.each([
    ['פתרו $x+1=2$', true],
    ['$שלום$', false],
    ['בלי נוסחאות', false],
  ])('should say whether %s has math (%s)', (text, expected) => {
    expect(hasMath(text)).toBe(expected);
  });
});

describe('given the formula cache', () => {
  it('should typeset identical formulas once', () => {
    // Arrange
    const cache = new TexCache<string>();
    let typesets = 0;
    const counting = (tex: string, options: Parameters<typeof katex.renderToString>[1]) => {
      typesets += 1;
      return katex.renderToString(tex, options);
    };
    // Act
    const first = cache.get('x^2', false, counting);
    const second = cache.get('x^2', false, counting);
    cache.get('x^2', true, counting);
    // Assert
    expect(second).toBe(first);
    expect(typesets).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('should cache the auto-corrected formula and the error alike', () => {
    // Arrange
    const cache = new TexCache<string>();
    let typesets = 0;
    const counting = (tex: string, options: Parameters<typeof katex.renderToString>[1]) => {
      typesets += 1;
      return katex.renderToString(tex, options);
    };
    // Act
    const corrected = cache.get('\\frac{1}{2', false, counting);
    const failed = cache.get('\\notacommand{x}', false, counting);
    const before = typesets;
    cache.get('\\frac{1}{2', false, counting);
    cache.get('\\notacommand{x}', false, counting);
    // Assert
    expect(corrected).toMatchObject({ ok: true, corrected: true });
    expect(failed).toMatchObject({ ok: false, tex: '\\notacommand{x}' });
    expect(typesets).toBe(before);
  });

  it('should evict the oldest entry past its limit', () => {
    // Arrange
    const cache = new TexCache<string>(2);
    const typeset = (tex: string, options: Parameters<typeof katex.renderToString>[1]) =>
      katex.renderToString(tex, options);
    // Act
    cache.get('a', false, typeset);
    cache.get('b', false, typeset);
    cache.get('c', false, typeset);
    // Assert
    expect(cache.size).toBe(2);
  });
});

describe('given a learner typing formulas without delimiters', () => {
  it.each([
    ['כמה זה 15*4+3?', ['כמה זה ', '[15*4+3]', '?']],
    ['פתרי x^2 - 1 = 0 בבקשה', ['פתרי ', '[x^2 - 1 = 0]', ' בבקשה']],
    ['(3+5)/2 זה 4', ['[(3+5)/2]', ' זה 4']],
    ['שלום, יש לי שאלה', ['שלום, יש לי שאלה']],
    ['85 שניות', ['85 שניות']],
  ] as const)('should isolate the formulas of %s', (text, expected) => {
    // Act
    const parts = splitPlainFormulas(text).map((part) =>
      part.kind === 'formula' ? `[${part.value}]` : part.value,
    );
    // Assert
    expect(parts).toEqual(expected);
  });
});
