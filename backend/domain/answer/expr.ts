/**
 * One math value or expression: parsed by mathjs (its parser only, from the number build), checked
 * against the limits, turned into a small typed tree, and evaluated here on plain numbers with a work
 * budget, so nothing a student types can run long or throw.
 */
import { create, parseDependencies, type MathNode } from 'mathjs/number';
import { MAX_DIGITS, MAX_FACTORIAL, MAX_NESTING, MAX_NODES, MAX_POWER_DEPTH } from './limits';
import { quote, type UnparseableCode, type ReasonParams } from './verdict';

if (!parseDependencies) throw new Error('mathjs/number has no parser');
const math = create({ parseDependencies });

export type FunctionName =
  'sin' | 'cos' | 'tan' | 'cot' | 'asin' | 'acos' | 'atan' | 'ln' | 'log' | 'exp' | 'sqrt' | 'cbrt' | 'abs';

/** The checker's own expression tree: only what a school answer needs. */
export type Expr =
  | { t: 'num'; v: number }
  | { t: 'var'; name: string }
  | { t: 'neg'; a: Expr }
  | { t: 'add' | 'sub' | 'mul' | 'div' | 'pow'; a: Expr; b: Expr }
  | { t: 'fact'; a: Expr }
  | { t: 'fn'; name: FunctionName; a: Expr };

export type ParseFailure = { ok: false; code: UnparseableCode; params: ReasonParams };
export type Parsed = { ok: true; expr: Expr; nodes: number } | ParseFailure;

