/**
 * The solver's math: the student's text read through the answer checker's normaliser and limits (so a
 * hostile message fails the same way everywhere), then handed to mathjs for the symbolic work
 * (derivative, simplify, LaTeX). Numeric helpers for verification live here too.
 */
import { all, create, type MathNode } from 'mathjs';
import { parseExpression, type Expr } from '../../../domain/answer/expr';
import { decimalCommas, normalizeAnswer } from '../../../domain/answer/normalize';

if (!all) throw new Error('mathjs exports no factories');
export const math = create(all);
/** Exact rational arithmetic, for fractions. */
export const fractionMath = create(all, { number: 'Fraction' });

/**
 * The solver could not go on: `unreadable` quotes the student's input, `unverified` a failed check,
 * `unsupported` a computation read but of a kind the solver cannot finish, `no-cas` a kind that needs
 * the CAS when it is not installed, `cas-timeout` a CAS call past its time limit.
 */
export class SolverStop extends Error {
  constructor(
    readonly stop: 'unreadable' | 'unverified' | 'unsupported' | 'no-cas' | 'cas-timeout',
    readonly input: string,
  ) {
    super(`${stop}: ${input}`);
  }
}

const MATHJS_NAMES: Readonly<Record<string, string>> = { ln: 'log', log: 'log10' };

/** The checker's tree printed in mathjs syntax (ln → log, log → log10, π and e by name). */
export function toMathjsSource(expr: Expr): string {
  switch (expr.t) {
    case 'num':
      if (expr.v === Math.PI) return 'pi';
      if (expr.v === Math.E) return 'e';
      return expr.v < 0 ? `(${String(expr.v)})` : String(expr.v);
    case 'var':
      return expr.name;
    case 'neg':
      return `-(${toMathjsSource(expr.a)})`;
    case 'fact':
      return `(${toMathjsSource(expr.a)})!`;
    case 'fn':
      return `${MATHJS_NAMES[expr.name] ?? expr.name}(${toMathjsSource(expr.a)})`;
    case 'add':
      return `(${toMathjsSource(expr.a)} + ${toMathjsSource(expr.b)})`;
    case 'sub':
      return `(${toMathjsSource(expr.a)} - ${toMathjsSource(expr.b)})`;
    case 'mul':
      return `(${toMathjsSource(expr.a)} * ${toMathjsSource(expr.b)})`;
    case 'div':
      return `(${toMathjsSource(expr.a)} / ${toMathjsSource(expr.b)})`;
    case 'pow':
      return `(${toMathjsSource(expr.a)})^(${toMathjsSource(expr.b)})`;
  }
}

/** Removes the parentheses the printer added, so LaTeX and strings come out clean. */
function unwrap(node: MathNode): MathNode {
  return node.transform((child) => (math.isParenthesisNode(child) ? unwrap(child.content) : child));
}

/**
 * LaTeX the checker's normaliser reads apart: `x\sqrt{12-x}` (a letter glued to a command) and `\cos x`
 * without brackets inside another command's braces (`\sqrt{\cos x}`).
 */
