/**
 * Vectors in the plane and in space: the dot product, lengths and the angle between two vectors, and
 * the line through two points. Each result is recomputed another way: the dot product from the law of
 * cosines (|u−v|² = |u|² + |v|² − 2u·v), the angle from atan2 of the cross product's size and the dot
 * product, the line by putting t = 0 and t = 1 back.
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type VectorRequest = { ask: 'angle' | 'dot' | 'line'; u: number[]; v: number[] };

const dot = (u: readonly number[], v: readonly number[]) => u.reduce((sum, x, i) => sum + x * (v[i] ?? 0), 0);
const norm = (u: readonly number[]) => Math.sqrt(dot(u, u));
const minus = (u: readonly number[], v: readonly number[]) => u.map((x, i) => x - (v[i] ?? 0));
const vectorTex = (u: readonly number[]) => `(${u.map(numberTex).join(',')})`;

function crossSize(u: readonly number[], v: readonly number[]): number {
  const [a = 0, b = 0, c = 0] = u;
  const [d = 0, e = 0, f = 0] = v;
  return Math.hypot(b * f - c * e, c * d - a * f, a * e - b * d);
}

function lengthTex(u: readonly number[]): string {
  const square = dot(u, u);
  const root = Math.sqrt(square);
  return Number.isInteger(square) && !Number.isInteger(root) ? `\\sqrt{${square}}` : numberTex(root);
}

export function solveVectors(request: VectorRequest, w: Writer, source: string): Solution {
  const { u, v } = request;
  if (u.length !== v.length || u.length < 2 || u.length > 3 || ![...u, ...v].every(Number.isFinite))
    throw new SolverStop('unreadable', source);
  if (request.ask === 'line') return line(u, v, w, source);
  const product = dot(u, v);
  const [nu, nv] = [norm(u), norm(v)];
  const lawOfCosines = (nu * nu + nv * nv - norm(minus(u, v)) ** 2) / 2;
  if (!agree(product, lawOfCosines, 1e-9)) throw new SolverStop('unverified', source);
  w.step('vector_given', {}, `\\vec{u}=${vectorTex(u)},\\quad \\vec{v}=${vectorTex(v)}`);
  w.step(
    'vector_dot',
    {},
    `\\vec{u}\\cdot\\vec{v}=${u.map((x, i) => `${numberTex(x)}\\cdot${v[i] !== undefined && v[i] < 0 ? `(${numberTex(v[i])})` : numberTex(v[i] ?? 0)}`).join('+')}=${numberTex(product)}`,
  );
  if (request.ask === 'dot') {
    w.step('check_vector_dot', {});
    return {
      kind: 'vectors',
      reply: w.walkthrough(
        w.say('problem_vector_dot', { u: `$${vectorTex(u)}$`, v: `$${vectorTex(v)}$` }),
        `$\\vec{u}\\cdot\\vec{v}=${numberTex(product)}$`,
      ),
      values: { dot: product },
      result: formatNumber(product, 12),
    };
  }
  if (nu === 0 || nv === 0) throw new SolverStop('unreadable', source);
  w.step('vector_lengths', {}, `|\\vec{u}|=${lengthTex(u)},\\quad |\\vec{v}|=${lengthTex(v)}`);
  const cosine = Math.max(-1, Math.min(1, product / (nu * nv)));
  const degrees = (Math.acos(cosine) * 180) / Math.PI;
  const other = (Math.atan2(crossSize(u, v), product) * 180) / Math.PI;
  if (!agree(degrees, other, 1e-6)) throw new SolverStop('unverified', source);
  w.step(
    'vector_cosine',
    {},
    `\\cos\\theta=\\frac{\\vec{u}\\cdot\\vec{v}}{|\\vec{u}|\\,|\\vec{v}|}=\\frac{${numberTex(product)}}{${lengthTex(u)}\\cdot ${lengthTex(v)}}\\approx ${formatNumber(cosine, 4)}`,
  );
  w.step('vector_angle', {}, `\\theta\\approx ${formatNumber(degrees, 4)}^\\circ`);
  w.step('check_vector_angle', {});
  return {
    kind: 'vectors',
    reply: w.walkthrough(
      w.say('problem_vector_angle', { u: `$${vectorTex(u)}$`, v: `$${vectorTex(v)}$` }),
      `$\\theta\\approx ${formatNumber(degrees, 4)}^\\circ$`,
    ),
    values: { dot: product, angle: degrees, cosine },
    result: formatNumber(degrees, 6),
  };
}

function line(a: readonly number[], b: readonly number[], w: Writer, source: string): Solution {
  const direction = minus(b, a);
  if (norm(direction) === 0) throw new SolverStop('unreadable', source);
  const at = (t: number) => a.map((x, i) => x + t * (direction[i] ?? 0));
  if (!at(0).every((x, i) => agree(x, a[i] ?? 0)) || !at(1).every((x, i) => agree(x, b[i] ?? 0)))
    throw new SolverStop('unverified', source);
  w.step('line_points', {}, `A=${vectorTex(a)},\\quad B=${vectorTex(b)}`);
  w.step('line_direction', {}, `\\vec{AB}=B-A=${vectorTex(direction)}`);
  const parametric = `\\vec{r}=${vectorTex(a)}+t${vectorTex(direction)}`;
  w.step('line_parametric', {}, parametric);
  let answer = parametric;
  const values: Record<string, number> = {};
  if (a.length === 2 && direction[0] !== 0) {
    const slope = (direction[1] ?? 0) / (direction[0] ?? 1);
    const intercept = (a[1] ?? 0) - slope * (a[0] ?? 0);
    if (!agree(slope * (b[0] ?? 0) + intercept, b[1] ?? 0, 1e-9)) throw new SolverStop('unverified', source);
    const explicit = `y=${numberTex(slope)}x${intercept < 0 ? '-' : '+'}${numberTex(Math.abs(intercept))}`;
    w.step('line_explicit', {}, explicit);
    answer = explicit;
    values.slope = slope;
    values.intercept = intercept;
  }
  w.step('check_line', {});
  return {
    kind: 'vectors',
    reply: w.walkthrough(
      w.say('problem_line', { a: `$${vectorTex(a)}$`, b: `$${vectorTex(b)}$` }),
      `$${answer}$`,
    ),
    values,
  };
}
