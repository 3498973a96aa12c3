/**
 * Math lesson 22, trigonometry in space (docs/tutor.md, "Plane geometry and trigonometry in space"): a box
 * or a cube ABCDEFGH (E above A, F above B, …) with its edges given by name (AB, BC or AD, AE) or as three
 * numbers, and a right pyramid on a square base with two of its measures (the base's side with the height,
 * the slant height, the lateral edge or an angle). Asked: lengths (diagonals, a segment to an edge's
 * midpoint, the slant height, the lateral edge), the angle between a line and a plane or between two
 * planes, the height and the volume. Read only from phrasings named with certainty; otherwise null.
 *
 * The solid is put in coordinates. A box's answers come from its coordinates (lengths, and the angles from
 * the normal of a plane: sin α = |d·n|/(|d||n|), cos β = |n₁·n₂|/(|n₁||n₂|)) and are checked another way
 * (the angle between the line or a plane's perpendicular to the common line and the other plane's, by
 * atan2); a pyramid's come from its right triangles (SOM, SOA) and are checked in its coordinates.
 */
import { formatNumber, SolverStop } from './math';
import {
  acuteAngle,
  cross,
  degrees,
  distance,
  dot,
  isAngle,
  isLength,
  lengthTex,
  minus,
  namedLengths,
  norm,
  NUMBER,
  plainGeometry,
  radians,
  segmentKey,
  twoDecimals,
  type Vector,
} from './geometry-text';
import type { Solution, Writer } from './types';

/** A length (two points), or an angle between a line and a plane or two planes (three points each). */
type BoxAsk =
  | { ask: 'length'; line: string }
  | { ask: 'line-plane'; line: string; plane: string }
  | { ask: 'planes'; plane: string; other: string };

type PyramidMeasure = 'height' | 'slant' | 'edge' | 'faceAngle' | 'edgeAngle' | 'volume';

export type SpaceRequest =
  | {
      solid: 'box';
      cube: boolean;
      /** a cube's side written as a letter ("צלעה a"): lengths are that letter times a number */
      symbol?: string;
      /** AB, AD (= BC) and AE */
      a: number;
      b: number;
      h: number;
      /** extra points: a midpoint of two vertices ("M is the midpoint of CG", "O the centre of the base") */
      midpoints: Record<string, [string, string]>;
      asks: BoxAsk[];
    }
  | {
      solid: 'pyramid';
      side: number;
      given: { measure: Exclude<PyramidMeasure, 'volume'>; value: number };
      asks: PyramidMeasure[];
    };

const VERTICES = 'ABCDEFGH';
const EDGE_X = ['AB', 'CD', 'EF', 'GH'];
const EDGE_Y = ['AD', 'BC', 'EH', 'FG'];
const EDGE_Z = ['AE', 'BF', 'CG', 'DH'];

/** The words for what a question asks, each as the named line or plane it means. */
const BOX_WORDS: readonly [RegExp, string][] = [
  [/אלכסון\s+(?:ה)?בסיס|[Bb]ase\s+diagonal|diagonal\s+of\s+the\s+base/gu, 'AC'],
  [
    /אלכסון\s+(?:ה)?(?:תיבה|קובי(?:י)?ה)|(?:ה)?אלכסון\s+(?:ה)?מרחבי|(?:[Ss]pace|[Mm]ain|[Bb]ody)\s+diagonal|diagonal\s+of\s+the\s+(?:box|cube|cuboid)|(?:cube|box)'?s\s+diagonal|(?:ה)?אלכסון(?!\s+[A-Z]{2})|\b(?:[Tt]he|its|[Ii]ts)\s+diagonal\b(?!\s+[A-Z]{2})/gu,
    'AG',
  ],
  [
    /(?:ל|the\s+)?(?:ה)?בסיס(?:\s+(?:ה)?(?:תיבה|קובי(?:י)?ה))?(?!\s+[A-Z]{3})|(?:[Tt]he\s+)?[Bb]ase(?!\s+[A-Z]{3})/gu,
    'ABCD',
  ],
];

