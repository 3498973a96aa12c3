/**
 * Math lesson 5: a sequence given by its general term aₙ = f(n) (aₙ = 5n − 2, aₙ = 3·2ⁿ) — a term, the
 * first terms, their sum, which term equals a value (natural n only), and whether it is arithmetic,
 * geometric or neither, by the difference aₙ₊₁ − aₙ or the ratio aₙ₊₁/aₙ on the first terms.
 * Verified: every term again from a second, independent parse of the formula; a sum of an arithmetic or
 * geometric sequence by its closed formula against direct summation (any other sum summed again from the
 * second parse, in the other order); the index found by substituting it back.
 */
import { agree, compiled, formatNumber, fromExpr, math, numberTex, readExpr, SolverStop, tex } from './math';
import { ORDINALS } from './recursive';
import type { Solution, Writer } from './types';

export type GeneralTermAsk =
  | { type: 'term'; n: number }
  | { type: 'terms'; count: number }
  | { type: 'sum'; count: number }
  | { type: 'index'; value: number }
  | { type: 'classify' };

export type GeneralTermRequest = {
  /** the formula's right side in the checker's syntax, in n */
  formula: string;
  asks: GeneralTermAsk[];
};

const MAX_N = 10_000;
const SHOWN = 8;

/** aₙ =, a_n =, a_{n} =, a(n) =, an = — never aₙ₊₁ (a recursion). */
const DEFINITION = /(?:a\s*_\s*\{\s*n\s*\}|a\s*_\s*n|aₙ|a\s*\(\s*n\s*\)|(?<![a-z])an)(?![\s_]*[+₊])\s*=\s*/i;
/** Where the formula ends: punctuation, a Hebrew letter, or a word (two letters or more) that is not math. */
const FORMULA_END = /[,;\n?]|\.\s|\.$|[\u05D0-\u05EA]|(?<![a-z\\])[a-z]{2,}/gi;
const MATH_WORDS = new Set([
  'sin',
  'cos',
  'tan',
  'ln',
  'log',
  'sqrt',
  'exp',
  'pi',
  'frac',
  'cdot',
  'times',
  'left',
  'right',
]);

/** The formula's text: up to the first end that is not a math word. */
function formulaEnd(after: string): string {
  for (const match of after.matchAll(FORMULA_END))
    if (!MATH_WORDS.has(match[0].toLowerCase())) return after.slice(0, match.index).trimEnd();
  return after.trimEnd();
}

/** The sequence's formula as the checker reads it: LaTeX products and braces made plain. */
function formulaText(right: string): string {
  return right
    .replace(/\$/g, '')
    .replace(/\\cdot|\\times|·/g, '*')
    .replace(/\^\s*\{([^{}]*)\}/g, '^($1)')
    .trim();
}

/** "aₙ = 5n − 2, find a₁₀ and S₁₀ / which term is 98 / arithmetic or geometric?" */
export function recognizeGeneralTerm(message: string): GeneralTermRequest | null {
  const definition = DEFINITION.exec(message);
  if (!definition) return null;
  const after = message.slice(definition.index + definition[0].length);
  const right = formulaEnd(after);
  if (!right.trim()) return null;
  const formula = formulaText(right);
  // Only n may vary: a formula with a₁, d or q in it (aₙ = a₁ + (n−1)d) is the named sequences' matcher's.
  const letters = formula.replace(/\\frac|\b(?:sin|cos|tan|ln|log|sqrt|exp|pi|e)\b/g, '');
  if (!/n/.test(letters) || /[a-mo-z]/i.test(letters)) return null;
  const rest = message.slice(0, definition.index) + ' ' + after.slice(right.length);
  const asks: GeneralTermAsk[] = [];
  const sumCount =
    /\bS\s*_?\s*\{?\s*(\d+)\s*\}?/.exec(rest)?.[1] ??
    /(?:סכום|sum)[^\d]{0,30}?(\d+)/i.exec(rest)?.[1] ??
    null;
  if (sumCount !== null) asks.push({ type: 'sum', count: Number(sumCount) });
  const value =
    /(?:שווה\s+ל|equals?\s+(?:to\s+)?|equal\s+to\s+|is\s+equal\s+to\s+|המספר\s+|is\s+)[-־]?\s*(-?\d+(?:\.\d+)?)\s*(?:\?|$|\s|\.|,)/i.exec(
      rest,
    );
  if (
    value &&
    /(?:איזה|באיזה|האם|which|what|is)\b|איבר|מקום|term/i.test(rest) &&
    /מקום|איזה|which|term|איבר/i.test(rest)
  )
    asks.push({ type: 'index', value: Number(value[1]) });
  const termAt =
    /\ba\s*_?\s*\{?\s*(\d+)\s*\}?(?!\s*=)/.exec(rest)?.[1] ??
    /האיבר\s+ה?[-־]?\s*(\d+)/.exec(rest)?.[1] ??
    /(\d+)(?:th|st|nd|rd)\s+term/i.exec(rest)?.[1] ??
    /term\s+(?:number\s+)?(\d+)/i.exec(rest)?.[1] ??
    null;
  const ordinal = /האיבר\s+ה(ראשון|שני|שלישי|רביעי|חמישי|שישי|שביעי|שמיני|תשיעי|עשירי)/.exec(rest)?.[1];
  const n = termAt !== null ? Number(termAt) : ordinal ? ORDINALS[ordinal] : undefined;
  if (n !== undefined) asks.push({ type: 'term', n });
  const count =
    sumCount === null
      ? (/(\d+)\s*(?:ה?איברים|terms)/i.exec(rest)?.[1] ?? /(?:first|הראשונים)\s+(\d+)/i.exec(rest)?.[1])
      : undefined;
  if (count !== undefined) asks.push({ type: 'terms', count: Number(count) });
  if (/חשבונית|הנדסית|arithmetic|geometric|סוג|type\s+of/i.test(rest) || asks.length === 0)
    asks.push({ type: 'classify' });
  if (asks.length === 1 && asks[0]?.type === 'classify') asks.unshift({ type: 'terms', count: 5 });
  return { formula, asks };
}

