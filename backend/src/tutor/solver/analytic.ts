/**
 * What lines.ts, parabola.ts and circle-analytic.ts share:
 * a message read as a scene — its points "(6,3)", "A(1,1)" and its equations in x and y (a parameter such
 * as k allowed) — and each equation fitted as a conic Ax² + Bxy + Cy² + Dx + Ey + F (either side, any
 * order), confirmed at other points, so a cubic or a sine is never taken for a line or a circle. Every
 * result the modules show is put back into the student's own equations (both sides, through mathjs).
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import type { MathNode } from 'mathjs';
import {
  agree,
  asFraction,
  compiled,
  formatNumber,
  math,
  numberTex,
  readMath,
  tex,
  variablesOf,
} from './math';

export type Point = { x: number; y: number; name?: string };

export type Equation = {
  /** the equation as the student wrote it (a function's name "f(x)=" read as "y=") */
  source: string;
  tex: string;
  /** left − right, in x, y and the parameters */
  difference: MathNode;
  /** one letter other than x and y (k, m, a, …), at most two */
  params: string[];
  /** "h(t)=…": the letter the student used for x */
  variable: string;
  /** the student's two sides, for the final check */
  sides: readonly [MathNode, MathNode];
};

export type Conic = { A: number; B: number; C: number; D: number; E: number; F: number };

export type Scene = { points: Point[]; equations: Equation[] };

