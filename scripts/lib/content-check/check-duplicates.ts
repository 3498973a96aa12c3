/**
 * No duplicates: near-duplicate questions across a course's worked examples, guided examples, practice
 * problems, timed tests, AI-guided tests and exercises. Two items (not of the same guided test or exercise)
 * repeat each other when they share the data-bearing expression of a question (`x^2-5x+6`, `\frac{x+1}{x-1}`,
 * `\sin 2x=\frac{1}{2}`), when their numbers are (nearly) the same set of four or more, or when their wording
 * and numbers both are. A single term (`\sin 2x`, `e^{2x}`, `\ln(3x)`) is a standard sub-expression that many
 * different questions use, so it counts only as part of a whole equation that carries data.
 */
import path from 'node:path';
import type { ContentItem, CourseContext } from './context';
import { stripScripts } from './figures/expressions';
import { scanMath } from './latex';

export interface Signature {
  expressions: Set<string>;
  /** single terms (`sin@2x`): never a match on their own, but they show that the question's data is in math */
  terms: Set<string>;
  numbers: string[];
  words: Set<string>;
}

/** A fragment as compared: no spaces or LaTeX spacing, one minus, `\dfrac` as `\frac`, no `f(x)=` prefix. */
function normaliseMath(tex: string): string {
  return tex
    .replace(/\\left|\\right|\\displaystyle/g, '')
    .replace(/\\[,;:! ]|\\quad|\\qquad/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\u2212/g, '-')
    .replace(/\\(sin|cos|tan|ln|log)\s*/g, '$1@')
    .replace(/\s+/g, '');
}

/** A side of an equation that carries a question's data: a variable, a digit and an operation, no table lookup. */
function dataBearing(side: string): boolean {
  if (side.length < 5) return false;
  const withVariable = /[a-z]/i.test(side.replace(/\\[a-z]+/gi, ''));
  // digits in sub- and superscripts (x_1, x^2) are not data; a formula with subscripts needs two numbers of its own
  const groups = (stripScripts(side).match(/\d+/g) ?? []).length;
  if (groups < (!withVariable ? 3 : side.includes('_') ? 2 : 1)) return false;
  if (!/[+\-*/^@]|\\frac|\\sqrt|\\cdot/.test(side)) return false;
  return !/\\Phi|[zt]_\{|\\chi\^2_|F_\{|\\alpha/.test(side);
}

/** More than one term: an operation between operands (a leading minus or a function applied to its argument is not). */
function compound(side: string): boolean {
  return /[+*/]|\\frac|\\cdot|\\times|\\sqrt|[\w)}\]]-/.test(stripScripts(side));
}

/** The side of an equation that holds data of its own (`\frac{1}{2}`, `3`), not a name such as `f(x)` or `y`. */
function carriesData(side: string): boolean {
  return /\d/.test(stripScripts(side));
}