type Shape = { type: 'arithmetic'; d: number } | { type: 'geometric'; q: number } | { type: 'neither' };

/** Constant difference, constant ratio, or neither, over the first 12 terms. */
function shapeOf(term: (n: number) => number): Shape {
  const values = Array.from({ length: 12 }, (_, i) => term(i + 1));
  const d = (values[1] ?? 0) - (values[0] ?? 0);
  if (values.every((value, i) => i === 0 || agree(value - (values[i - 1] ?? 0), d, 1e-9)))
    return { type: 'arithmetic', d };
  if (values.every((value) => value !== 0)) {
    const q = (values[1] ?? 0) / (values[0] ?? 1);
    if (values.every((value, i) => i === 0 || agree(value / (values[i - 1] ?? 1), q, 1e-9)))
      return { type: 'geometric', q };
  }
  return { type: 'neither' };
}

const at = (n: number, value: number) => `a_{${n}}=${numberTex(value)}`;

export function solveGeneralTerm(request: GeneralTermRequest, w: Writer, source: string): Solution {
  const expr = readExpr(request.formula);
  const node = fromExpr(expr);
  const f = compiled(node);
  // A second, independent parse (mathjs straight from the text) recomputes every number stated.
  let second: (n: number) => number;
  try {
    const code = math.compile(request.formula);
    second = (n) => Number(code.evaluate({ n }));
  } catch {
    second = (n) => Number(node.evaluate({ n }));
  }
  const term = (n: number) => {
    const value = f({ n });
    if (!Number.isFinite(value) || Math.abs(value) > 1e15) throw new SolverStop('unreadable', source);
    if (!agree(second(n), value, 1e-12)) throw new SolverStop('unverified', source);
    return value;
  };
  const formulaTex = tex(node);
  w.step('general_given', {}, `a_n=${formulaTex}`);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  const shape = shapeOf(term);
  for (const ask of request.asks) {
    if (ask.type === 'term') {
      if (!Number.isInteger(ask.n) || ask.n < 1 || ask.n > MAX_N) throw new SolverStop('unreadable', source);
      const value = term(ask.n);
      w.step(
        'general_term',
        { n: ask.n },
        `a_{${ask.n}}=${tex(node.transform((child) => (math.isSymbolNode(child) && child.name === 'n' ? new math.ConstantNode(ask.n) : child)))}=${numberTex(value)}`,
      );
      values.term = value;
      answers.push(at(ask.n, value));
    } else if (ask.type === 'terms') {
      if (!Number.isInteger(ask.count) || ask.count < 1 || ask.count > 1000)
        throw new SolverStop('unreadable', source);
      const list = Array.from({ length: ask.count }, (_, i) => term(i + 1));
      list.forEach((value, i) => {
        values[`a${i + 1}`] = value;
      });
      w.step(
        'general_terms',
        { count: ask.count },
        list
          .slice(0, SHOWN)
          .map((value, i) => at(i + 1, value))
          .join(',\\quad ') + (list.length > SHOWN ? ',\\quad\\dots' : ''),
      );
      answers.push(list.map((value) => numberTex(value)).join(',\\ '));
    } else if (ask.type === 'sum') {
      const k = ask.count;
      if (!Number.isInteger(k) || k < 1 || k > MAX_N) throw new SolverStop('unreadable', source);
      const list = Array.from({ length: k }, (_, i) => term(i + 1));
      const direct = list.reduce((total, value) => total + value, 0);
      const first = list[0] ?? 0;
      let closed: number;
      let formula: string;
      if (shape.type === 'arithmetic') {
        closed = (k * (first + (list[k - 1] ?? 0))) / 2;
        formula = `S_{${k}}=\\frac{${k}\\left(a_1+a_{${k}}\\right)}{2}=\\frac{${k}\\left(${numberTex(first)}+${numberTex(list[k - 1] ?? 0)}\\right)}{2}`;
      } else if (shape.type === 'geometric' && !agree(shape.q, 1, 1e-12)) {
        closed = (first * (shape.q ** k - 1)) / (shape.q - 1);
        formula = `S_{${k}}=\\frac{a_1\\left(q^{${k}}-1\\right)}{q-1}=\\frac{${numberTex(first)}\\left(${numberTex(shape.q)}^{${k}}-1\\right)}{${numberTex(shape.q)}-1}`;
      } else {
        // Neither: summed again from the second parse, from the last term back.
        closed = 0;
        for (let n = k; n >= 1; n -= 1) closed += second(n);
        formula = `S_{${k}}=${list
          .slice(0, SHOWN)
          .map((value) => numberTex(value))
          .join('+')}${k > SHOWN ? '+\\dots' : ''}`;
      }
      if (!agree(closed, direct, 1e-9)) throw new SolverStop('unverified', source);
      w.step('general_sum', { n: k }, `${formula}=${numberTex(direct)}`);
      values.sum = direct;
      answers.push(`S_{${k}}=${numberTex(direct)}`);
    } else if (ask.type === 'index') {
      const index = indexOf(ask.value, shape, term, source);
      if (index === null) {
        w.step('general_index_none', { value: formatNumber(ask.value) });
        answers.push(w.say('general_no_index', { value: formatNumber(ask.value) }));
        values.index = 0;
      } else {
        w.step(
          'general_index',
          { value: formatNumber(ask.value), n: index },
          `${formulaTex}=${numberTex(ask.value)}\\ \\Rightarrow\\ n=${index}`,
        );
        answers.push(`a_{${index}}=${numberTex(ask.value)}`);
        values.index = index;
      }
    } else {
      const shown = [1, 2, 3, 4].map((n) => term(n));
      if (shape.type === 'arithmetic') {
        w.step('general_arithmetic', { d: formatNumber(shape.d) }, `a_{n+1}-a_n=${numberTex(shape.d)}`);
        values.d = shape.d;
        answers.push(w.say('general_is_arithmetic', { d: formatNumber(shape.d) }));
      } else if (shape.type === 'geometric') {
        w.step(
          'general_geometric',
          { q: formatNumber(shape.q) },
          `\\frac{a_{n+1}}{a_n}=${numberTex(shape.q)}`,
        );
        values.q = shape.q;
        answers.push(w.say('general_is_geometric', { q: formatNumber(shape.q) }));
      } else {
        const differences = shown.slice(1).map((value, i) => value - (shown[i] ?? 0));
        w.step(
          'general_neither',
          {},
          `a_2-a_1=${numberTex(differences[0] ?? 0)},\\quad a_3-a_2=${numberTex(differences[1] ?? 0)},\\quad a_4-a_3=${numberTex(differences[2] ?? 0)}`,
        );
        answers.push(w.say('general_is_neither'));
      }
    }
  }
  w.step('check_general_again', {});
  return {
    kind: 'general-term-sequence',
    reply: w.walkthrough(
      w.say('problem_general_term', { formula: `$a_n=${formulaTex}$` }),
      answers
        .map((answer) => (answer.includes('\\') || /^[a-zS]_/.test(answer) ? `$${answer}$` : answer))
        .join('; '),
    ),
    values,
  };
}

