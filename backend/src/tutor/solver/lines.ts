/**
 * Lines (math lesson 2): a line's slope and where it meets the
 * axes, the triangle it makes with them, the line parallel or perpendicular to it through a point (and where
 * the two meet), the line through two points, and a parameter (k, m, a) that makes two lines parallel or
 * perpendicular or a line pass through a point. Every result is put back into the student's equations.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import {
  conicOf,
  distance,
  evaluator,
  holds,
  lineForms,
  lineOf,
  named,
  parameterRoots,
  pointTex,
  pointsIn,
  polynomialIn,
  problemOf,
  readScene,
  keptValues,
  type Equation,
  type Line,
  type Point,
} from './analytic';
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type LineTask =
  | 'slope'
  | 'x-intercept'
  | 'y-intercept'
  | 'intercepts'
  | 'axes-triangle'
  | 'parallel'
  | 'perpendicular'
  | 'two-points'
  | 'parameter';

export type LineRequest = { task: LineTask; text: string };

const LINE_WORDS = /ישר|שיפוע|\bline|slope|intercept|axis|ציר|parallel|perpendicular|מקביל|מאונ?[כך]/i;
const OTHER_CURVES = /מעגל|פרבול|circle|parabola|ריבועית|quadratic/i;
const PARALLEL = /מקביל|parallel/i;
const PERPENDICULAR = /מאונ?[כך]|ניצב|perpendicular/i;
const X_AXIS = /ציר\s*(?:ה)?[\u05BE-]?\s*\$?\s*x|x[\s-]?(?:axis|intercept)/i;
const Y_AXIS = /ציר\s*(?:ה)?[\u05BE-]?\s*\$?\s*y|y[\s-]?(?:axis|intercept)/i;
/** Both axes at once: "נקודות החיתוך עם הצירים", "where it meets the axes". */
const BOTH_AXES = /הצירים|\b(?:the|both)\s+axes\b|\bx\s+and\s+y\b|(?<![xy][\s-])\bintercepts\b/i;

/** "מה השיפוע של הישר 4x-2y+7=0", "the line perpendicular to y=3x-2 through (3,1)", "for which k …". */
export function recognizeLine(message: string): LineRequest | null {
  if (!LINE_WORDS.test(message) || OTHER_CURVES.test(message)) return null;
  const { equations, points } = readScene(message);
  if (
    !equations.every((equation) =>
      lineOf(
        conicOf(
          equation,
          equation.params.map(() => 1.37),
        ),
      ),
    )
  )
    return null;
  const params = new Set(equations.flatMap((equation) => equation.params));
  const text = message;
  if (params.size === 1) {
    const conditions =
      (equations.length === 2 && (PARALLEL.test(message) || PERPENDICULAR.test(message))) ||
      (equations.length === 1 && points.length === 1 && /עוב[רי]|through|passes|contains/i.test(message));
    return conditions ? { task: 'parameter', text } : null;
  }
  if (params.size > 0) return null;
  // The line through two points itself is the vectors kind's; where it meets an axis, or its slope, is this one's.
  if (equations.length === 0)
    return points.length === 2 &&
      /ישר|\bline/i.test(message) &&
      (X_AXIS.test(message) || Y_AXIS.test(message) || /שיפוע|slope/i.test(message))
      ? { task: 'two-points', text }
      : null;
  if (equations.length !== 1) return null;
  if (points.length === 1 && PERPENDICULAR.test(message)) return { task: 'perpendicular', text };
  if (points.length === 1 && PARALLEL.test(message)) return { task: 'parallel', text };
  if (points.length > 0) return null;
  if (/משולש|triangle/i.test(message) && /צירים|axes/i.test(message)) return { task: 'axes-triangle', text };
  if (/שיפוע|slope/i.test(message)) return { task: 'slope', text };
  if (/חות|חיתוך|נחתך|intercept|\bcuts?\b|\bmeets?\b|cross/i.test(message)) {
    if (BOTH_AXES.test(message) || (X_AXIS.test(message) && Y_AXIS.test(message)))
      return { task: 'intercepts', text };
    if (X_AXIS.test(message)) return { task: 'x-intercept', text };
    if (Y_AXIS.test(message)) return { task: 'y-intercept', text };
  }
  return null;
}

