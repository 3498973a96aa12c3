/**
 * Math lesson 18's vector questions other than the angle, the dot product and the line through two points
 * (vectors.ts): a vector's length, for which k two vectors are perpendicular, a parallelogram's fourth
 * vertex, the parameter of a point on a line, where two lines in vector form meet (or that they are
 * parallel or skew), a triangle's area from two side vectors, |u ± v| from the lengths and the angle, and
 * the angle between a cube's diagonal and an edge. Each result is checked by a second route (substitution,
 * the diagonals' midpoints, the cross product against the dot product) before it is shown.
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

type Vector = number[];
/** A component linear (or not at all) in the unknown k: `constant + slope·k`. */
type Linear = { constant: number; slope: number };

export type VectorQuestion =
  | { ask: 'length'; u: Vector }
  | { ask: 'perpendicular'; u: Linear[]; v: Linear[]; name: string }
  | { ask: 'parallelogram'; a: Vector; b: Vector; c: Vector; side: boolean }
  | { ask: 'parameter'; point: Vector; base: Vector; direction: Vector }
  | { ask: 'intersection'; p1: Vector; d1: Vector; p2: Vector; d2: Vector; angle: boolean }
  | { ask: 'triangle-area'; u: Vector; v: Vector }
  | { ask: 'sum-length'; a: number; b: number; degrees: number; sign: 1 | -1 }
  | { ask: 'cube-angle'; face: boolean };

const NUM = '-?\\d+(?:\\.\\d+)?';
const TUPLE = `\\(\\s*(${NUM})\\s*,\\s*(${NUM})\\s*(?:,\\s*(${NUM})\\s*)?\\)`;
const tuple = (match: RegExpExecArray | RegExpMatchArray, from = 1): Vector =>
  [match[from], match[from + 1], match[from + 2]].filter((x): x is string => x !== undefined).map(Number);

/** The message with `\vec{AB}` as AB, `\vert` as |, `$` and LaTeX spacing gone. */
function plain(message: string): string {
  return message
    .replace(
      /\\vec\s*\{\s*([A-Za-z]{1,2})\s*\}|\\vec\s+([a-z])/g,
      (_m, a?: string, b?: string) => a ?? b ?? '',
    )
    .replace(/\\overrightarrow\s*\{\s*([A-Z]{2})\s*\}/g, '$1')
    .replace(/\\vert|\\lvert|\\rvert|\\mid|\\left\s*\||\\right\s*\|/g, '|')
    .replace(/\\ell_?\{?\d?\}?\s*:?/g, ' ')
    .replace(/\\[ ,;!]|\\quad/g, ' ')
    .replace(/\$/g, ' ')
    .replace(/[−–]/g, '-');
}

const LINE = new RegExp(`${TUPLE}\\s*\\+\\s*([a-z])\\s*\\*?\\s*${TUPLE}`, 'g');
const POINT = new RegExp(`\\b([A-Z])\\s*=?\\s*${TUPLE}`, 'g');

function points(text: string): Map<string, Vector> {
  return new Map([...text.matchAll(POINT)].map((match) => [match[1] ?? '', tuple(match, 2)]));
}

function lines(text: string): { base: Vector; letter: string; direction: Vector }[] {
  return [...text.matchAll(LINE)].map((match) => ({
    base: tuple(match, 1),
    letter: match[4] ?? 't',
    direction: tuple(match, 5),
  }));
}

const COMPONENT = `(-?\\s*(?:\\d+(?:\\.\\d+)?)?\\s*[a-z]|${NUM})`;
const K_TUPLE = new RegExp(`\\(\\s*${COMPONENT}\\s*,\\s*${COMPONENT}\\s*(?:,\\s*${COMPONENT}\\s*)?\\)`, 'gi');

function linear(component: string, name: string): Linear | null {
  const text = component.replace(/\s+/g, '');
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return { constant: Number(text), slope: 0 };
  const match = new RegExp(`^(-?)(\\d+(?:\\.\\d+)?)?${name}$`).exec(text);
  if (!match) return null;
  return { constant: 0, slope: (match[1] ? -1 : 1) * (match[2] ? Number(match[2]) : 1) };
}

