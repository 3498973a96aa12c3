/**
 * Reading the shapes an answer comes in, after normalisation: a labelled value (`x=4`, `f'(x)=3x^2`),
 * an equation, a list of values (`2, -3`, `x=-3 או x=2`, `{-3,2}`, `±3`), a point and a union of intervals.
 */
import { solveInequality, type Equation, type Relation } from './equations';
import { fail, parseExpression, type Budget, type Expr, type ParseFailure } from './expr';
import { MAX_ITEMS, MAX_SOLVE_WORK } from './limits';
import { decimalCommas } from './normalize';

export type Read<T> = { ok: true; value: T } | ParseFailure;

const LABEL = /^\s*([a-z](?:_?[0-9a-z]+)?'*(?:\([a-z]\))?)\s*=(?!=)\s*(.*)$/s;

/** A value written before its variable: `1=x`, `-3 = x_1` (the left side has no letter but pi, e, sqrt). */
const FLIPPED_LABEL = /^\s*([^=<>!]*?)\s*=\s*([a-z](?:_?[0-9a-z]+)?)\s*$/s;

/**
 * `x=4` → { label: 'x', body: '4' }; `f'(x)=3x^2` → { label: "f'(x)", body: '3x^2' }; `4=x` → { label:
 * 'x', body: '4' } (an equation reads either way round); else null.
 */
export function splitLabel(text: string): { label: string; body: string } | null {
  const match = LABEL.exec(text);
  if (match && !(match[2] ?? '').includes('=')) {
    return { label: (match[1] ?? '').replace(/_/g, ''), body: match[2] ?? '' };
  }
  const flipped = FLIPPED_LABEL.exec(text);
  const body = flipped?.[1] ?? '';
  if (!flipped || body.length === 0 || /[a-z]/.test(body.replace(/pi|sqrt|e/g, ''))) return null;
  return { label: (flipped[2] ?? '').replace(/_/g, ''), body };
}

/** One value or expression, with decimal commas read, a leading `=`, `≈` or label dropped. */
export function readSingle(text: string, original: string): Read<Expr> {
  const withoutEquals = text.replace(/^\s*=/, '');
  const labelled = splitLabel(withoutEquals);
  const body = decimalCommas(labelled ? labelled.body : withoutEquals);
  const parsed = parseExpression(body, original);
  return parsed.ok ? { ok: true, value: parsed.expr } : parsed;
}

/** An equation `lhs = rhs` as its two sides, or null when the text has not exactly one `=`. */
export function readEquation(text: string, original: string): Read<Equation> | null {
  const sides = text.split(/(?<![<>!])=(?!=)/);
  if (sides.length !== 2) return null;
  const left = parseExpression(decimalCommas(sides[0] ?? ''), original);
  if (!left.ok) return left;
  const right = parseExpression(decimalCommas(sides[1] ?? ''), original);
  if (!right.ok) return right;
  return { ok: true, value: { left: left.expr, right: right.expr } };
}

const EMPTY_SET = /^(?:\{\s*\}|אין\s+פתרונ(?:ות|ים)?|אין\s+פתרון|no\s+(?:real\s+)?solutions?|none|אין)$/;
const LIST_SEPARATORS =
  /\s*(?:(?<![\u05D0-\u05EA])או(?![\u05D0-\u05EA])|וגם|\bor\b|\band\b|;|(?:^|\s)ו-?(?=[\s\d(a-z.+-]))\s*/g;

/** Splits at commas outside brackets. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    if (char === ')' || char === ']' || char === '}') depth -= 1;
    if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** Hebrew and English list words as commas: `x=2 או x=3` → `x=2 , x=3`. */
export function listSeparatorsToCommas(text: string): string {
  return text.replace(LIST_SEPARATORS, ' , ');
}

export type ListItem = { label: string | null; expr: Expr };

/** `a±b` → [`a+b`, `a-b`]; at most one ± per item. */
function expandPlusMinus(item: string): string[] {
  const index = item.indexOf('±');
  if (index < 0) return [item];
  const before = item.slice(0, index);
  const after = item.slice(index + 1);
  return [`${before}+${after}`, `${before}-${after}`].map((variant) =>
    variant.replace(/(^|=|\()\s*\+/g, '$1'),
  );
}

/** A solution list: `2, -3`, `x=-3 או x=2`, `{-3, 2}`, `x=±3`, `אין פתרון` (empty). */
export function readList(text: string, original: string): Read<ListItem[]> {
  let source = listSeparatorsToCommas(text).trim();
  if (EMPTY_SET.test(source)) return { ok: true, value: [] };
  if (source.startsWith('{') && source.endsWith('}')) source = source.slice(1, -1).trim();
  if (source.length === 0) return { ok: true, value: [] };
  const items: ListItem[] = [];
  for (const raw of splitTopLevel(source)) {
    for (const item of expandPlusMinus(raw)) {
      const labelled = splitLabel(item);
      const parsed = parseExpression(labelled ? labelled.body : item, original);
      if (!parsed.ok) return parsed;
      items.push({ label: labelled?.label ?? null, expr: parsed.expr });
      if (items.length > MAX_ITEMS) return fail('too-complex', original);
    }
  }
  return { ok: true, value: items };
}

/** An ordered tuple `(a, b)`; bare `a, b` and labelled `x=a, y=b` are read too. */
export function readPoint(text: string, original: string): Read<ListItem[]> {
  const source = text.trim();
  const inner = /^\(.*\)$/s.test(source) ? source.slice(1, -1) : source;
  const parts = splitTopLevel(listSeparatorsToCommas(inner));
  if (parts.length < 2) return fail('syntax', original);
  const list = readList(parts.join(','), original);
  if (!list.ok) return list;
  const labelled = list.value.every((item) => item.label !== null);
  const ordered = labelled
    ? [...list.value].sort((a, b) => (a.label ?? '').localeCompare(b.label ?? ''))
    : list.value;
  return { ok: true, value: ordered };
}

export type Bound = { value: number; closed: boolean };
export type Interval = { low: Bound; high: Bound };

const RELATION = /(<=|>=|=<|=>|<|>)/;

function bound(text: string, original: string, evaluateValue: (expr: Expr) => number): Read<number> {
  const source = text.trim().replace(/^\+/, '');
  if (/^(?:inf|infinity)$/.test(source)) return { ok: true, value: Number.POSITIVE_INFINITY };
  if (/^-(?:inf|infinity)$/.test(source)) return { ok: true, value: Number.NEGATIVE_INFINITY };
  const parsed = parseExpression(source, original);
  if (!parsed.ok) return parsed;
  const value = evaluateValue(parsed.expr);
  return Number.isFinite(value) ? { ok: true, value } : fail('not-finite', original);
}

/** An inequality to solve (`x^2>4`, `2<2x`, `|x|<3`): one relation, one variable, as its pieces. */
function solvedInterval(tokens: string[], original: string, solving: Budget): Read<Interval[]> | null {
  if (tokens.length !== 3) return null;
  const left = parseExpression(decimalCommas(tokens[0] ?? ''), original);
  if (!left.ok) return left;
  const right = parseExpression(decimalCommas(tokens[2] ?? ''), original);
  if (!right.ok) return right;
  const relation = (tokens[1] ?? '<').replace('=<', '<=').replace('=>', '>=') as Relation;
  const pieces = solveInequality({ left: left.expr, right: right.expr }, relation, solving);
  if (!pieces) return fail('too-complex', original);
  if (pieces.length > MAX_ITEMS) return fail('too-complex', original);
  return {
    ok: true,
    value: pieces.map((piece) => ({
      low: { value: piece.low, closed: piece.lowClosed },
      high: { value: piece.high, closed: piece.highClosed },
    })),
  };
}

/** One interval from bracket notation `[a, b)` or an inequality chain `a < x <= b`, `x > a`; an inequality to solve may give several. */
function readOneInterval(
  text: string,
  original: string,
  evaluateValue: (expr: Expr) => number,
  solving: Budget,
): Read<Interval[]> {
  const source = text.replace(/^[a-z]\s+in\s+/, '').trim();
  const bracket = /^([[(])(.*)([\])])$/s.exec(source);
  if (bracket) {
    const parts = splitTopLevel(bracket[2] ?? '');
    if (parts.length !== 2) return fail('syntax', original);
    const low = bound(parts[0] ?? '', original, evaluateValue);
    if (!low.ok) return low;
    const high = bound(parts[1] ?? '', original, evaluateValue);
    if (!high.ok) return high;
    return {
      ok: true,
      value: [
        {
          low: { value: low.value, closed: bracket[1] === '[' && Number.isFinite(low.value) },
          high: { value: high.value, closed: bracket[3] === ']' && Number.isFinite(high.value) },
        },
      ],
    };
  }
  const tokens = source.split(RELATION).map((token) => token.trim());
  if (tokens.length !== 3 && tokens.length !== 5) return fail('syntax', original);
  const terms = tokens.filter((_token, index) => index % 2 === 0);
  const relations = tokens
    .filter((_token, index) => index % 2 === 1)
    .map((relation) => relation.replace('=<', '<=').replace('=>', '>='));
  const variableAt = terms.findIndex((term) => /^[a-z](?:_[0-9a-z]+)?$/.test(term) && term !== 'e');
  if (variableAt < 0) return solvedInterval(tokens, original, solving) ?? fail('syntax', original);
  let low: Bound = { value: Number.NEGATIVE_INFINITY, closed: false };
  let high: Bound = { value: Number.POSITIVE_INFINITY, closed: false };
  for (let index = 0; index < relations.length; index += 1) {
    const relation = relations[index] ?? '<';
    const variableOnLeft = index === variableAt;
    const otherTerm = terms[variableOnLeft ? index + 1 : index] ?? '';
    if (!variableOnLeft && index + 1 !== variableAt) return fail('syntax', original);
    const value = bound(otherTerm, original, evaluateValue);
    if (!value.ok) return (tokens.length === 3 ? solvedInterval(tokens, original, solving) : null) ?? value;
    const closed = relation.includes('=');
    const greater = relation.startsWith('>');
    // "x > a" and "a < x" both bound x from below.
    if (greater === variableOnLeft)
      low = { value: value.value, closed: closed && Number.isFinite(value.value) };
    else high = { value: value.value, closed: closed && Number.isFinite(value.value) };
  }
  return { ok: true, value: [{ low, high }] };
}

/** A union of intervals: `x<-3 או x>3`, `(-inf,-3) U (3,inf)`, `1<x<5`, `[2, 5)`; merged and sorted. */
export function readIntervals(
  text: string,
  original: string,
  evaluateValue: (expr: Expr) => number,
): Read<Interval[]> {
  // One root-search budget for all the parts of a union.
  const solving: Budget = { left: MAX_SOLVE_WORK };
  const source = text.replace(/\s+u\s+/g, ' , ').trim();
  if (EMPTY_SET.test(source)) return { ok: true, value: [] };
  if (/^(?:r|ℝ|all|כל\s*x|לכל\s*x)$/.test(source)) {
    return {
      ok: true,
      value: [{ low: { value: -Infinity, closed: false }, high: { value: Infinity, closed: false } }],
    };
  }
  const parts = splitTopLevel(listSeparatorsToCommas(source));
  if (parts.length > MAX_ITEMS) return fail('too-complex', original);
  // A lone bracket pair "[a, b)" was split at its own comma only if it is not top level: keep it whole.
  const intervals: Interval[] = [];
  for (const part of parts) {
    const interval = readOneInterval(part, original, evaluateValue, solving);
    if (!interval.ok) return interval;
    // A reversed interval such as (6, 5) is read as written; it matches no right answer.
    intervals.push(...interval.value);
  }
  return { ok: true, value: mergeIntervals(intervals) };
}

function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.low.value - b.low.value);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    const touches =
      last &&
      (interval.low.value < last.high.value ||
        (interval.low.value === last.high.value && (interval.low.closed || last.high.closed)));
    if (last && touches) {
      if (
        interval.high.value > last.high.value ||
        (interval.high.value === last.high.value && interval.high.closed)
      ) {
        last.high = interval.high;
      }
    } else merged.push({ low: { ...interval.low }, high: { ...interval.high } });
  }
  return merged;
}