/** The line of an equation with no parameter; declined when it is not one. */
function fixedLine(equation: Equation | undefined, text: string): Line {
  const line = equation ? lineOf(conicOf(equation)) : null;
  if (!line) throw new SolverStop('unsupported', text.slice(0, 60));
  return line;
}

/** The point of a line at x (or, for a vertical line, at y). */
function pointOn(line: Line, at: number): Point {
  return line.b !== 0 ? { x: at, y: -(line.a * at + line.c) / line.b } : { x: -line.c / line.a, y: at };
}

/** Where two lines meet (Cramer's rule); null when they are parallel. */
function crossing(first: Line, second: Line): Point | null {
  const det = first.a * second.b - second.a * first.b;
  if (Math.abs(det) < 1e-12) return null;
  return {
    x: (first.b * second.c - second.b * first.c) / det,
    y: (second.a * first.c - first.a * second.c) / det,
  };
}

const onLine = (line: Line, point: Point) =>
  Math.abs(line.a * point.x + line.b * point.y + line.c) <=
  1e-9 * Math.max(1, Math.abs(line.a * point.x), Math.abs(line.b * point.y), Math.abs(line.c));

function solveSlope(equation: Equation, line: Line, w: Writer, text: string) {
  if (line.b === 0) throw new SolverStop('unsupported', text.slice(0, 60));
  const forms = lineForms(line);
  const slope = forms.slope ?? 0;
  // Second route: the slope between two of the student's own points.
  const [p, q] = [pointOn(line, 0), pointOn(line, 1)];
  if (!holds(equation, p.x, p.y) || !holds(equation, q.x, q.y) || !agree((q.y - p.y) / (q.x - p.x), slope))
    throw new SolverStop('unverified', text.slice(0, 60));
  w.step('line_slope', {}, `${equation.tex}\\;\\Rightarrow\\;${forms.tex},\\quad m=${numberTex(slope)}`);
  return { answer: `m=${numberTex(slope)}`, values: { slope }, result: String(slope) };
}

function solveIntercept(equation: Equation, line: Line, axis: 'x' | 'y', w: Writer, text: string) {
  const point =
    axis === 'x'
      ? line.a === 0
        ? null
        : { x: -line.c / line.a, y: 0 }
      : line.b === 0
        ? null
        : { x: 0, y: -line.c / line.b };
  if (!point || !holds(equation, point.x, point.y)) throw new SolverStop('unverified', text.slice(0, 60));
  w.step(
    axis === 'x' ? 'line_x_intercept' : 'line_y_intercept',
    {},
    `${equation.tex}\\;\\Rightarrow\\;${pointTex(point)}`,
  );
  const values: Record<string, number> = axis === 'x' ? { xIntercept: point.x } : { yIntercept: point.y };
  return {
    answer: `${pointTex(point)}`,
    values,
    result: `(${formatNumber(point.x, 12)},${formatNumber(point.y, 12)})`,
  };
}

function solveTriangle(equation: Equation, line: Line, w: Writer, text: string) {
  if (line.a === 0 || line.b === 0 || line.c === 0) throw new SolverStop('unsupported', text.slice(0, 60));
  const x0 = -line.c / line.a;
  const y0 = -line.c / line.b;
  if (!holds(equation, x0, 0) || !holds(equation, 0, y0))
    throw new SolverStop('unverified', text.slice(0, 60));
  const area = Math.abs(x0 * y0) / 2;
  // Second route: the legs as distances from the origin.
  const origin = { x: 0, y: 0 };
  if (!agree(area, (distance(origin, { x: x0, y: 0 }) * distance(origin, { x: 0, y: y0 })) / 2))
    throw new SolverStop('unverified', text.slice(0, 60));
  w.step('line_x_intercept', {}, `A=\\left(${numberTex(x0)},0\\right)`);
  w.step('line_y_intercept', {}, `B=\\left(0,${numberTex(y0)}\\right)`);
  w.step(
    'line_axes_triangle',
    {},
    `S=\\frac{${numberTex(Math.abs(x0))}\\cdot ${numberTex(Math.abs(y0))}}{2}=${numberTex(area)}`,
  );
  return {
    answer: `S=${numberTex(area)}`,
    values: { xIntercept: x0, yIntercept: y0, area },
    result: String(area),
  };
}