export function separatedLatex(text: string): string {
  return text
    .replace(/([a-z\d)}])\\(sqrt|frac|sin|cos|tan|ln|log)\b/gi, '$1 \\$2')
    .replace(/\\(sin|cos|tan|ln)\s+([a-z])(?![a-z({])/gi, '\\$1($2)');
}

/** A math fragment of a message as the checker's tree, within the checker's limits; throws SolverStop. */
export function readExpr(text: string): Expr {
  const normalized = decimalCommas(normalizeAnswer(separatedLatex(text)));
  const parsed = parseExpression(normalized, text);
  if (!parsed.ok) throw new SolverStop('unreadable', text.trim().slice(0, 40));
  return parsed.expr;
}

/** A math fragment of a message as a mathjs tree, within the checker's limits; throws SolverStop. */
export function readMath(text: string): MathNode {
  return fromExpr(readExpr(text));
}

/** The checker's tree as a mathjs tree. */
export function fromExpr(expr: Expr): MathNode {
  return unwrap(math.parse(toMathjsSource(expr)));
}

/** A tree that reads as a variable's power or a function's value: a number before it needs no dot. */
const juxtaposable = (node: MathNode): boolean =>
  math.isSymbolNode(node) ||
  math.isFunctionNode(node) ||
  (math.isOperatorNode(node) && node.fn === 'pow' && math.isSymbolNode(node.args[0]));

/** A number, or minus a number. */
const numberNode = (node: MathNode | undefined): boolean =>
  math.isConstantNode(node) ||
  (math.isOperatorNode(node) && node.fn === 'unaryMinus' && math.isConstantNode(node.args[0]));

/**
 * mathjs's LaTeX, written as a lesson does: a one-letter name is a variable in italics (mathjs sets the names
 * of units, such as t, s, m or g, upright), and a number times a variable, a power or a function is written
 * without a dot (3x², not 3·x²).
 */
const texOptions = {
  parenthesis: 'auto',
  implicit: 'hide',
  handler: (node: MathNode, options: object): string | undefined => {
    if (math.isSymbolNode(node) && /^[A-Za-z]$/.test(node.name)) return ` ${node.name}`;
    if (!math.isOperatorNode(node) || node.fn !== 'multiply' || node.args.length !== 2) return undefined;
    const [left, right] = node.args;
    if (!left || !right || !numberNode(left) || !juxtaposable(right)) return undefined;
    return `${left.toTex(options)}${right.toTex(options)}`;
  },
} as const;

/** LaTeX of a tree, with only the parentheses it needs. */
export function tex(node: MathNode): string {
  return node.toTex(texOptions);
}

/** A tree in the answer checker's plain syntax (mathjs log → ln, log10 → log). */
export function plain(node: MathNode): string {
  return node
    .toString()
    .replace(/\blog\(/g, 'ln(')
    .replace(/\blog10\(/g, 'log(');
}

/** A number for people: up to 6 significant digits, no binary noise, no exponent for school-sized values. */
export function formatNumber(value: number, digits = 6): string {
  if (Object.is(value, -0) || Math.abs(value) < 1e-12) return '0';
  const rounded = Number(value.toPrecision(digits));
  return Math.abs(rounded) >= 1e-6 && Math.abs(rounded) < 1e15 ? String(rounded) : rounded.toExponential();
}

/** A ratio of small integers for a float when there is one (0.75 → 3/4), else null. */
export function asFraction(value: number): { n: number; d: number } | null {
  if (!Number.isFinite(value)) return null;
  for (let d = 1; d <= 1000; d += 1) {
    const n = Math.round(value * d);
    if (Math.abs(n / d - value) < 1e-9 * Math.max(1, Math.abs(value))) return { n, d };
  }
  return null;
}

/** LaTeX of a number, as an exact fraction when it is one. */
export function numberTex(value: number): string {
  const fraction = asFraction(value);
  if (fraction && fraction.d !== 1 && Math.abs(fraction.n) < 100_000) {
    return `${fraction.n < 0 ? '-' : ''}\\frac{${Math.abs(fraction.n)}}{${fraction.d}}`;
  }
  return formatNumber(value);
}

/** A tree compiled once, evaluated at many points; NaN outside its domain. */
export function compiled(node: MathNode): (scope?: Record<string, number>) => number {
  const code = node.compile();
  return (scope = {}) => {
    try {
      const value: unknown = code.evaluate({ ...scope });
      return typeof value === 'number' ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}

/** Evaluates a tree at a point; NaN outside its domain. */
export function valueAt(node: MathNode, scope: Record<string, number> = {}): number {
  return compiled(node)(scope);
}

export function variablesOf(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((child, _path, parent) => {
    if (math.isSymbolNode(child) && !(parent && math.isFunctionNode(parent) && parent.fn === child)) {
      if (!['pi', 'e'].includes(child.name)) names.add(child.name);
    }
  });
  return [...names].sort();
}

/** Close within a relative 1e-6 (absolute near zero). */
export function agree(a: number, b: number, relative = 1e-6): boolean {
  return (
    Number.isFinite(a) &&
    Number.isFinite(b) &&
    Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b))
  );
}

/** Central-difference derivative, for checking a symbolic one. */
export function numericDerivative(node: MathNode, variable: string, at: number): number {
  const h = 1e-5 * Math.max(1, Math.abs(at));
  const f = compiled(node);
  return (f({ [variable]: at + h }) - f({ [variable]: at - h })) / (2 * h);
}

/** Composite Simpson's rule, for checking an integral. */
export function numericIntegral(
  node: MathNode,
  variable: string,
  from: number,
  to: number,
  steps = 200,
): number {
  const h = (to - from) / steps;
  const f = compiled(node);
  let sum = f({ [variable]: from }) + f({ [variable]: to });
  for (let i = 1; i < steps; i += 1) sum += (i % 2 === 0 ? 2 : 4) * f({ [variable]: from + i * h });
  return (sum * h) / 3;
}

const MAX_DEGREE = 6;
const FIT_POINTS = [0, 1, -1, 2, -2, 3, -3];

/** Solves a small square linear system by Gaussian elimination with partial pivoting; null when singular. */
function solveLinear(matrix: number[][], values: number[]): number[] | null {
  const size = values.length;
  const a = matrix.map((row, i) => [...row, values[i] ?? 0]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = a[pivot];
    const current = a[column];
    if (!pivotRow || !current || Math.abs(pivotRow[column] ?? 0) < 1e-12) return null;
    a[pivot] = current;
    a[column] = pivotRow;
    for (let row = 0; row < size; row += 1) {
      const target = a[row];
      if (row === column || !target) continue;
      const factor = (target[column] ?? 0) / (pivotRow[column] ?? 1);
      for (let k = column; k <= size; k += 1) target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return a.map((row, i) => (row[size] ?? 0) / (row[i] ?? 1));
}

/** Rounds binary noise away: 2.9999999999 → 3, 1e-13 → 0. */
function clean(value: number): number {
  if (Math.abs(value) < 1e-9) return 0;
  const rounded = Math.round(value);
  return Math.abs(value - rounded) < 1e-9 * Math.max(1, Math.abs(value))
    ? rounded
    : Number(value.toPrecision(12));
}

/**
 * The coefficients (constant first) of a polynomial in one variable of degree ≤ 6, fitted through seven
 * points and confirmed at five others; null when the expression is not such a polynomial.
 */
export function polynomialCoefficients(node: MathNode, variable: string): number[] | null {
  const f = compiled(node);
  const values = FIT_POINTS.map((x) => f({ [variable]: x }));
  if (!values.every(Number.isFinite)) return null;
  const solved = solveLinear(
    FIT_POINTS.map((x) => Array.from({ length: MAX_DEGREE + 1 }, (_, power) => x ** power)),
    values,
  );
  if (!solved) return null;
  const coefficients = solved.map(clean);
  while (coefficients.length > 1 && coefficients[coefficients.length - 1] === 0) coefficients.pop();
  for (const x of [-2.3, -0.7, 0.45, 1.9, 3.1]) {
    const polynomial = coefficients.reduce((sum, c, power) => sum + c * x ** power, 0);
    if (!agree(polynomial, f({ [variable]: x }), 1e-7)) return null;
  }
  return coefficients;
}

/** A polynomial from its coefficients (constant first) as mathjs source, highest power first. */
export function polynomialSource(coefficients: readonly number[], variable: string): string {
  const terms: string[] = [];
  for (let power = coefficients.length - 1; power >= 0; power -= 1) {
    const c = coefficients[power] ?? 0;
    if (c === 0) continue;
    const size = Math.abs(c);
    const fraction = asFraction(size);
    // Exact: a fraction as (n/d), anything else with all its digits.
    const written =
      fraction && fraction.d !== 1 ? `(${fraction.n}/${fraction.d})` : String(Number(size.toPrecision(15)));
    const factor = power === 0 ? written : size === 1 ? '' : `${written}*`;
    const base = power === 0 ? '' : power === 1 ? variable : `${variable}^${power}`;
    terms.push(`${c < 0 ? '-' : '+'} ${factor}${base}`);
  }
  if (terms.length === 0) return '0';
  return terms.join(' ').replace(/^\+ /, '').replace(/^- /, '-');
}
