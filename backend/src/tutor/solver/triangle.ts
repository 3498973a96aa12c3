/**
 * Triangle trigonometry (math lesson 6, docs/tutor.md "Triangles and trig functions"): a triangle from three
 * of its parts by the laws of sines and cosines — three sides, two sides and the angle between them, two
 * angles and a side, two sides and an angle opposite one of them (the ambiguous case: none, one or two
 * triangles) — with its area ½bc·sinα and circumradius R; and the two right-triangle templates the lesson
 * teaches in words (a ladder against a wall, a tower seen at an angle of elevation). Read only when the
 * message gives exactly the parts a case needs. Verified by other formulas than the ones that computed it:
 * the angles sum to 180°, every side satisfies the law of cosines, the sines' ratios agree, the area
 * equals Heron's and R equals abc/4S; a right triangle by Pythagoras and the angle its sides give back.
 */
import { formatNumber, SolverStop } from './math';
import type { Solution, Writer } from './types';

type Side = 'a' | 'b' | 'c';
type Angle = 'alpha' | 'beta' | 'gamma';
type Parts = Partial<Record<Side | Angle, number>>;
type Ask = Side | Angle | 'area' | 'R' | 'count' | 'largestAngle' | 'thirdSide';

export type TriangleRequest =
  | { shape: 'any'; given: Parts; asks: Ask[] }
  | { shape: 'right'; template: 'ladder-floor' | 'ladder-wall' | 'elevation'; length: number; angle: number };

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const DEGREES = '\\s*(?:°|deg(?:rees?)?\\b|מעלות)';
const OPPOSITE: Record<Side, Angle> = { a: 'alpha', b: 'beta', c: 'gamma' };
const SIDES: readonly Side[] = ['a', 'b', 'c'];
const ANGLES: readonly Angle[] = ['alpha', 'beta', 'gamma'];
const GREEK: Record<Angle, string> = {
  alpha: 'α|\\\\alpha|alpha',
  beta: 'β|\\\\beta|beta',
  gamma: 'γ|\\\\gamma|gamma',
};
const VERTEX: Record<Angle, string> = { alpha: 'A', beta: 'B', gamma: 'C' };
const SEGMENT: Record<Side, string> = { a: 'BC|CB', b: 'AC|CA', c: 'AB|BA' };
const TEX: Record<Side | Angle, string> = {
  a: 'a',
  b: 'b',
  c: 'c',
  alpha: '\\alpha',
  beta: '\\beta',
  gamma: '\\gamma',
};

/** Degrees written every way the lessons and students write them, as "°"; `$` and thin spaces gone. */
function normalized(message: string): string {
  return message
    .replace(/\^\s*\{?\s*\\circ\s*\}?|\\degree|º/g, '°')
    .replace(/\$/g, ' ')
    .replace(/\\[,;!]/g, ' ')
    .replace(/\\(?:left|right)/g, '');
}

const TRIANGLE_WORDS = /משולש|triangle/i;
/** Solids belong to trigonometry in space (another kind); a quadrilateral or circle is no triangle of this kind. */
const OTHER_SHAPES =
  /תיבה|קובייה|קוביה|פירמיד|מנסרה|חרוט|גליל|box|cube|pyramid|prism|cone|cylinder|מקבילית|מעוין|טרפז|ריבוע|מלבן|parallelogram|rhombus|trapez|square|rectangle|וקטור|vector|מעגל\s+חסום|inscribed/i;

/** A bisector, median, altitude, similar triangles, a circle's chord or tangent: plane geometry's questions. */
const OTHER_LINES =
  /חוצה|תיכון|גובה\s+(?:ל|ה?יורד)|אנך|דומים|דמיון|מיתר|משיק|bisector|median|altitude|perpendicular|similar|chord|tangent/i;
/** A segment or angle through a point other than A, B, C ("BD", "∠ADC"): more than the triangle's three parts. */
const OTHER_POINTS = /(?<![A-Za-z\\])(?=[A-Z]{2,3}(?![A-Za-z]))[A-Z]*[D-Z][A-Z]*/;

