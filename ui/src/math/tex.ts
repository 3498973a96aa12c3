/**
 * Pure TeX logic, no React and no DOM: splitting text into prose and formulas, auto-correcting common
 * broken LaTeX, the KaTeX options, rendering with a cache, and the Hebrew rule.
 */

/** Any letter of the Hebrew block (U+0590–U+05FF) or the Hebrew presentation forms. */
const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/;

/** True when the text holds a Hebrew character; such text is never treated as math. */
export function containsHebrew(text: string): boolean {
  return HEBREW.test(text);
}

/** One piece of mixed text: prose, or a formula that is inline or display. */
export type TexSegment = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

interface Delimiter {
  open: string;
  close: string;
  display: boolean;
}

// Longest openers first, so `$$` wins over `$`.
const DELIMITERS: readonly Delimiter[] = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
];

/** Characters that make a dangling `$…` worth closing: it looks like TeX, not like a price. */
const LOOKS_LIKE_TEX = /[\\^_{}=]/;

function pushText(segments: TexSegment[], value: string): void {
  if (value === '') return;
  const last = segments[segments.length - 1];
  if (last && last.kind === 'text') last.value += value;
  else segments.push({ kind: 'text', value });
}

function findClose(text: string, close: string, from: number): number {
  let index = text.indexOf(close, from);
  // An escaped `\$` inside a formula does not close it.
  while (index > 0 && close === '$' && text[index - 1] === '\\') index = text.indexOf(close, index + 1);
  return index;
}

/**
 * Splits text on `$…$`, `$$…$$`, `\(…\)` and `\[…\]`. An escaped `\$` stays a dollar sign. A dangling `$`
 * (no closing partner) closes at the end of the text when what follows looks like TeX and has no Hebrew;
 * otherwise it is kept as a literal dollar. A "formula" with Hebrew in it stays prose.
 */
export function splitMath(text: string): TexSegment[] {
  const segments: TexSegment[] = [];
  let cursor = 0;
  let plainFrom = 0;
  while (cursor < text.length) {
    const char = text[cursor];
    if (char === '\\' && text[cursor + 1] === '$') {
      pushText(segments, text.slice(plainFrom, cursor) + '$');
      cursor += 2;
      plainFrom = cursor;
      continue;
    }
    const delimiter = DELIMITERS.find((candidate) => text.startsWith(candidate.open, cursor));
    if (!delimiter) {
      cursor += 1;
      continue;
    }
    const bodyStart = cursor + delimiter.open.length;
    let closeAt = findClose(text, delimiter.close, bodyStart);
    let body: string;
    let next: number;
    if (closeAt === -1) {
      const rest = text.slice(bodyStart);
      if (
        delimiter.open !== '$' ||
        containsHebrew(rest) ||
        !LOOKS_LIKE_TEX.test(rest) ||
        rest.trim() === ''
      ) {
        cursor = bodyStart;
        continue;
      }
      closeAt = text.length;
      body = rest;
      next = text.length;
    } else {
      body = text.slice(bodyStart, closeAt);
      next = closeAt + delimiter.close.length;
    }
    if (body.trim() === '' || containsHebrew(body)) {
      cursor = next;
      continue;
    }
    pushText(segments, text.slice(plainFrom, cursor));
    segments.push({ kind: 'math', value: body.trim(), display: delimiter.display });
    cursor = next;
    plainFrom = next;
  }
  pushText(segments, text.slice(plainFrom));
  return segments;
}

/**
 * The part of a reply still arriving that is safe to show: it ends before the last formula whose closing
 * delimiter has not arrived yet (`$…`, `$$…`, `\(…`, `\[…`) and before a trailing backslash, so a streamed
 * reply never shows half a formula. A `$` followed by Hebrew is a dollar sign, not an opening.
 */
export function streamingSafeText(text: string): string {
  let cursor = 0;
  while (cursor < text.length) {
    const char = text[cursor];
    if (char === '\\' && text[cursor + 1] === '$') {
      cursor += 2;
      continue;
    }
    const delimiter = DELIMITERS.find((candidate) => text.startsWith(candidate.open, cursor));
    if (!delimiter) {
      cursor += 1;
      continue;
    }
    const bodyStart = cursor + delimiter.open.length;
    const closeAt = findClose(text, delimiter.close, bodyStart);
    if (closeAt === -1) {
      // No formula holds Hebrew: an unclosed `$` with Hebrew after it is a dollar sign (splitMath agrees).
      if (delimiter.open === '$' && containsHebrew(text.slice(bodyStart))) {
        cursor = bodyStart;
        continue;
      }
      return text.slice(0, cursor);
    }
    cursor = closeAt + delimiter.close.length;
  }
  return text.endsWith('\\') && !text.endsWith('\\\\') ? text.slice(0, -1) : text;
}

/** True when the text holds at least one formula that splitMath would render (a `$…$` pair and the like). */
export function hasMath(text: string): boolean {
  return splitMath(text).some((segment) => segment.kind === 'math');
}