const FUNCTION_ALIASES: Readonly<Record<string, FunctionName>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  tg: 'tan',
  cot: 'cot',
  ctg: 'cot',
  asin: 'asin',
  arcsin: 'asin',
  acos: 'acos',
  arccos: 'acos',
  atan: 'atan',
  arctan: 'atan',
  ln: 'ln',
  log: 'log',
  log10: 'log',
  lg: 'log',
  exp: 'exp',
  sqrt: 'sqrt',
  cbrt: 'cbrt',
  abs: 'abs',
};
const FUNCTION_PATTERN =
  /(?<![a-z])(arcsin|arccos|arctan|asin|acos|atan|sin|cos|tan|tg|cot|ctg|ln|log10(?=\s*\()|log|lg|exp|sqrt|cbrt|abs)/g;
/** A bare argument after a function name: `sin x`, `sin2x`, `ln x^2`, `sqrt2`. */
const BARE_ARGUMENT =
  /^(?:(?:\d+(?:\.\d*)?|\.\d+)°?)?(?:[a-z](?![a-z(])(?:_[0-9a-z]+)?)?(?:\^(?:\(-?[\d.]+\)|-?[\d.]+))?/;
const POWER_AFTER_NAME = /^\s*\^\s*(\(-?[\d.]+\)|-?[\d.]+)\s*/;
const VARIABLE = /^[a-z](?:_[0-9a-z]+)?$/;

export const fail = (code: UnparseableCode, input: string, extra?: ReasonParams): ParseFailure => ({
  ok: false,
  code,
  params: { input: quote(input), ...extra },
});

/** Index of the bracket closing the one at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    if (char === ')' || char === ']' || char === '}') depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

/** `sin x` → `sin(x)`, `sin^2 x` → `sin(x)^2`, `sin^2(x)` → `sin(x)^2`, `√2` (sqrt2) → `sqrt(2)`. */
export function applyBareFunctions(text: string): string {
  let out = '';
  let index = 0;
  FUNCTION_PATTERN.lastIndex = 0;
  for (let match = FUNCTION_PATTERN.exec(text); match; match = FUNCTION_PATTERN.exec(text)) {
    const name = match[1] ?? '';
    out += text.slice(index, match.index) + name;
    let rest = match.index + name.length;
    const power = POWER_AFTER_NAME.exec(text.slice(rest));
    if (power) rest += power[0].length;
    while (text[rest] === ' ') rest += 1;
    const exponent = power ? `^${power[1] ?? ''}` : '';
    if (text[rest] === '(') {
      const end = closing(text, rest);
      if (end < 0) {
        out += exponent + text.slice(rest);
        index = text.length;
        break;
      }
      out += `${text.slice(rest, end + 1)}${exponent}`;
      index = end + 1;
    } else {
      const argument = BARE_ARGUMENT.exec(text.slice(rest))?.[0] ?? '';
      out += argument ? `(${argument})${exponent}` : exponent;
      index = rest + argument.length;
    }
    FUNCTION_PATTERN.lastIndex = index;
  }
  return out + text.slice(index);
}

/** The base of `log_2`, `log_10`, `log_b`, `log_(2)` (LaTeX `\\log_{2}` arrives as `log _2`). */
const LOG_BASE = /(?<![a-z])log\s*_\s*/g;
const PLAIN_BASE = /^(?:\d+(?:\.\d+)?|[a-z](?![a-z]))/;

/** `log_2(8)` → `(ln(8)/ln(2))`, `log_b x` → `(ln(x)/ln(b))`; a base without an argument is left as written. */
export function applyLogBases(text: string): string {
  let out = '';
  let index = 0;
  LOG_BASE.lastIndex = 0;
  for (let match = LOG_BASE.exec(text); match; match = LOG_BASE.exec(text)) {
    let rest = match.index + match[0].length;
    let base = '';
    if (text[rest] === '(') {
      const end = closing(text, rest);
      if (end < 0) break;
      base = text.slice(rest + 1, end);
      rest = end + 1;
    } else {
      base = PLAIN_BASE.exec(text.slice(rest))?.[0] ?? '';
      rest += base.length;
    }
    while (text[rest] === ' ') rest += 1;
    let argument = '';
    if (text[rest] === '(') {
      const end = closing(text, rest);
      if (end < 0) break;
      argument = text.slice(rest + 1, end);
      rest = end + 1;
    } else {
      argument = BARE_ARGUMENT.exec(text.slice(rest))?.[0] ?? '';
      rest += argument.length;
    }
    if (!base || !argument) continue;
    out += `${text.slice(index, match.index)}(ln(${argument})/ln(${base}))`;
    index = rest;
    LOG_BASE.lastIndex = rest;
  }
  return out + text.slice(index);
}

/** Bracket depth and balance, counting ( [ { alike (an interval closes `[` with `)`). */
export function screenBrackets(text: string): UnparseableCode | null {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') depth += 1;
    if (char === ')' || char === ']' || char === '}') depth -= 1;
    if (depth > MAX_NESTING) return 'too-deep';
    if (depth < 0) return 'unbalanced';
  }
  return depth === 0 ? null : 'unbalanced';
}

const ALLOWED = /^[0-9a-z.+\-*/^!()_\s°%]*$/;

/** Parses one normalised value or expression (no relations, lists or intervals). */
export function parseExpression(text: string, original: string = text): Parsed {
  // LaTeX groups left after normalisation ({x}^{2}) are plain brackets here.
  const source = text.trim().replace(/\{/g, '(').replace(/\}/g, ')');
  if (source.length === 0) return fail('empty', original);
  const bad = /[^0-9a-z.+\-*/^!()_\s°%]/.exec(source);
  if (bad || !ALLOWED.test(source)) {
    const character = bad?.[0] ?? '';
    if (/[\u05D0-\u05EA]/.test(character)) return fail('hebrew-in-math', original);
    if (character === '\\')
      return fail('unknown-word', original, { word: /\\[a-zA-Z]*/.exec(source)?.[0] ?? '\\' });
    // Signs of relations, lists and intervals are syntax in the wrong place, not strange characters.
    if (/[=<>,;[\]{}|±]/.test(character)) return fail('syntax', original);
    return fail('bad-character', original, { character });
  }
  const brackets = screenBrackets(source);
  if (brackets) return fail(brackets, original);
  if (new RegExp(`\\d{${MAX_DIGITS + 1},}`).test(source)) return fail('too-complex', original);
  const prepared = applyBareFunctions(applyLogBases(source))
    // mathjs reads 0x…, 0b…, 0o… as hexadecimal, binary and octal literals; a student means 0·x.
    .replace(/(?<![\d.])0([xbo])/g, '0*$1')
    .replace(/°/g, '*(pi/180)')
    .replace(/%/g, '/100');
  let node: MathNode;
  try {
    node = math.parse(prepared);
  } catch {
    return fail('syntax', original);
  }
  const counter = { nodes: 0 };
  const converted = convert(node, counter, 0);
  if (!converted.ok) return { ...converted, params: { input: quote(original), ...converted.params } };
  return { ok: true, expr: converted.expr, nodes: counter.nodes };
}

type Converted = { ok: true; expr: Expr } | { ok: false; code: UnparseableCode; params: ReasonParams };

function product(factors: Expr[]): Expr {
  return factors.reduce((left, right) => ({ t: 'mul', a: left, b: right }));
}

function symbol(name: string, counter: { nodes: number }): Converted {
  if (name === 'pi') return { ok: true, expr: { t: 'num', v: Math.PI } };
  if (name === 'e') return { ok: true, expr: { t: 'num', v: Math.E } };
  if (name === 'inf' || name === 'infinity') return { ok: false, code: 'not-finite', params: {} };
  if (VARIABLE.test(name)) return { ok: true, expr: { t: 'var', name } };
  // `xy` is x·y; a longer run of letters is a word the checker does not know.
  if (/^[a-z]{2,3}$/.test(name) && !(name in FUNCTION_ALIASES)) {
    counter.nodes += name.length;
    return {
      ok: true,
      expr: product(
        [...name].map((letter): Expr =>
          letter === 'e' ? { t: 'num', v: Math.E } : { t: 'var', name: letter },
        ),
      ),
    };
  }
  return { ok: false, code: 'unknown-word', params: { word: name } };
}

const BINARY: Readonly<Record<string, 'add' | 'sub' | 'mul' | 'div' | 'pow'>> = {
  add: 'add',
  subtract: 'sub',
  multiply: 'mul',
  divide: 'div',
  pow: 'pow',
};

function powerDepth(expr: Expr): number {
  if (expr.t === 'pow') return 1 + Math.max(powerDepth(expr.a), powerDepth(expr.b));
  if (expr.t === 'num' || expr.t === 'var') return 0;
  if (expr.t === 'neg' || expr.t === 'fact' || expr.t === 'fn') return powerDepth(expr.a);
  return Math.max(powerDepth(expr.a), powerDepth(expr.b));
}

function convert(node: MathNode, counter: { nodes: number }, depth: number): Converted {
  counter.nodes += 1;
  if (counter.nodes > MAX_NODES || depth > MAX_NESTING * 3)
    return { ok: false, code: 'too-complex', params: {} };
  if (math.isParenthesisNode(node)) return convert(node.content, counter, depth + 1);
  if (math.isConstantNode(node)) {
    const value: unknown = node.value;
    if (typeof value !== 'number') return { ok: false, code: 'syntax', params: {} };
    if (!Number.isFinite(value)) return { ok: false, code: 'not-finite', params: {} };
    return { ok: true, expr: { t: 'num', v: value } };
  }
  if (math.isSymbolNode(node)) return symbol(node.name, counter);
  if (math.isFunctionNode(node)) {
    const name = math.isSymbolNode(node.fn) ? node.fn.name : '';
    if (node.args.length !== 1) return { ok: false, code: 'syntax', params: {} };
    const [argumentNode] = node.args;
    if (!argumentNode) return { ok: false, code: 'syntax', params: {} };
    const argument = convert(argumentNode, counter, depth + 1);
    if (!argument.ok) return argument;
    const fn = FUNCTION_ALIASES[name];
    if (fn) return { ok: true, expr: { t: 'fn', name: fn, a: argument.expr } };
    // x(x+1) is a product, not a call of a function named x.
    const left = symbol(name, counter);
    if (!left.ok) return left;
    return { ok: true, expr: { t: 'mul', a: left.expr, b: argument.expr } };
  }
  if (math.isOperatorNode(node)) {
    const implicit = implicitCallPower(node, counter, depth);
    if (implicit) return implicit;
    const args: Expr[] = [];
    for (const child of node.args) {
      const converted = convert(child, counter, depth + 1);
      if (!converted.ok) return converted;
      args.push(converted.expr);
    }
    const [a, b] = args;
    if (!a) return { ok: false, code: 'syntax', params: {} };
    if (args.length === 1) {
      if (node.fn === 'unaryMinus') return { ok: true, expr: { t: 'neg', a } };
      if (node.fn === 'unaryPlus') return { ok: true, expr: a };
      if (node.fn === 'factorial') return { ok: true, expr: { t: 'fact', a } };
      return { ok: false, code: 'syntax', params: {} };
    }
    const kind = BINARY[node.fn];
    if (!kind || !b || args.length !== 2) {
      // mathjs folds `2 x y` into one multiply with three arguments.
      if (node.fn === 'multiply' && args.length > 2) return { ok: true, expr: product(args) };
      return { ok: false, code: 'syntax', params: {} };
    }
    const expr: Expr = { t: kind, a, b };
    if (kind === 'pow' && powerDepth(expr) > MAX_POWER_DEPTH)
      return { ok: false, code: 'too-complex', params: {} };
    return { ok: true, expr };
  }
  return { ok: false, code: 'syntax', params: {} };
}

/**
 * mathjs reads `x(x+1)^2` as the call `x(x+1)` raised to 2. A variable is no function: the power (or
 * factorial) belongs to the bracket it touches, x·(x+1)². A real function keeps it: `sin(x)^2` is (sin x)².
 */
function implicitCallPower(node: MathNode, counter: { nodes: number }, depth: number): Converted | null {
  if (!math.isOperatorNode(node) || (node.fn !== 'pow' && node.fn !== 'factorial')) return null;
  const [call, exponentNode] = node.args;
  if (!call || !math.isFunctionNode(call) || !math.isSymbolNode(call.fn)) return null;
  if (call.fn.name in FUNCTION_ALIASES || call.args.length !== 1 || !call.args[0]) return null;
  counter.nodes += 2;
  const left = symbol(call.fn.name, counter);
  if (!left.ok) return left;
  const bracket = convert(call.args[0], counter, depth + 1);
  if (!bracket.ok) return bracket;
  if (node.fn === 'factorial')
    return { ok: true, expr: { t: 'mul', a: left.expr, b: { t: 'fact', a: bracket.expr } } };
  if (!exponentNode) return { ok: false, code: 'syntax', params: {} };
  const exponent = convert(exponentNode, counter, depth + 1);
  if (!exponent.ok) return exponent;
  const power: Expr = { t: 'pow', a: bracket.expr, b: exponent.expr };
  if (powerDepth(power) > MAX_POWER_DEPTH) return { ok: false, code: 'too-complex', params: {} };
  return { ok: true, expr: { t: 'mul', a: left.expr, b: power } };
}

/** Evaluation work left; each visited node costs one. */
export type Budget = { left: number };

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > MAX_FACTORIAL) return Number.NaN;
  let result = 1;
  for (let k = 2; k <= n; k += 1) result *= k;
  return result;
}

