/**
 * Circles in analytic geometry (math lesson 4): the circle
 * through three points, from its centre and a point or from a diameter; where a line meets a circle and the
 * chord's length; the tangent at a point; the parameter that makes a line tangent; the distance and midpoint
 * of two points and a centre's distance from a point. Every point found is put into the student's equations;
 * a chord is recomputed as 2√(R² − d²), a tangency as the distance from the centre equal to R.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import {
  circleOf,
  conicOf,
  distance,
  holds,
  lineForms,
  lineOf,
  meet,
  named,
  parameterRoots,
  pointTex,
  pointValues,
  polynomialIn,
  problemOf,
  quadraticTex,
  readScene,
  surdTex,
  keptValues,
  type Equation,
  type Line,
  type Point,
} from './analytic';
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type CircleTask =
  | 'three-points'
  | 'centre-point'
  | 'diameter'
  | 'distance'
  | 'midpoint'
  | 'line-circle'
  | 'tangent-at'
  | 'tangency-parameter'
  | 'centre-distance';

export type AnalyticCircleRequest = { task: CircleTask; text: string };

const CIRCLE = /מעגל|circle/i;
const THROUGH = /עוב[רי]|דרך|through|passes|contains/i;
const TANGENT = /משיק|השקה|tangent/i;
const MEET = /חיתוך|חות[כך]|נחתכ|נפגש|intersect|meet|cuts/i;

const isCircle = (equation: Equation) =>
  circleOf(
    conicOf(
      equation,
      equation.params.map(() => 1.37),
    ),
  ) !== null;
const isLine = (equation: Equation) =>
  lineOf(
    conicOf(
      equation,
      equation.params.map(() => 1.37),
    ),
  ) !== null;

/** "מעגל שעובר דרך (0,0), (6,0), (0,8)", "the line y=x+1 and the circle x²+y²=13", "מרחק בין הנקודות …". */
export function recognizeAnalyticCircle(message: string): AnalyticCircleRequest | null {
  if (/פרבול|parabola|ישר(?:ים)?\s+מקביל|שיפוע|slope/i.test(message)) return null;
  const { equations, points } = readScene(message);
  const text = message;
  if (equations.length === 0) {
    if (points.length === 3 && CIRCLE.test(message) && THROUGH.test(message))
      return { task: 'three-points', text };
    if (points.length !== 2) return null;
    if (CIRCLE.test(message) && /קוטר|diameter/i.test(message)) return { task: 'diameter', text };
    if (CIRCLE.test(message) && /מרכז|cent(?:re|er)/i.test(message) && THROUGH.test(message))
      return { task: 'centre-point', text };
    if (CIRCLE.test(message) || /ישר|\bline\b/i.test(message)) return null;
    if (/אמצע|midpoint|middle/i.test(message)) return { task: 'midpoint', text };
    if (/מרחק|distance|אורך\s+(?:ה)?קטע|length/i.test(message)) return { task: 'distance', text };
    return null;
  }
  const circles = equations.filter(isCircle);
  if (circles.length !== 1 || circles[0]?.params.length) return null;
  const lines = equations.filter((equation) => !isCircle(equation) && isLine(equation));
  if (equations.length !== circles.length + lines.length) return null;
  if (lines.length === 1) {
    const withParameter = (lines[0]?.params.length ?? 0) > 0;
    if (withParameter)
      return TANGENT.test(message) && lines[0]?.params.length === 1
        ? { task: 'tangency-parameter', text }
        : null;
    if (/מיתר|chord/i.test(message) || MEET.test(message)) return { task: 'line-circle', text };
    return null;
  }
  if (lines.length > 1) return null;
  if (points.length === 1 && TANGENT.test(message)) return { task: 'tangent-at', text };
  if (/מרחק|distance/i.test(message) && /מרכז|cent(?:re|er)/i.test(message)) {
    if (points.length === 1 || (points.length === 0 && /ראשית|origin/i.test(message)))
      return { task: 'centre-distance', text };
  }
  return null;
}

/** (x − a)² + (y − b)² = r² in LaTeX and in the checker's syntax. */
function circleForms(cx: number, cy: number, r2: number): { tex: string; plain: string } {
  const square = (v: string, c: number) =>
    c === 0 ? `${v}^2` : `(${v}${c < 0 ? '+' : '-'}${numberTex(Math.abs(c))})^2`;
  const plainSquare = (v: string, c: number) =>
    c === 0 ? `${v}^2` : `(${v}${c < 0 ? '+' : '-'}${formatNumber(Math.abs(c), 12)})^2`;
  return {
    tex: `${square('x', cx)}+${square('y', cy)}=${numberTex(r2)}`,
    plain: `${plainSquare('x', cx)}+${plainSquare('y', cy)}=${formatNumber(r2, 12)}`,
  };
}