/** Commands that authors (and language models) often write with a doubled or missing backslash. */
const COMMON_COMMANDS =
  'frac|dfrac|tfrac|sqrt|cdot|times|div|pm|leq|geq|neq|approx|infty|sum|prod|int|lim|left|right|text|mathrm|vec|overline|alpha|beta|gamma|delta|theta|lambda|sigma|mu|pi';

/** Counts unescaped `{` minus unescaped `}` and drops `}` that close nothing. */
function balanceBraces(tex: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < tex.length; i += 1) {
    const char = tex[i];
    if (char === '\\' && i + 1 < tex.length) {
      out += char + tex[i + 1];
      i += 1;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      if (depth === 0) continue;
      depth -= 1;
    }
    out += char;
  }
  return out + '}'.repeat(depth);
}

/** Reads one argument of a command: a braced group, or a single token (a character or a `\command`). */
function readArgument(tex: string, from: number): { arg: string; end: number } | null {
  let i = from;
  while (tex[i] === ' ') i += 1;
  if (i >= tex.length) return null;
  if (tex[i] === '{') {
    let depth = 0;
    for (let j = i; j < tex.length; j += 1) {
      if (tex[j] === '\\') {
        j += 1;
        continue;
      }
      if (tex[j] === '{') depth += 1;
      if (tex[j] === '}') depth -= 1;
      if (depth === 0) return { arg: tex.slice(i + 1, j), end: j + 1 };
    }
    return { arg: tex.slice(i + 1), end: tex.length };
  }
  if (tex[i] === '(') {
    const close = tex.indexOf(')', i);
    if (close !== -1) return { arg: tex.slice(i + 1, close), end: close + 1 };
  }
  if (tex[i] === '\\') {
    const match = /^\\[a-zA-Z]+/.exec(tex.slice(i));
    if (match) return { arg: match[0], end: i + match[0].length };
  }
  if (tex[i] === '}' || tex[i] === '^' || tex[i] === '_' || tex[i] === '&') return null;
  return { arg: tex.charAt(i), end: i + 1 };
}

/** Rewrites every `\frac` into `\frac{a}{b}`, supplying an empty group for a missing argument. */
function normaliseFractions(tex: string): string {
  const pattern = /\\([dt]?frac)(?![a-zA-Z])/g;
  let out = '';
  let last = 0;
  for (let match = pattern.exec(tex); match; match = pattern.exec(tex)) {
    const start = match.index;
    const afterCommand = start + match[0].length;
    const numerator = readArgument(tex, afterCommand);
    const denominator = numerator ? readArgument(tex, numerator.end) : null;
    const end = denominator?.end ?? numerator?.end ?? afterCommand;
    out += `${tex.slice(last, start)}\\${match[1]}{${numerator?.arg ?? ''}}{${denominator?.arg ?? ''}}`;
    last = end;
    pattern.lastIndex = end;
  }
  return out + tex.slice(last);
}

/** Closes `\left` without `\right` (and the reverse) with the invisible `.` delimiter. */
function balanceLeftRight(tex: string): string {
  let open = 0;
  let missingLeft = 0;
  for (const match of tex.matchAll(/\\(left|right)(?![a-zA-Z])/g)) {
    if (match[1] === 'left') open += 1;
    else if (open > 0) open -= 1;
    else missingLeft += 1;
  }
  return '\\left.'.repeat(missingLeft) + tex + '\\right.'.repeat(open);
}

/** Closes `\begin{env}` without `\end{env}`. */
function balanceEnvironments(tex: string): string {
  const stack: string[] = [];
  for (const match of tex.matchAll(/\\(begin|end)\{([a-zA-Z*]+)\}/g)) {
    const name = match[2] ?? '';
    if (match[1] === 'begin') stack.push(name);
    else if (stack[stack.length - 1] === name) stack.pop();
  }
  return (
    tex +
    stack
      .reverse()
      .map((name) => `\\end{${name}}`)
      .join('')
  );
}

/**
 * Auto-corrects common broken LaTeX. Each step is idempotent, and valid TeX comes back equivalent:
 * - a doubled backslash before a known command (`\\frac` from over-escaped JSON) becomes one;
 * - a missing backslash before `frac`/`sqrt` with a group (`frac{1}{2}`) is added;
 * - stray `$` inside a formula are dropped;
 * - `\frac12`, `\frac{1}2`, `\frac(a)(b)` and a `\frac` missing its denominator get two braced groups;
 * - unbalanced braces are closed or dropped; `\left` / `\right` and `\begin` / `\end` are paired;
 * - a trailing `^` or `_` gets an empty group.
 */