/** "M היא אמצע המקצוע CG", "M is the midpoint of CG", "O מרכז הבסיס". */
function midpointsOf(text: string): Record<string, [string, string]> {
  const points: Record<string, [string, string]> = {};
  for (const found of text.matchAll(
    /\b([I-Z])\b\s*(?:היא|הוא|is)?\s*(?:the\s+)?(?:אמצע|midpoint\s+of)\s*(?:the\s+)?(?:(?:ה)?(?:מקצוע|צלע|קטע)|edge|segment)?\s*([A-H])([A-H])\b/g,
  ))
    if (found[1] && found[2] && found[3]) points[found[1]] = [found[2], found[3]];
  const centre = /\b([I-Z])\b[^.,]{0,12}(?:מרכז\s+(?:ה)?בסיס|cent(?:re|er)\s+of\s+the\s+base)/.exec(text);
  if (centre?.[1]) points[centre[1]] = ['A', 'C'];
  return points;
}

/** The box's three edges: by name, or as three numbers after "מקצועות"/"edges", or a cube's side. */
function boxEdges(text: string, cube: boolean): { a: number; b: number; h: number; symbol?: string } | null {
  const named = namedLengths(text);
  const edge = (names: readonly string[]) => {
    const values = names.map((name) => named.get(segmentKey(name))).filter((v) => v !== undefined);
    return values.length > 0 && values.every((v) => v === values[0]) ? values[0] : undefined;
  };
  const heightWords = new RegExp(
    `(?:ה)?גובה(?:\\s+(?:ה)?(?:תיבה))?\\s*(?:הוא|=|של)?\\s*${NUMBER}|height\\s*(?:is|of|=)?\\s*${NUMBER}`,
    'i',
  ).exec(text);
  const [a, b] = [edge(EDGE_X), edge(EDGE_Y)];
  const h = edge(EDGE_Z) ?? (heightWords ? Number(heightWords[1] ?? heightWords[2]) : undefined);
  if (a !== undefined && b !== undefined && h !== undefined) return { a, b, h };
  if (named.size > 0) return null;
  if (cube) {
    const side = new RegExp(
      `(?:צלע(?:ה|ו)?|מקצוע(?:ה|ו)?|side|edge)(?:\\s+(?:length|of|is|הוא|היא|באורך|שאורכה|=))*\\s*${NUMBER}|${NUMBER}\\s*(?:ס"מ|cm)?\\s*(?:על|x|×)`,
      'i',
    ).exec(text.replace(/שאורך\s+(?:צלעה|צלעו)/g, 'צלעה'));
    const value = Number(side?.[1] ?? side?.[2]);
    if (side && value > 0) return { a: value, b: value, h: value };
    const letter =
      /(?:צלע(?:ה|ו)?|מקצוע(?:ה|ו)?|side|edge)(?:\s+(?:length|of|is|הוא|היא|באורך|שאורכה|=))*\s*([a-z])\b/i.exec(
        text.replace(/שאורך\s+(?:צלעה|צלעו)/g, 'צלעה'),
      );
    return letter?.[1] ? { a: 1, b: 1, h: 1, symbol: letter[1] } : null;
  }
  const listed = new RegExp(
    `(?:מקצועות|ממדים|מידות|אורכי|edges|dimensions|sides)[^\\d]{0,40}${NUMBER}\\s*(?:,|ו-?|and)\\s*${NUMBER}\\s*,?\\s*(?:ו-?|and)?\\s*${NUMBER}`,
    'i',
  ).exec(text);
  const worded =
    new RegExp(
      `אורכ(?:ה|ו)?\\s*(?:הוא|=)?\\s*${NUMBER}[^\\d]{0,12}רוחב(?:ה|ו)?\\s*(?:הוא|=)?\\s*${NUMBER}[^\\d]{0,12}גובה(?:ה|ו)?\\s*(?:הוא|=)?\\s*${NUMBER}`,
    ).exec(text) ??
    new RegExp(
      `length\\s*(?:of|is|=)?\\s*${NUMBER}[^\\d]{0,16}width\\s*(?:of|is|=)?\\s*${NUMBER}[^\\d]{0,16}height\\s*(?:of|is|=)?\\s*${NUMBER}`,
      'i',
    ).exec(text);
  const by = new RegExp(
    `${NUMBER}\\s*(?:by|על|x|×|\\*)\\s*${NUMBER}\\s*(?:by|על|x|×|\\*)\\s*${NUMBER}`,
    'i',
  ).exec(text);
  const found = listed ?? worded ?? by;
  if (!found) return null;
  return { a: Number(found[1]), b: Number(found[2]), h: Number(found[3]) };
}