/** An expression's key: itself, or for a sum of constants (a series) its first three numbers. */
function expressionKey(side: string): string {
  const trimmed = side.replace(/[()[\]']/g, '');
  if (/[a-z]/i.test(trimmed.replace(/\\[a-z]+/gi, ''))) return trimmed;
  return `numbers ${(trimmed.match(/\d+(?:\.\d+)?/g) ?? []).slice(0, 3).join(', ')}`;
}

export function signature(text: string): Signature {
  const scanned = scanMath(text);
  const expressions = new Set<string>();
  const terms = new Set<string>();
  for (const fragment of scanned.fragments) {
    const whole = normaliseMath(fragment.tex);
    const sides = whole.split(/=|\\le|\\ge|<|>|\\ne|,/);
    for (const side of sides) {
      if (!dataBearing(side)) continue;
      // a single term (\sin 2x) is the question's data only in an equation whose other side holds data too
      // (\sin 2x=\frac{1}{2}); \sin 2x, y=\sin 2x and f(x)=\sin(2x) are a standard sub-expression
      if (!compound(side)) {
        terms.add(expressionKey(side));
        if (sides.filter((other) => other !== side && carriesData(other)).length > 0)
          expressions.add(expressionKey(whole));
        continue;
      }
      // a short side (x^3-3x) is data only together with the rest of its equation
      expressions.add(expressionKey(side.length <= 6 ? whole : side));
    }
  }
  // 0 and 1 are everywhere (ranges, probabilities), so they say nothing about a question's data
  const numbers = (stripScripts(text.replace(/\^\{?\\circ\}?/g, '')).match(/\d+(?:\.\d+)?/g) ?? [])
    .map((n) => String(Number(n)))
    .filter((n) => n !== '0' && n !== '1')
    .sort();
  const words = new Set(
    (scanned.prose.match(/[\u05D0-\u05EA]{2,}/g) ?? []).map((w) => w.replace(/^[והבלמשכ]/, '')),
  );
  return { expressions, terms, numbers, words };
}

function jaccard<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Multiset overlap of two sorted number lists. */
function numberOverlap(a: string[], b: string[]): number {
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  let shared = 0;
  for (const x of b) {
    const left = count.get(x) ?? 0;
    if (left > 0) {
      shared += 1;
      count.set(x, left - 1);
    }
  }
  if (a.length === 0 && b.length === 0) return 1;
  return shared / (a.length + b.length - shared);
}

/** Why two items repeat each other, or null. */
export function repeats(a: Signature, b: Signature, expressionsOnly = false): string | null {
  for (const expression of a.expressions)
    if (b.expressions.has(expression)) return `both use the expression "${expression}"`;
  if (expressionsOnly) return null;
  const numbers = numberOverlap(a.numbers, b.numbers);
  // numbers alone decide only when neither question carries its data in an expression
  const loose = [a.expressions, a.terms, b.expressions, b.terms].every((set) => set.size === 0);
  if (
    loose &&
    Math.min(a.numbers.length, b.numbers.length) >= 3 &&
    numbers === 1 &&
    jaccard(a.words, b.words) >= 0.15
  )
    return `the same numbers (${a.numbers.join(', ')}) in a similar question`;
  if (loose && Math.min(a.numbers.length, b.numbers.length) >= 5 && numbers >= 0.7)
    return `the same numbers (${a.numbers.join(', ')})`;
  if (jaccard(a.words, b.words) >= 0.75 && numbers >= 0.75 && jaccard(a.expressions, b.expressions) >= 0.75)
    return 'almost the same words and numbers';
  return null;
}

/**
 * Why a question repeats a worked example with the same numbers and the same structure, or null: every number
 * of the question (three or more, two of them other than a single digit) occurs in the example's section, its solution included, and their wording
 * overlaps, and half of them or more are in the example's question. So the example asked the other way round (its answer given, one of its data asked) or with other
 * units counts as a repeat.
 */
export function sameNumbersAsExample(
  question: Signature,
  example: Signature,
  section: Signature,
): string | null {
  const asked = new Set(question.numbers);
  // single digits are in every question; two numbers beyond them make the data the example's own
  const distinctive = [...asked].filter((n) => !/^[2-9]$/.test(n));
  if (asked.size < 3 || distinctive.length < 2) return null;
  const solved = new Set(section.numbers);
  if (![...asked].every((n) => solved.has(n))) return null;
  // and at least half of them are the example's data (its question), not numbers its solution happens to reach
  const data = new Set(example.numbers);
  if ([...asked].filter((n) => data.has(n)).length * 2 < asked.size) return null;
  if (jaccard(question.words, example.words) < 0.1) return null;
  return `the worked example's numbers (${[...asked].join(', ')}) in the same kind of question`;
}

const KIND: Record<ContentItem['kind'], string> = {
  lesson: 'lesson text',
  example: 'worked example',
  'guided-example': 'guided example',
  practice: 'practice problem',
  test: 'test question',
  guided: 'guided-test question',
  exercise: 'exercise',
};

export function checkDuplicates(ctx: CourseContext): void {
  const items = ctx.items.map((item) => ({ item, signature: signature(item.text) }));
  const examples = items
    .filter(({ item }) => item.kind === 'example' && item.section !== undefined)
    .map((example) => ({ ...example, section: signature(example.item.section ?? '') }));
  for (const { item, signature: question } of items) {
    if (item.kind === 'lesson' || item.kind === 'example' || item.kind === 'guided-example') continue;
    for (const example of examples) {
      if (example.item.lesson !== item.lesson) continue;
      const reason =
        repeats(example.signature, question) === null
          ? sameNumbersAsExample(question, example.signature, example.section)
          : null;
      if (reason)
        ctx.fail(
          'duplicate',
          item.file,
          item.at,
          `this ${KIND[item.kind]} repeats the worked example at ${path.basename(example.item.file)} ${example.item.at}: ${reason}. Vary the numbers and the context`,
        );
    }
  }
  for (let i = 0; i < items.length; i += 1)
    for (let j = 0; j < i; j += 1) {
      const first = items[j];
      const second = items[i];
      if (!first || !second || first.item.group === second.item.group) continue;
      if (first.item.kind === 'lesson' && second.item.kind === 'lesson') continue;
      // worked examples of one lesson may build on each other
      if (
        first.item.kind === 'example' &&
        second.item.kind === 'example' &&
        first.item.file === second.item.file
      )
        continue;
      // a lesson's running text teaches with examples: only its expressions are compared
      const reason = repeats(
        first.signature,
        second.signature,
        first.item.kind === 'lesson' || second.item.kind === 'lesson',
      );
      // a worked example is part of its lesson's text; only other lessons' texts count against it
      if (
        reason &&
        (first.item.kind === 'lesson' || second.item.kind === 'lesson') &&
        first.item.file === second.item.file
      )
        continue;
      if (reason)
        ctx.fail(
          'duplicate',
          second.item.file,
          second.item.at,
          `this ${KIND[second.item.kind]} repeats the ${KIND[first.item.kind]} at ${path.basename(first.item.file)} ${first.item.at}: ${reason}. Vary the numbers and the context`,
        );
    }
}
