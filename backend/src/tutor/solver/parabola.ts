/**
 * Parabolas (math lesson 3): the parabola from its vertex and
 * a point (vertex form, general form, roots), where a parabola meets a line or an axis (the points, or how
 * many), the highest or lowest value of a quadratic function (a thrown ball: when it lands), the parameter
 * for which a line or an axis touches a parabola (a double root), and the coefficients of a parabola through
 * given points. Every result is put back into the student's equations.
 * See docs/tutor.md, "Lines, parabolas, circles, word problems and sequences in words".
 */
import {
  axisLine,
  conicOf,
  holds,
  lineOf,
  meet,
  named,
  parabolaOf,
  parameterRoots,
  pointTex,
  pointValues,
  polynomialIn,
  problemOf,
  quadraticRoots,
  quadraticTex,
  readScene,
  keptValues,
  evaluator,
  type Equation,
  type Line,
  type Point,
} from './analytic';
import { agree, formatNumber, numberTex, polynomialSource, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type ParabolaTask =
  'vertex-point' | 'curve-line' | 'extremum' | 'range' | 'tangency-parameter' | 'points-parameters';

export type ParabolaRequest = { task: ParabolaTask; text: string };

const THROUGH = /עוב[רי]|דרך|through|passes|contains|חותכ/i;
const TOUCH =
  /משיק|השקה|tangent|touch|נקודה\s+(?:משותפת\s+)?אחת|one\s+(?:common\s+)?point|שורש\s+כפול|פתרון\s+(?:אחד|יחיד)|double\s+root|one\s+solution|exactly\s+one/i;
const MEET = /חיתוך|חות[כך]|נחתכ|נפגש|intersect|meet|cuts|common\s+points|בכמה\s+נקודות|how\s+many\s+points/i;
const EXTREMUM =
  /מקסימ|מרבי|מירבי|מינימ|מזערי|הגבוה|הנמוך|maxim|minim|\bmax\b|\bmin\b|highest|lowest|greatest|smallest\s+value/i;

const SAMPLE = 1.37;
const sampled = (equation: Equation) => equation.params.map(() => SAMPLE);

/** A parabola y = px² + qx + r, or a quadratic equation in x alone (no y). */
function isCurve(equation: Equation): boolean {
  const conic = conicOf(equation, sampled(equation));
  if (parabolaOf(conic)) return true;
  return conic !== null && conic.A !== 0 && conic.B === 0 && conic.C === 0 && conic.E === 0;
}
const isLine = (equation: Equation) => lineOf(conicOf(equation, sampled(equation))) !== null;

/** "parabola with vertex (1,-4) through (3,4)", "where do y=x^2-4 and y=2x-1 meet", "h(t)=… max height". */
export function recognizeParabola(message: string): ParabolaRequest | null {
  if (/מעגל|circle/i.test(message)) return null;
  const { equations, points } = readScene(message);
  const text = message;
  if (equations.length === 0) {
    return points.length === 2 && /קודקוד|vertex/i.test(message) && THROUGH.test(message)
      ? { task: 'vertex-point', text }
      : null;
  }
  const curves = equations.filter(isCurve);
  const lines = equations.filter((equation) => !isCurve(equation) && isLine(equation));
  if (curves.length !== 1 || equations.length !== curves.length + lines.length || lines.length > 1)
    return null;
  const params = new Set(equations.flatMap((equation) => equation.params));
  const axis = axisLine(message);
  if (
    params.size === 1 &&
    TOUCH.test(message) &&
    (lines.length === 1 || axis || !/y/.test(curves[0]?.source ?? ''))
  )
    return { task: 'tangency-parameter', text };
  if (params.size > 0) {
    const words = /פרבול|parabola|function|פונקצי/i.test(message);
    return words && lines.length === 0 && points.length === params.size && THROUGH.test(message)
      ? { task: 'points-parameters', text }
      : null;
  }
  if (!/y/.test(curves[0]?.source ?? '')) return null;
  if ((lines.length === 1 || axis) && MEET.test(message)) return { task: 'curve-line', text };
  if (
    lines.length === 0 &&
    /אילו\s+ערכים\s+מקבל|תחום\s+(?:ה)?ערכים|טווח\s+(?:ה)?ערכים|\brange\b/i.test(message)
  )
    return { task: 'range', text };
  // A function of x's extremum is the function investigation's (calculus); a height over time is this one's.
  const height = curves[0]?.variable !== 'x' || /גובה|כדור|נזרק|height|ball|thrown/i.test(message);
  // A speed or an acceleration asked beside it is a motion question (calculus-problems.ts), which answers both.
  const motion = /מהירות|תאוצה|velocity|speed|acceleration/i.test(message);
  if (lines.length === 0 && EXTREMUM.test(message) && height && !motion) return { task: 'extremum', text };
  return null;
}

/**
 * "עבור אילו ערכי x הפונקציה f(x)=−(x−1)(x−5) חיובית?": the inequality f(x) > 0 (or < 0), for the inequality
 * solver.
 */
export function recognizeFunctionSign(message: string): { inequality: string; relation: '>' | '<' } | null {
  const sign = /(חיובית|שלילית|positive|negative)/i.exec(message)?.[1];
  if (!sign || !/אילו\s+ערכי|עבור\s+אילו|which\s+values|what\s+values|where\s+is|מתי/i.test(message))
    return null;
  const { equations } = readScene(message);
  const [only] = equations;
  if (equations.length !== 1 || !only || only.params.length > 0 || !/^y=/.test(only.source)) return null;
  if (!/\b[fgh]\s*\(\s*x\s*\)\s*=/.test(message)) return null;
  const relation = /חיובית|positive/i.test(sign) ? '>' : '<';
  return { inequality: `${only.source.slice(2)}${relation}0`, relation };
}

type Outcome = { answer: string; values: Record<string, number>; result?: string };

const stop = (kind: 'unsupported' | 'unverified', text: string) => new SolverStop(kind, text.slice(0, 60));

/** px² + qx + r in LaTeX, in the student's letter. */
function polynomialTex(p: number, q: number, r: number, variable: string): string {
  return quadraticTex([r, q, p], variable).replace(/=0$/, '');
}

function generalForm(p: number, q: number, r: number): string {
  return `y=${polynomialSource([r, q, p], 'x').replace(/\s+/g, '')}`;
}

function vertexPoint(points: Point[], w: Writer, text: string, message: string): Outcome {
  const [vertex, point] = points;
  if (!vertex || !point || point.x === vertex.x) throw stop('unsupported', text);
  const a = (point.y - vertex.y) / (point.x - vertex.x) ** 2;
  if (a === 0) throw stop('unsupported', text);
  const p = a;
  const q = -2 * a * vertex.x;
  const r = a * vertex.x ** 2 + vertex.y;
  const f = (x: number) => p * x * x + q * x + r;
  // The general form passes through both points, and its vertex −q/2p is the given one.
  if (!agree(f(point.x), point.y) || !agree(f(vertex.x), vertex.y) || !agree(-q / (2 * p), vertex.x))
    throw stop('unverified', text);
  const shift = (c: number) => (c === 0 ? 'x' : `(x${c < 0 ? '+' : '-'}${numberTex(Math.abs(c))})`);
  const vertexForm = `y=${a === 1 ? '' : a === -1 ? '-' : numberTex(a)}${shift(vertex.x)}^2${vertex.y === 0 ? '' : `${vertex.y < 0 ? '-' : '+'}${numberTex(Math.abs(vertex.y))}`}`;
  w.step(
    'parabola_vertex_form',
    {},
    `${numberTex(point.y)}=a(${numberTex(point.x)}-${vertex.x < 0 ? `(${numberTex(vertex.x)})` : numberTex(vertex.x)})^2${vertex.y < 0 ? '-' : '+'}${numberTex(Math.abs(vertex.y))}\\;\\Rightarrow\\;a=${numberTex(a)}`,
  );
  w.step('parabola_general', {}, `${vertexForm}=${polynomialTex(p, q, r, 'x')}`);
  const values: Record<string, number> = { a: p, b: q, c: r };
  let answer = `y=${polynomialTex(p, q, r, 'x')}`;
  if (/שורש|roots|zeros|ציר\s*(?:ה)?[\u05BE-]?\s*\$?\s*x|x[\s-]?axis/i.test(message)) {
    const roots = quadraticRoots(p, q, r);
    if (!roots.every((x) => Math.abs(f(x)) <= 1e-9 * Math.max(1, Math.abs(r))))
      throw stop('unverified', text);
    w.step(
      'parabola_roots',
      {},
      roots.length === 0 ? '\\emptyset' : roots.map((x) => `x=${numberTex(x)}`).join(',\\ '),
    );
    Object.assign(values, named('root', roots));
    if (roots.length > 0) answer = `${answer};\\ ${roots.map((x) => `x=${numberTex(x)}`).join(',\\ ')}`;
  }
  return { answer, values, result: generalForm(p, q, r) };
}

function curveLine(
  curve: Equation,
  line: Line,
  lineEq: Equation | undefined,
  w: Writer,
  text: string,
  message: string,
): Outcome {
  const met = meet(curve, line);
  if (!met) throw stop('unsupported', text);
  if (
    !met.points.every(
      (point) => holds(curve, point.x, point.y) && (!lineEq || holds(lineEq, point.x, point.y)),
    )
  )
    throw stop('unverified', text);
  const [c = 0, b = 0, a = 0] = met.quadratic;
  const disc = b * b - 4 * a * c;
  w.step('curve_substitute', {}, quadraticTex(met.quadratic, met.along));
  const count = met.points.length;
  if (/בכמה|how\s+many|מספר\s+(?:ה)?נקודות|number\s+of/i.test(message)) {
    w.step(
      'curve_count',
      {},
      `\\Delta=${numberTex(b)}^2-4\\cdot ${numberTex(a)}\\cdot ${c < 0 ? `(${numberTex(c)})` : numberTex(c)}=${numberTex(disc)}\\;\\Rightarrow\\;${count}`,
    );
    return { answer: String(count), values: { count }, result: String(count) };
  }
  if (count === 0) {
    w.step('curve_no_points', {});
    return { answer: '\\emptyset', values: { count } };
  }
  w.step('curve_points', {}, met.points.map(pointTex).join(',\\ '));
  return { answer: met.points.map(pointTex).join(',\\ '), values: { ...pointValues(met.points), count } };
}

function extremum(curve: Equation, w: Writer, text: string, message: string): Outcome {
  const parabola = parabolaOf(conicOf(curve));
  if (!parabola) throw stop('unsupported', text);
  const { p, q, r } = parabola;
  const v = curve.variable;
  const at = -q / (2 * p);
  const top = p * at * at + q * at + r;
  const f = evaluator(curve);
  // Second route: the student's function at the vertex, and a value beside it on each side.
  if (
    !holds(curve, at, top) ||
    !(p < 0 ? f(at + 0.01, top) > 0 && f(at - 0.01, top) > 0 : f(at + 0.01, top) < 0 && f(at - 0.01, top) < 0)
  )
    throw stop('unverified', text);
  const wantsMax = /מקסימ|מרבי|מירבי|הגבוה|maxim|\bmax\b|highest|greatest/i.test(message);
  if (wantsMax !== p < 0) throw stop('unsupported', text);
  w.step(
    'parabola_extremum',
    {},
    `${v}=-\\frac{${numberTex(q)}}{2\\cdot ${p < 0 ? `(${numberTex(p)})` : numberTex(p)}}=${numberTex(at)},\\quad y(${numberTex(at)})=${numberTex(top)}`,
  );
  const values: Record<string, number> = { [p < 0 ? 'max' : 'min']: top, at };
  let answer = `${numberTex(top)}\\ (${v}=${numberTex(at)})`;
  if (/קרקע|ground|land/i.test(message)) {
    const landing = quadraticRoots(p, q, r).filter((root) => root > 0);
    const [when] = landing;
    if (landing.length !== 1 || when === undefined || !holds(curve, when, 0)) throw stop('unverified', text);
    w.step('parabola_ground', {}, `${polynomialTex(p, q, r, v)}=0\\;\\Rightarrow\\;${v}=${numberTex(when)}`);
    values.ground = when;
    answer = `${answer};\\ ${v}=${numberTex(when)}`;
  }
  return { answer, values, result: formatNumber(top, 12) };
}

function tangencyParameter(
  curve: Equation,
  lineEq: Equation | undefined,
  axis: Line | null,
  w: Writer,
  text: string,
  message: string,
): Outcome {
  const name = [...curve.params, ...(lineEq?.params ?? [])][0] ?? 'k';
  const curveParams = (value: number) => (curve.params.length > 0 ? [value] : []);
  const lineAt = (value: number): Line | null =>
    lineEq
      ? lineOf(conicOf(lineEq, lineEq.params.length > 0 ? [value] : []))
      : (axis ?? { a: 0, b: 1, c: 0 });
  const quadraticAt = (value: number) => {
    const line = lineAt(value);
    return line ? meet(curve, line, curveParams(value)) : null;
  };
  const discriminantAt = (value: number) => {
    const met = quadraticAt(value);
    if (!met) return Number.NaN;
    const [c = 0, b = 0, a = 0] = met.quadratic;
    return a === 0 ? Number.NaN : b * b - 4 * a * c;
  };
  const polynomial = polynomialIn(discriminantAt);
  const roots = polynomial ? parameterRoots(polynomial) : null;
  if (!roots || roots.length === 0) throw stop('unsupported', text);
  const kept = keptValues(roots, message.replace(/\(\s*-?\d/g, ''));
  if (kept.length === 0) throw stop('unverified', text);
  const touching: Point[] = [];
  for (const value of kept) {
    const met = quadraticAt(value);
    const only = met?.points.length === 1 ? met.points[0] : undefined;
    if (!only || !holds(curve, only.x, only.y, curveParams(value))) throw stop('unverified', text);
    if (lineEq && !holds(lineEq, only.x, only.y, lineEq.params.length > 0 ? [value] : []))
      throw stop('unverified', text);
    touching.push(only);
  }
  w.step('curve_tangency', { name }, [curve.tex, lineEq?.tex].filter(Boolean).join(',\\quad '));
  const shown = kept.map((value) => `${name}=${numberTex(value)}`).join(',\\ ');
  w.step('curve_tangency_result', {}, shown);
  return {
    answer: shown,
    values: named(name, kept),
    ...(kept.length === 1 ? { result: String(kept[0]) } : {}),
  };
}

function pointsParameters(curve: Equation, points: Point[], w: Writer, text: string): Outcome {
  const f = evaluator(curve);
  const size = curve.params.length;
  // The conditions are affine in the parameters: value at 0 and the change along each parameter.
  const at = (point: Point, params: number[]) => f(point.x, point.y, params);
  const rows = points.map((point) => {
    const base = at(point, Array(size).fill(0) as number[]);
    const slopes = curve.params.map(
      (_, i) =>
        at(
          point,
          curve.params.map((__, j) => (j === i ? 1 : 0)),
        ) - base,
    );
    return { base, slopes };
  });
  let solution: number[];
  if (size === 1) {
    const [row] = rows;
    if (!row || row.slopes[0] === 0) throw stop('unsupported', text);
    solution = [-row.base / (row.slopes[0] ?? 1)];
  } else {
    const [r1, r2] = rows;
    if (!r1 || !r2) throw stop('unsupported', text);
    const [a1 = 0, b1 = 0] = r1.slopes;
    const [a2 = 0, b2 = 0] = r2.slopes;
    const det = a1 * b2 - a2 * b1;
    if (Math.abs(det) < 1e-12) throw stop('unsupported', text);
    solution = [(-r1.base * b2 + r2.base * b1) / det, (-a1 * r2.base + a2 * r1.base) / det];
  }
  solution = solution.map((value) =>
    Math.abs(value - Math.round(value)) < 1e-9 ? Math.round(value) : value,
  );
  if (!points.every((point) => holds(curve, point.x, point.y, solution))) throw stop('unverified', text);
  w.step(
    'parabola_points_params',
    {},
    curve.params.map((name, i) => `${name}=${numberTex(solution[i] ?? 0)}`).join(',\\ '),
  );
  const values = Object.fromEntries(curve.params.map((name, i) => [name, solution[i] ?? 0]));
  return {
    answer: curve.params.map((name, i) => `${name}=${numberTex(solution[i] ?? 0)}`).join(',\\ '),
    values,
  };
}

export function solveParabola(request: ParabolaRequest, w: Writer): Solution {
  const { task, text } = request;
  const { equations, points } = readScene(text);
  const curve = equations.find(isCurve);
  const lineEq = equations.find((equation) => !isCurve(equation) && isLine(equation));
  let outcome: Outcome;
  switch (task) {
    case 'vertex-point':
      outcome = vertexPoint(points, w, text, text);
      break;
    case 'curve-line': {
      const line = lineEq ? lineOf(conicOf(lineEq)) : axisLine(text);
      if (!curve || !line) throw stop('unsupported', text);
      outcome = curveLine(curve, line, lineEq, w, text, text);
      break;
    }
    case 'extremum':
      if (!curve) throw stop('unsupported', text);
      outcome = extremum(curve, w, text, text);
      break;
    case 'range': {
      const parabola = curve ? parabolaOf(conicOf(curve)) : null;
      if (!curve || !parabola) throw stop('unsupported', text);
      const { p, q, r } = parabola;
      const at = -q / (2 * p);
      const edge = p * at * at + q * at + r;
      // The vertex is on the student's curve, and the curve is on one side of it nearby.
      if (
        !holds(curve, at, edge) ||
        !(p > 0 ? evaluator(curve)(at + 0.5, edge) < 0 : evaluator(curve)(at + 0.5, edge) > 0)
      )
        throw stop('unverified', text);
      w.step('parabola_extremum', {}, `x=${numberTex(at)},\\quad y=${numberTex(edge)}`);
      const sign = p > 0 ? '\\ge' : '\\le';
      w.step('parabola_range', {}, `y${sign} ${numberTex(edge)}`);
      outcome = {
        answer: `y${sign} ${numberTex(edge)}`,
        values: { [p > 0 ? 'min' : 'max']: edge },
        result: `y${p > 0 ? '>=' : '<='}${formatNumber(edge, 12)}`,
      };
      break;
    }
    case 'tangency-parameter':
      if (!curve) throw stop('unsupported', text);
      outcome = tangencyParameter(curve, lineEq, axisLine(text), w, text, text);
      break;
    case 'points-parameters':
      if (!curve) throw stop('unsupported', text);
      outcome = pointsParameters(curve, points, w, text);
      break;
  }
  w.step('check_analytic', {});
  return {
    kind: 'parabola',
    reply: w.walkthrough(problemOf(text), `$${outcome.answer}$`),
    values: outcome.values,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
  };
}