function perpendicular(text: string): VectorQuestion | null {
  if (!/מאונכ|ניצב|perpendicular|orthogonal/i.test(text)) return null;
  const name =
    /(?:ערך\s+(?:של\s+)?|value\s+of\s+|for\s+(?:what|which)\s+)\$?\s*([a-z])\b/i.exec(text)?.[1] ?? 'k';
  const found = [...text.matchAll(K_TUPLE)];
  if (found.length !== 2) return null;
  const [u, v] = found.map((match) =>
    [match[1], match[2], match[3]].filter((x): x is string => x !== undefined).map((c) => linear(c, name)),
  );
  if (!u || !v || u.length !== v.length || [...u, ...v].some((c) => c === null)) return null;
  const [lu, lv] = [u as Linear[], v as Linear[]];
  if (![...lu, ...lv].some((c) => c.slope !== 0)) return null;
  return { ask: 'perpendicular', u: lu, v: lv, name };
}

function recognizeIn(text: string): VectorQuestion | null {
  // The angle between a cube's diagonal and an edge (or a face diagonal) from one vertex, nothing else:
  // an angle with a base or a plane is another question.
  if (/קובי|\bcube\b/i.test(text) && !/בסיס|מישור|פאה\s+(?:ה)?צדדית|\bbase\b|plane/i.test(text)) {
    const face =
      /זווית[^.?]*אלכסון[^.?]*(?:לבין|and)\s+(?:ה)?אלכסון\s+(?:של\s+)?(?:ה)?פאה|angle\s+between[^.?]*diagonal[^.?]*and\s+(?:a\s+|the\s+)?face\s+diagonal/i;
    const edge =
      /זווית[^.?]*אלכסון[^.?]*(?:לבין|ל)\s*(?:אחת\s+)?(?:ה)?(?:צלע|מקצוע)|angle\s+between[^.?]*diagonal[^.?]*and\s+(?:one\s+of\s+the\s+|an?\s+|the\s+)?edges?/i;
    if (face.test(text)) return { ask: 'cube-angle', face: true };
    if (edge.test(text)) return { ask: 'cube-angle', face: false };
  }
  const perpendicularQuestion = perpendicular(text);
  if (perpendicularQuestion) return perpendicularQuestion;
  const named = points(text);
  if (/מקבילית|parallelogram/i.test(text)) {
    const [a, b, c] = ['A', 'B', 'C'].map((label) => named.get(label));
    if (a && b && c && !named.has('D') && a.length === b.length && b.length === c.length)
      return {
        ask: 'parallelogram',
        a,
        b,
        c,
        side: /אורך\s+(?:ה)?צלע|length\s+of\s+(?:the\s+)?(?:side\s+)?AB/i.test(text),
      };
  }
  const found = lines(text);
  if (found.length === 2 && /חיתוך|נחתכ|intersect|meet|מקביל|parallel|מצטלב|skew/i.test(text)) {
    const [l1, l2] = found;
    if (l1 && l2)
      return {
        ask: 'intersection',
        p1: l1.base,
        d1: l1.direction,
        p2: l2.base,
        d2: l2.direction,
        angle: /זווית|angle/i.test(text),
      };
  }
  if (found.length === 1 && /פרמטר|parameter|נמצאת\s+על|lies\s+on|on\s+the\s+line/i.test(text)) {
    const line = found[0];
    const rest = text.replace(LINE, ' ');
    const others = [...rest.matchAll(new RegExp(TUPLE, 'g'))];
    if (line && others.length === 1 && others[0])
      return { ask: 'parameter', point: tuple(others[0]), base: line.base, direction: line.direction };
  }
  if (/שטח|\barea\b/i.test(text) && /משולש|triangle/i.test(text)) {
    const sides = [...text.matchAll(new RegExp(`\\b(A[BC])\\s*=\\s*${TUPLE}`, 'g'))];
    const ab = sides.find((match) => match[1] === 'AB');
    const ac = sides.find((match) => match[1] === 'AC');
    if (ab && ac) return { ask: 'triangle-area', u: tuple(ab, 2), v: tuple(ac, 2) };
    const [a, b, c] = ['A', 'B', 'C'].map((label) => named.get(label));
    if (a && b && c && named.size === 3) {
      const minus = (p: Vector, q: Vector) => p.map((x, i) => x - (q[i] ?? 0));
      return { ask: 'triangle-area', u: minus(b, a), v: minus(c, a) };
    }
  }
  const sum = /\|\s*([a-z])\s*([+-])\s*([a-z])\s*\|/.exec(text);
  if (sum?.[1] && sum[3] && sum[1] !== sum[3]) {
    const size = (name: string) =>
      new RegExp(`\\|\\s*${name}\\s*\\|\\s*=\\s*(\\d+(?:\\.\\d+)?)`).exec(text)?.[1];
    const [a, b] = [size(sum[1]), size(sum[3])];
    const angle = /(\d+(?:\.\d+)?)\s*(?:\^\s*\{?\s*\\circ\s*\}?|°|מעלות|degrees)/.exec(text)?.[1];
    if (a && b && angle)
      return {
        ask: 'sum-length',
        a: Number(a),
        b: Number(b),
        degrees: Number(angle),
        sign: sum[2] === '-' ? -1 : 1,
      };
  }
  if (/אורך|length|magnitude|גודל|norm/i.test(text) && /וקטור|vector/i.test(text)) {
    const all = [...text.matchAll(new RegExp(TUPLE, 'g'))];
    if (all.length === 1 && all[0] && !/ישר|\bline\b/i.test(text)) return { ask: 'length', u: tuple(all[0]) };
  }
  return null;
}