type Outcome = { answer: string; values: Record<string, number>; result?: string };

const stop = (kind: 'unsupported' | 'unverified', text: string) => new SolverStop(kind, text.slice(0, 60));

function circleResult(cx: number, cy: number, r2: number, w: Writer): Outcome {
  const forms = circleForms(cx, cy, r2);
  w.step('circle_equation_result', {}, forms.tex);
  return {
    answer: forms.tex,
    values: { centreX: cx, centreY: cy, radius: Math.sqrt(r2), radiusSquared: r2 },
    result: forms.plain,
  };
}

function threePoints(points: Point[], w: Writer, text: string): Outcome {
  const [p, q, s] = points;
  if (!p || !q || !s) throw stop('unsupported', text);
  // D·x + E·y + F = −(x² + y²) at each point, by Cramer's rule.
  const rows = [p, q, s].map((point) => [point.x, point.y, 1, -(point.x ** 2 + point.y ** 2)] as const);
  const det = (m: readonly (readonly number[])[]) =>
    (m[0]?.[0] ?? 0) * ((m[1]?.[1] ?? 0) * (m[2]?.[2] ?? 0) - (m[1]?.[2] ?? 0) * (m[2]?.[1] ?? 0)) -
    (m[0]?.[1] ?? 0) * ((m[1]?.[0] ?? 0) * (m[2]?.[2] ?? 0) - (m[1]?.[2] ?? 0) * (m[2]?.[0] ?? 0)) +
    (m[0]?.[2] ?? 0) * ((m[1]?.[0] ?? 0) * (m[2]?.[1] ?? 0) - (m[1]?.[1] ?? 0) * (m[2]?.[0] ?? 0));
  const base = det(rows.map((row) => [row[0], row[1], row[2]]));
  if (Math.abs(base) < 1e-12) throw stop('unsupported', text);
  const [D, E, F] = [0, 1, 2].map(
    (column) => det(rows.map((row) => [0, 1, 2].map((j) => (j === column ? row[3] : (row[j] ?? 0))))) / base,
  ) as [number, number, number];
  const cx = -D / 2;
  const cy = -E / 2;
  const r2 = cx * cx + cy * cy - F;
  // Each point is a radius away from the centre.
  if (!(r2 > 0) || ![p, q, s].every((point) => agree(distance(point, { x: cx, y: cy }) ** 2, r2, 1e-9)))
    throw stop('unverified', text);
  w.step('circle_three_points', {}, `D=${numberTex(D)},\\ E=${numberTex(E)},\\ F=${numberTex(F)}`);
  return circleResult(cx, cy, r2, w);
}

function fromCentre(points: Point[], diameter: boolean, w: Writer, text: string): Outcome {
  const [p, q] = points;
  if (!p || !q || distance(p, q) === 0) throw stop('unsupported', text);
  const centre = diameter ? { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 } : p;
  const r2 = diameter ? distance(p, q) ** 2 / 4 : distance(p, q) ** 2;
  if (!agree(distance(centre, q) ** 2, r2, 1e-9) || !agree(distance(centre, p) ** 2, diameter ? r2 : 0, 1e-9))
    throw stop('unverified', text);
  w.step(
    diameter ? 'circle_from_diameter' : 'circle_from_centre',
    {},
    `M=${pointTex(centre)},\\quad R^2=${numberTex(r2)},\\quad R=${surdTex(Math.sqrt(r2))}`,
  );
  return circleResult(centre.x, centre.y, r2, w);
}