export const FUNCTIONS: Readonly<Record<FunctionName, (x: number) => number>> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  ln: Math.log,
  // School convention: log is base 10, ln is natural.
  log: Math.log10,
  exp: Math.exp,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  abs: Math.abs,
};

/** The value at a point; NaN outside the domain or when the budget runs out. */
export function evaluate(expr: Expr, scope: ReadonlyMap<string, number>, budget: Budget): number {
  budget.left -= 1;
  if (budget.left < 0) return Number.NaN;
  switch (expr.t) {
    case 'num':
      return expr.v;
    case 'var':
      return scope.get(expr.name) ?? Number.NaN;
    case 'neg':
      return -evaluate(expr.a, scope, budget);
    case 'fact':
      return factorial(evaluate(expr.a, scope, budget));
    case 'fn':
      return FUNCTIONS[expr.name](evaluate(expr.a, scope, budget));
    case 'add':
      return evaluate(expr.a, scope, budget) + evaluate(expr.b, scope, budget);
    case 'sub':
      return evaluate(expr.a, scope, budget) - evaluate(expr.b, scope, budget);
    case 'mul':
      return evaluate(expr.a, scope, budget) * evaluate(expr.b, scope, budget);
    case 'div':
      return evaluate(expr.a, scope, budget) / evaluate(expr.b, scope, budget);
    case 'pow':
      return Math.pow(evaluate(expr.a, scope, budget), evaluate(expr.b, scope, budget));
  }
}