/** The lines and planes a question names, in order, words read as the line or plane they mean. */
function boxAsks(text: string, points: string): BoxAsk[] | null {
  const verb =
    /(?<![\u05D0-\u05EA])(?:חשב|מצא|תחשב|תמצא|כתב|מה(?:ו|י)?(?![\u05D0-\u05EA])|כמה)|\b(?:find|calculate|compute|what|how|determine|write)\b/i.exec(
      text,
    );
  let rest = text
    .slice(verb?.index ?? 0)
    .replace(/(?<![A-Za-z])[A-Z]{2}\s*=\s*\d+(?:\.\d+)?/g, ' ')
    .replace(/\b[A-H]{8}\b/g, ' ')
    .replace(/\b[I-Z]\b\s*(?:היא|הוא|is)?\s*(?:the\s+)?(?:אמצע|midpoint\s+of)[^.,]*?\b[A-H]{2}\b/g, ' ')
    .replace(
      /\b[I-Z]\b[^.,]{0,12}(?:מרכז\s+(?:ה)?בסיס|cent(?:re|er)\s+of\s+the\s+base)\s*(?:[A-H]{4}\b)?/g,
      ' ',
    );
  for (const [words, name] of BOX_WORDS) rest = rest.replace(words, ` ${name} `);
  const tokens = [...rest.matchAll(new RegExp(`זווית|angle|\\b([${points}]{2,4})\\b`, 'gi'))].map((found) =>
    found[1] ? found[1].toUpperCase() : 'ANGLE',
  );
  const asks: BoxAsk[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    if (token === 'ANGLE') {
      const [first, second] = [tokens[i + 1], tokens[i + 2]];
      if (!first || !second || first === 'ANGLE' || second === 'ANGLE') return null;
      if (first.length === 2 && second.length >= 3)
        asks.push({ ask: 'line-plane', line: first, plane: second });
      else if (first.length >= 3 && second.length === 2)
        asks.push({ ask: 'line-plane', line: second, plane: first });
      else if (first.length >= 3 && second.length >= 3)
        asks.push({ ask: 'planes', plane: first, other: second });
      else return null;
      i += 2;
    } else if (token.length === 2) {
      if (!asks.some((ask) => ask.ask === 'length' && ask.line === token))
        asks.push({ ask: 'length', line: token });
    } else return null;
  }
  return asks.length > 0 ? asks : null;
}

function box(text: string): SpaceRequest | null {
  const cube = /קובי(?:י)?ה|\bcube\b/i.test(text);
  const edges = boxEdges(text, cube);
  if (!edges) return null;
  const midpoints = midpointsOf(text);
  const asks = boxAsks(text, `${VERTICES}${Object.keys(midpoints).join('')}`);
  if (!asks) return null;
  return { solid: 'box', cube, ...edges, midpoints, asks };
}