function twoPoints(points: Point[], task: 'distance' | 'midpoint', w: Writer, text: string): Outcome {
  const [p, q] = points;
  if (!p || !q) throw stop('unsupported', text);
  if (task === 'midpoint') {
    const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    if (!agree(distance(p, mid), distance(mid, q))) throw stop('unverified', text);
    w.step(
      'points_midpoint',
      {},
      `M=\\left(\\frac{${numberTex(p.x)}+${numberTex(q.x)}}{2},\\frac{${numberTex(p.y)}+${numberTex(q.y)}}{2}\\right)=${pointTex(mid)}`,
    );
    return {
      answer: pointTex(mid),
      values: { midX: mid.x, midY: mid.y },
      result: `(${formatNumber(mid.x, 12)},${formatNumber(mid.y, 12)})`,
    };
  }
  const d = distance(p, q);
  const squared = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
  if (!agree(d * d, squared)) throw stop('unverified', text);
  w.step(
    'points_distance',
    {},
    `d=\\sqrt{(${numberTex(q.x - p.x)})^2+(${numberTex(q.y - p.y)})^2}=\\sqrt{${numberTex(squared)}}=${surdTex(d)}`,
  );
  return { answer: `d=${surdTex(d)}`, values: { distance: d }, result: formatNumber(d, 12) };
}

function circleParts(equation: Equation, text: string) {
  const circle = circleOf(conicOf(equation));
  if (!circle) throw stop('unsupported', text);
  return { ...circle, centre: { x: circle.cx, y: circle.cy } };
}

/** The distance from a point to a line. */
const lineDistance = (line: Line, point: Point) =>
  Math.abs(line.a * point.x + line.b * point.y + line.c) / Math.hypot(line.a, line.b);

function lineCircle(circleEq: Equation, lineEq: Equation, w: Writer, text: string, message: string): Outcome {
  const circle = circleParts(circleEq, text);
  const line = lineOf(conicOf(lineEq));
  const met = line ? meet(circleEq, line) : null;
  if (!line || !met) throw stop('unsupported', text);
  if (!met.points.every((point) => holds(circleEq, point.x, point.y) && holds(lineEq, point.x, point.y)))
    throw stop('unverified', text);
  w.step('curve_substitute', {}, quadraticTex(met.quadratic, met.along));
  if (met.points.length === 0) {
    w.step('curve_no_points', {});
    return { answer: '\\emptyset', values: { count: 0 } };
  }
  w.step('curve_points', {}, met.points.map(pointTex).join(',\\ '));
  const values: Record<string, number> = { ...pointValues(met.points), count: met.points.length };
  let answer = met.points.map(pointTex).join(',\\ ');
  const [p, q] = met.points;
  if (/מיתר|chord/i.test(message)) {
    if (!p || !q) throw stop('unsupported', text);
    const chord = distance(p, q);
    const d = lineDistance(line, circle.centre);
    if (!agree(chord, 2 * Math.sqrt(circle.r2 - d * d), 1e-8)) throw stop('unverified', text);
    w.step('chord_length', {}, `\\left|AB\\right|=${surdTex(chord)}`);
    w.step(
      'chord_check',
      {},
      `d=${surdTex(d)},\\quad 2\\sqrt{${numberTex(circle.r2)}-${numberTex(d * d)}}=${surdTex(chord)}`,
    );
    values.chord = chord;
    answer = /חיתוך|intersect|נקודות/i.test(message) ? `${answer};\\ ${surdTex(chord)}` : surdTex(chord);
  }
  return { answer, values };
}

function tangentAt(circleEq: Equation, point: Point, w: Writer, text: string): Outcome {
  const circle = circleParts(circleEq, text);
  if (!holds(circleEq, point.x, point.y)) throw stop('unsupported', text);
  const a = point.x - circle.cx;
  const b = point.y - circle.cy;
  const tangent: Line = { a, b, c: -(a * point.x + b * point.y) };
  const met = meet(circleEq, tangent);
  const only = met?.points.length === 1 ? met.points[0] : undefined;
  if (!only || !agree(only.x, point.x) || !agree(only.y, point.y)) throw stop('unverified', text);
  const forms = lineForms(tangent);
  w.step(
    'circle_tangent_radius',
    {},
    `M=${pointTex(circle.centre)},\\quad \\vec{MA}=\\left(${numberTex(a)},${numberTex(b)}\\right)`,
  );
  w.step('line_through_point', { point: pointTex(point) }, forms.tex);
  return {
    answer: forms.tex,
    values: {
      ...(forms.slope !== undefined ? { slope: forms.slope } : {}),
      ...(forms.intercept !== undefined ? { yIntercept: forms.intercept } : {}),
    },
    result: forms.plain,
  };
}