/** The variables an expression uses, in order of first use. */
export function variables(expr: Expr, into: Set<string> = new Set()): Set<string> {
  if (expr.t === 'var') into.add(expr.name);
  else if (expr.t === 'neg' || expr.t === 'fact' || expr.t === 'fn') variables(expr.a, into);
  else if (expr.t !== 'num') {
    variables(expr.a, into);
    variables(expr.b, into);
  }
  return into;
}

/**
 * A canonical spelling for the symbolic identity check: sums and products flattened, their numeric
 * parts folded and their other parts sorted, so `2x` and `x*2`, `x+1` and `1+x` spell the same.
 */
export function canonical(expr: Expr): string {
  if (expr.t === 'num') return String(Number(expr.v.toPrecision(12)));
  if (expr.t === 'var') return expr.name;
  if (expr.t === 'add' || expr.t === 'sub' || expr.t === 'neg') {
    const terms: Array<{ sign: number; expr: Expr }> = [];
    collectTerms(expr, 1, terms);
    let constant = 0;
    const rest: string[] = [];
    for (const term of terms) {
      if (term.expr.t === 'num') constant += term.sign * term.expr.v;
      else rest.push(`${term.sign < 0 ? '-' : '+'}${canonical(term.expr)}`);
    }
    if (constant !== 0 || rest.length === 0) rest.push(`+${canonical({ t: 'num', v: constant })}`);
    return `(${rest.sort().join('')})`;
  }
  if (expr.t === 'mul' || expr.t === 'div') {
    const factors: Array<{ power: number; expr: Expr }> = [];
    collectFactors(expr, 1, factors);
    let constant = 1;
    const rest: string[] = [];
    for (const factor of factors) {
      if (factor.expr.t === 'num') constant *= factor.power > 0 ? factor.expr.v : 1 / factor.expr.v;
      else rest.push(factor.power > 0 ? canonical(factor.expr) : `/${canonical(factor.expr)}`);
    }
    if (constant !== 1 || rest.length === 0) rest.push(canonical({ t: 'num', v: constant }));
    return `[${rest.sort().join('*')}]`;
  }
  if (expr.t === 'pow') return `${canonical(expr.a)}^${canonical(expr.b)}`;
  if (expr.t === 'fact') return `${canonical(expr.a)}!`;
  if (expr.t === 'fn') return `${expr.name}(${canonical(expr.a)})`;
  return `${expr.t}(${canonical(expr.a)},${canonical(expr.b)})`;
}

function collectTerms(expr: Expr, sign: number, into: Array<{ sign: number; expr: Expr }>): void {
  if (expr.t === 'add') {
    collectTerms(expr.a, sign, into);
    collectTerms(expr.b, sign, into);
  } else if (expr.t === 'sub') {
    collectTerms(expr.a, sign, into);
    collectTerms(expr.b, -sign, into);
  } else if (expr.t === 'neg') collectTerms(expr.a, -sign, into);
  else into.push({ sign, expr });
}

function collectFactors(expr: Expr, power: number, into: Array<{ power: number; expr: Expr }>): void {
  if (expr.t === 'mul') {
    collectFactors(expr.a, power, into);
    collectFactors(expr.b, power, into);
  } else if (expr.t === 'div') {
    collectFactors(expr.a, power, into);
    collectFactors(expr.b, -power, into);
  } else into.push({ power, expr });
}