export function recognizeVectorQuestion(message: string): VectorQuestion | null {
  return recognizeIn(plain(message));
}

const dot = (u: readonly number[], v: readonly number[]) => u.reduce((sum, x, i) => sum + x * (v[i] ?? 0), 0);
const norm = (u: readonly number[]) => Math.sqrt(dot(u, u));
const cross = (u: readonly number[], v: readonly number[]): Vector => {
  const [a = 0, b = 0, c = 0] = u;
  const [d = 0, e = 0, f = 0] = v;
  return [b * f - c * e, c * d - a * f, a * e - b * d];
};
const vectorTex = (u: readonly number[]) => `(${u.map((x) => numberTex(x)).join(',')})`;
const degreesOf = (cosine: number) => (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI;

/** √n written exactly when n is a whole number that is not a square. */
function rootTex(square: number): string {
  const root = Math.sqrt(square);
  return Number.isInteger(square) && !Number.isInteger(root)
    ? `\\sqrt{${square}}\\approx ${formatNumber(root, 4)}`
    : numberTex(root);
}

function sameDimension(...vectors: Vector[]): void {
  const [first] = vectors;
  if (
    !first ||
    first.length < 2 ||
    vectors.some((u) => u.length !== first.length || !u.every(Number.isFinite))
  )
    throw new SolverStop('unreadable', vectors.map(vectorTex).join(' '));
}

function solved(
  w: Writer,
  problem: string,
  params: Record<string, string>,
  answer: string,
  values: Record<string, number>,
  result?: string,
): Solution {
  w.step('check_vector_question', {});
  return {
    kind: 'vectors',
    reply: w.walkthrough(w.say(problem, params), answer),
    values,
    ...(result !== undefined ? { result } : {}),
  };
}

function intersection(
  request: Extract<VectorQuestion, { ask: 'intersection' }>,
  w: Writer,
  source: string,
): Solution {
  const { p1, d1, p2, d2 } = request;
  sameDimension(p1, d1, p2, d2);
  if (norm(d1) === 0 || norm(d2) === 0) throw new SolverStop('unreadable', source);
  const line = (p: Vector, d: Vector, letter: string) => `${vectorTex(p)}+${letter}${vectorTex(d)}`;
  w.step('vector_lines_given', {}, `\\ell_1:\\ ${line(p1, d1, 't')},\\quad \\ell_2:\\ ${line(p2, d2, 's')}`);
  const parallel = norm(cross(d1, d2)) <= 1e-12 * norm(d1) * norm(d2);
  const gap = p2.map((x, i) => x - (p1[i] ?? 0));
  if (parallel) {
    const same = norm(cross(gap, d1)) <= 1e-12 * Math.max(1, norm(gap)) * norm(d1);
    w.step(
      same ? 'vector_lines_same' : 'vector_lines_parallel',
      {},
      `${vectorTex(d1)}\\parallel ${vectorTex(d2)}`,
    );
    return solved(
      w,
      'problem_vector_lines',
      {},
      w.say(same ? 'vector_lines_same' : 'vector_lines_parallel'),
      {},
    );
  }
  // p1 + t·d1 = p2 + s·d2: two coordinates whose 2×2 system is regular, then every coordinate checked.
  const n = p1.length;
  let t = Number.NaN;
  let s = Number.NaN;
  for (let i = 0; i < n && Number.isNaN(t); i += 1)
    for (let j = i + 1; j < n && Number.isNaN(t); j += 1) {
      const det = (d1[i] ?? 0) * -(d2[j] ?? 0) - -(d2[i] ?? 0) * (d1[j] ?? 0);
      if (Math.abs(det) < 1e-12) continue;
      t = ((gap[i] ?? 0) * -(d2[j] ?? 0) - -(d2[i] ?? 0) * (gap[j] ?? 0)) / det;
      s = ((d1[i] ?? 0) * (gap[j] ?? 0) - (gap[i] ?? 0) * (d1[j] ?? 0)) / det;
    }
  if (Number.isNaN(t)) throw new SolverStop('unverified', source);
  const on1 = p1.map((x, i) => x + t * (d1[i] ?? 0));
  const on2 = p2.map((x, i) => x + s * (d2[i] ?? 0));
  const scale = Math.max(1, norm(on1));
  if (!on1.every((x, i) => Math.abs(x - (on2[i] ?? 0)) <= 1e-9 * scale)) {
    w.step('vector_lines_skew', {}, `t=${numberTex(t)},\\ s=${numberTex(s)}`);
    return solved(w, 'problem_vector_lines', {}, w.say('vector_lines_skew'), {});
  }
  const point = on1.map((x) => (Math.abs(x) < 1e-12 ? 0 : x));
  w.step('vector_lines_solve', {}, `t=${numberTex(t)},\\quad s=${numberTex(s)}`);
  w.step(
    'vector_lines_point',
    {},
    `${vectorTex(p1)}+${numberTex(t)}\\cdot${vectorTex(d1)}=${vectorTex(point)}`,
  );
  const values: Record<string, number> = {
    t,
    s,
    x: point[0] ?? 0,
    y: point[1] ?? 0,
    ...(n === 3 ? { z: point[2] ?? 0 } : {}),
  };
  let answer = `$${vectorTex(point)}$`;
  if (request.angle) {
    const cosine = Math.abs(dot(d1, d2)) / (norm(d1) * norm(d2));
    const angle = degreesOf(cosine);
    const other = (Math.atan2(norm(cross(d1, d2)), Math.abs(dot(d1, d2))) * 180) / Math.PI;
    if (!agree(angle, other, 1e-6)) throw new SolverStop('unverified', source);
    w.step(
      'vector_lines_angle',
      {},
      `\\cos\\theta=\\frac{|\\vec{d_1}\\cdot\\vec{d_2}|}{|\\vec{d_1}|\\,|\\vec{d_2}|}\\approx ${formatNumber(cosine, 4)},\\quad \\theta\\approx ${formatNumber(angle, 4)}^\\circ`,
    );
    values.angle = angle;
    answer += `; $\\theta\\approx ${formatNumber(angle, 4)}^\\circ$`;
  }
  return solved(
    w,
    'problem_vector_lines',
    {},
    answer,
    values,
    vectorTex(point).replace(/\\frac\{(-?\d+)\}\{(\d+)\}/g, '($1/$2)'),
  );
}

export function solveVectorQuestion(request: VectorQuestion, w: Writer, source: string): Solution {
  switch (request.ask) {
    case 'length': {
      const { u } = request;
      sameDimension(u);
      const length = norm(u);
      if (!agree(length, Math.hypot(...u), 1e-12)) throw new SolverStop('unverified', source);
      w.step(
        'vector_length',
        {},
        `|\\vec{u}|=\\sqrt{${u.map((x) => (x < 0 ? `(${numberTex(x)})^2` : `${numberTex(x)}^2`)).join('+')}}=${rootTex(dot(u, u))}`,
      );
      return solved(
        w,
        'problem_vector_length',
        { u: `$${vectorTex(u)}$` },
        `$|\\vec{u}|=${rootTex(dot(u, u))}$`,
        { length },
        formatNumber(length, 12),
      );
    }
    case 'perpendicular': {
      const { u, v, name } = request;
      if (u.length !== v.length) throw new SolverStop('unreadable', source);
      // u·v as a polynomial in k of degree ≤ 2: its value at −1, 0, 1 gives the coefficients.
      const at = (k: number) =>
        u.reduce(
          (sum, c, i) => sum + (c.constant + c.slope * k) * ((v[i]?.constant ?? 0) + (v[i]?.slope ?? 0) * k),
          0,
        );
      const [m, z, p] = [at(-1), at(0), at(1)];
      const [a2, a1, a0] = [(p + m) / 2 - z, (p - m) / 2, z];
      let roots: number[];
      if (Math.abs(a2) < 1e-12) {
        if (Math.abs(a1) < 1e-12) throw new SolverStop('unsupported', source);
        roots = [-a0 / a1];
      } else {
        const d = a1 * a1 - 4 * a2 * a0;
        roots =
          d < 0
            ? []
            : d === 0
              ? [-a1 / (2 * a2)]
              : [(-a1 - Math.sqrt(d)) / (2 * a2), (-a1 + Math.sqrt(d)) / (2 * a2)];
      }
      // Put back: the dot product is 0 at every k found.
      if (
        !roots.every(
          (k) => Math.abs(at(k)) <= 1e-9 * Math.max(1, Math.abs(a0), Math.abs(a1), Math.abs(a2) * k * k),
        )
      )
        throw new SolverStop('unverified', source);
      const componentTex = (c: Linear) =>
        c.slope === 0
          ? numberTex(c.constant)
          : `${c.slope === 1 ? '' : c.slope === -1 ? '-' : numberTex(c.slope)}${name}`;
      w.step(
        'vector_perpendicular',
        {},
        `\\vec{u}\\cdot\\vec{v}=${u.map((c, i) => `${componentTex(c)}\\cdot ${v[i] ? `(${componentTex(v[i])})` : '0'}`).join('+')}=0`,
      );
      const list = roots.map((k) => `${name}=${numberTex(k)}`).join(',\\quad ');
      w.step(
        roots.length === 0 ? 'vector_perpendicular_none' : 'vector_perpendicular_solution',
        {},
        roots.length === 0 ? undefined : list,
      );
      return solved(
        w,
        'problem_vector_perpendicular',
        {},
        roots.length === 0 ? w.say('vector_perpendicular_none') : `$${list}$`,
        Object.fromEntries(roots.map((k, i) => [i === 0 ? 'k' : `k${i + 1}`, k])),
      );
    }
    case 'parallelogram': {
      const { a, b, c } = request;
      sameDimension(a, b, c);
      const d = a.map((x, i) => x + (c[i] ?? 0) - (b[i] ?? 0));
      // The diagonals AC and BD bisect each other.
      if (!a.every((x, i) => agree((x + (c[i] ?? 0)) / 2, ((b[i] ?? 0) + (d[i] ?? 0)) / 2, 1e-12)))
        throw new SolverStop('unverified', source);
      w.step(
        'vector_parallelogram',
        {},
        `D=A+\\vec{BC}=${vectorTex(a)}+${vectorTex(c.map((x, i) => x - (b[i] ?? 0)))}=${vectorTex(d)}`,
      );
      const values: Record<string, number> = {
        x: d[0] ?? 0,
        y: d[1] ?? 0,
        ...(d.length === 3 ? { z: d[2] ?? 0 } : {}),
      };
      let answer = `$D=${vectorTex(d)}$`;
      if (request.side) {
        const ab = b.map((x, i) => x - (a[i] ?? 0));
        w.step('vector_side', {}, `\\vec{AB}=${vectorTex(ab)},\\quad |\\vec{AB}|=${rootTex(dot(ab, ab))}`);
        values.sideAB = norm(ab);
        answer += `; $|AB|=${rootTex(dot(ab, ab))}$`;
      }
      return solved(w, 'problem_vector_parallelogram', {}, answer, values, vectorTex(d));
    }
    case 'parameter': {
      const { point, base, direction } = request;
      sameDimension(point, base, direction);
      const index = direction.findIndex((x) => x !== 0);
      if (index < 0) throw new SolverStop('unreadable', source);
      const t = ((point[index] ?? 0) - (base[index] ?? 0)) / (direction[index] ?? 1);
      const on = base.every((x, i) => agree(x + t * (direction[i] ?? 0), point[i] ?? 0, 1e-9));
      w.step('vector_parameter', {}, `${vectorTex(point)}=${vectorTex(base)}+t${vectorTex(direction)}`);
      if (!on) {
        w.step('vector_parameter_off', {});
        return solved(w, 'problem_vector_parameter', {}, w.say('vector_parameter_off'), {});
      }
      w.step('vector_parameter_value', {}, `t=${numberTex(t)}`);
      return solved(w, 'problem_vector_parameter', {}, `$t=${numberTex(t)}$`, { t });
    }
    case 'intersection':
      return intersection(request, w, source);
    case 'triangle-area': {
      const { u, v } = request;
      sameDimension(u, v);
      const area = norm(cross(u, v)) / 2;
      const other = Math.sqrt(Math.max(0, dot(u, u) * dot(v, v) - dot(u, v) ** 2)) / 2;
      if (!agree(area, other, 1e-9)) throw new SolverStop('unverified', source);
      w.step(
        'vector_area',
        {},
        `S=\\frac{1}{2}\\sqrt{|\\vec{u}|^2|\\vec{v}|^2-(\\vec{u}\\cdot\\vec{v})^2}=\\frac{1}{2}\\sqrt{${formatNumber(dot(u, u))}\\cdot ${formatNumber(dot(v, v))}-${formatNumber(dot(u, v) ** 2)}}\\approx ${formatNumber(area)}`,
      );
      return solved(w, 'problem_vector_area', {}, `$S=${formatNumber(area)}$`, { area });
    }
    case 'sum-length': {
      const { a, b, degrees, sign } = request;
      if (!(a >= 0 && b >= 0 && degrees >= 0 && degrees <= 180)) throw new SolverStop('unreadable', source);
      const radians = (degrees * Math.PI) / 180;
      const length = Math.sqrt(a * a + b * b + sign * 2 * a * b * Math.cos(radians));
      const direct = Math.hypot(a + sign * b * Math.cos(radians), sign * b * Math.sin(radians));
      if (!agree(length, direct, 1e-9)) throw new SolverStop('unverified', source);
      const op = sign === 1 ? '+' : '-';
      w.step(
        'vector_sum_length',
        {},
        `|\\vec{u}${op}\\vec{v}|^2=|\\vec{u}|^2${op}2\\vec{u}\\cdot\\vec{v}+|\\vec{v}|^2=${numberTex(a * a)}${op}2\\cdot${numberTex(a)}\\cdot${numberTex(b)}\\cos ${numberTex(degrees)}^\\circ+${numberTex(b * b)}`,
      );
      return solved(
        w,
        'problem_vector_sum_length',
        {},
        `$|\\vec{u}${op}\\vec{v}|=${rootTex(length * length)}$`,
        { length },
      );
    }
    case 'cube-angle': {
      // A unit cube at the origin: the diagonal (1,1,1) against the edge (1,0,0) or the face diagonal (1,1,0).
      const other: Vector = request.face ? [1, 1, 0] : [1, 0, 0];
      const diagonal = [1, 1, 1];
      const angle = degreesOf(dot(diagonal, other) / (norm(diagonal) * norm(other)));
      const check = request.face
        ? (Math.atan(1 / Math.SQRT2) * 180) / Math.PI
        : (Math.atan(Math.SQRT2) * 180) / Math.PI;
      if (!agree(angle, check, 1e-9)) throw new SolverStop('unverified', source);
      w.step('vector_cube', {}, `\\vec{d}=(1,1,1),\\quad \\vec{e}=${vectorTex(other)}`);
      w.step(
        'vector_cube_angle',
        {},
        `\\cos\\theta=\\frac{${dot(diagonal, other)}}{\\sqrt{3}\\cdot ${request.face ? '\\sqrt{2}' : '1'}},\\quad \\theta\\approx ${formatNumber(angle, 4)}^\\circ`,
      );
      return solved(w, 'problem_vector_cube', {}, `$\\theta\\approx ${formatNumber(angle, 4)}^\\circ$`, {
        angle,
      });
    }
  }
}
