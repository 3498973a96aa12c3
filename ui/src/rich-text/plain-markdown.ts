// Plain prose needs no markdown parser: a source made of paragraphs and simple bullet lists, with nothing
// markdown could read as inline markup, renders as those blocks, exactly as the parser would render them
// (tests/unit/plain-markdown.test.tsx compares the two). A fresh thread's greeting is such a source.

/** One block of plain prose: a paragraph, or a tight bullet list of one-paragraph items. */
export type PlainBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/** Characters and words that may start inline markup: emphasis, code, links and images, HTML, headings,
 * quotes, strikethrough, tables, math, escapes, character references, and GFM's autolinks (URLs, www., e-mail). */
const markup = /[\\`*_[\]()<>#~|$&@{}]|https?:|www\.|mailto:/i;
/** A bullet item's first line: "- " and its text. */
const bullet = /^- (?=\S)/;
/** A line that could open another block (an ordered item, a heading underline, a rule, another bullet
 * style) or carries edge whitespace (indented code, a hard break). */
const otherBlock = /^(?:[-+=]|\d{1,9}[.)])|^\s|\s$/;

/** The blocks of one stretch between blank lines, or null when it holds anything else. */
function stretchBlocks(lines: string[]): PlainBlock[] | null {
  const blocks: PlainBlock[] = [];
  const paragraph: string[] = [];
  let items: string[] | null = null;
  for (const line of lines) {
    if (bullet.test(line)) {
      if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.splice(0).join('\n') });
      items ??= [];
      items.push(line.slice(2));
      continue;
    }
    if (otherBlock.test(line)) return null;
    // A plain line after an item continues that item's paragraph (a lazy continuation line).
    if (items) items[items.length - 1] += `\n${line}`;
    else paragraph.push(line);
  }
  if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
  if (items) blocks.push({ type: 'list', items });
  return blocks;
}

/**
 * The blocks of `source` when it is plain prose (paragraphs between blank lines, single line breaks inside
 * them, tight "- " lists), or null when the markdown renderer is needed.
 */
export function plainBlocks(source: string): PlainBlock[] | null {
  if (markup.test(source) || /[\t\r\f\v\0]/.test(source)) return null;
  const trimmed = source.replace(/^\n+|\n+$/g, '');
  if (trimmed === '') return null;
  const blocks: PlainBlock[] = [];
  for (const stretch of trimmed.split(/\n{2,}/)) {
    const found = stretchBlocks(stretch.split('\n'));
    // A list right after a blank line that ended another list would join it as a loose list.
    if (!found || (blocks.at(-1)?.type === 'list' && found[0]?.type === 'list')) return null;
    blocks.push(...found);
  }
  return blocks;
}

/** True when `source` needs the markdown renderer (anything but plain prose). */
export function needsMarkdownRenderer(source: string): boolean {
  return plainBlocks(source) === null;
}