function solveThrough(
  equation: Equation,
  line: Line,
  point: Point,
  kind: 'parallel' | 'perpendicular',
  w: Writer,
  text: string,
  message: string,
) {
  const found: Line =
    kind === 'parallel'
      ? { a: line.a, b: line.b, c: -(line.a * point.x + line.b * point.y) }
      : { a: line.b, b: -line.a, c: -(line.b * point.x - line.a * point.y) };
  const check =
    kind === 'parallel' ? line.a * found.b - found.a * line.b : line.a * found.a + line.b * found.b;
  if (!onLine(found, point) || Math.abs(check) > 1e-9 * Math.max(1, line.a * line.a + line.b * line.b))
    throw new SolverStop('unverified', text.slice(0, 60));
  const given = lineForms(line);
  const forms = lineForms(found);
  w.step(
    kind === 'parallel' ? 'line_parallel' : 'line_perpendicular',
    {},
    `${equation.tex}\\;\\Rightarrow\\;${given.tex}${forms.slope !== undefined ? `,\\quad m=${numberTex(forms.slope)}` : ''}`,
  );
  w.step('line_through_point', { point: pointTex(point) }, forms.tex);
  const values: Record<string, number> = {
    ...(forms.slope !== undefined ? { slope: forms.slope } : {}),
    ...(forms.intercept !== undefined ? { yIntercept: forms.intercept } : {}),
  };
  let answer = forms.tex;
  if (/חיתוך|נפגש|נחתכ|intersect|meet/i.test(message)) {
    const at = crossing(line, found);
    if (!at || !holds(equation, at.x, at.y) || !onLine(found, at))
      throw new SolverStop('unverified', text.slice(0, 60));
    w.step('line_meet', {}, pointTex(at));
    values.meetX = at.x;
    values.meetY = at.y;
    answer = `${answer};\\ ${pointTex(at)}`;
  }
  return { answer, values, result: forms.plain };
}

function solveTwoPoints(points: Point[], w: Writer, text: string, message: string) {
  const [p, q] = points;
  if (!p || !q || distance(p, q) === 0) throw new SolverStop('unsupported', text.slice(0, 60));
  const line: Line = { a: q.y - p.y, b: p.x - q.x, c: -((q.y - p.y) * p.x + (p.x - q.x) * p.y) };
  if (!onLine(line, p) || !onLine(line, q)) throw new SolverStop('unverified', text.slice(0, 60));
  const forms = lineForms(line);
  if (forms.slope !== undefined)
    w.step(
      'line_two_points',
      {},
      `m=\\frac{${numberTex(q.y)}-${p.y < 0 ? `(${numberTex(p.y)})` : numberTex(p.y)}}{${numberTex(q.x)}-${p.x < 0 ? `(${numberTex(p.x)})` : numberTex(p.x)}}=${numberTex(forms.slope)}`,
    );
  w.step('line_through_point', { point: pointTex(p) }, forms.tex);
  const values: Record<string, number> = {};
  if (forms.slope !== undefined) values.slope = forms.slope;
  let answer = forms.tex;
  if (Y_AXIS.test(message) && forms.intercept !== undefined) {
    values.yIntercept = forms.intercept;
    answer = `${answer};\\ \\left(0,${numberTex(forms.intercept)}\\right)`;
  } else if (X_AXIS.test(message) && line.a !== 0) {
    values.xIntercept = -line.c / line.a;
    answer = `${answer};\\ \\left(${numberTex(-line.c / line.a)},0\\right)`;
  }
  return { answer, values, result: forms.plain };
}