export function fixTex(input: string): string {
  let tex = input.trim();
  tex = tex.replace(new RegExp(`\\\\\\\\(${COMMON_COMMANDS})(?![a-zA-Z])`, 'g'), '\\$1');
  tex = tex.replace(/(^|[^\\a-zA-Z])(frac|sqrt)(?=\s*\{)/g, '$1\\$2');
  tex = tex.replace(/(?<!\\)\$/g, '');
  tex = balanceBraces(tex);
  tex = normaliseFractions(tex);
  tex = balanceLeftRight(tex);
  tex = balanceEnvironments(tex);
  tex = tex.replace(/[\^_]\s*$/, (op) => `${op.trim()}{}`);
  return tex.trim();
}

/** KaTeX's public surface that this module needs; the real module is loaded lazily by the renderer. */
export interface KatexLike {
  renderToString: (tex: string, options: KatexRenderOptions) => string;
  /** typesets straight into DOM nodes (no HTML string to build and parse) */
  render: (tex: string, element: HTMLElement, options: KatexRenderOptions) => void;
}

/** The options every formula is rendered with. */
export interface KatexRenderOptions {
  displayMode: boolean;
  throwOnError: boolean;
  trust: boolean;
  strict: 'ignore';
  maxSize: number;
  maxExpand: number;
  output: 'htmlAndMathml';
}

/** Safety limits: no `\href`, `\url`, `\htmlData`, `\includegraphics`; bounded sizes and macro expansion. */
export function katexOptions(display: boolean): KatexRenderOptions {
  return {
    displayMode: display,
    throwOnError: true,
    trust: false,
    strict: 'ignore',
    maxSize: 10,
    maxExpand: 200,
    output: 'htmlAndMathml',
  };
}

/** Turns TeX into some output (an HTML string, DOM nodes); throws on TeX that KaTeX rejects. */
export type Typesetter<T> = (tex: string, options: KatexRenderOptions) => T;

/** What typesetting one formula produced: the output, or the error that survived auto-correction. */
export type TexOutcome<T> =
  { ok: true; output: T; corrected: boolean } | { ok: false; message: string; tex: string };

/** Typesets once, then retries with fixTex; never throws. */
export function typesetTex<T>(tex: string, display: boolean, typeset: Typesetter<T>): TexOutcome<T> {
  const options = katexOptions(display);
  try {
    return { ok: true, output: typeset(tex, options), corrected: false };
  } catch (firstError) {
    const fixed = fixTex(tex);
    try {
      if (fixed === tex) throw firstError;
      return { ok: true, output: typeset(fixed, options), corrected: true };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error), tex };
    }
  }
}

/** What rendering one formula to a string produced: KaTeX HTML, or the error that survived auto-correction. */
export type TexResult =
  { ok: true; html: string; corrected: boolean } | { ok: false; message: string; tex: string };

/** Renders to an HTML string once, then retries with fixTex; never throws. */
export function renderTex(katex: KatexLike, tex: string, display: boolean): TexResult {
  const outcome = typesetTex(tex, display, (source, options) => katex.renderToString(source, options));
  return outcome.ok ? { ok: true, html: outcome.output, corrected: outcome.corrected } : outcome;
}

/**
 * A cache of typeset formulas keyed by display mode and source, so identical formulas are typeset once.
 * Entries past the limit are evicted oldest first.
 */
export class TexCache<T> {
  readonly #entries = new Map<string, TexOutcome<T>>();

  constructor(private readonly limit = 2000) {}

  /** The cached outcome, typesetting and storing it on a miss. */
  get(tex: string, display: boolean, typeset: Typesetter<T>): TexOutcome<T> {
    const key = `${display ? 'D' : 'I'}\u0000${tex}`;
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const outcome = typesetTex(tex, display, typeset);
    if (this.#entries.size >= this.limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, outcome);
    return outcome;
  }

  /** Number of cached formulas. */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every formula (benchmarks use it to measure a cold render). */
  clear(): void {
    this.#entries.clear();
  }
}

/** One piece of a learner's plain text: prose, or a formula typed without delimiters. */
export type PlainSegment = { kind: 'text' | 'formula'; value: string };

// Numbers and Latin names joined by at least one operator: '15*4+3', 'x^2-1=0', '(3+5)/2'.
const OPERAND = String.raw`[0-9A-Za-z(][0-9A-Za-z().,]*`;
const PLAIN_FORMULA = new RegExp(String.raw`${OPERAND}(?:\s*[-+*/^=<>×÷·]\s*${OPERAND})+`, 'g');

/**
 * Finds the formulas a learner types without `$…$` in plain text, so they can be isolated left to right:
 * inside Hebrew text the bidi algorithm would otherwise reorder '15*4+3' into something else.
 */
export function splitPlainFormulas(text: string): PlainSegment[] {
  const segments: PlainSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(PLAIN_FORMULA)) {
    if (match.index > from) segments.push({ kind: 'text', value: text.slice(from, match.index) });
    segments.push({ kind: 'formula', value: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push({ kind: 'text', value: text.slice(from) });
  return segments;
}