const PYRAMID_GIVEN: readonly [Exclude<PyramidMeasure, 'volume'>, RegExp][] = [
  [
    'slant',
    new RegExp(
      `(?:(?:ה)?גובה\\s+(?:ה)?פאה(?:\\s+(?:ה)?צדדית)?|slant\\s+height|apothem|\\bS[MNKP]\\s*=)(?:\\s*(?:הוא|היא|is|of|=))?\\s*${NUMBER}(?!\\s*°)`,
      'i',
    ),
  ],
  [
    'edge',
    new RegExp(
      `(?:(?:ה)?מקצוע\\s+(?:ה)?צדדי|(?:lateral|side|slant)\\s+edge|\\bS[ABCD]\\s*=)(?:\\s*(?:הוא|is|of|=))?\\s*${NUMBER}(?!\\s*°)`,
      'i',
    ),
  ],
  [
    'faceAngle',
    new RegExp(
      `(?:זווית\\s+(?:\\([^)]*\\)\\s*)?(?:ש)?בין\\s+(?:ה)?פאה\\s+(?:ה)?צדדית\\s+ל(?:בין\\s+)?(?:ה)?בסיס|angle\\s+between\\s+(?:a|the|each)\\s+(?:lateral|side)\\s+face\\s+and\\s+the\\s+base)(?:\\s*(?:היא|הוא|is|=))?\\s*${NUMBER}\\s*(?:°|מעלות|degrees)`,
      'i',
    ),
  ],
  [
    'edgeAngle',
    new RegExp(
      `(?:זווית\\s+(?:\\([^)]*\\)\\s*)?(?:ש)?בין\\s+(?:ה)?מקצוע\\s+(?:ה)?צדדי\\s+ל(?:בין\\s+)?(?:ה)?בסיס|angle\\s+between\\s+(?:a|the|each)\\s+(?:lateral|side)\\s+edge\\s+and\\s+the\\s+base)(?:\\s*(?:היא|הוא|is|=))?\\s*${NUMBER}\\s*(?:°|מעלות|degrees)`,
      'i',
    ),
  ],
  [
    'height',
    new RegExp(
      `(?:(?:ה)?גובה(?:ה)?(?:\\s+(?:ה)?פירמידה)?(?!\\s+(?:ה)?פאה)|\\bheight(?:\\s+of\\s+the\\s+pyramid)?|\\bSO\\s*=)(?:\\s*(?:הוא|is|of|=))?\\s*${NUMBER}(?!\\s*°)`,
      'i',
    ),
  ],
];

const PYRAMID_ASKS: readonly [PyramidMeasure, RegExp][] = [
  ['slant', /גובה\s+(?:ה)?פאה|slant\s+height|apothem|\bS[MNKP]\b/gi],
  [
    'faceAngle',
    /זווית\s+(?:\([^)]*\)\s*)?(?:ש)?בין\s+(?:ה)?פאה|angle\s+between\s+(?:a|the|each)\s+(?:lateral|side)\s+face/gi,
  ],
  [
    'edgeAngle',
    /זווית\s+(?:\([^)]*\)\s*)?(?:ש)?בין\s+(?:ה)?מקצוע|angle\s+between\s+(?:a|the|each)\s+(?:lateral|side)\s+edge/gi,
  ],
  [
    'edge',
    /(?<!בין\s+(?:ה)?)מקצוע\s+(?:ה)?צדדי|(?<!between\s+(?:a|the|each)\s+)(?:lateral|side)\s+edge|\bS[ABCD]\b/gi,
  ],
  [
    'height',
    /גובה(?:ה)?\s+(?:ה)?פירמידה|(?:ה)?גובה\s+(?:ה)?פירמידה|(?:מה(?:ו)?|חשב(?:ו)?|מצא(?:ו)?)\s+(?:את\s+)?(?:ה)?גובה(?!\s+(?:ה)?פאה)|height\s+of\s+the\s+pyramid|pyramid'?s\s+height|(?:find|what\s+is|calculate|compute)\s+(?:the\s+|its\s+)?height(?!\s+of\s+the\s+(?:face|triangle))|\bSO\b/gi,
  ],
  ['volume', /נפח|volume/gi],
];