/** The parameter that makes the condition hold: a polynomial of degree ≤ 2 in it, solved and put back. */
function solveParameter(equations: Equation[], points: Point[], w: Writer, text: string, message: string) {
  const name = equations.flatMap((equation) => equation.params)[0] ?? 'k';
  const lineAt = (equation: Equation, value: number) =>
    lineOf(conicOf(equation, equation.params.length > 0 ? [value] : []));
  let condition: (value: number) => number;
  let key: string;
  const [first, second] = equations;
  if (!first) throw new SolverStop('unsupported', text.slice(0, 60));
  if (second) {
    const perpendicular = PERPENDICULAR.test(message);
    key = perpendicular ? 'line_parameter_perpendicular' : 'line_parameter_parallel';
    condition = (value) => {
      const [l1, l2] = [lineAt(first, value), lineAt(second, value)];
      if (!l1 || !l2) return Number.NaN;
      return perpendicular ? l1.a * l2.a + l1.b * l2.b : l1.a * l2.b - l2.a * l1.b;
    };
  } else {
    const point = points[0];
    if (!point) throw new SolverStop('unsupported', text.slice(0, 60));
    key = 'line_parameter_point';
    const f = evaluator(first);
    condition = (value) => f(point.x, point.y, [value]);
  }
  const polynomial = polynomialIn(condition);
  const roots = polynomial ? parameterRoots(polynomial) : null;
  if (!roots || roots.length === 0) throw new SolverStop('unsupported', text.slice(0, 60));
  // Parallel lines that coincide are not parallel: such a value is left out.
  const valid = roots.filter((value) => {
    if (Math.abs(condition(value)) > 1e-7 * Math.max(1, Math.abs(value))) return false;
    if (second && !PERPENDICULAR.test(message)) {
      const [l1, l2] = [lineAt(first, value), lineAt(second, value)];
      if (!l1 || !l2) return false;
      return Math.abs(l1.a * l2.c - l2.a * l1.c) + Math.abs(l1.b * l2.c - l2.b * l1.c) > 1e-9;
    }
    return points[0] ? holds(first, points[0].x, points[0].y, [value]) : true;
  });
  const kept = keptValues(valid, message.replace(/\(\s*-?\d/g, ''));
  if (kept.length === 0) throw new SolverStop('unverified', text.slice(0, 60));
  w.step(key, { name }, equations.map((equation) => equation.tex).join(',\\quad '));
  const shown = kept.map((value) => `${name}=${numberTex(value)}`).join(',\\ ');
  w.step('line_parameter_result', { name }, shown);
  return {
    answer: shown,
    values: named(name, kept),
    result: kept.length === 1 ? String(kept[0]) : undefined,
  };
}

export function solveLine(request: LineRequest, w: Writer): Solution {
  const { task, text } = request;
  const { equations, points } = readScene(text);
  const [equation] = equations;
  let outcome: { answer: string; values: Record<string, number>; result?: string };
  switch (task) {
    case 'slope':
      outcome = solveSlope(equation as Equation, fixedLine(equation, text), w, text);
      break;
    case 'x-intercept':
    case 'y-intercept':
      outcome = solveIntercept(
        equation as Equation,
        fixedLine(equation, text),
        task === 'x-intercept' ? 'x' : 'y',
        w,
        text,
      );
      break;
    case 'intercepts': {
      // Both points, each checked on the line; a line parallel to an axis meets only one: declined.
      const line = fixedLine(equation, text);
      if (line.a === 0 || line.b === 0) throw new SolverStop('unsupported', text.slice(0, 60));
      const onX = solveIntercept(equation as Equation, line, 'x', w, text);
      const onY = solveIntercept(equation as Equation, line, 'y', w, text);
      outcome = { answer: `${onX.answer},\\ ${onY.answer}`, values: { ...onX.values, ...onY.values } };
      break;
    }
    case 'axes-triangle':
      outcome = solveTriangle(equation as Equation, fixedLine(equation, text), w, text);
      break;
    case 'parallel':
    case 'perpendicular': {
      const point = points[0];
      if (!point) throw new SolverStop('unsupported', text.slice(0, 60));
      outcome = solveThrough(equation as Equation, fixedLine(equation, text), point, task, w, text, text);
      break;
    }
    case 'two-points':
      outcome = solveTwoPoints(pointsIn(text), w, text, text);
      break;
    case 'parameter':
      outcome = solveParameter(equations, points, w, text, text);
      break;
  }
  w.step('check_analytic', {});
  return {
    kind: 'line',
    reply: w.walkthrough(problemOf(text), `$${outcome.answer}$`),
    values: outcome.values,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
  };
}