/** The natural n with aₙ = value: by the formula when arithmetic or geometric, else by a scan; null when none. */
function indexOf(value: number, shape: Shape, term: (n: number) => number, source: string): number | null {
  const first = term(1);
  let candidate: number | null = null;
  if (shape.type === 'arithmetic') {
    if (shape.d === 0) return agree(first, value, 1e-12) ? 1 : null;
    candidate = (value - first) / shape.d + 1;
  } else if (shape.type === 'geometric') {
    const ratio = value / first;
    if (ratio === 0 || Math.abs(shape.q) === 1)
      candidate = agree(first, value, 1e-12) ? 1 : agree(term(2), value, 1e-12) ? 2 : null;
    else candidate = 1 + Math.log(Math.abs(ratio)) / Math.log(Math.abs(shape.q));
  } else {
    for (let n = 1; n <= MAX_N; n += 1) {
      let current: number;
      try {
        current = term(n);
      } catch {
        break;
      }
      if (agree(current, value, 1e-12)) return n;
    }
    // Not among the first terms: no proof that none follows.
    throw new SolverStop('unsupported', source);
  }
  if (candidate === null) return null;
  const n = Math.round(candidate);
  // Substituted back: the index must give the value (a negative ratio may miss on the sign).
  if (n >= 1 && n <= MAX_N && Math.abs(candidate - n) < 1e-9 && agree(term(n), value, 1e-12)) return n;
  return null;
}