function pyramid(text: string): SpaceRequest | null {
  if (!/ריבוע|square/i.test(text) || !/ישרה|\bright\b|regular/i.test(text)) return null;
  const side = new RegExp(
    `(?:צלע\\s+(?:ה)?בסיס|(?:ש|ב)צלע(?:ו|ה)?|בסיס\\s+ריבועי\\s+(?:ש?צלעו\\s+|בצלע\\s+|צלע\\s+)?|base\\s+(?:edge|side)|side\\s+of\\s+the\\s+base|(?:square\\s+)?base\\s+of\\s+side|\\bAB\\s*=)(?:\\s*(?:הוא|היא|is|of|=|באורך))?\\s*${NUMBER}`,
    'i',
  ).exec(text);
  if (!side?.[1]) return null;
  let rest = text.replace(side[0], ' ');
  const given: { measure: Exclude<PyramidMeasure, 'volume'>; value: number }[] = [];
  for (const [measure, pattern] of PYRAMID_GIVEN) {
    const found = pattern.exec(rest);
    if (found?.[1]) {
      given.push({ measure, value: Number(found[1]) });
      rest = rest.replace(found[0], ' ');
    }
  }
  const [only] = given;
  if (given.length !== 1 || !only) return null;
  const asked: { measure: PyramidMeasure; at: number }[] = [];
  for (const [measure, pattern] of PYRAMID_ASKS)
    for (const found of rest.matchAll(pattern)) asked.push({ measure, at: found.index });
  const asks = [...new Set(asked.sort((x, y) => x.at - y.at).map((each) => each.measure))].filter(
    (measure) => measure !== only.measure,
  );
  if (asks.length === 0) return null;
  return { solid: 'pyramid', side: Number(side[1]), given: only, asks };
}

/** "בתיבה ABCDEFGH …", "cube with side 2 …", "פירמידה ישרה שבסיסה ריבוע …": the request, or null. */
export function recognizeSpace(message: string): SpaceRequest | null {
  const text = plainGeometry(message);
  if (/פירמיד|pyramid/i.test(text)) return pyramid(text);
  if (/תיבה|קובי(?:י)?ה|\bcube\b|\bbox\b|cuboid|rectangular\s+prism/i.test(text)) return box(text);
  return null;
}

function boxPoint(request: Extract<SpaceRequest, { solid: 'box' }>, name: string): Vector {
  const { a, b, h } = request;
  const corners: Record<string, Vector> = {
    A: [0, 0, 0],
    B: [a, 0, 0],
    C: [a, b, 0],
    D: [0, b, 0],
    E: [0, 0, h],
    F: [a, 0, h],
    G: [a, b, h],
    H: [0, b, h],
  };
  const corner = corners[name];
  if (corner) return corner;
  const ends = request.midpoints[name];
  if (!ends) throw new SolverStop('unreadable', name);
  const [p, q] = ends.map((end) => boxPoint(request, end));
  if (!p || !q) throw new SolverStop('unreadable', name);
  return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
}

/** A plane's normal from its first three points (none when they are on one line). */
function normalOf(points: readonly Vector[]): Vector | null {
  const [p, q, r] = points;
  if (!p || !q || !r) return null;
  const n = cross(minus(q, p), minus(r, p));
  if (norm(n) < 1e-9) return null;
  // every further point must be in the plane too ("ABGH")
  return points.every(
    (point) => Math.abs(dot(minus(point, p), n)) <= 1e-9 * norm(n) * Math.max(1, norm(minus(point, p))),
  )
    ? n
    : null;
}

const vectorTex = (u: Vector) => `(${u.map((x) => twoDecimals(x)).join(',')})`;