function tangencyParameter(
  circleEq: Equation,
  lineEq: Equation,
  w: Writer,
  text: string,
  message: string,
): Outcome {
  const circle = circleParts(circleEq, text);
  const name = lineEq.params[0] ?? 'k';
  const lineAt = (value: number) => lineOf(conicOf(lineEq, [value]));
  const discriminantAt = (value: number) => {
    const line = lineAt(value);
    const met = line ? meet(circleEq, line) : null;
    if (!met) return Number.NaN;
    const [c = 0, b = 0, a = 0] = met.quadratic;
    return b * b - 4 * a * c;
  };
  const polynomial = polynomialIn(discriminantAt);
  const roots = polynomial ? parameterRoots(polynomial) : null;
  if (!roots || roots.length === 0) throw stop('unsupported', text);
  // The values named as positive (or negative) by the question, unless it asks for the point at one of them.
  const askingPoint = /נקודת\s+(?:ה)?השקה|point\s+of\s+(?:tangency|contact)/i.test(message);
  const kept = askingPoint ? roots : keptValues(roots, message.replace(/\(\s*-?\d/g, ''));
  const values: Record<string, number> = {};
  for (const value of kept) {
    const line = lineAt(value);
    const met = line ? meet(circleEq, line) : null;
    const touching = met?.points.length === 1 ? met.points[0] : undefined;
    if (
      !line ||
      !touching ||
      !holds(circleEq, touching.x, touching.y) ||
      !holds(lineEq, touching.x, touching.y, [value])
    )
      throw stop('unverified', text);
    if (!agree(lineDistance(line, circle.centre) ** 2, circle.r2, 1e-8)) throw stop('unverified', text);
  }
  if (kept.length === 0) throw stop('unverified', text);
  w.step('curve_tangency', { name }, `${lineEq.tex},\\quad ${circleEq.tex}`);
  const shown = kept.map((value) => `${name}=${numberTex(value)}`).join(',\\ ');
  w.step('curve_tangency_result', {}, shown);
  Object.assign(values, named(name, kept));
  let answer = shown;
  if (askingPoint) {
    const chosen = keptValues(kept, message.replace(/\(\s*-?\d/g, ''));
    for (const value of chosen) {
      const touching = meet(circleEq, lineAt(value) as Line)?.points[0] as Point;
      w.step('curve_tangency_point', { name, value: numberTex(value) }, pointTex(touching));
      answer = `${answer};\\ ${pointTex(touching)}`;
      if (chosen.length === 1) Object.assign(values, { tangentX: touching.x, tangentY: touching.y });
    }
  }
  return { answer, values, ...(kept.length === 1 ? { result: String(kept[0]) } : {}) };
}

function centreDistance(circleEq: Equation, point: Point, w: Writer, text: string): Outcome {
  const circle = circleParts(circleEq, text);
  const d = distance(circle.centre, point);
  if (!agree(d * d, (circle.cx - point.x) ** 2 + (circle.cy - point.y) ** 2)) throw stop('unverified', text);
  w.step('circle_centre_distance', { centre: pointTex(circle.centre) }, `d=${surdTex(d)}`);
  return { answer: `d=${surdTex(d)}`, values: { distance: d }, result: formatNumber(d, 12) };
}

export function solveAnalyticCircle(request: AnalyticCircleRequest, w: Writer): Solution {
  const { task, text } = request;
  const { equations, points } = readScene(text);
  const circleEq = equations.find(isCircle);
  const lineEq = equations.find((equation) => !isCircle(equation) && isLine(equation));
  let outcome: Outcome;
  switch (task) {
    case 'three-points':
      outcome = threePoints(points, w, text);
      break;
    case 'centre-point':
    case 'diameter':
      outcome = fromCentre(points, task === 'diameter', w, text);
      break;
    case 'distance':
    case 'midpoint':
      outcome = twoPoints(points, task, w, text);
      break;
    case 'line-circle':
      if (!circleEq || !lineEq) throw stop('unsupported', text);
      outcome = lineCircle(circleEq, lineEq, w, text, text);
      break;
    case 'tangent-at':
      if (!circleEq || !points[0]) throw stop('unsupported', text);
      outcome = tangentAt(circleEq, points[0], w, text);
      break;
    case 'tangency-parameter':
      if (!circleEq || !lineEq) throw stop('unsupported', text);
      outcome = tangencyParameter(circleEq, lineEq, w, text, text);
      break;
    case 'centre-distance':
      if (!circleEq) throw stop('unsupported', text);
      outcome = centreDistance(circleEq, points[0] ?? { x: 0, y: 0 }, w, text);
      break;
  }
  w.step('check_analytic', {});
  return {
    kind: 'analytic-circle',
    reply: w.walkthrough(problemOf(text), `$${outcome.answer}$`),
    values: outcome.values,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
  };
}
