/**
 * Math lesson 11, computations in plane geometry (docs/tutor.md, "Plane geometry and trigonometry in
 * space"): the right triangle (Pythagoras, the median, the altitude to the hypotenuse and the projections),
 * the trapezoid's midsegment, the intercept theorem and areas of similar figures, the angle-bisector
 * theorem, inscribed and central angles and cyclic quadrilaterals, and lengths in a circle (a tangent from a
 * point, intersecting chords, tangent and secant, a chord's distance from the centre). Read only from
 * phrasings named with certainty ("ניצב", "יתר", "DE∥BC", "חוצה הזווית A", …); otherwise null. Proofs are
 * not computations: left alone.
 *
 * Every figure is also built in coordinates and the answer measured there (a second route): a result that
 * does not agree is declined.
 */
import { math, SolverStop } from './math';
import {
  distance,
  isAngle,
  isLength,
  lengthTex,
  namedLengths,
  NUMBER,
  numbersOf,
  plainGeometry,
  segmentKey,
  twoDecimals,
  withoutGivens,
} from './geometry-text';
import type { Solution, SolverKind, Writer } from './types';

type RightAsk = 'hypotenuse' | 'leg' | 'median' | 'altitude' | 'projections' | 'area' | 'legs';

export type GeometryRequest =
  | {
      figure: 'right-triangle';
      /** the data: two legs, a hypotenuse and a leg, or the two parts the altitude cuts the hypotenuse into */
      given: { legs: [number, number] } | { hypotenuse: number; leg: number } | { parts: [number, number] };
      asks: RightAsk[];
      /** the names when the triangle is named: legs' and hypotenuse's */
      names?: { legs: [string, string]; hypotenuse: string };
    }
  | { figure: 'midsegment'; bases: [number, number] }
  | {
      figure: 'parallel';
      /** apex, the points on the two sides, the ends of the parallel side: A, D, E, B, C for DE∥BC */
      apex: string;
      near: [string, string];
      far: [string, string];
      lengths: Record<string, number>;
      /** a ratio AD:DB as given ("2:3"): only the share matters */
      ratio?: { of: [string, string]; value: [number, number] };
      asks: (
        { ask: 'length'; segment: string } | { ask: 'area-ratio'; of: 'triangle-trapezoid' | 'triangles' }
      )[];
    }
  | {
      figure: 'similar-areas';
      /** what is compared: areas (the square of the ratio) or perimeters (the ratio) */
      measure: 'area' | 'perimeter';
      ratio: [number, number];
      area: number;
      givenOf: 'small' | 'large';
    }
  | {
      figure: 'bisector';
      vertex: string;
      foot: string;
      ends: [string, string];
      lengths: Record<string, number>;
      asks: string[];
    }
  | {
      figure: 'circle-angles';
      central: number;
      /** named angles asked (vertex letter), or the inscribed angle when none is named */
      asks: { name: string; on: 'major' | 'minor' | 'tangents' | 'centre' }[];
    }
  | { figure: 'cyclic'; angles: Record<string, string>; ask: string }
  | { figure: 'tangent-length'; radius: number; distance: number }
  | { figure: 'chord-distance'; radius: number; chord?: number; distance?: number }
  | {
      figure: 'chords';
      point: string;
      chords: [[string, string], [string, string]];
      lengths: Record<string, number>;
      ask: string;
      /** the first chord's length from the radius and its distance from the centre, asked first */
      fromCentre?: { radius: number; distance: number };
    }
  | {
      figure: 'secant';
      outside: string;
      touch: string;
      near: string;
      far: string;
      lengths: Record<string, number>;
      ask: string;
    };

const num = (text: string | undefined): number => Number(text);
const HE = '[\\u05D0-\\u05EA]';

/** The question a message asks: from its first verb of asking on ("מצאו", "מהו", "find", …), or all of it. */
function questionPart(text: string): string {
  const verb = new RegExp(
    `(?<!${HE})(?:חשב|מצא|תחשב|תמצא|כתב|מה(?:ו|י)?(?!${HE})|כמה)|\\b(?:find|calculate|compute|what|how|determine)\\b`,
    'i',
  ).exec(text);
  return text.slice(verb?.index ?? 0);
}

/** Whether the hypotenuse itself is asked (not "the median to the hypotenuse", "projections on it"). */
function asksHypotenuse(question: string): boolean {
  for (const found of question.matchAll(
    /(ל|על\s+ה|to\s+the\s+|on(?:to)?\s+the\s+)?(?:ה)?(?:יתר|hypotenuse)(?!\s*(?:=|הוא\s+\d|is\s+\d))/gi,
  ))
    if (!found[1]) return true;
  return false;
}

function rightAsks(question: string, given: 'legs' | 'hypotenuse' | 'parts'): RightAsk[] {
  const asks: { ask: RightAsk; at: number }[] = [];
  const add = (ask: RightAsk, pattern: RegExp) => {
    const found = pattern.exec(question);
    if (found) asks.push({ ask, at: found.index });
  };
  add('median', /תיכון|median/i);
  add('altitude', /גובה|altitude|height/i);
  add('projections', /היטל|projection/i);
  add('area', /שטח|area/i);
  if (asksHypotenuse(question)) add('hypotenuse', /(?:ה)?(?:יתר|hypotenuse)/i);
  if (given === 'hypotenuse') add('leg', /ניצב|\bleg\b/i);
  if (given === 'parts') add('legs', /ניצבים|\blegs\b/i);
  return [...new Set(asks.sort((x, y) => x.at - y.at).map((each) => each.ask))];
}