function solveBox(request: Extract<SpaceRequest, { solid: 'box' }>, w: Writer, source: string): Solution {
  const { a, b, h } = request;
  if (![a, b, h].every((x) => x > 0 && x < 1e6)) throw new SolverStop('unreadable', source);
  const point = (name: string) => boxPoint(request, name);
  const points = (name: string) => [...name].map(point);
  if (request.symbol && request.asks.some((ask) => ask.ask !== 'length'))
    throw new SolverStop('unsupported', source);
  w.step(
    request.cube ? 'space_cube_axes' : 'space_box_axes',
    { a: twoDecimals(a), b: twoDecimals(b), h: twoDecimals(h) },
    `A=(0,0,0),\\ B=(${twoDecimals(a)},0,0),\\ D=(0,${twoDecimals(b)},0),\\ E=(0,0,${twoDecimals(h)})`,
  );
  for (const [name, ends] of Object.entries(request.midpoints))
    w.step('space_midpoint', { point: name, of: ends.join('') }, `${name}=${vectorTex(point(name))}`);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  let result: string | undefined;
  for (const ask of request.asks) {
    let value: number;
    if (ask.ask === 'length') {
      const [p, q] = points(ask.line);
      if (!p || !q) throw new SolverStop('unreadable', source);
      const d = minus(q, p);
      value = norm(d);
      const squares = d.filter((x) => Math.abs(x) > 1e-12).map((x) => `${twoDecimals(Math.abs(x))}^2`);
      // a second way: the triangle inequality's equality along one axis, or Pythagoras twice
      const twice = Math.sqrt(Math.hypot(d[0], d[1]) ** 2 + d[2] ** 2);
      if (!(Math.abs(twice - value) <= 1e-9 * Math.max(1, value))) throw new SolverStop('unverified', source);
      if (request.symbol) {
        const times = lengthTex(value);
        if (times.startsWith('\\approx')) throw new SolverStop('unsupported', source);
        const shown = times === '1' ? request.symbol : `${request.symbol}${times}`;
        w.step(
          'space_length',
          { line: ask.line },
          `${ask.line}=\\sqrt{${squares.map(() => `${request.symbol}^2`).join('+')}}=${shown}`,
        );
        result ??= `${request.symbol}*${times.replace(/^(\d*)\\sqrt\{(\d+)\}$/, (_m, k: string, m: string) => `${k || 1}*sqrt(${m})`)}`;
        answers.push(`${ask.line}=${shown}`);
        continue;
      }
      w.step(
        'space_length',
        { line: ask.line },
        `${ask.line}=\\sqrt{${squares.join('+') || '0'}}${isLength(value)}`,
      );
      values[ask.line] = value;
      answers.push(`${ask.line}${isLength(value)}`);
    } else if (ask.ask === 'line-plane') {
      const [p, q] = points(ask.line);
      const n = normalOf(points(ask.plane));
      if (!p || !q || !n) throw new SolverStop('unreadable', source);
      const d = minus(q, p);
      const sine = Math.abs(dot(d, n)) / (norm(d) * norm(n));
      value = degrees(Math.asin(Math.min(1, sine)));
      // a second way: the angle between the line and its projection on the plane, by atan2
      const along = dot(d, n) / dot(n, n);
      const projection = minus(d, [n[0] * along, n[1] * along, n[2] * along]);
      const other = norm(projection) < 1e-12 ? 90 : acuteAngle(d, projection);
      if (!(Math.abs(other - value) <= 1e-7)) throw new SolverStop('unverified', source);
      const height = Math.abs(dot(d, n)) / norm(n);
      w.step(
        'space_line_plane',
        { line: ask.line, plane: ask.plane },
        `\\sin\\alpha=\\frac{${lengthTex(height).replace(/^\\approx\s*/, '')}}{${lengthTex(norm(d)).replace(/^\\approx\s*/, '')}}\\ \\Longrightarrow\\ \\alpha${isAngle(value)}`,
      );
      values[`angle_${ask.line}_${ask.plane}`] = value;
      answers.push(`\\angle(${ask.line},${ask.plane})${isAngle(value)}`);
    } else {
      const n1 = normalOf(points(ask.plane));
      const n2 = normalOf(points(ask.other));
      if (!n1 || !n2) throw new SolverStop('unreadable', source);
      const cosine = Math.abs(dot(n1, n2)) / (norm(n1) * norm(n2));
      value = degrees(Math.acos(Math.min(1, cosine)));
      // a second way: perpendiculars to the common line, one in each plane
      const line = cross(n1, n2);
      if (norm(line) < 1e-9) throw new SolverStop('unsupported', source);
      const other = acuteAngle(cross(n1, line), cross(n2, line));
      if (!(Math.abs(other - value) <= 1e-7)) throw new SolverStop('unverified', source);
      w.step(
        'space_planes',
        { plane: ask.plane, other: ask.other },
        `\\cos\\beta=\\frac{|\\vec{n}_1\\cdot\\vec{n}_2|}{|\\vec{n}_1|\\,|\\vec{n}_2|}\\approx ${formatNumber(cosine, 4)}\\ \\Longrightarrow\\ \\beta${isAngle(value)}`,
      );
      values[`angle_${ask.plane}_${ask.other}`] = value;
      answers.push(`\\angle(${ask.plane},${ask.other})${isAngle(value)}`);
    }
    if (values.result === undefined) values.result = value;
  }
  w.step('check_space_box', {});
  return {
    kind: 'box',
    reply: w.walkthrough(
      w.say(request.cube ? 'problem_cube' : 'problem_box', {
        a: twoDecimals(a),
        b: twoDecimals(b),
        h: twoDecimals(h),
      }),
      answers.map((answer) => `$${answer}$`).join(', '),
    ),
    values,
    ...(result ? { result } : {}),
  };
}