function labelled(text: string): { parts: Parts; rest: string } {
  const parts: Parts = {};
  let rest = text;
  const take = (pattern: RegExp, name: Side | Angle) => {
    const found = pattern.exec(rest);
    if (!found?.[1]) return;
    if (parts[name] !== undefined) throw new SolverStop('unreadable', found[0]);
    parts[name] = Number(found[1]);
    rest = rest.replace(found[0], ' ');
  };
  for (const angle of ANGLES) {
    take(new RegExp(`(?:${GREEK[angle]})\\s*=\\s*${NUMBER}\\s*°?`, 'i'), angle);
    take(
      new RegExp(
        `(?:∠|\\\\angle|\\\\sphericalangle|זווית|הזווית|angle)\\s*${VERTEX[angle]}(?![A-Za-z])\\s*=\\s*${NUMBER}\\s*°?`,
      ),
      angle,
    );
  }
  for (const side of SIDES) {
    take(new RegExp(`(?<![A-Za-z\\\\])(?:${SEGMENT[side]})\\s*=\\s*${NUMBER}`), side);
    take(new RegExp(`(?<![A-Za-z\\\\])${side}\\s*=\\s*${NUMBER}`), side);
  }
  return { parts, rest };
}

/** What the message asks for among the parts it does not give. */
function asked(text: string, given: Parts): Ask[] {
  const asks: Ask[] = [];
  if (/כמה\s+משולשים|how\s+many\s+triangles/i.test(text)) asks.push('count');
  if (/שטח|area/i.test(text)) asks.push('area');
  if (
    /חוסם|circumradius|circumscribed|circumcircle/i.test(text) ||
    /(?<![A-Za-z\\])R(?![A-Za-z=])/.test(text)
  )
    asks.push('R');
  if (/(?:ה)?זווית\s+(?:ה)?גדולה\s+ביותר|(?:largest|biggest|greatest)\s+angle/i.test(text))
    asks.push('largestAngle');
  if (/(?:ה)?צלע\s+(?:ה)?שלישית|third\s+side/i.test(text)) asks.push('thirdSide');
  for (const angle of ANGLES) {
    if (given[angle] !== undefined) continue;
    const named = new RegExp(
      `(?:${GREEK[angle]})(?!\\s*=)|(?:∠|\\\\angle|זווית|הזווית|angle)\\s*${VERTEX[angle]}(?![A-Za-z])(?!\\s*=)`,
      'i',
    );
    if (named.test(text)) asks.push(angle);
  }
  for (const side of SIDES) {
    if (given[side] !== undefined) continue;
    const named = new RegExp(
      `(?<![A-Za-z\\\\])(?:${SEGMENT[side]})(?![A-Za-z])(?!\\s*=)|(?:(?:ה)?צלע|את|side|find|and)\\s+${side}(?![A-Za-z])(?!\\s*=)`,
    );
    if (named.test(text)) asks.push(side);
  }
  return asks;
}

/**
 * Sides written without names ("שתי צלעות באורך 6 ו־8 והזווית ביניהן 30°", "sides 5, 7, 8", "גדרות
 * שאורכיהן 7, 8 ו־13 מטר"): two sides with the angle between them are b, c and α; three sides a, b, c.
 */