/** "משולש ABC", "triangle ABC"; "ABC משולש …", "ABC is a right triangle". */
const TRIANGLE =
  /(?:משולש(?:\s+ישר[\s-]?זווי?ת)?|(?:[Rr]ight(?:[\s-]angled)?\s+)?[Tt]riangle|△|\\triangle)\s*\(?([A-Z])([A-Z])([A-Z])\b/;
const TRIANGLE_AFTER = /\b([A-Z])([A-Z])([A-Z])\s+(?:הוא\s+)?(?:משולש|is\s+a\s+(?:right\s+)?triangle)/;

const RIGHT_WORDS =
  /ישר[\s-]?זווי?ת|right[\s-]?(?:angled\s+)?triangle|right\s+angle|ניצב|(?<![\u05D0-\u05EA])(?:ה|את\s+ה)?יתר(?![\u05D0-\u05EA])|(?:גובה|תיכון)\s+ליתר|hypotenuse|\blegs?\b|(?:∠|angle\s+|זווית\s+)[A-Z]{1,3}\s*(?:=|is|היא)\s*90/i;

function rightTriangle(text: string): GeometryRequest | null {
  if (!RIGHT_WORDS.test(text)) return null;
  const named = namedLengths(text);
  const question = questionPart(withoutGivens(text));
  const vertex =
    /(?:הזווית|זווית|∠|angle)\s*([A-Z])\s*(?:היא\s+|הינה\s+|is\s+)?(?:ישרה|(?:=\s*)?90\s*°?|a\s+right\s+angle|right)|right\s+angle\s+at\s+([A-Z])|∠\s*[A-Z]([A-Z])[A-Z]\s*=\s*90/.exec(
      text,
    );
  const corner = vertex?.[1] ?? vertex?.[2] ?? vertex?.[3];
  const triangle = TRIANGLE.exec(text) ?? TRIANGLE_AFTER.exec(text);
  if (corner && triangle) {
    const letters = [triangle[1], triangle[2], triangle[3]].filter((x): x is string => x !== undefined);
    if (!letters.includes(corner)) return null;
    const others = letters.filter((x) => x !== corner);
    const [p, q] = others;
    if (!p || !q) return null;
    // the legs in the order the message names them (the first one's projection is p)
    const where = (x: string) => {
      const found = new RegExp(`\\b(?:${x}${corner}|${corner}${x})\\b`).exec(text);
      return found ? found.index : Number.POSITIVE_INFINITY;
    };
    const [first, second] = where(p) <= where(q) ? [p, q] : [q, p];
    const legs: [string, string] = [segmentKey(`${first}${corner}`), segmentKey(`${second}${corner}`)];
    const hypotenuse = segmentKey(`${first}${second}`);
    const [l1, l2, c] = [named.get(legs[0]), named.get(legs[1]), named.get(hypotenuse)];
    if (named.size !== 2) return null;
    const given: Extract<GeometryRequest, { figure: 'right-triangle' }>['given'] | null =
      l1 !== undefined && l2 !== undefined
        ? { legs: [l1, l2] }
        : c !== undefined && (l1 ?? l2) !== undefined
          ? { hypotenuse: c, leg: l1 ?? l2 ?? 0 }
          : null;
    if (!given) return null;
    const asks = rightAsks(question, 'legs' in given ? 'legs' : 'hypotenuse');
    // a side asked by its name
    for (const found of question.matchAll(/\b([A-Z])([A-Z])\b/g)) {
      const key = segmentKey(`${found[1]}${found[2]}`);
      if (key === hypotenuse && !asks.includes('hypotenuse')) asks.unshift('hypotenuse');
      if (legs.includes(key) && !named.has(key) && !asks.includes('leg')) asks.unshift('leg');
    }
    if (asks.length === 0) return null;
    return { figure: 'right-triangle', given, asks, names: { legs, hypotenuse } };
  }
  if (named.size > 0) return null;
  const numbers = numbersOf(text);
  const parts = new RegExp(
    `(?:מחלק|מחלקת|divides|splits|cuts)[^.?]*?(?:קטעים|segments|parts|pieces)[^\\d]{0,25}${NUMBER}[^\\d]{1,12}${NUMBER}|(?:היטלים|projections)[^\\d]{0,25}${NUMBER}[^\\d]{1,12}${NUMBER}`,
    'i',
  ).exec(text);
  if (parts && /גובה|altitude|height|היטל|projection/i.test(text) && numbers.length === 2) {
    const given = { parts: [num(parts[1] ?? parts[3]), num(parts[2] ?? parts[4])] as [number, number] };
    const asks = rightAsks(questionPart(text.replace(parts[0], ' ')), 'parts');
    return asks.length > 0 ? { figure: 'right-triangle', given, asks } : null;
  }
  const unit = `(?:\\s*(?:ס"מ|סמ|cm|m|מ'))?`;
  const legs = new RegExp(
    `(?:ניצבים|legs)(?:\\s*(?:הם|הינם|של|are|of|באורך|באורכים|length|lengths|=|:))*\\s*${NUMBER}${unit}\\s*(?:,|ו-?|and|&)\\s*${NUMBER}`,
    'i',
  ).exec(text);
  const hypotenuse = new RegExp(
    `(?:(?<![\\u05D0-\\u05EA])(?:ש|ו|כש)?(?:ה)?יתר(?![\\u05D0-\\u05EA])|hypotenuse)(?:\\s*(?:הוא|שלו|is|of|=|באורך|שאורכו|length|:))*\\s*${NUMBER}`,
    'i',
  ).exec(text);
  const leg = new RegExp(
    `(?:ניצב(?!ים)|אחד\\s+(?:ה)?ניצבים|(?:one\\s+)?\\bleg\\b)(?:\\s*(?:אחד|הוא|is|of|=|באורך|שאורכו|length|:))*\\s*${NUMBER}`,
    'i',
  ).exec(text);
  if (legs && numbers.length === 2) {
    const asks = rightAsks(questionPart(text), 'legs');
    return asks.length > 0
      ? { figure: 'right-triangle', given: { legs: [num(legs[1]), num(legs[2])] }, asks }
      : null;
  }
  if (hypotenuse && leg && numbers.length === 2) {
    const asks = rightAsks(questionPart(text), 'hypotenuse');
    return asks.length > 0
      ? { figure: 'right-triangle', given: { hypotenuse: num(hypotenuse[1]), leg: num(leg[1]) }, asks }
      : null;
  }
  return null;
}

function midsegment(text: string): GeometryRequest | null {
  if (!/טרפז|trapez/i.test(text) || !/אמצעים|mid[\s-]?segment|midline|median|middle\s+segment/i.test(text))
    return null;
  const bases = new RegExp(
    `(?:בסיסים|bases|parallel\\s+sides)(?:\\s+(?:הם|are|of|באורך|באורכים|=|:))*\\s*${NUMBER}(?:\\s*(?:ס"מ|cm))?\\s*(?:,|ו-?|and|&)\\s*${NUMBER}`,
    'i',
  ).exec(text);
  if (!bases || numbersOf(text).length !== 2) return null;
  return { figure: 'midsegment', bases: [num(bases[1]), num(bases[2])] };
}

/** "DE∥BC", "DE מקביל ל-BC", "a line parallel to BC … meets AB at D and AC at E". */
function parallel(text: string): GeometryRequest | null {
  const written =
    /\b([A-Z])([A-Z])\s*(?:∥|\|\||(?:מקביל|מקבילה)\s*(?:ל(?:צלע)?\s*-?\s*)?|(?:is\s+)?parallel\s+to\s+(?:the\s+side\s+)?)\s*([A-Z])([A-Z])\b/.exec(
      text,
    );
  const line =
    /(?:מקביל|parallel)\s*(?:ל(?:צלע)?\s*-?\s*|to\s+(?:the\s+)?(?:side\s+)?)?([A-Z])([A-Z])\b/.exec(text);
  const side = written ? [written[3], written[4]] : line ? [line[1], line[2]] : null;
  if (!side?.[0] || !side[1]) return null;
  const [b, c] = side as [string, string];
  // which point is on which side: "D על AB", "D on AB", "חותך את AB בנקודה D", "meets AB at D"
  const on = new Map<string, string>();
  for (const found of text.matchAll(
    /\b([A-Z])\b\s*(?:נמצאת\s+|נמצא\s+|is\s+|lies\s+)?(?:על|on)\s*(?:הצלע\s+|the\s+side\s+)?([A-Z])([A-Z])\b/g,
  ))
    if (found[1] && found[2] && found[3]) on.set(found[1], `${found[2]}${found[3]}`);
  for (const found of text.matchAll(/\b([A-Z])([A-Z])\s*(?:בנקודה|at(?:\s+the\s+point)?)\s*([A-Z])\b/g))
    if (found[1] && found[2] && found[3]) on.set(found[3], `${found[1]}${found[2]}`);
  const triangle = TRIANGLE.exec(text) ?? TRIANGLE_AFTER.exec(text);
  const named = namedLengths(text);
  let apex = triangle ? [triangle[1], triangle[2], triangle[3]].find((x) => x !== b && x !== c) : undefined;
  let [d, e] = written ? [written[1], written[2]] : [undefined, undefined];
  if (!d || !e) {
    const points = [...on.keys()].filter((point) => point !== b && point !== c);
    [d, e] = points;
  }
  if (!d || !e) return null;
  // the point on the side through b first
  const sideOf = (point: string) => on.get(point);
  if (sideOf(d)?.includes(c) || sideOf(e)?.includes(b)) [d, e] = [e, d];
  if (!apex) {
    const partners = [
      ...named.keys(),
      ...[...text.matchAll(/\b([A-Z])([A-Z])\s*:\s*([A-Z])([A-Z])/g)].flatMap((m) => [
        `${m[1]}${m[2]}`,
        `${m[3]}${m[4]}`,
      ]),
    ]
      .filter((key) => key.includes(d ?? '-') || key.includes(e ?? '-'))
      .flatMap((key) => [...key])
      .filter((x) => x !== d && x !== e && x !== b && x !== c);
    apex = partners[0];
  }
  if (!apex || new Set([apex, d, e, b, c]).size !== 5) return null;
  const lengths: Record<string, number> = {};
  for (const [key, value] of named) lengths[key] = value;
  const ratioFound = /\b([A-Z])([A-Z])\s*:\s*([A-Z])([A-Z])\s*=\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(
    text,
  );
  const ratio = ratioFound
    ? {
        of: [
          segmentKey(`${ratioFound[1]}${ratioFound[2]}`),
          segmentKey(`${ratioFound[3]}${ratioFound[4]}`),
        ] as [string, string],
        value: [num(ratioFound[5]), num(ratioFound[6])] as [number, number],
      }
    : undefined;
  const question = questionPart(withoutGivens(text.replace(ratioFound?.[0] ?? '\u0000', ' ')));
  const asks: Extract<GeometryRequest, { figure: 'parallel' }>['asks'] = [];
  const known = new Set([apex, d, e, b, c]);
  const askedAt: { at: number; ask: Extract<GeometryRequest, { figure: 'parallel' }>['asks'][number] }[] = [];
  for (const found of question.matchAll(/(?<![A-Z])([A-Z])([A-Z])(?![A-Z])/g)) {
    if (!found[1] || !found[2] || !known.has(found[1]) || !known.has(found[2])) continue;
    const key = segmentKey(`${found[1]}${found[2]}`);
    if (key in lengths) continue;
    askedAt.push({ at: found.index, ask: { ask: 'length', segment: key } });
  }
  const areas = /(?:יחס|ratio)[^.?]*?(?:שטח|area)[^.?]*?(?:טרפז|trapez)/i.exec(question);
  if (areas) askedAt.push({ at: areas.index, ask: { ask: 'area-ratio', of: 'triangle-trapezoid' } });
  for (const { ask } of askedAt.sort((x, y) => x.at - y.at))
    if (!asks.some((each) => JSON.stringify(each) === JSON.stringify(ask))) asks.push(ask);
  if (asks.length === 0) return null;
  return { figure: 'parallel', apex, near: [d, e], far: [b, c], lengths, ...(ratio ? { ratio } : {}), asks };
}

function similarAreas(text: string): GeometryRequest | null {
  const measure = /שטח|area/i.test(text) ? 'area' : /היקף|perimeter/i.test(text) ? 'perimeter' : null;
  if (!/דומ(?:ים|ות)|similar/i.test(text) || !measure) return null;
  const ratio = /(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/.exec(text);
  if (!ratio) return null;
  const rest = text.replace(ratio[0], ' ');
  const numbers = numbersOf(rest);
  if (numbers.length !== 1) return null;
  const area = numbers[0] ?? 0;
  const small = new RegExp(`(?:הקטן|הקטנה|small(?:er)?|little)[^\\d.?]{0,30}${NUMBER}`, 'i').test(rest);
  const large = new RegExp(`(?:הגדול|הגדולה|big(?:ger)?|larg(?:e|er))[^\\d.?]{0,30}${NUMBER}`, 'i').test(
    rest,
  );
  if (small === large) return null;
  const [p, q] = [num(ratio[1]), num(ratio[2])];
  if (!(p > 0 && q > 0) || p === q) return null;
  return {
    figure: 'similar-areas',
    measure,
    ratio: [Math.min(p, q), Math.max(p, q)],
    area,
    givenOf: small ? 'small' : 'large',
  };
}

function bisector(text: string): GeometryRequest | null {
  const named =
    /חוצה\s+(?:את\s+)?(?:ה)?זווית\s*(?:∠\s*)?([A-Z])\b|[Bb]isector\s+of\s+(?:the\s+)?(?:[Aa]ngle\s*)?(?:∠\s*)?([A-Z])\b|(?:[Aa]ngle\s*)?\b([A-Z])'?s?\s+bisector|bisects\s+(?:the\s+)?(?:[Aa]ngle\s*)?(?:∠\s*)?([A-Z])\b|[Bb]isector\s+(?:from|at)\s+(?:the\s+)?(?:vertex\s+)?([A-Z])\b/.exec(
      text,
    );
  const vertex = named?.[1] ?? named?.[2] ?? named?.[3] ?? named?.[4] ?? named?.[5];
  if (!vertex) return null;
  const triangle = TRIANGLE.exec(text) ?? TRIANGLE_AFTER.exec(text);
  if (!triangle) return null;
  const letters = [triangle[1], triangle[2], triangle[3]];
  const ends = letters.filter((x): x is string => x !== undefined && x !== vertex);
  const [x, y] = ends;
  if (!x || !y || ends.length !== 2) return null;
  const lengths: Record<string, number> = {};
  for (const [key, value] of namedLengths(text)) lengths[key] = value;
  const all = new Set([
    ...Object.keys(lengths).join(''),
    ...(questionPart(withoutGivens(text))
      .match(/\b[A-Z]{2}\b/g)
      ?.join('') ?? ''),
  ]);
  const foot = [...all].find((letter) => !letters.includes(letter));
  if (!foot) return null;
  const valid = new Set([x + vertex, y + vertex, x + y, x + foot, y + foot].map(segmentKey));
  if (Object.keys(lengths).some((key) => !valid.has(key))) return null;
  // the segments asked, as the student names them ("DC"), one each
  const asks = [...questionPart(withoutGivens(text)).matchAll(/\b([A-Z])([A-Z])\b/g)]
    .map((found) => `${found[1]}${found[2]}`)
    .filter((name) => valid.has(segmentKey(name)) && !(segmentKey(name) in lengths))
    .filter((name, i, all) => all.findIndex((other) => segmentKey(other) === segmentKey(name)) === i);
  if (asks.length === 0) return null;
  return { figure: 'bisector', vertex, foot, ends: [x, y], lengths, asks };
}

function circleAngles(text: string): GeometryRequest | null {
  const central =
    new RegExp(`∠\\s*[A-Z]O[A-Z]\\s*(?:=|היא|is)\\s*${NUMBER}\\s*°`).exec(text) ??
    new RegExp(
      `(?:זווית\\s+מרכזית|central\\s+angle)(?:\\s+(?:בת|של|of|is|=|היא|שגודלה))*\\s*${NUMBER}\\s*(?:°|מעלות|degrees)`,
      'i',
    ).exec(text) ??
    new RegExp(
      `(?:זווית\\s+(?:ה)?מרכזית|central\\s+angle)[^\\d.?]{0,30}?${NUMBER}\\s*(?:°|מעלות|degrees)`,
      'i',
    ).exec(text);
  const inscribed = central
    ? null
    : new RegExp(
        `(?:זווית\\s+(?:ה)?היקפית|inscribed\\s+angle)(?:\\s+(?:בת|של|of|is|=|היא|שגודלה))*\\s*${NUMBER}\\s*(?:°|מעלות|degrees)`,
        'i',
      ).exec(text);
  if (
    inscribed?.[1] &&
    numbersOf(text).length === 1 &&
    /מרכזית|central/i.test(questionPart(text.replace(inscribed[0], ' ')))
  ) {
    const half = num(inscribed[1]);
    return half > 0 && half < 90
      ? { figure: 'circle-angles', central: 2 * half, asks: [{ name: '', on: 'centre' }] }
      : null;
  }
  if (!central?.[1] || numbersOf(text).length !== 1) return null;
  const value = num(central[1]);
  const question = questionPart(text.replace(central[0], ' '));
  const major = /\b([A-Z])\b[^.,]{0,20}(?:הקשת\s+הגדולה|(?:the\s+)?major\s+arc)/.exec(text)?.[1];
  const minor = /\b([A-Z])\b[^.,]{0,20}(?:הקשת\s+הקטנה|(?:the\s+)?minor\s+arc)/.exec(text)?.[1];
  const tangents =
    /(?:משיקים|[Tt]angents)[^.]*?(?:נפגשים|נחתכים|meet|intersect)\s*(?:בנקודה|at)\s*([A-Z])\b/.exec(
      text,
    )?.[1];
  const asks: Extract<GeometryRequest, { figure: 'circle-angles' }>['asks'] = [];
  for (const found of question.matchAll(/∠\s*[A-Z]([A-Z])[A-Z]/g)) {
    const at = found[1] ?? '';
    const on =
      at === tangents
        ? 'tangents'
        : at === minor
          ? 'minor'
          : at === major
            ? 'major'
            : at === 'O'
              ? 'centre'
              : null;
    if (!on) return null;
    asks.push({ name: found[0].replace(/\s+/g, ''), on });
  }
  if (asks.length === 0) {
    if (!/היקפית|inscribed/i.test(question)) return null;
    asks.push({ name: '', on: 'major' });
  }
  return { figure: 'circle-angles', central: value, asks };
}

function cyclic(text: string): GeometryRequest | null {
  if (!/מרובע|quadrilateral/i.test(text) || !/חסום\s+ב?מעגל|cyclic|inscribed\s+in\s+a\s+circle/i.test(text))
    return null;
  const angles: Record<string, string> = {};
  for (const found of text.matchAll(
    /(?:∠|(?:ה)?זווית\s+|angle\s+)([A-D])\s*(?:=|היא|is)\s*([\dx+\-*.()\s]+?)\s*°?(?=[\s,;.?∠]|ו-|$)/gi,
  ))
    if (found[1] && found[2] && /\d|x/.test(found[2])) angles[found[1]] = found[2].trim();
  const question = questionPart(text);
  const asked = [...question.matchAll(/(?:∠|(?:ה)?זווית\s+|angle\s+)([A-D])\b(?!\s*(?:=|היא|is))/gi)].map(
    (m) => m[1] ?? '',
  );
  const ask = asked.at(-1);
  if (!ask || Object.keys(angles).length === 0) return null;
  return { figure: 'cyclic', angles, ask };
}

/**
 * Two chords AB and CD crossing at a point, with `known` of the four pieces named and `asked` the one sought:
 * the request, or null unless the ask and every named length are pieces of those chords.
 */
function crossingChords(
  [a, b, c, d, point]: readonly (string | undefined)[],
  named: ReadonlyMap<string, number>,
  asked: string | undefined,
  known: number,
): Extract<GeometryRequest, { figure: 'chords' }> | null {
  if (!a || !b || !c || !d || !point) return null;
  const lengths = Object.fromEntries(named);
  const ask = segmentKey(asked ?? '');
  const pieces = [a, b, c, d].map((end) => segmentKey(`${end}${point}`));
  if (
    !pieces.includes(ask) ||
    Object.keys(lengths).length !== known ||
    !Object.keys(lengths).every((key) => pieces.includes(key))
  )
    return null;
  return {
    figure: 'chords',
    point,
    chords: [
      [a, b],
      [c, d],
    ],
    lengths,
    ask,
  };
}

function circleLengths(text: string): GeometryRequest | null {
  if (!/מעגל|circle|מיתר|chord|משיק|tangent/i.test(text)) return null;
  const radius = new RegExp(
    `(?:רדיוס(?:ו)?|radius)[^\\d.?]{0,25}?${NUMBER}|\\br\\s*=\\s*${NUMBER}`,
    'i',
  ).exec(text);
  const named = namedLengths(text);
  const question = questionPart(withoutGivens(text));
  // a tangent from a point at a distance from the centre
  const far = new RegExp(
    `(?:במרחק|מרחק(?:ה|ו)?|distance)(?:\\s+(?:של|of|is|הוא))?[^\\d]{0,50}?${NUMBER}|(?:PO|OP)\\s*=\\s*${NUMBER}|${NUMBER}\\s*(?:cm|units?)?\\s*(?:away\\s+)?from\\s+the\\s+cent(?:er|re)`,
    'i',
  ).exec(text.replace(radius?.[0] ?? '\u0000', ' '));
  if (/משיק|tangent/i.test(text) && radius && far && !/מיתר|chord|חותך|secant/i.test(text)) {
    if (numbersOf(text).length !== 2) return null;
    return {
      figure: 'tangent-length',
      radius: num(radius[1] ?? radius[2]),
      distance: num(far[1] ?? far[2] ?? far[3]),
    };
  }
  const asked = [...question.matchAll(/\b([A-Z])([A-Z])\b/g)].map((m) => `${m[1]}${m[2]}`);
  // a chord at a distance from the centre, then another chord crossing it: "המיתר AB נמצא במרחק 3 מהמרכז …
  // מיתר אחר, CD, חותך את AB בנקודה E"
  const crossing =
    /(?:מיתר|[Cc]hord)[^A-Z]{0,12}([A-Z])([A-Z])[^A-Z]{0,6}(?:חותך|intersects|cuts|meets|crosses)\s*(?:את\s+)?(?:(?:ה)?מיתר\s+|the\s+chord\s+)?([A-Z])([A-Z])\s*(?:בנקודה|at)\s*([A-Z])\b/.exec(
      text,
    );
  const placed = new RegExp(
    `(?:ה)?(?:מיתר|[Cc]hord)\\s+([A-Z])([A-Z])[^.]*?(?:במרחק|at\\s+(?:a\\s+)?distance(?:\\s+of)?)\\s*${NUMBER}`,
  ).exec(text.replace(radius?.[0] ?? '\u0000', ' '));
  if (radius && crossing && placed) {
    const [, c, d, a, b, point] = crossing;
    if (placed[1] !== a || placed[2] !== b) return null;
    const request = crossingChords([a, b, c, d, point], named, asked.at(-1), 2);
    return (
      request && {
        ...request,
        fromCentre: { radius: num(radius[1] ?? radius[2]), distance: num(placed[3]) },
      }
    );
  }
  // a chord and its distance from the centre
  if (/מיתר|chord/i.test(text) && radius && !/נחתכ|חותך|intersect/i.test(text)) {
    const rest = text.replace(radius[0], ' ');
    const chord = new RegExp(
      `(?:מיתר|chord)[^\\d.?]{0,25}?(?:באורך|שאורכו|of\\s+length|length|=)?\\s*${NUMBER}`,
      'i',
    ).exec(rest);
    const gap =
      new RegExp(`(?:במרחק|מרחק|distance)[^\\d.?]{0,25}?${NUMBER}`, 'i').exec(rest) ??
      new RegExp(`${NUMBER}\\s*(?:units?\\s+|cm\\s+)?away\\s+from`, 'i').exec(rest);
    if (numbersOf(text).length !== 2) return null;
    if (chord && !gap && /מרחק|distance/i.test(question))
      return { figure: 'chord-distance', radius: num(radius[1] ?? radius[2]), chord: num(chord[1]) };
    if (gap && !chord && /אורך|length|how\s+long/i.test(question))
      return { figure: 'chord-distance', radius: num(radius[1] ?? radius[2]), distance: num(gap[1]) };
    if (gap && /אורך\s+(?:ה)?מיתר|length\s+of\s+the\s+chord|how\s+long/i.test(question))
      return { figure: 'chord-distance', radius: num(radius[1] ?? radius[2]), distance: num(gap[1]) };
    return null;
  }
  // intersecting chords: "המיתרים AB ו-CD נחתכים בנקודה E"
  const chords =
    /(?:מיתרים|[Cc]hords)\s*([A-Z])([A-Z])\s*(?:(?:ו-?|and|,)\s*)?([A-Z])([A-Z])[^.]*?(?:נחתכים|intersect|cross|meet)\s*(?:בנקודה|at)?\s*([A-Z])\b/.exec(
      text,
    );
  if (chords && asked.length === 1) {
    const [, a, b, c, d, point] = chords;
    return crossingChords([a, b, c, d, point], named, asked[0], 3);
  }
  // tangent and secant from one point: "PA משיק … PB=4, BC=12"
  if (/משיק|tangent/i.test(text) && /חותך|secant/i.test(text) && asked.length === 1) {
    const tangent =
      /(?:משיק|[Tt]angent)\s*([A-Z])([A-Z])\b/.exec(text) ??
      /\b([A-Z])([A-Z])\s*(?:משיק|is\s+(?:a\s+)?tangent)/.exec(text);
    if (!tangent?.[1] || !tangent[2]) return null;
    const keys = [...named.keys()];
    const [p, t] = keys.some((key) => key.includes(tangent[1] ?? '-'))
      ? [tangent[1], tangent[2]]
      : [tangent[2], tangent[1]];
    const secantPoints = [...new Set(keys.join('').split(''))].filter((x) => x !== p && x !== t);
    const near = secantPoints.find((x) => named.has(segmentKey(`${p}${x}`)));
    const farPoint = secantPoints.find((x) => x !== near);
    if (!near || !farPoint || secantPoints.length !== 2 || named.size !== 2) return null;
    const lengths: Record<string, number> = {};
    for (const [key, value] of named) lengths[key] = value;
    const ask = segmentKey(asked[0] ?? '');
    if (ask !== segmentKey(`${p}${t}`)) return null;
    return { figure: 'secant', outside: p, touch: t, near, far: farPoint, lengths, ask };
  }
  return null;
}

/** Plane-geometry computations a message asks for, or null. */
export function recognizeGeometry(message: string): GeometryRequest | null {
  const text = plainGeometry(message);
  if (/צ["״]ל|הוכיח|הוכח|prove|show\s+that/i.test(text)) return null;
  if (/פירמיד|pyramid|תיבה|קובי(?:י)?ה|\bcube\b|\bbox\b/i.test(text)) return null;
  if (/(?:^|[^a-z])[xy]\s*\^\s*2|[xy]²/i.test(text)) return null;
  for (const matcher of [
    cyclic,
    circleAngles,
    circleLengths,
    bisector,
    parallel,
    similarAreas,
    midsegment,
    rightTriangle,
  ]) {
    const request = matcher(text);
    if (request) return request;
  }
  return null;
}

const close = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function need(condition: boolean, source: string): void {
  if (!condition) throw new SolverStop('unverified', source);
}

const shown = (name: string, value: number) => `${name}${isLength(value)}`;

function solveRight(
  request: Extract<GeometryRequest, { figure: 'right-triangle' }>,
  w: Writer,
  source: string,
) {
  const { given } = request;
  let a: number;
  let b: number;
  if ('legs' in given) [a, b] = given.legs;
  else if ('hypotenuse' in given) {
    a = given.leg;
    b = Math.sqrt(given.hypotenuse ** 2 - given.leg ** 2);
    if (!(given.hypotenuse > given.leg)) throw new SolverStop('unreadable', source);
  } else {
    const [p, q] = given.parts;
    a = Math.sqrt(p * (p + q));
    b = Math.sqrt(q * (p + q));
  }
  if (!(a > 0 && b > 0) || !Number.isFinite(a + b)) throw new SolverStop('unreadable', source);
  const c = Math.hypot(a, b);
  const formulas = {
    hypotenuse: c,
    median: c / 2,
    altitude: (a * b) / c,
    p: (a * a) / c,
    q: (b * b) / c,
    area: (a * b) / 2,
  };
  // the second route: coordinates, the altitude's foot by projection
  const A: [number, number, number] = [a, 0, 0];
  const B: [number, number, number] = [0, b, 0];
  const t = (a * a) / (a * a + b * b);
  const foot: [number, number, number] = [a + t * (0 - a), t * b, 0];
  need(close(distance(A, B), c), source);
  need(close(distance(foot, [0, 0, 0]), formulas.altitude), source);
  need(close(distance(A, foot), formulas.p) && close(distance(B, foot), formulas.q), source);
  need(close(distance([a / 2, b / 2, 0], [0, 0, 0]), formulas.median), source);
  if ('parts' in given) need(close(formulas.p, given.parts[0]) && close(formulas.q, given.parts[1]), source);
  const names = request.names ?? { legs: ['a', 'b'], hypotenuse: 'c' };
  const [la, lb] = names.legs;
  const [pName, qName] = request.names ? [`p_{${la}}`, `p_{${lb}}`] : ['p', 'q'];
  const values: Record<string, number> = {};
  const answers: string[] = [];
  const put = (key: string, value: number) => {
    values[key] = value;
    if (values.result === undefined) values.result = value;
  };
  if ('parts' in given) {
    w.step(
      'geo_altitude_parts',
      {},
      `h=\\sqrt{${twoDecimals(given.parts[0])}\\cdot ${twoDecimals(given.parts[1])}}${isLength(formulas.altitude)}`,
    );
  } else if ('hypotenuse' in given) {
    w.step(
      'geo_pythagoras',
      {},
      `${lb}=\\sqrt{${twoDecimals(given.hypotenuse)}^2-${twoDecimals(given.leg)}^2}${isLength(b)}`,
    );
  } else {
    w.step(
      'geo_pythagoras',
      {},
      `${names.hypotenuse}=\\sqrt{${twoDecimals(a)}^2+${twoDecimals(b)}^2}${isLength(c)}`,
    );
  }
  for (const ask of request.asks) {
    switch (ask) {
      case 'hypotenuse':
        put('hypotenuse', c);
        if ('parts' in given)
          w.step(
            'geo_hypotenuse_parts',
            {},
            `${names.hypotenuse}=${twoDecimals(given.parts[0])}+${twoDecimals(given.parts[1])}=${twoDecimals(c)}`,
          );
        answers.push(shown(names.hypotenuse, c));
        break;
      case 'leg':
        put('leg', b);
        answers.push(shown(lb, b));
        break;
      case 'legs':
        put('leg', a);
        values.otherLeg = b;
        w.step(
          'geo_legs_parts',
          {},
          `a=\\sqrt{${twoDecimals(formulas.p)}\\cdot ${twoDecimals(c)}}${isLength(a)},\\quad b=\\sqrt{${twoDecimals(formulas.q)}\\cdot ${twoDecimals(c)}}${isLength(b)}`,
        );
        answers.push(shown('a', a), shown('b', b));
        break;
      case 'median':
        put('median', formulas.median);
        w.step(
          'geo_median_hypotenuse',
          {},
          `m=\\frac{${names.hypotenuse}}{2}=\\frac{${lengthTex(c)}}{2}${isLength(formulas.median)}`,
        );
        answers.push(shown('m', formulas.median));
        break;
      case 'altitude':
        put('altitude', formulas.altitude);
        if (!('parts' in given))
          w.step(
            'geo_altitude_hypotenuse',
            {},
            `h=\\frac{${la}\\cdot ${lb}}{${names.hypotenuse}}=\\frac{${lengthTex(a)}\\cdot ${lengthTex(b)}}{${lengthTex(c)}}${isLength(formulas.altitude)}`,
          );
        answers.push(shown('h', formulas.altitude));
        break;
      case 'projections':
        put('projection1', formulas.p);
        values.projection2 = formulas.q;
        w.step(
          'geo_projections',
          {},
          `${pName}=\\frac{${la}^2}{${names.hypotenuse}}${isLength(formulas.p)},\\quad ${qName}=\\frac{${lb}^2}{${names.hypotenuse}}${isLength(formulas.q)}`,
        );
        answers.push(shown(pName, formulas.p), shown(qName, formulas.q));
        break;
      case 'area':
        put('area', formulas.area);
        w.step('geo_right_area', {}, `S=\\frac{${la}\\cdot ${lb}}{2}${isLength(formulas.area)}`);
        answers.push(shown('S', formulas.area));
        break;
    }
  }
  w.step('check_geo_coordinates', {});
  return { kind: 'right-triangle' as const, values, answers, problem: w.say('problem_right_triangle') };
}

function solveParallel(request: Extract<GeometryRequest, { figure: 'parallel' }>, w: Writer, source: string) {
  const { apex: A, near, far, lengths } = request;
  const [D, E] = near;
  const [B, C] = far;
  const key = (x: string, y: string) => segmentKey(`${x}${y}`);
  const get = (x: string, y: string) => lengths[key(x, y)];
  // the ratio of similarity k = AD/AB, from whichever pair is given
  const shares: number[] = [];
  const sideShare = (point: string, end: string) => {
    const [small, rest, whole] = [get(A, point), get(point, end), get(A, end)];
    if (small !== undefined && whole !== undefined) return small / whole;
    if (small !== undefined && rest !== undefined) return small / (small + rest);
    if (rest !== undefined && whole !== undefined) return (whole - rest) / whole;
    return undefined;
  };
  for (const share of [sideShare(D, B), sideShare(E, C)]) if (share !== undefined) shares.push(share);
  const [de, bc] = [get(D, E), get(B, C)];
  if (de !== undefined && bc !== undefined) shares.push(de / bc);
  if (request.ratio) {
    const [first, second] = request.ratio.of;
    const [p, q] = request.ratio.value;
    const apexFirst = first === key(A, D) || first === key(A, E);
    const restSecond = second === key(D, B) || second === key(E, C);
    const wholeSecond = second === key(A, B) || second === key(A, C);
    if (apexFirst && restSecond) shares.push(p / (p + q));
    else if (apexFirst && wholeSecond) shares.push(p / q);
    else throw new SolverStop('unreadable', source);
  }
  const [k] = shares;
  if (k === undefined || !(k > 0 && k < 1)) throw new SolverStop('unreadable', source);
  if (!shares.every((share) => close(share, k))) throw new SolverStop('unreadable', source);
  // every segment from k and what is given
  const all: Record<string, number> = { ...lengths };
  for (let round = 0; round < 3; round += 1) {
    for (const [point, end] of [
      [D, B],
      [E, C],
    ] as const) {
      const [small, rest, whole] = [all[key(A, point)], all[key(point, end)], all[key(A, end)]];
      if (whole === undefined && small !== undefined) all[key(A, end)] = small / k;
      if (whole === undefined && rest !== undefined) all[key(A, end)] = rest / (1 - k);
      const w2 = all[key(A, end)];
      if (w2 !== undefined) {
        all[key(A, point)] ??= k * w2;
        all[key(point, end)] ??= (1 - k) * w2;
      }
    }
    if (all[key(D, E)] === undefined && all[key(B, C)] !== undefined)
      all[key(D, E)] = k * (all[key(B, C)] ?? 0);
    if (all[key(B, C)] === undefined && all[key(D, E)] !== undefined)
      all[key(B, C)] = (all[key(D, E)] ?? 0) / k;
  }
  // the second route: the figure in coordinates (an arbitrary angle at the apex): DE/BC and AE/AC are AD/AB
  const angle = 0.9;
  const [ab, ac] = [all[key(A, B)] ?? 1, all[key(A, C)] ?? 1.3];
  const Bp: [number, number, number] = [ab, 0, 0];
  const Cp: [number, number, number] = [ac * Math.cos(angle), ac * Math.sin(angle), 0];
  const Dp: [number, number, number] = [k * ab, 0, 0];
  // E where the parallel to BC through D meets AC: D + s(C − B) = t·C
  const det = (Cp[0] - Bp[0]) * -Cp[1] - -Cp[0] * (Cp[1] - Bp[1]);
  const t = ((Cp[0] - Bp[0]) * -Dp[1] - (Cp[1] - Bp[1]) * -Dp[0]) / det;
  const Ep: [number, number, number] = [t * Cp[0], t * Cp[1], 0];
  need(close(distance(Dp, Ep) / distance(Bp, Cp), k) && close(t, k), source);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  const [kn, kd] = ratioOf(k, 1);
  const kTex = kd === '1' ? `\\approx ${twoDecimals(k)}` : `=\\frac{${kn}}{${kd}}`;
  w.step(
    'geo_similar_ratio',
    { small: `${A}${D}${E}`, large: `${A}${B}${C}` },
    `k=\\frac{${A}${D}}{${A}${B}}${kTex}`,
  );
  for (const ask of request.asks) {
    if (ask.ask === 'length') {
      const value = all[ask.segment];
      if (value === undefined) throw new SolverStop('unsupported', source);
      // the intercept theorem's other form: the parts of a side are in the ratio k : (1 − k)
      const check =
        ask.segment === key(D, E) || ask.segment === key(B, C)
          ? (all[key(D, E)] ?? 0) / (all[key(B, C)] ?? 1)
          : undefined;
      need(check === undefined || close(check, k), source);
      w.step('geo_similar_length', { segment: ask.segment }, shown(ask.segment, value));
      values[ask.segment] = value;
      values.result ??= value;
      answers.push(shown(ask.segment, value));
    } else {
      const small = k * k;
      const trapezoid = 1 - small;
      const [n, d] = ratioOf(small, trapezoid);
      w.step(
        'geo_similar_area_ratio',
        {},
        `\\frac{S_{${A}${D}${E}}}{S_{${A}${B}${C}}}=k^2,\\qquad S_{${A}${D}${E}}:S_{${D}${B}${C}${E}}=k^2:(1-k^2)=${n}:${d}`,
      );
      values.areaRatio = small / trapezoid;
      values.result ??= small / trapezoid;
      answers.push(`${n}:${d}`);
    }
  }
  w.step('check_geo_coordinates', {});
  return {
    kind: 'similar-triangles' as const,
    values,
    answers,
    problem: w.say('problem_parallel', { parallel: `${D}${E}\\parallel ${B}${C}` }),
  };
}

/** Two numbers as a ratio of small whole numbers (9:16), or rounded. */
function ratioOf(x: number, y: number): [string, string] {
  for (let d = 1; d <= 400; d += 1) {
    const n = (x / y) * d;
    if (Math.abs(n - Math.round(n)) < 1e-9) return [String(Math.round(n)), String(d)];
  }
  return [twoDecimals(x / y), '1'];
}

function solveSimilarAreas(
  request: Extract<GeometryRequest, { figure: 'similar-areas' }>,
  w: Writer,
  source: string,
) {
  const [p, q] = request.ratio;
  const power = request.measure === 'area' ? 2 : 1;
  const factor = (p / q) ** power;
  const other = request.givenOf === 'small' ? request.area / factor : request.area * factor;
  // the second route: Heron's formula (or the perimeter) of a 3-4-5 triangle and of its copy scaled by the ratio
  const heron = (s1: number, s2: number, s3: number) => {
    const s = (s1 + s2 + s3) / 2;
    return request.measure === 'area' ? Math.sqrt(s * (s - s1) * (s - s2) * (s - s3)) : 2 * s;
  };
  const share = heron(3 * p, 4 * p, 5 * p) / heron(3 * q, 4 * q, 5 * q);
  need(close(share, factor), source);
  need(close(request.givenOf === 'small' ? request.area / other : other / request.area, share), source);
  const [pTex, qTex] = [twoDecimals(p), twoDecimals(q)];
  w.step(
    request.measure === 'area' ? 'geo_similar_area' : 'geo_similar_perimeter',
    { p: pTex, q: qTex },
    request.measure === 'area'
      ? `\\frac{S_1}{S_2}=\\left(\\frac{${pTex}}{${qTex}}\\right)^2=\\frac{${twoDecimals(p * p)}}{${twoDecimals(q * q)}}`
      : `\\frac{P_1}{P_2}=\\frac{${pTex}}{${qTex}}`,
  );
  const name = request.measure === 'area' ? 'S' : 'P';
  w.step('geo_similar_area_result', {}, `${name}=${twoDecimals(other)}`);
  w.step(request.measure === 'area' ? 'check_geo_heron' : 'check_geo_perimeter', {});
  return {
    kind: 'similar-triangles' as const,
    values: { [request.measure]: other, result: other },
    answers: [`${name}=${twoDecimals(other)}`],
    problem: w.say(request.measure === 'area' ? 'problem_similar_areas' : 'problem_similar_perimeters'),
  };
}

function solveBisector(request: Extract<GeometryRequest, { figure: 'bisector' }>, w: Writer, source: string) {
  const {
    vertex: V,
    foot: D,
    ends: [X, Y],
  } = request;
  const key = (p: string, q: string) => segmentKey(`${p}${q}`);
  const all: Record<string, number> = { ...request.lengths };
  const g = (p: string, q: string) => all[key(p, q)];
  for (let round = 0; round < 4; round += 1) {
    const [vx, vy, xy, xd, dy] = [g(V, X), g(V, Y), g(X, Y), g(X, D), g(D, Y)];
    if (xy === undefined && xd !== undefined && dy !== undefined) all[key(X, Y)] = xd + dy;
    if (xd === undefined && xy !== undefined && dy !== undefined) all[key(X, D)] = xy - dy;
    if (dy === undefined && xy !== undefined && xd !== undefined) all[key(D, Y)] = xy - xd;
    if (vx !== undefined && vy !== undefined) {
      const r = vx / vy;
      if (xy !== undefined && xd === undefined) all[key(X, D)] = (xy * r) / (1 + r);
      if (xd !== undefined && dy === undefined) all[key(D, Y)] = xd / r;
      if (dy !== undefined && xd === undefined) all[key(X, D)] = dy * r;
    }
    if (xd !== undefined && dy !== undefined) {
      const r = xd / dy;
      if (vy !== undefined && vx === undefined) all[key(V, X)] = vy * r;
      if (vx !== undefined && vy === undefined) all[key(V, Y)] = vx / r;
    }
  }
  const [vx, vy, xy, xd] = [g(V, X), g(V, Y), g(X, Y), g(X, D)];
  if (vx === undefined || vy === undefined || xy === undefined || xd === undefined)
    throw new SolverStop('unsupported', source);
  if (!(vx + vy > xy && vx + xy > vy && vy + xy > vx)) throw new SolverStop('unreadable', source);
  // the second route: the triangle in coordinates, the bisector as the sum of the unit vectors
  const vxCoord = (vx * vx - vy * vy + xy * xy) / (2 * xy);
  const Vp = [vxCoord, Math.sqrt(vx * vx - vxCoord * vxCoord)] as const;
  const u1 = [-Vp[0] / vx, -Vp[1] / vx];
  const u2 = [(xy - Vp[0]) / vy, -Vp[1] / vy];
  const direction = [(u1[0] ?? 0) + (u2[0] ?? 0), (u1[1] ?? 0) + (u2[1] ?? 0)];
  const footX = Vp[0] + (direction[0] ?? 0) * (-Vp[1] / (direction[1] ?? 1));
  need(close(footX, xd), source);
  w.step(
    'geo_bisector',
    { vertex: V },
    `\\frac{${X}${D}}{${D}${Y}}=\\frac{${V}${X}}{${V}${Y}}=\\frac{${twoDecimals(vx)}}{${twoDecimals(vy)}}`,
  );
  const values: Record<string, number> = {};
  const answers: string[] = [];
  for (const ask of request.asks) {
    const value = all[segmentKey(ask)];
    if (value === undefined) throw new SolverStop('unsupported', source);
    w.step('geo_segment', { segment: ask }, shown(ask, value));
    values[segmentKey(ask)] = value;
    values.result ??= value;
    answers.push(shown(ask, value));
  }
  w.step('check_geo_coordinates', {});
  return {
    kind: 'angle-bisector' as const,
    values,
    answers,
    problem: w.say('problem_bisector', { vertex: V }),
  };
}

function solveCircleAngles(
  request: Extract<GeometryRequest, { figure: 'circle-angles' }>,
  w: Writer,
  source: string,
) {
  const theta = request.central;
  if (!(theta > 0 && theta < 180)) throw new SolverStop('unreadable', source);
  // the second route: the points on the unit circle, each angle from its vectors
  const at = (degreesValue: number): [number, number, number] => [
    Math.cos((degreesValue * Math.PI) / 180),
    Math.sin((degreesValue * Math.PI) / 180),
    0,
  ];
  const A = at(0);
  const B = at(theta);
  const onMajor = at(theta + (360 - theta) / 2);
  const onMinor = at(theta / 2);
  const P: [number, number, number] = [1, Math.tan((theta * Math.PI) / 360), 0];
  const angleAt = (vertex: readonly [number, number, number]) => {
    const u = [A[0] - vertex[0], A[1] - vertex[1]];
    const v = [B[0] - vertex[0], B[1] - vertex[1]];
    return (
      (Math.acos(
        ((u[0] ?? 0) * (v[0] ?? 0) + (u[1] ?? 0) * (v[1] ?? 0)) /
          (Math.hypot(u[0] ?? 0, u[1] ?? 0) * Math.hypot(v[0] ?? 0, v[1] ?? 0)),
      ) *
        180) /
      Math.PI
    );
  };
  const values: Record<string, number> = {};
  const answers: string[] = [];
  for (const ask of request.asks) {
    const value = { major: theta / 2, minor: 180 - theta / 2, tangents: 180 - theta, centre: theta }[ask.on];
    const measured = {
      major: angleAt(onMajor),
      minor: angleAt(onMinor),
      tangents: angleAt(P),
      centre: angleAt([0, 0, 0]),
    }[ask.on];
    need(Math.abs(measured - value) < 1e-7, source);
    const name = ask.name ? ask.name.replace('∠', '\\angle ') : '\\alpha';
    const latex = {
      major: `${name}=\\frac{${twoDecimals(theta)}^\\circ}{2}${isAngle(value)}`,
      minor: `${name}=180^\\circ-\\frac{${twoDecimals(theta)}^\\circ}{2}${isAngle(value)}`,
      tangents: `${name}=360^\\circ-90^\\circ-90^\\circ-${twoDecimals(theta)}^\\circ${isAngle(value)}`,
      centre: `${name}=2\\cdot ${twoDecimals(theta / 2)}^\\circ${isAngle(value)}`,
    }[ask.on];
    w.step(`geo_angle_${ask.on}`, {}, latex);
    values[ask.name || 'angle'] = value;
    values.result ??= value;
    answers.push(`${name}${isAngle(value)}`);
  }
  w.step('check_geo_circle', {});
  return {
    kind: 'circle-angles' as const,
    values,
    answers,
    problem: w.say('problem_circle_angles', { central: twoDecimals(theta) }),
  };
}

const OPPOSITE: Readonly<Record<string, string>> = { A: 'C', C: 'A', B: 'D', D: 'B' };

/** a·x + b from an angle's expression ("2x+10"), by evaluating it at 0 and 1 (mathjs, linear checked at 2). */
function linear(expression: string, source: string): [number, number] {
  const at = (x: number) => {
    try {
      const value: unknown = math.evaluate(expression.replace(/(\d)\s*x/g, '$1*x'), { x });
      return typeof value === 'number' ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  const [b, one, two] = [at(0), at(1), at(2)];
  if (![b, one, two].every(Number.isFinite) || !close(two - one, one - b))
    throw new SolverStop('unreadable', source);
  return [one - b, b];
}

function solveCyclic(request: Extract<GeometryRequest, { figure: 'cyclic' }>, w: Writer, source: string) {
  const ask = request.ask;
  const opposite = OPPOSITE[ask] ?? '';
  const mine = request.angles[ask];
  const theirs = request.angles[opposite];
  let value: number;
  if (theirs !== undefined && mine === undefined) {
    const [a, b] = linear(theirs, source);
    if (a !== 0) throw new SolverStop('unreadable', source);
    value = 180 - b;
    w.step(
      'geo_cyclic',
      { angle: ask, opposite },
      `\\angle ${ask}=180^\\circ-${twoDecimals(b)}^\\circ${isAngle(value)}`,
    );
  } else if (theirs !== undefined && mine !== undefined) {
    const [a1, b1] = linear(mine, source);
    const [a2, b2] = linear(theirs, source);
    if (a1 + a2 === 0) throw new SolverStop('unreadable', source);
    const x = (180 - b1 - b2) / (a1 + a2);
    value = a1 * x + b1;
    w.step(
      'geo_cyclic',
      { angle: ask, opposite },
      `(${mine})+(${theirs})=180^\\circ\\ \\Longrightarrow\\ x=${twoDecimals(x)}`,
    );
    w.step(
      'geo_substitute',
      {},
      `\\angle ${ask}=${mine.replace(/x/g, `\\cdot ${twoDecimals(x)}`)}${isAngle(value)}`.replace(
        /(\d)\\cdot/g,
        '$1\\cdot',
      ),
    );
    // the substitution back, by mathjs
    const back = (expression: string) =>
      Number(math.evaluate(expression.replace(/(\d)\s*x/g, '$1*x'), { x }));
    need(close(back(mine) + back(theirs), 180) && close(back(mine), value), source);
  } else throw new SolverStop('unreadable', source);
  if (!(value > 0 && value < 180)) throw new SolverStop('unverified', source);
  w.step('check_geo_cyclic', {});
  return {
    kind: 'circle-angles' as const,
    values: { [ask]: value, result: value },
    answers: [`\\angle ${ask}${isAngle(value)}`],
    problem: w.say('problem_cyclic'),
  };
}

function solveCircleLengths(
  request: Extract<GeometryRequest, { figure: 'tangent-length' | 'chord-distance' | 'chords' | 'secant' }>,
  w: Writer,
  source: string,
) {
  const values: Record<string, number> = {};
  const answers: string[] = [];
  switch (request.figure) {
    case 'tangent-length': {
      const { radius: r, distance: d } = request;
      if (!(d > r && r > 0)) throw new SolverStop('unreadable', source);
      const value = Math.sqrt(d * d - r * r);
      // coordinates: O at the origin, P on the x-axis, the point of tangency T
      const T: [number, number, number] = [(r * r) / d, (r * value) / d, 0];
      need(
        close(distance(T, [0, 0, 0]), r) &&
          close(distance(T, [d, 0, 0]), value) &&
          close(T[0] * (T[0] - d) + T[1] * T[1], 0),
        source,
      );
      w.step(
        'geo_tangent_length',
        {},
        `\\ell=\\sqrt{${twoDecimals(d)}^2-${twoDecimals(r)}^2}${isLength(value)}`,
      );
      values.tangent = value;
      values.result = value;
      answers.push(shown('\\ell', value));
      break;
    }
    case 'chord-distance': {
      const { radius: r } = request;
      if (request.chord !== undefined) {
        const c = request.chord;
        if (!(c > 0 && c <= 2 * r)) throw new SolverStop('unreadable', source);
        const value = Math.sqrt(r * r - (c / 2) ** 2);
        need(close(Math.hypot(c / 2, value), r), source);
        w.step(
          'geo_chord_distance',
          {},
          `d=\\sqrt{${twoDecimals(r)}^2-\\left(\\frac{${twoDecimals(c)}}{2}\\right)^2}${isLength(value)}`,
        );
        values.distance = value;
        values.result = value;
        answers.push(shown('d', value));
      } else {
        const d = request.distance ?? Number.NaN;
        if (!(d >= 0 && d < r)) throw new SolverStop('unreadable', source);
        const value = 2 * Math.sqrt(r * r - d * d);
        need(close(Math.hypot(value / 2, d), r), source);
        w.step(
          'geo_chord_length',
          {},
          `\\ell=2\\sqrt{${twoDecimals(r)}^2-${twoDecimals(d)}^2}${isLength(value)}`,
        );
        values.chord = value;
        values.result = value;
        answers.push(shown('\\ell', value));
      }
      break;
    }
    case 'chords': {
      const { point: E, chords, ask } = request;
      const lengths = { ...request.lengths };
      const piece = (end: string) => lengths[segmentKey(`${end}${E}`)];
      const [[a, b], [c, d]] = chords;
      if (request.fromCentre) {
        const { radius: r, distance: gap } = request.fromCentre;
        if (!(gap >= 0 && gap < r)) throw new SolverStop('unreadable', source);
        const chord = 2 * Math.sqrt(r * r - gap * gap);
        need(close(Math.hypot(chord / 2, gap), r), source);
        const known = [a, b].find((end) => piece(end) !== undefined);
        const other = [a, b].find((end) => end !== known);
        if (!known || !other || piece(other) !== undefined || !((piece(known) ?? 0) < chord))
          throw new SolverStop('unreadable', source);
        lengths[segmentKey(`${other}${E}`)] = chord - (piece(known) ?? 0);
        w.step(
          'geo_chord_length',
          {},
          `${a}${b}=2\\sqrt{${twoDecimals(r)}^2-${twoDecimals(gap)}^2}${isLength(chord)}`,
        );
        w.step(
          'geo_chord_rest',
          {},
          `${other}${E}=${a}${b}-${known}${E}${isLength(chord - (piece(known) ?? 0))}`,
        );
        values[segmentKey(`${a}${b}`)] = chord;
        answers.push(shown(`${a}${b}`, chord));
      }
      if (![a, b, c, d].every((end) => piece(end) === undefined || (piece(end) ?? 0) > 0))
        throw new SolverStop('unreadable', source);
      const products: [string, string][] = [
        [a, b],
        [c, d],
      ];
      const full = products.find(([p, q]) => piece(p) !== undefined && piece(q) !== undefined);
      const half = products.find((pair) => pair !== full);
      if (!full || !half) throw new SolverStop('unreadable', source);
      const product = (piece(full[0]) ?? 0) * (piece(full[1]) ?? 0);
      const knownEnd = half.find((end) => piece(end) !== undefined) ?? '';
      const value = product / (piece(knownEnd) ?? 1);
      // coordinates: E at the origin, one chord on the x-axis, the other at 60°; the circle through A, B, C holds D
      const P1: [number, number] = [-(piece(full[0]) ?? 0), 0];
      const P2: [number, number] = [piece(full[1]) ?? 0, 0];
      const P3: [number, number] = [
        -(piece(knownEnd) ?? 0) * 0.5,
        -(piece(knownEnd) ?? 0) * Math.sqrt(3) * 0.5,
      ];
      const P4: [number, number] = [value * 0.5, value * Math.sqrt(3) * 0.5];
      const cx = (P1[0] + P2[0]) / 2;
      const cy = (P3[0] ** 2 + P3[1] ** 2 - 2 * cx * P3[0] - (P1[0] ** 2 - 2 * cx * P1[0])) / (2 * P3[1]);
      const radius = Math.hypot(P1[0] - cx, P1[1] - cy);
      need(close(Math.hypot(P4[0] - cx, P4[1] - cy), radius), source);
      w.step(
        'geo_chords',
        {},
        `${full[0]}${E}\\cdot ${E}${full[1]}=${knownEnd}${E}\\cdot ${E}${half.find((end) => end !== knownEnd) ?? ''}\\ \\Longrightarrow\\ ${twoDecimals(piece(full[0]) ?? 0)}\\cdot ${twoDecimals(piece(full[1]) ?? 0)}=${twoDecimals(piece(knownEnd) ?? 0)}\\cdot x`,
      );
      values[ask] = value;
      values.result = value;
      answers.push(
        shown(request.fromCentre ? `${half.find((end) => end !== knownEnd) ?? ''}${E}` : ask, value),
      );
      break;
    }
    case 'secant': {
      const { outside: P, near, far, lengths } = request;
      const g = (x: string, y: string) => lengths[segmentKey(`${x}${y}`)];
      const pb = g(P, near);
      const whole =
        g(P, far) ?? (pb !== undefined && g(near, far) !== undefined ? pb + (g(near, far) ?? 0) : undefined);
      if (pb === undefined || whole === undefined || !(whole > pb && pb > 0))
        throw new SolverStop('unreadable', source);
      const value = Math.sqrt(pb * whole);
      // coordinates: P at the origin, the secant on the x-axis, a circle through B and C; the tangent from P
      const cx = (pb + whole) / 2;
      const cy = 1.7;
      const r = Math.hypot(pb - cx, cy);
      need(close(Math.sqrt(cx * cx + cy * cy - r * r), value), source);
      w.step(
        'geo_secant',
        {},
        `${P}${request.touch}^2=${P}${near}\\cdot ${P}${far}=${twoDecimals(pb)}\\cdot ${twoDecimals(whole)}\\ \\Longrightarrow\\ ${P}${request.touch}${isLength(value)}`,
      );
      values[request.ask] = value;
      values.result = value;
      answers.push(shown(`${P}${request.touch}`, value));
      break;
    }
  }
  w.step('check_geo_coordinates', {});
  return { kind: 'circle-lengths' as const, values, answers, problem: w.say('problem_circle_lengths') };
}

function solveMidsegment(
  request: Extract<GeometryRequest, { figure: 'midsegment' }>,
  w: Writer,
  source: string,
) {
  const [a, b] = request.bases;
  if (!(a > 0 && b > 0)) throw new SolverStop('unreadable', source);
  const value = (a + b) / 2;
  // coordinates: the bases on y = 0 and y = 1, the legs' midpoints
  const left = [0.35, 0.5];
  const right = [(a + 0.7 + b) / 2, 0.5];
  need(close((right[0] ?? 0) - (left[0] ?? 0), value), source);
  w.step('geo_midsegment', {}, `m=\\frac{${twoDecimals(a)}+${twoDecimals(b)}}{2}=${twoDecimals(value)}`);
  w.step('check_geo_coordinates', {});
  return {
    kind: 'trapezoid-midsegment' as const,
    values: { midsegment: value, result: value },
    answers: [`m=${twoDecimals(value)}`],
    problem: w.say('problem_midsegment'),
  };
}

export function solveGeometry(request: GeometryRequest, w: Writer, source: string): Solution {
  let solved: { kind: SolverKind; values: Record<string, number>; answers: string[]; problem: string };
  switch (request.figure) {
    case 'right-triangle':
      solved = solveRight(request, w, source);
      break;
    case 'midsegment':
      solved = solveMidsegment(request, w, source);
      break;
    case 'parallel':
      solved = solveParallel(request, w, source);
      break;
    case 'similar-areas':
      solved = solveSimilarAreas(request, w, source);
      break;
    case 'bisector':
      solved = solveBisector(request, w, source);
      break;
    case 'circle-angles':
      solved = solveCircleAngles(request, w, source);
      break;
    case 'cyclic':
      solved = solveCyclic(request, w, source);
      break;
    default:
      solved = solveCircleLengths(request, w, source);
  }
  if (!Object.values(solved.values).every(Number.isFinite) || solved.answers.length === 0)
    throw new SolverStop('unverified', source);
  return {
    kind: solved.kind,
    reply: w.walkthrough(solved.problem, solved.answers.map((answer) => `$${answer}$`).join(', ')),
    values: solved.values,
  };
}