/** The pyramid's height from its side and the one other measure given. */
function pyramidHeight(
  side: number,
  given: { measure: Exclude<PyramidMeasure, 'volume'>; value: number },
): number {
  const half = side / 2;
  const halfDiagonal = side / Math.SQRT2;
  switch (given.measure) {
    case 'height':
      return given.value;
    case 'slant':
      return Math.sqrt(given.value ** 2 - half ** 2);
    case 'edge':
      return Math.sqrt(given.value ** 2 - halfDiagonal ** 2);
    case 'faceAngle':
      return given.value > 0 && given.value < 90 ? half * Math.tan(radians(given.value)) : Number.NaN;
    case 'edgeAngle':
      return given.value > 0 && given.value < 90 ? halfDiagonal * Math.tan(radians(given.value)) : Number.NaN;
  }
}

function solvePyramid(
  request: Extract<SpaceRequest, { solid: 'pyramid' }>,
  w: Writer,
  source: string,
): Solution {
  const { side, given } = request;
  const h = pyramidHeight(side, given);
  if (!(side > 0 && side < 1e6) || !(h > 0) || !Number.isFinite(h))
    throw new SolverStop('unreadable', source);
  const half = side / 2;
  const halfDiagonal = side / Math.SQRT2;
  const measures: Record<PyramidMeasure, number> = {
    height: h,
    slant: Math.hypot(h, half),
    edge: Math.hypot(h, halfDiagonal),
    faceAngle: degrees(Math.atan(h / half)),
    edgeAngle: degrees(Math.atan(h / halfDiagonal)),
    volume: (side * side * h) / 3,
  };
  // A second way: the pyramid in coordinates, every measure from its vectors.
  const A: Vector = [-half, -half, 0];
  const B: Vector = [half, -half, 0];
  const C: Vector = [half, half, 0];
  const D: Vector = [-half, half, 0];
  const S: Vector = [0, 0, h];
  const base: Vector = [0, 0, 1];
  const M: Vector = [(B[0] + C[0]) / 2, (B[1] + C[1]) / 2, 0];
  const face = cross(minus(B, S), minus(C, S));
  const byCoordinates: Record<PyramidMeasure, number> = {
    height: Math.abs(dot(S, base)),
    slant: distance(S, M),
    edge: distance(S, A),
    faceAngle: acuteAngle(cross(face, minus(C, B)), cross(base, minus(C, B))),
    edgeAngle: 90 - acuteAngle(minus(S, A), base),
    volume:
      (Math.abs(dot(minus(A, S), cross(minus(B, S), minus(C, S)))) +
        Math.abs(dot(minus(A, S), cross(minus(C, S), minus(D, S))))) /
      6,
  };
  for (const measure of Object.keys(measures) as PyramidMeasure[])
    if (!(Math.abs(measures[measure] - byCoordinates[measure]) <= 1e-9 * Math.max(1, measures[measure])))
      throw new SolverStop('unverified', source);
  if (!(Math.abs(measures[given.measure] - given.value) <= 1e-9 * Math.max(1, given.value)))
    throw new SolverStop('unverified', source);
  const sideTex = twoDecimals(side);
  const halfTex = twoDecimals(half);
  if (given.measure !== 'height') {
    const how: Record<Exclude<PyramidMeasure, 'volume' | 'height'>, string> = {
      slant: `h=\\sqrt{${twoDecimals(given.value)}^2-${halfTex}^2}`,
      edge: `h=\\sqrt{${twoDecimals(given.value)}^2-\\left(\\frac{${sideTex}}{\\sqrt{2}}\\right)^2}`,
      faceAngle: `h=${halfTex}\\tan ${twoDecimals(given.value)}^\\circ`,
      edgeAngle: `h=\\frac{${sideTex}}{\\sqrt{2}}\\tan ${twoDecimals(given.value)}^\\circ`,
    };
    w.step(
      `space_pyramid_height_from_${given.measure}`,
      { half: halfTex },
      `${how[given.measure]}${isLength(h)}`,
    );
  }
  const hTex = lengthTex(h).replace(/^\\approx\s*/, '');
  const values: Record<string, number> = {};
  const answers: string[] = [];
  for (const measure of request.asks) {
    const value = measures[measure];
    const latex: Record<PyramidMeasure, string> = {
      height: `h${isLength(h)}`,
      slant: `SM=\\sqrt{h^2+${halfTex}^2}${isLength(value)}`,
      edge: `SA=\\sqrt{h^2+\\left(\\frac{${sideTex}}{\\sqrt{2}}\\right)^2}${isLength(value)}`,
      faceAngle: `\\tan\\alpha=\\frac{h}{${halfTex}}=\\frac{${hTex}}{${halfTex}}\\ \\Longrightarrow\\ \\alpha${isAngle(value)}`,
      edgeAngle: `\\tan\\beta=\\frac{h}{${sideTex}/\\sqrt{2}}\\ \\Longrightarrow\\ \\beta${isAngle(value)}`,
      volume: `V=\\frac{1}{3}\\cdot ${sideTex}^2\\cdot h${isLength(value)}`,
    };
    w.step(`space_pyramid_${measure}`, { half: halfTex }, latex[measure]);
    values[measure] = value;
    if (values.result === undefined) values.result = value;
    const shown: Record<PyramidMeasure, string> = {
      height: `h${isLength(value)}`,
      slant: `SM${isLength(value)}`,
      edge: `SA${isLength(value)}`,
      faceAngle: `\\alpha${isAngle(value)}`,
      edgeAngle: `\\beta${isAngle(value)}`,
      volume: `V${isLength(value)}`,
    };
    answers.push(shown[measure]);
  }
  w.step('check_space_pyramid', {});
  return {
    kind: 'pyramid',
    reply: w.walkthrough(
      w.say('problem_pyramid', { side: sideTex }),
      answers.map((answer) => `$${answer}$`).join(', '),
    ),
    values,
  };
}

export function solveSpace(request: SpaceRequest, w: Writer, source: string): Solution {
  return request.solid === 'box' ? solveBox(request, w, source) : solvePyramid(request, w, source);
}