function unlabelled(text: string): Parts | null {
  const angles = [...text.matchAll(new RegExp(`${NUMBER}${DEGREES}`, 'gi'))].map((found) => Number(found[1]));
  const withoutAngles = text.replace(new RegExp(`${NUMBER}${DEGREES}`, 'gi'), ' ');
  const lengths = (withoutAngles.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const between =
    /בינ(?:י)?הן|ביניהם|בינהם|הכלואה|between\s+them|included|between\s+(?:the\s+)?(?:two|these)/i;
  if (lengths.length === 3 && angles.length === 0) return { a: lengths[0], b: lengths[1], c: lengths[2] };
  if (lengths.length === 2 && angles.length === 1 && between.test(text))
    return { b: lengths[0], c: lengths[1], alpha: angles[0] };
  return null;
}

/** A ladder against a wall, or a tower (a tree, a building) seen at an angle of elevation. */
function rightTriangle(text: string): TriangleRequest | null {
  const ladder = /סולם|ladder/i.test(text);
  const elevation = /הגבהה|elevation/i.test(text);
  if (!ladder && !elevation) return null;
  const angles = [...text.matchAll(new RegExp(`${NUMBER}${DEGREES}`, 'gi'))].map((found) => Number(found[1]));
  const lengths = (
    text.replace(new RegExp(`${NUMBER}${DEGREES}`, 'gi'), ' ').match(/\d+(?:\.\d+)?/g) ?? []
  ).map(Number);
  const [angle] = angles;
  const [length] = lengths;
  if (angles.length !== 1 || lengths.length !== 1 || angle === undefined || length === undefined) return null;
  if (!(angle > 0 && angle < 90 && length > 0)) return null;
  if (elevation && !ladder) {
    if (!/גובה|גבוה|height|how\s+(?:tall|high)/i.test(text)) return null;
    return { shape: 'right', template: 'elevation', length, angle };
  }
  if (!/גובה|height|how\s+high|מגיע|reach/i.test(text)) return null;
  const floor = /רצפה|ריצפה|קרקע|הארץ|floor|ground/i.test(text);
  const wall = /(?:לבין|עם|and)\s+(?:ה)?קיר|with\s+the\s+wall|and\s+the\s+wall/i.test(text);
  if (floor === wall) return null;
  return { shape: 'right', template: floor ? 'ladder-floor' : 'ladder-wall', length, angle };
}

/** A triangle's computation the message asks for, or null. */
export function recognizeTriangle(message: string): TriangleRequest | null {
  const text = normalized(message);
  if (OTHER_SHAPES.test(text) || OTHER_LINES.test(text) || OTHER_POINTS.test(text)) return null;
  const right = rightTriangle(text);
  if (right) return right;
  let labels: { parts: Parts; rest: string };
  try {
    labels = labelled(text);
  } catch {
    return null;
  }
  // "a=10, α=40°, β=65°": named sides and angles say "triangle" without the word
  const named =
    Object.keys(labels.parts).length >= 3 &&
    SIDES.some((side) => labels.parts[side] !== undefined) &&
    ANGLES.some((angle) => labels.parts[angle] !== undefined);
  if (!named && !TRIANGLE_WORDS.test(text) && !/גדרות|מפרש|fences|sail/i.test(text)) return null;
  const count = Object.keys(labels.parts).length;
  const given = count >= 3 ? labels.parts : count === 0 ? unlabelled(text) : null;
  if (!given || Object.keys(given).length !== 3) return null;
  const asks = asked(count >= 3 ? labels.rest : text, given);
  // three sides with no angle asked is a question of another kind (is it right-angled? Heron's area?)
  const sides = SIDES.filter((side) => given[side] !== undefined).length;
  if (
    sides === 3 &&
    !asks.some((ask) => ANGLES.includes(ask as Angle) || ask === 'largestAngle' || ask === 'R')
  )
    return null;
  return { shape: 'any', given, asks };
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

type Solved = Record<Side | Angle, number>;

/** The law of cosines: the angle opposite `opposite`. */
const angleFrom = (opposite: number, x: number, y: number) =>
  deg(Math.acos((x * x + y * y - opposite * opposite) / (2 * x * y)));
const sideFrom = (x: number, y: number, between: number) =>
  Math.sqrt(x * x + y * y - 2 * x * y * Math.cos(rad(between)));

function fromThreeSides(t: Parts): Solved {
  const { a = 0, b = 0, c = 0 } = t;
  return { a, b, c, alpha: angleFrom(a, b, c), beta: angleFrom(b, a, c), gamma: angleFrom(c, a, b) };
}

/** Completes a triangle; more than one for the ambiguous case, none when the data fit no triangle. */
function complete(t: Parts, w: Writer): Solved[] {
  const sides = SIDES.filter((side) => t[side] !== undefined);
  const angles = ANGLES.filter((angle) => t[angle] !== undefined);
  if (sides.length === 3) {
    w.step('triangle_cosines_angle', {}, '\\cos\\alpha=\\frac{b^2+c^2-a^2}{2bc}');
    return [fromThreeSides(t)];
  }
  if (angles.length >= 2) {
    const third = ANGLES.find((angle) => t[angle] === undefined);
    const known = { ...t } as Record<Side | Angle, number>;
    if (third) {
      known[third] =
        180 - ANGLES.filter((angle) => angle !== third).reduce((sum, angle) => sum + (t[angle] ?? 0), 0);
      w.step(
        'triangle_third_angle',
        {},
        `${TEX[third]}=180^\\circ-${ANGLES.filter((a) => a !== third)
          .map((a) => `${formatNumber(t[a] ?? 0)}^\\circ`)
          .join('-')}=${formatNumber(known[third])}^\\circ`,
      );
    }
    if (!(known.alpha > 0 && known.beta > 0 && known.gamma > 0)) return [];
    const side = sides[0];
    if (!side) return [];
    const ratio = (t[side] ?? 0) / Math.sin(rad(known[OPPOSITE[side]]));
    w.step(
      'triangle_sines',
      {},
      `\\frac{${side}}{\\sin ${TEX[OPPOSITE[side]]}}=\\frac{${formatNumber(t[side] ?? 0)}}{\\sin ${formatNumber(known[OPPOSITE[side]])}^\\circ}\\approx ${formatNumber(ratio)}`,
    );
    for (const other of SIDES)
      if (other !== side) known[other] = ratio * Math.sin(rad(known[OPPOSITE[other]]));
    return [known];
  }
  const angle = angles[0];
  if (!angle) return [];
  const opposite = SIDES.find((side) => OPPOSITE[side] === angle);
  if (!opposite) return [];
  if (t[opposite] === undefined) {
    // two sides and the angle between them
    const [x, y] = SIDES.filter((side) => side !== opposite);
    if (!x || !y) return [];
    const value = sideFrom(t[x] ?? 0, t[y] ?? 0, t[angle] ?? 0);
    w.step(
      'triangle_cosines_side',
      {},
      `${opposite}^2=${formatNumber(t[x] ?? 0)}^2+${formatNumber(t[y] ?? 0)}^2-2\\cdot ${formatNumber(t[x] ?? 0)}\\cdot ${formatNumber(t[y] ?? 0)}\\cos ${formatNumber(t[angle] ?? 0)}^\\circ\\;\\Rightarrow\\;${opposite}\\approx ${formatNumber(value)}`,
    );
    w.step('triangle_cosines_angle', {}, '\\cos\\alpha=\\frac{b^2+c^2-a^2}{2bc}');
    return [fromThreeSides({ ...t, [opposite]: value })];
  }
  // two sides and an angle opposite one of them: the ambiguous case
  const other = SIDES.find((side) => side !== opposite && t[side] !== undefined);
  const missing = SIDES.find((side) => t[side] === undefined);
  if (!other || !missing) return [];
  const sine = ((t[other] ?? 0) * Math.sin(rad(t[angle] ?? 0))) / (t[opposite] ?? 1);
  w.step(
    'triangle_sines',
    {},
    `\\sin ${TEX[OPPOSITE[other]]}=\\frac{${formatNumber(t[other] ?? 0)}\\sin ${formatNumber(t[angle] ?? 0)}^\\circ}{${formatNumber(t[opposite] ?? 0)}}\\approx ${formatNumber(sine)}`,
  );
  if (sine > 1 + 1e-12) {
    w.step('triangle_no_sine', {}, `${formatNumber(sine)}>1`);
    return [];
  }
  const first = deg(Math.asin(Math.min(1, sine)));
  const candidates = Math.abs(first - 90) < 1e-9 ? [first] : [first, 180 - first];
  const kept = candidates.filter((beta) => (t[angle] ?? 0) + beta < 180 - 1e-9);
  w.step(
    'triangle_ambiguous',
    {},
    candidates
      .map(
        (beta) =>
          `${TEX[OPPOSITE[other]]}\\approx ${formatNumber(beta)}^\\circ:\\ ${formatNumber(t[angle] ?? 0)}^\\circ+${formatNumber(beta)}^\\circ${(t[angle] ?? 0) + beta < 180 - 1e-9 ? '<' : '\\ge'}180^\\circ`,
      )
      .join(',\\quad '),
  );
  return kept.map((beta) => {
    const known = { ...t } as Record<Side | Angle, number>;
    known[OPPOSITE[other]] = beta;
    known[OPPOSITE[missing]] = 180 - (t[angle] ?? 0) - beta;
    known[missing] =
      ((t[opposite] ?? 0) * Math.sin(rad(known[OPPOSITE[missing]]))) / Math.sin(rad(t[angle] ?? 0));
    return known;
  });
}

const area = (t: Solved) => 0.5 * t.b * t.c * Math.sin(rad(t.alpha));
const circumradius = (t: Solved) => t.a / (2 * Math.sin(rad(t.alpha)));

/** The checks by other formulas (see the header); false when any fails. */
function verified(t: Solved, given: Parts): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  if (![...SIDES, ...ANGLES].every((name) => Number.isFinite(t[name]) && t[name] > 0)) return false;
  if (!close(t.alpha + t.beta + t.gamma, 180)) return false;
  for (const name of [...SIDES, ...ANGLES])
    if (given[name] !== undefined && !close(given[name] ?? 0, t[name])) return false;
  const [x, y, z] = [t.a, t.b, t.c];
  if (!close(x * x, y * y + z * z - 2 * y * z * Math.cos(rad(t.alpha)))) return false;
  if (!close(y * y, x * x + z * z - 2 * x * z * Math.cos(rad(t.beta)))) return false;
  if (!close(z * z, x * x + y * y - 2 * x * y * Math.cos(rad(t.gamma)))) return false;
  const ratios = SIDES.map((side) => t[side] / Math.sin(rad(t[OPPOSITE[side]])));
  if (!ratios.every((ratio) => close(ratio, ratios[0] ?? 0))) return false;
  const s = (x + y + z) / 2;
  const heron = Math.sqrt(s * (s - x) * (s - y) * (s - z));
  return close(area(t), heron) && close(circumradius(t), (x * y * z) / (4 * heron));
}

function rightTriangleSolution(request: Extract<TriangleRequest, { shape: 'right' }>, w: Writer): Solution {
  const { template, length, angle } = request;
  const height =
    template === 'elevation'
      ? length * Math.tan(rad(angle))
      : template === 'ladder-floor'
        ? length * Math.sin(rad(angle))
        : length * Math.cos(rad(angle));
  const formula =
    template === 'elevation'
      ? `h=${formatNumber(length)}\\tan ${formatNumber(angle)}^\\circ`
      : `h=${formatNumber(length)}\\${template === 'ladder-floor' ? 'sin' : 'cos'} ${formatNumber(angle)}^\\circ`;
  w.step(`right_triangle_${template.replace('-', '_')}`, {}, `${formula}\\approx ${formatNumber(height)}`);
  // Pythagoras and the angle the sides give back
  const hypotenuse = template === 'elevation' ? Math.hypot(length, height) : length;
  const base = Math.sqrt(hypotenuse * hypotenuse - height * height);
  const back = template === 'ladder-wall' ? deg(Math.atan2(base, height)) : deg(Math.atan2(height, base));
  if (!(
    Math.abs(back - angle) < 1e-9 &&
    (template !== 'elevation' || Math.abs(base - length) < 1e-9 * length)
  ))
    throw new SolverStop('unverified', formula);
  w.step('check_right_triangle', {});
  return {
    kind: 'triangle',
    reply: w.walkthrough(w.say('problem_right_triangle'), `$h\\approx ${formatNumber(height)}$`),
    values: { height },
  };
}

const NAMES: Record<Side | Angle, string> = {
  a: 'a',
  b: 'b',
  c: 'c',
  alpha: '\\alpha',
  beta: '\\beta',
  gamma: '\\gamma',
};
const shown = (name: Side | Angle, value: number, index = '') =>
  `${NAMES[name]}${index ? `_${index}` : ''}\\approx ${formatNumber(value)}${ANGLES.includes(name as Angle) ? '^\\circ' : ''}`;

export function solveTriangle(request: TriangleRequest, w: Writer, message: string): Solution {
  if (request.shape === 'right') return rightTriangleSolution(request, w);
  const { given, asks } = request;
  const givenTex = [...SIDES, ...ANGLES]
    .filter((name) => given[name] !== undefined)
    .map(
      (name) =>
        `${NAMES[name]}=${formatNumber(given[name] ?? 0)}${ANGLES.includes(name as Angle) ? '^\\circ' : ''}`,
    )
    .join(',\\ ');
  w.step('triangle_given', {}, givenTex);
  const triangles = complete(given, w);
  if (!triangles.every((t) => verified(t, given))) throw new SolverStop('unverified', message.slice(0, 40));
  const unknown = [...SIDES, ...ANGLES].filter((name) => given[name] === undefined);
  const values: Record<string, number> = { triangles: triangles.length };
  const answers: string[] = [];
  if (triangles.length === 0) {
    w.step('triangle_count', { count: 0 });
    return {
      kind: 'triangle',
      reply: w.walkthrough(w.say('problem_triangle', { given: `$${givenTex}$` }), w.say('triangle_none')),
      values,
    };
  }
  const wanted = asks.filter((ask): ask is Side | Angle => [...SIDES, ...ANGLES].includes(ask as Side));
  if (asks.includes('thirdSide')) wanted.push(...SIDES.filter((side) => given[side] === undefined));
  const names = wanted.length > 0 || asks.length > 0 ? wanted : unknown;
  triangles.forEach((t, i) => {
    const index = triangles.length > 1 ? String(i + 1) : '';
    const parts = names.map((name) => shown(name, t[name], index));
    for (const name of unknown) values[`${name}${index}`] = t[name];
    if (asks.includes('area')) {
      const s = area(t);
      values[`area${index}`] = s;
      w.step(
        'triangle_area',
        {},
        `S=\\frac{1}{2}bc\\sin\\alpha=\\frac{1}{2}\\cdot ${formatNumber(t.b)}\\cdot ${formatNumber(t.c)}\\sin ${formatNumber(t.alpha)}^\\circ\\approx ${formatNumber(s)}`,
      );
      parts.push(`S${index ? `_${index}` : ''}\\approx ${formatNumber(s)}`);
    }
    if (asks.includes('R')) {
      const r = circumradius(t);
      values[`R${index}`] = r;
      w.step(
        'triangle_circumradius',
        {},
        `2R=\\frac{a}{\\sin\\alpha}=\\frac{${formatNumber(t.a)}}{\\sin ${formatNumber(t.alpha)}^\\circ}\\;\\Rightarrow\\;R\\approx ${formatNumber(r)}`,
      );
      parts.push(`R${index ? `_${index}` : ''}\\approx ${formatNumber(r)}`);
    }
    if (asks.includes('largestAngle')) {
      const largest = Math.max(t.alpha, t.beta, t.gamma);
      values[`largestAngle${index}`] = largest;
      parts.push(`${formatNumber(largest)}^\\circ`);
    }
    if (parts.length > 0) answers.push(`$${parts.join(',\\ ')}$`);
  });
  if (asks.includes('count') || triangles.length > 1) w.step('triangle_count', { count: triangles.length });
  w.step('check_triangle', {});
  const count =
    asks.includes('count') || triangles.length > 1
      ? w.say('triangle_count', { count: triangles.length })
      : '';
  return {
    kind: 'triangle',
    reply: w.walkthrough(
      w.say('problem_triangle', { given: `$${givenTex}$` }),
      [answers.join('; '), count].filter(Boolean).join(' '),
    ),
    values,
  };
}
