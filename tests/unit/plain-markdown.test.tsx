import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildComponents, MarkdownTree } from '../../ui/src/rich-text/markdown-renderer';
import { Markdown } from '../../ui/src/rich-text/markdown';
import { needsMarkdownRenderer, plainBlocks } from '../../ui/src/rich-text/plain-markdown';

/** What the markdown renderer makes of `source`: the reference the plain path must equal. */
const parsed = (source: string) =>
  renderToStaticMarkup(<MarkdownTree source={source} components={buildComponents('image')} />);

describe('given plain prose (ui/src/rich-text/plain-markdown.ts)', () => {
  it.each([
    'שלום! אני אתנה, המורה שלך למתמטיקה בקורס „מתמטיקה לתיכון”. אני כאן כדי ללמוד יחד איתך, צעד אחר צעד.',
    "Hello! I'm Clio, your statistics tutor for “Statistics”. I'm here to learn with you, step by step.",
    'First paragraph.\n\nSecond paragraph, 3 apples, 50% – and a question?',
    'one line\nthe next line of the same paragraph',
    '\n\nleading and trailing blank lines\n\n\n',
    'נקודה 1. כאן, ושאלה: מה עכשיו?',
    'שלום! אני אתנה.\n\nהנה כמה דרכים להמשיך:\n- שיעור: „אלגברה” – בחלון השיעורים.\n- תרגול: עם רמז לכל שאלה.\nבמה נבחר?',
    '- a list first\n- and a second item\n\nthen a paragraph',
    'a paragraph\n- a list right after it',
  ])('should render %j exactly as the markdown renderer does', (source) => {
    // Arrange
    const blocks = plainBlocks(source);

    // Act
    const plain = renderToStaticMarkup(<Markdown source={source} />);

    // Assert
    expect(blocks).not.toBeNull();
    expect(plain).toBe(`<div class="hv-markdown">${parsed(source)}</div>`);
  });

  it.each([
    'a **bold** word',
    'an _emphasis_',
    'inline `code`',
    'math $x^2$',
    'a [link](https://example.org)',
    'a bare https://example.org link',
    'www.example.org',
    'mail me at a@b.org',
    '# a heading',
    'a paragraph\n- a list right after it\n\n- b',
    '1. a numbered item',
    '2) another',
    '* a star item',
    '+ a plus item',
    '- a\n\n- a loose list',
    '- an item\n  indented continuation',
    '-not a bullet',
    '> a quote',
    'a | table | row',
    '~~struck~~',
    'an &amp; entity',
    'a <b>tag</b>',
    'an escaped \\* star',
    'a hard break  \nhere',
    '    indented code',
    'Setext\n===',
    'a rule\n---',
    'tab\there',
    '',
    '   ',
  ])('should leave %j to the markdown renderer', (source) => {
    // Act
    const needed = needsMarkdownRenderer(source);

    // Assert
    expect(needed).toBe(true);
  });
});