const NUM = '(-?\\d+(?:\\.\\d+)?)';
const POINT = new RegExp(`(?:\\b([A-Z])\\s*)?\\(\\s*${NUM}\\s*[,;]\\s*${NUM}\\s*\\)`, 'g');
/** Words between formulas: Hebrew (with a maqaf after a prefix) and English of two letters or more. */
const WORDS =
  /(?:[\u05D0-\u05EA\u05F3\u05F4"']|[\u0591-\u05C7])+[\u05BE-]?|(?<![\\a-z])(?!(?:sqrt|frac|dfrac|left|right|cdot|times|sin|cos|tan|cot|log|exp|arcsin|arccos|arctan)\b)(?:[a-z]{3,}|(?:of|is|to|at|in|on|by|it|an|if|do|be|or|as|so|we)\b)/gi;

/** The points a message names, in order: "(6,3)", "$P(6,3)$", "A(1,1)". */
export function pointsIn(message: string): Point[] {
  return [...message.replace(/\$/g, ' ').matchAll(POINT)].map((match) => ({
    x: Number(match[2]),
    y: Number(match[3]),
    ...(match[1] ? { name: match[1] } : {}),
  }));
}

/** Splits at the separators outside brackets (commas and semicolons unless told). */
export function splitOutside(fragment: string, separators = ',;'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fragment) {
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) depth -= 1;
    if (separators.includes(char) && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** "f(x)=…", "h(t)=…": the equation as y = …, in x; the letter the student used. */
function asY(text: string): { text: string; variable: string } {
  const named = /^\s*[a-z]\s*\(\s*([a-z])\s*\)\s*=/i.exec(text);
  if (!named?.[1]) return { text, variable: 'x' };
  const variable = named[1];
  const body = text.slice(named[0].length);
  const inX =
    variable === 'x' ? body : body.replace(new RegExp(`(?<![a-z\\\\])${variable}(?![a-z])`, 'g'), 'x');
  return { text: `y=${inX}`, variable };
}

function readEquation(fragment: string): Equation | null {
  const cleaned = fragment
    .replace(/^[\s.:,;?!)]+|[\s.:,;?!(]+$/g, '')
    .replace(/^\\?[a-z]{1,2}\s*:\s*/i, '')
    .trim();
  if (!/=/.test(cleaned) || /[<>≤≥]|\\[lg]eq?\b/.test(cleaned)) return null;
  // "בצורה $y=mx+b$", "y=ax^2+bx+c": the form asked for, not an equation of the problem.
  if (/^y\s*=\s*[a-w]\s*x(?:\^\s*2\s*\+\s*[a-w]\s*x)?\s*\+\s*[a-w]$/i.test(cleaned)) return null;
  const { text, variable } = asY(cleaned);
  const [left, right, ...more] = text.split('=');
  if (left === undefined || right === undefined || more.length > 0 || !left.trim() || !right.trim())
    return null;
  try {
    const sides = [readMath(left), readMath(right)] as const;
    const difference = new math.OperatorNode('-', 'subtract', [sides[0], sides[1]]);
    const names = variablesOf(difference);
    if (!names.includes('x') && !names.includes('y')) return null;
    const params = names.filter((name) => name !== 'x' && name !== 'y');
    if (params.length > 2 || params.some((name) => name.length > 1)) return null;
    return { source: text, tex: `${tex(sides[0])}=${tex(sides[1])}`, difference, params, variable, sides };
  } catch {
    return null;
  }
}

/** The points and the equations in x and y of a message. */
export function readScene(message: string): Scene {
  const text = message
    .replace(/\$/g, ' ')
    .replace(/\\left|\\right/g, '')
    .replace(/\\[,;!]/g, ' ');
  const fragments = text.replace(POINT, ' | ').split(WORDS);
  const equations = fragments
    .flatMap((fragment) => splitOutside(fragment))
    // "y=(k-1)x+3 y=(2k+3)x-5" (a word between them dropped): two equations.
    .flatMap((fragment) => fragment.split(/(?<=[\d)a-z])\s+(?=[xy]\s*=)/i))
    .map(readEquation)
    .filter((equation): equation is Equation => equation !== null);
  return { points: pointsIn(message), equations };
}

/** An equation's left − right at a point, the parameters given. */
export function evaluator(equation: Equation): (x: number, y: number, params?: readonly number[]) => number {
  const f = compiled(equation.difference);
  return (x, y, values = []) =>
    f({ x, y, ...Object.fromEntries(equation.params.map((name, i) => [name, values[i] ?? 0])) });
}

const CHECK_POINTS: readonly [number, number][] = [
  [0.7, -1.3],
  [2.1, 0.4],
  [-1.6, 2.9],
  [3.3, -2.2],
  [-2.4, -0.8],
];

function snap(value: number): number {
  const rounded = Math.round(value);
  return Math.abs(value - rounded) < 1e-9 * Math.max(1, Math.abs(value)) ? rounded : value;
}

/** The equation as a conic (its parameters given), or null when it is of higher degree or not polynomial. */
export function conicOf(equation: Equation, params: readonly number[] = []): Conic | null {
  const f = evaluator(equation);
  const d = (x: number, y: number) => f(x, y, params);
  const F = snap(d(0, 0));
  const D = snap((d(1, 0) - d(-1, 0)) / 2);
  const A = snap((d(1, 0) + d(-1, 0)) / 2 - F);
  const E = snap((d(0, 1) - d(0, -1)) / 2);
  const C = snap((d(0, 1) + d(0, -1)) / 2 - F);
  const B = snap(d(1, 1) - A - C - D - E - F);
  const conic = { A, B, C, D, E, F };
  const scale = Math.max(1, ...Object.values(conic).map(Math.abs));
  if (!Object.values(conic).every(Number.isFinite)) return null;
  const form = (x: number, y: number) => A * x * x + B * x * y + C * y * y + D * x + E * y + F;
  const fits = CHECK_POINTS.every(
    ([x, y]) => Math.abs(d(x, y) - form(x, y)) <= 1e-9 * scale * (1 + x * x + y * y),
  );
  return fits ? conic : null;
}

/** A line ax + by + c = 0. */
export type Line = { a: number; b: number; c: number };

export function lineOf(conic: Conic | null): Line | null {
  if (!conic || conic.A !== 0 || conic.B !== 0 || conic.C !== 0) return null;
  if (conic.D === 0 && conic.E === 0) return null;
  return { a: conic.D, b: conic.E, c: conic.F };
}

/** A circle x² + y² + Dx + Ey + F = 0 (scaled), its centre and radius; null for any other conic. */
export function circleOf(conic: Conic | null): { cx: number; cy: number; r2: number } | null {
  if (!conic || conic.A === 0 || conic.B !== 0 || !agree(conic.A, conic.C, 1e-12)) return null;
  const cx = -conic.D / (2 * conic.A);
  const cy = -conic.E / (2 * conic.A);
  const r2 = cx * cx + cy * cy - conic.F / conic.A;
  return r2 > 1e-12 ? { cx, cy, r2 } : null;
}

/** y = px² + qx + r (p ≠ 0); null for any other conic. */
export function parabolaOf(conic: Conic | null): { p: number; q: number; r: number } | null {
  if (!conic || conic.A === 0 || conic.B !== 0 || conic.C !== 0 || conic.E === 0) return null;
  return { p: -conic.A / conic.E, q: -conic.D / conic.E, r: -conic.F / conic.E };
}

/** Real roots of ax² + bx + c (a may be 0), a double root once; binary noise snapped. */
export function quadraticRoots(a: number, b: number, c: number): number[] {
  const scale = Math.max(Math.abs(a), Math.abs(b), Math.abs(c), 1e-300);
  if (Math.abs(a) <= 1e-12 * scale) return Math.abs(b) <= 1e-12 * scale ? [] : [snap(-c / b)];
  const disc = b * b - 4 * a * c;
  const tolerance = 1e-10 * Math.max(b * b, Math.abs(4 * a * c), 1);
  if (disc < -tolerance) return [];
  if (Math.abs(disc) <= tolerance) return [snap(-b / (2 * a))];
  const root = Math.sqrt(disc);
  return [snap((-b - root) / (2 * a)), snap((-b + root) / (2 * a))].sort((u, v) => u - v);
}

/** The discriminant of ax² + bx + c, snapped to 0 within rounding. */
export function discriminant(a: number, b: number, c: number): number {
  const disc = b * b - 4 * a * c;
  return Math.abs(disc) <= 1e-10 * Math.max(b * b, Math.abs(4 * a * c), 1) ? 0 : disc;
}

/**
 * The coefficients (constant first) of a polynomial in one variable of degree ≤ 4, fitted at five points
 * and confirmed at three others; null when f is not such a polynomial.
 */
export function polynomialIn(f: (t: number) => number): number[] | null {
  const at = [0, 1, -1, 2, -2];
  const v = at.map(f);
  if (!v.every(Number.isFinite)) return null;
  const [v0 = 0, v1 = 0, vm1 = 0, v2 = 0, vm2 = 0] = v;
  // Exact for degree ≤ 4: central differences.
  const c0 = v0;
  const even1 = (v1 + vm1) / 2 - v0;
  const even2 = (v2 + vm2) / 2 - v0;
  const odd1 = (v1 - vm1) / 2;
  const odd2 = (v2 - vm2) / 2;
  const c4 = (even2 - 4 * even1) / 12;
  const c2 = even1 - c4;
  const c3 = (odd2 - 2 * odd1) / 6;
  const c1 = odd1 - c3;
  const coefficients = [c0, c1, c2, c3, c4].map(snap);
  for (const t of [0.37, -1.7, 2.9]) {
    const value = coefficients.reduce((sum, c, power) => sum + c * t ** power, 0);
    if (!agree(value, f(t), 1e-7)) return null;
  }
  while (coefficients.length > 1 && Math.abs(coefficients[coefficients.length - 1] ?? 0) < 1e-12)
    coefficients.pop();
  return coefficients;
}

/** The real roots of a polynomial in one parameter of degree ≤ 2 (constant first); null for higher degree. */
export function parameterRoots(coefficients: readonly number[]): number[] | null {
  if (coefficients.length > 3) return null;
  const [c = 0, b = 0, a = 0] = coefficients;
  return quadraticRoots(a, b, c);
}

/** The student's equation holds at (x, y) with the parameters given: both sides through mathjs. */
export function holds(equation: Equation, x: number, y: number, params: readonly number[] = []): boolean {
  const scope = { x, y, ...Object.fromEntries(equation.params.map((name, i) => [name, params[i] ?? 0])) };
  const [left, right] = equation.sides.map((side) => compiled(side)(scope));
  return agree(left ?? Number.NaN, right ?? Number.NaN, 1e-8);
}

/** A number as LaTeX: a fraction when it is one, a√b when its square is whole, else 4 significant digits. */
export function surdTex(value: number): string {
  const fraction = asFraction(value);
  if (fraction && fraction.d <= 100) return numberTex(value);
  const square = value * value;
  const whole = Math.round(square);
  if (Math.abs(square - whole) < 1e-9 * Math.max(1, square)) {
    let outside = 1;
    let inside = whole;
    for (let f = Math.floor(Math.sqrt(whole)); f > 1; f -= 1) {
      if (inside % (f * f) === 0) {
        outside *= f;
        inside /= f * f;
        break;
      }
    }
    return `${value < 0 ? '-' : ''}${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
  }
  return `\\approx ${formatNumber(value, 4)}`;
}

/** "(2,5)" in LaTeX. */
export function pointTex(point: Point): string {
  return `\\left(${numberTex(point.x)},${numberTex(point.y)}\\right)`;
}

/** y = mx + b in LaTeX and in the checker's syntax (or x = c for a vertical line). */
export function lineForms(line: Line): { tex: string; plain: string; slope?: number; intercept?: number } {
  if (line.b === 0) {
    const x = snap(-line.c / line.a);
    return { tex: `x=${numberTex(x)}`, plain: `x=${formatNumber(x, 12)}` };
  }
  const slope = snap(-line.a / line.b);
  const intercept = snap(-line.c / line.b);
  const term = slope === 0 ? '' : slope === 1 ? 'x' : slope === -1 ? '-x' : `${numberTex(slope)}x`;
  const constant =
    intercept === 0
      ? term
        ? ''
        : '0'
      : `${intercept < 0 ? '-' : term ? '+' : ''}${numberTex(Math.abs(intercept))}`;
  const plainTerm = slope === 0 ? '' : `${formatNumber(slope, 12)}*x`;
  const plainConstant =
    intercept === 0
      ? plainTerm
        ? ''
        : '0'
      : `${intercept < 0 ? '-' : plainTerm ? '+' : ''}${formatNumber(Math.abs(intercept), 12)}`;
  return { tex: `y=${term}${constant}`, plain: `y=${plainTerm}${plainConstant}`, slope, intercept };
}

/** "ציר ה־x", "x-axis": the axis a message names, as a line. */
export function axisLine(message: string): Line | null {
  if (/ציר\s*(?:ה)?[\u05BE-]?\s*\$?\s*x|x[\s-]?axis|ציר\s+האיקס/i.test(message)) return { a: 0, b: 1, c: 0 };
  if (/ציר\s*(?:ה)?[\u05BE-]?\s*\$?\s*y|y[\s-]?axis/i.test(message)) return { a: 1, b: 0, c: 0 };
  return null;
}

/** A line as a function of the parameters (a fixed line, an axis, or an equation with k). */
export type LineSource = (params: readonly number[]) => Line | null;

export function lineSource(equation: Equation): LineSource {
  return (params) => lineOf(conicOf(equation, params));
}

/**
 * Where a curve meets a line: the line written as x = t, y = −(at + c)/b (or x = −c/a, y = t), put into the
 * curve; the quadratic in t (constant first) and the meeting points. Null when the result is not a
 * polynomial of degree ≤ 2 in t.
 */
export function meet(
  curve: Equation,
  line: Line,
  params: readonly number[] = [],
): { quadratic: number[]; points: Point[]; along: 'x' | 'y' } | null {
  const f = evaluator(curve);
  const along = line.b !== 0 ? 'x' : 'y';
  const at = (t: number): Point =>
    along === 'x' ? { x: t, y: -(line.a * t + line.c) / line.b } : { x: -line.c / line.a, y: t };
  const quadratic = polynomialIn((t) => {
    const point = at(t);
    return f(point.x, point.y, params);
  });
  if (!quadratic || quadratic.length > 3) return null;
  const [c = 0, b = 0, a = 0] = quadratic;
  if (a === 0 && b === 0) return null;
  const points = quadraticRoots(a, b, c).map((t) => {
    const point = at(t);
    return { x: snap(point.x), y: snap(point.y) };
  });
  return { quadratic, points, along };
}

/** The quadratic in t as LaTeX. */
export function quadraticTex(coefficients: readonly number[], variable: string): string {
  const [c = 0, b = 0, a = 0] = coefficients;
  const terms: string[] = [];
  for (const [coefficient, power] of [
    [a, 2],
    [b, 1],
    [c, 0],
  ] as const) {
    if (coefficient === 0) continue;
    const size = Math.abs(coefficient);
    const base = power === 0 ? '' : power === 1 ? variable : `${variable}^2`;
    const factor = power > 0 && size === 1 ? '' : numberTex(size);
    terms.push(`${coefficient < 0 ? '-' : '+'}${factor}${base}`);
  }
  return `${(terms.join('') || '0').replace(/^\+/, '')}=0`;
}

/** The distance between two points. */
export function distance(p: Point, q: Point): number {
  return Math.hypot(q.x - p.x, q.y - p.y);
}

/** A problem line for the walkthrough: the message's formulas, or its first words. */
export function problemOf(message: string): string {
  const trimmed = message.replace(/\s+/g, ' ').trim();
  return trimmed.length > 240 ? `${trimmed.slice(0, 237)}…` : trimmed;
}

/** Which of the parameter's values the message keeps: only the positive one(s) when it says so. */
export function keptValues(values: number[], message: string): number[] {
  if (/(?:ו)?(?:ה)?חיובי|positive|>\s*0/i.test(message)) return values.filter((value) => value > 0);
  if (/(?:ה)?שלילי|negative|<\s*0/i.test(message)) return values.filter((value) => value < 0);
  return values;
}

/** Named values: "k" for one, "k1", "k2" for more. */
export function named(name: string, values: readonly number[]): Record<string, number> {
  if (values.length === 1) return { [name]: values[0] ?? 0 };
  return Object.fromEntries(values.map((value, i) => [`${name}${i + 1}`, value]));
}

/** Points as values x1, y1, x2, y2 … (sorted by x). */
export function pointValues(points: readonly Point[]): Record<string, number> {
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  return Object.fromEntries(
    sorted.flatMap((p, i) => [
      [`x${i + 1}`, p.x],
      [`y${i + 1}`, p.y],
    ]),
  );
}
