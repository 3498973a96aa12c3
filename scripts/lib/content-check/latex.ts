/**
 * Finding and rendering the LaTeX in course text: `$…$` and `$$…$$` inside student-facing strings, and
 * raw-LaTeX fields. Everything here must render with KaTeX `throwOnError: true`, so no content depends on the
 * app's renderer auto-correcting it.
 */
import katex from 'katex';

/** A Hebrew letter or point; text with one of these is never treated as math by the app. */
export const HEBREW = /[\u0590-\u05FF]/;
/** A Hebrew letter (alef to tav, including final forms). */
export const HEBREW_LETTER = /[\u05D0-\u05EA]/;

export interface MathFragment {
  tex: string;
  display: boolean;
  /** index of the opening delimiter in the scanned text */
  offset: number;
}

export interface ScanResult {
  fragments: MathFragment[];
  /** the text with every fragment removed (what is left for the Hebrew rule) */
  prose: string;
  /** unbalanced or empty delimiters */
  problems: string[];
}

/** Blanks out markdown code spans and fenced blocks, where a `$` is literal. */
export function blankCode(markdown: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return markdown.replace(/^```[\s\S]*?^```/gm, blank).replace(/`[^`\n]+`/g, blank);
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/**
 * Splits text into math fragments and prose. A run of one or two unescaped `$` opens math, and the next run of
 * the same length closes it (remark-math's rule); `\$` is a literal dollar sign.
 */
export function scanMath(text: string): ScanResult {
  const fragments: MathFragment[] = [];
  const problems: string[] = [];
  let prose = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\' && index + 1 < text.length) {
      prose += text.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char !== '$') {
      prose += char;
      index += 1;
      continue;
    }
    let run = 1;
    while (text[index + run] === '$') run += 1;
    if (run > 2) {
      problems.push(`a run of ${run} "$" at line ${lineAt(text, index)}`);
      index += run;
      continue;
    }
    const delimiter = run === 2 ? '$$' : '$';
    const start = index + run;
    let end = start;
    let closed = -1;
    while (end < text.length) {
      if (text[end] === '\\') {
        end += 2;
        continue;
      }
      if (text[end] === '$') {
        let closing = 1;
        while (text[end + closing] === '$') closing += 1;
        if (closing === run) {
          closed = end;
          break;
        }
        end += closing;
        continue;
      }
      end += 1;
    }
    if (closed < 0) {
      const snippet = text.slice(index, index + 40).replace(/\s+/g, ' ');
      problems.push(`unbalanced "${delimiter}" at line ${lineAt(text, index)}: "${snippet}…"`);
      prose += text.slice(index);
      break;
    }
    const tex = text.slice(start, closed);
    if (tex.trim() === '') problems.push(`empty "${delimiter}${delimiter}" at line ${lineAt(text, index)}`);
    else fragments.push({ tex, display: run === 2, offset: index });
    prose += ' ';
    index = closed + run;
  }
  return { fragments, prose, problems };
}

/**
 * The first control character other than a line break, as "U+000C", or null. In course JSON one comes from a
 * single backslash: "\frac" is a form feed then "rac", "\times" a tab then "imes", "\beta" a backspace.
 */
export function controlCharacter(text: string): string | null {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && code !== 0x0a) || code === 0x7f)
      return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

const commandCache = new Map<string, boolean>();
function isCommand(name: string): boolean {
  const cached = commandCache.get(name);
  if (cached !== undefined) return cached;
  let ok = true;
  try {
    katex.renderToString(`\\${name}`, { throwOnError: true, strict: 'ignore' });
  } catch {
    ok = false;
  }
  commandCache.set(name, ok);
  return ok;
}

/**
 * Renders one fragment and returns what is wrong with it, or null. Besides KaTeX's own errors it catches the
 * classic JSON slip of a single backslash, which turns `\frac` into a form feed and `\neq` into a line break
 * followed by "eq" — both of which KaTeX would otherwise render silently.
 */
export function texProblem(tex: string, display: boolean): string | null {
  if (HEBREW.test(tex)) return `Hebrew inside math: "${tex.trim().slice(0, 60)}"`;
  const code = controlCharacter(tex);
  if (code) {
    return `control character ${code} inside math — a LaTeX command written with one backslash in JSON (write "\\\\frac", not "\\frac")`;
  }
  for (const match of tex.matchAll(/\n([a-zA-Z]{2,})/g)) {
    const word = match[1] ?? '';
    if (isCommand(`n${word}`))
      return `line break followed by "${word}" inside math — "\\n${word}" written with one backslash in JSON`;
  }
  if (/(?<!\\)%/.test(tex))
    return `unescaped "%" inside math starts a LaTeX comment and hides the rest of the line (write "\\%"): "${tex.trim().slice(0, 60)}"`;
  try {
    katex.renderToString(tex, { throwOnError: true, displayMode: display, strict: 'ignore' });
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `KaTeX error in "${tex.trim().slice(0, 80)}": ${message.replace(/\s+/g, ' ')}`;
  }
}

/** LaTeX written outside `$…$`, which the app would show as raw text. */
export function rawLatexOutsideMath(prose: string): string | null {
  const match = /\\(?:[a-zA-Z]+|\(|\)|\[|\])/.exec(prose);
  return match ? `LaTeX outside $…$: "${match[0]}" (wrap math in $…$ or $$…$$)` : null;
}

/**
 * In a GFM table row a `|` ends the cell even inside math, so `$|x|$` breaks the table. Returns the offending
 * fragments of a markdown text.
 */
export function pipesInTableMath(markdown: string): string[] {
  const found: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!/^\s*\|/.test(line)) continue;
    for (const fragment of scanMath(line).fragments)
      if (/(?<!\\)\|/.test(fragment.tex)) found.push(fragment.tex);
  }
  return found;
}

/** Words that may stand in `\text{}` or `\mathrm{}`: abbreviations every course uses, and units. */
const MATH_WORDS = new Set([
  'df',
  'sd',
  'se',
  'rad',
  'mod',
  'min',
  'max',
  'cm',
  'km',
  'kg',
  'mm',
  'm',
  'sec',
  'iqr',
]);

/**
 * An English word inside math (`\text{estimate}`, `\text{or}`), which a Hebrew reader meets untranslated; or null.
 * Upper-case abbreviations (SE, SSB, MSW) and the short symbols above are allowed.
 */
export function englishInMath(tex: string): string | null {
  for (const match of tex.matchAll(/\\(?:text|mathrm|textrm|operatorname|mbox)\s*\{([^{}]*)\}/g)) {
    for (const word of (match[1] ?? '').match(/[A-Za-z]+/g) ?? []) {
      if (word === word.toUpperCase() || MATH_WORDS.has(word.toLowerCase())) continue;
      return `English word "${word}" inside math ("${match[0]}"): write the words in Hebrew outside the formula, or use a symbol`;
    }
  }
  return null;
}

/** Raw math in an image's alt text (a screen reader reads "y=x²−2x" badly): say it in words. Null when fine. */
export function rawMathInAlt(alt: string): string | null {
  const match = /[=^²³√±∫≤≥<>]|[\d)]\s*[−+*/]\s*[\d(a-z]|\(\s*[−-]?\d+\s*,/.exec(alt);
  return match
    ? `raw math in an image's alt text ("${alt.slice(0, 60)}"): describe the figure in words`
    : null;
}
