/**
 * Reading statistics lessons 5–8, 12 and 13's named quantities from a message (docs/tutor.md, "Statistics
 * models"): LaTeX and plain spellings folded to one ("\bar{x}" → x̄, "R^{2}" → R², "\sum d_i^2" → Σd²,
 * "SS_{AB}" → SS_AB), a named value "NAME = number", and a table written in Markdown (its rows after the
 * message's white space was folded). Pure string work.
 */

/** The message with its LaTeX spellings folded and its math delimiters dropped. */
export function plainStatistics(message: string): string {
  return (
    message
      .replace(/\\(?:left|right)\b/g, '')
      .replace(/\\[,;!]|\\ /g, ' ')
      .replace(/\{,\}/g, '.')
      .replace(/\\(?:bar|overline)\s*\{?\s*x\s*\}?/g, 'x̄')
      .replace(/\\(?:bar|overline)\s*\{?\s*y\s*\}?/g, 'ȳ')
      .replace(/\\hat\s*\{?\s*y\s*\}?/g, 'ŷ')
      .replace(/\\sum\s*(?:_\{?i(?:=1)?\}?(?:\^\{?n\}?)?)?\s*d_?\{?i?\}?\s*\^\s*\{?2\}?/g, 'Σd²')
      .replace(/(?:sum\s+of\s+d\s*\^?\s*2|Σ\s*d_?i?\s*\^?\s*2|Σd\^2)/gi, 'Σd²')
      .replace(/\\eta\s*\^\s*\{?2\}?|η\^2/g, 'η²')
      .replace(/\\chi\s*\^\s*\{?2\}?|χ\^2/g, 'χ²')
      .replace(/R\s*\^\s*\{?2\}?\s*_\s*\{?\s*(?:\\text\{)?adj\}?\s*\}?/g, 'R²_adj')
      .replace(/R\s*\^\s*\{?2\}?/g, 'R²')
      .replace(/\\alpha/g, 'α')
      .replace(/\\beta/g, 'β')
      .replace(/\\mu/g, 'μ')
      .replace(/\\rho/g, 'ρ')
      .replace(/_\{\s*([A-Za-z0-9]+)\s*\}/g, '_$1')
      .replace(/[{}]/g, '')
      .replace(/\$/g, ' ')
      .replace(/[−–]/g, '-')
      .replace(/\u05BE/g, '-')
      // a Hebrew prefix's maqaf before a number ("ב-30", "ו-66") is no minus
      .replace(/([\u05D0-\u05EA])-(?=\d)/g, '$1 ')
  );
}

const VALUE = '(-?\\d*\\.?\\d+)';

/**
 * The value of the first of `names` written "NAME = value" (a name is a regular expression source, matched
 * whole: not inside a longer name).
 */
export function named(text: string, names: readonly string[]): number | null {
  for (const name of names) {
    const found = new RegExp(`(?<![A-Za-zא-ת_²])(?:${name})(?![A-Za-z_0-9²])\\s*=\\s*${VALUE}`).exec(text);
    if (found?.[1] !== undefined) {
      const value = Number(found[1]);
      if (Number.isFinite(value)) return value;
    }
  }
  return null;
}

/** Every "NAME_i = value" for i = 1, 2, …: "R_1=25, R_2=56, R_3=39" → [25, 56, 39]. */
export function indexed(text: string, name: string): number[] {
  const values: number[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const value = named(text, [`${name}_?${i}`]);
    if (value === null) break;
    values.push(value);
  }
  return values;
}

/** A list of numbers written with commas after `label` (within 40 characters). */
export function listAfter(text: string, label: RegExp): number[] | null {
  const separator = '(?:\\s*,\\s*(?:ו\\s*)?|\\s+ו\\s*|\\s+and\\s+)';
  const found = new RegExp(
    `(?:${label.source})[^\\n]{0,60}?(?<![\\d.])(-?\\d+(?:\\.\\d+)?(?:${separator}-?\\d+(?:\\.\\d+)?)+)`,
    label.flags.replace('g', ''),
  ).exec(text);
  if (!found?.[1]) return null;
  const values = found[1].split(new RegExp(separator)).map(Number);
  return values.length >= 2 && values.every(Number.isFinite) ? values : null;
}

/** A table written in Markdown: its header cells and its rows of cells (text), the separator row dropped. */
export type MarkdownTable = { header: string[]; rows: string[][] };

/**
 * The Markdown table of a message whose white space was folded into single spaces: the separator row
 * "|---|---|" gives the column count; rows follow one another as "| a | b | | c | d |".
 */
export function markdownTable(text: string): MarkdownTable | null {
  const separator = /\|(?:\s*:?-{3,}:?\s*\|)+/.exec(text);
  if (!separator) return null;
  const columns = (separator[0].match(/-{3,}/g) ?? []).length;
  const before = text.slice(0, separator.index).trimEnd();
  if (!before.endsWith('|')) return null;
  const header = before
    .split('|')
    .slice(-columns - 1, -1)
    .map((cell) => cell.trim());
  if (header.length !== columns) return null;
  const after = text.slice(separator.index + separator[0].length);
  const end = after.lastIndexOf('|');
  if (end < 0) return null;
  const cells = after
    .slice(0, end)
    .split('|')
    .map((cell) => cell.trim());
  // "| a | b | | c | d |": the first token is the blank before the first row's opening bar.
  const rows: string[][] = [];
  let index = 1;
  while (index + columns <= cells.length) {
    rows.push(cells.slice(index, index + columns));
    index += columns + 1;
    if (index - 1 < cells.length && cells[index - 1] !== '') break;
  }
  if (rows.length === 0 || rows.some((row) => row.length !== columns)) return null;
  return { header, rows };
}

/** A table cell as a number (null for a word). */
export function cellNumber(cell: string | undefined): number | null {
  if (cell === undefined || !/^-?\d+(?:\.\d+)?$/.test(cell.trim())) return null;
  return Number(cell.trim());
}

/** A row or column named as a total ("סה״כ", "total", "sum"). */
export const TOTAL = /סה["״']?כ|סך\s+הכול|total|sum|סכום/i;
