/**
 * Trig values and angles (math lessons 6 and 14, docs/tutor.md "Triangles and trig functions"): the other
 * ratios and the double angle from one ratio and the angle's quadrant ("sin α = 3/5, α obtuse"), the exact
 * value of a trig function at an angle ("sin 210°", "cos(5π/12)"), degrees ↔ radians, and a circle's arc
 * length and sector area from its radius and central angle. Verified by a second route: the angle itself
 * (atan2 of the sine and cosine) lies in the quadrant and gives back every ratio; a value by its reference
 * angle; a conversion by the way back; an arc and a sector as shares of the whole circle.
 */
import { extractBounds } from './recognize-math';
import { agree, asFraction, compiled, formatNumber, fromExpr, numberTex, readExpr, SolverStop } from './math';
import type { Solution, Writer } from './types';

type Ratio = 'sin' | 'cos' | 'tan';
type Asked = Ratio | 'sin2' | 'cos2' | 'tan2';
type Quadrant = 1 | 2 | 3 | 4;

export type TrigFunctionsRequest =
  | { ask: 'values'; given: Ratio; value: number; valueText: string; quadrant?: Quadrant; wants: Asked[] }
  | { ask: 'exact'; fn: Ratio; degrees: number; angleText: string }
  | { ask: 'convert'; toRadians: number[]; toDegrees: { value: number; text: string }[] }
  | { ask: 'arc-sector'; radius: number; radians: number; angleText: string; arc: boolean; sector: boolean }
  | { ask: 'identity'; double: Ratio; via: Ratio | 'both' };

/** Degrees as "°"; `\left`, `\right`, thin spaces and `$` gone (`keepSpans`: each `$` kept, spaced apart). */
export function trigText(message: string, keepSpans = false): string {
  return (
    message
      .replace(/\^\s*\{?\s*\\circ\s*\}?|\\degree|º/g, '°')
      .replace(/(\d)\s*(?:מעלות|degrees?(?![a-z])|deg(?![a-z]))/gi, '$1°')
      // "πt" is π times t (the checker would read the letters p, i, t)
      .replace(/π\s*(?=[a-zA-Z(])/g, 'π*')
      .replace(/\$/g, keepSpans ? ' $ ' : ' ')
      .replace(/\\[,;!]/g, ' ')
      .replace(/\\(?:left|right)/g, '')
      .replace(/\s+/g, ' ')
  );
}

/** A number read from a math fragment (π, fractions, roots); null when it is not a plain number. */
export function numberOf(text: string): number | null {
  try {
    const value = compiled(fromExpr(readExpr(text)))();
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** An interval's two bounds as numbers ("0", "2\\pi"), or null unless both read and low < high. */
export function intervalOf(bounds: readonly [string, string]): [number, number] | null {
  const [low, high] = bounds.map(numberOf);
  return low === null || low === undefined || high === null || high === undefined || high <= low
    ? null
    : [low, high];
}

const ANGLE_NAME = '(?:\\\\alpha|α|alpha|\\\\theta|θ|theta|\\\\beta|β|beta|x|a|t)';
const RATIO_VALUE = '(-?\\s*(?:\\\\[dt]?frac\\{\\d+\\}\\{\\d+\\}|\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?))';
const GIVEN = new RegExp(
  `(?<![\\d)*/^+-]\\s*)\\\\?(sin|cos|tan|tg)\\s*\\(?\\s*${ANGLE_NAME}\\s*\\)?\\s*=\\s*${RATIO_VALUE}(?![\\d.a-z(\\\\])`,
  'i',
);

const QUADRANT_WORDS: readonly [RegExp, Quadrant][] = [
  [/קהה|obtuse|רביע\s+(?:ה)?שני|second\s+quadrant|quadrant\s+(?:II|2)\b/i, 2],
  [/רביע\s+(?:ה)?שלישי|third\s+quadrant|quadrant\s+(?:III|3)\b/i, 3],
  [/רביע\s+(?:ה)?רביעי|fourth\s+quadrant|quadrant\s+(?:IV|4)\b/i, 4],
  [/חדה|acute|רביע\s+(?:ה)?ראשון|first\s+quadrant|quadrant\s+(?:I|1)\b/i, 1],
];

const LESS = '(?:<=|≤|<|\\\\leq?|\\\\lt)';
const ANGLE_BOUND = '((?:\\\\frac\\{[^{}]*\\}\\{[^{}]*\\}|\\\\pi|pi|[-\\d.π/])+)';
const BETWEEN = new RegExp(`${ANGLE_BOUND}\\s*${LESS}\\s*${ANGLE_NAME}\\s*${LESS}\\s*${ANGLE_BOUND}`, 'i');

/** "π/2<α<π", "90°<x<180°", "בין 90 ל־180": the bounds an angle is put between. */
function angleBounds(text: string): [string, string] | undefined {
  const plain = text.replace(/°/g, '');
  const found = BETWEEN.exec(plain);
  if (found?.[1] && found[2]) return [found[1].trim(), found[2].trim()];
  return extractBounds(plain).bounds;
}

/** The quadrant a message puts the angle in, by words or by an interval; null when it names none. */
function quadrantOf(text: string): Quadrant | null | 'unclear' {
  for (const [pattern, quadrant] of QUADRANT_WORDS) if (pattern.test(text)) return quadrant;
  const bounds = angleBounds(text);
  if (!bounds) return null;
  const [low, high] = bounds.map(numberOf);
  if (low === null || high === null || low === undefined || high === undefined) return 'unclear';
  const degrees = /°|מעלות|degrees/i.test(text) || high > 2 * Math.PI + 1e-9;
  const [a, b] = degrees ? [low, high] : [(low * 180) / Math.PI, (high * 180) / Math.PI];
  for (const quadrant of [1, 2, 3, 4] as const) {
    const start = (quadrant - 1) * 90;
    if (a >= start - 1e-9 && b <= start + 90 + 1e-9 && b > a) return quadrant;
  }
  return 'unclear';
}

function ratioOf(name: string): Ratio {
  const lower = name.toLowerCase();
  return lower === 'tg' ? 'tan' : (lower as Ratio);
}

function valuesRequest(text: string): TrigFunctionsRequest | null {
  if (
    /פתר|פתור|משווא|solve|equation|פתרון\s+כללי|general\s+solution|כל\s+הפתרונות|all\s+(?:the\s+)?solutions/i.test(
      text,
    )
  )
    return null;
  const given = GIVEN.exec(text);
  if (!given?.[1] || !given[2]) return null;
  const value = numberOf(given[2].replace(/\s+/g, ''));
  if (value === null) return null;
  const quadrant = quadrantOf(text.replace(given[0], ' '));
  if (quadrant === 'unclear') return null;
  const rest = text.replace(given[0], ' ');
  const wants: Asked[] = [];
  for (const ratio of ['sin', 'cos', 'tan'] as const) {
    const name = ratio === 'tan' ? '(?:tan|tg)' : ratio;
    if (new RegExp(`\\\\?${name}\\s*\\(?\\s*2\\s*${ANGLE_NAME}(?![a-z])`, 'i').test(rest))
      wants.push(`${ratio}2`);
    if (new RegExp(`\\\\?${name}\\s*\\(?\\s*${ANGLE_NAME}(?![a-z])`, 'i').test(rest)) wants.push(ratio);
  }
  const ratio = ratioOf(given[1]);
  const asked = wants.filter((want) => want !== ratio);
  // with nothing named, only a request for "the other values" asks for them
  if (
    asked.length === 0 &&
    !/מצא|חשב|מה\s|מהם|מהו|שאר|find|comput|calculat|what|other|values|ערכ/i.test(rest)
  )
    return null;
  return {
    ask: 'values',
    given: ratio,
    value,
    valueText: given[2].replace(/\s+/g, ''),
    ...(quadrant ? { quadrant } : {}),
    wants: asked.length > 0 ? asked : (['sin', 'cos', 'tan'] as const).filter((each) => each !== ratio),
  };
}

/** "מהו sin 210°", "cos(5π/12)": one trig function of one angle, nothing else. */
function exactRequest(message: string): TrigFunctionsRequest | null {
  // "בעזרת נוסחת הסכום 5π/12=π/4+π/6": how to compute it, not more to compute
  const text = message.replace(/(?:בעזרת|באמצעות|using|by\s+the)\s[^.?]*/gi, ' ');
  if (/=/.test(text)) return null;
  const found =
    /\\?(sin|cos|tan|tg)\s*\(?\s*(-?\d+(?:\.\d+)?)\s*°\s*\)?/i.exec(text) ??
    /\\?(sin|cos|tan|tg)\s*(\\frac\{\s*\d*\s*(?:\\pi|π)\s*\}\{\d+\}|\(\s*\d*\s*(?:\\pi|π|pi)\s*(?:\/\s*\d+)?\s*\)|\d*\s*(?:\\pi|π|pi)\s*(?:\/\s*\d+)?)/i.exec(
      text,
    );
  if (!found?.[1] || !found[2]) return null;
  // "sin 30° + cos 60°" or "2 sin 30°" is arithmetic, not one value
  const rest = text.replace(found[0], ' ');
  if (
    /[+*/^]|\d|\\?(?:sin|cos|tan)\b|(?<![\u05D0-\u05EA])-/.test(
      rest.replace(/[\u05D0-\u05EA"'׳״?.:,!()[\]]/g, ' '),
    )
  )
    return null;
  const isDegrees = found[0].includes('°');
  const angle = isDegrees ? Number(found[2]) : numberOf(found[2].replace(/\s+/g, ''));
  if (angle === null) return null;
  return {
    ask: 'exact',
    fn: ratioOf(found[1]),
    degrees: isDegrees ? angle : (angle * 180) / Math.PI,
    angleText: isDegrees ? `${found[2]}^\\circ` : found[2].trim(),
  };
}

const RADIAN_WORDS = '(?:רדיאנים|רדיאן|radians?|rad)(?![a-z])';
const TO_RADIANS = /לרדיאנים|ברדיאנים|(?:to|in|into)\s+radians/i;
const TO_DEGREES = /למעלות|במעלות|(?:to|in|into)\s+degrees/i;
const PI_ANGLE =
  '(\\\\frac\\{\\s*\\d*\\s*(?:\\\\pi|π)\\s*\\}\\{\\d+\\}|\\d*\\s*(?:\\\\pi|π|pi)\\s*(?:/\\s*\\d+)?|\\d+(?:\\.\\d+)?)';

function convertRequest(text: string): TrigFunctionsRequest | null {
  if (!TO_RADIANS.test(text) && !TO_DEGREES.test(text)) return null;
  if (/=|sin|cos|tan|רדיוס|radius|קשת|arc|גזרה|sector/i.test(text)) return null;
  const toRadians = TO_RADIANS.test(text)
    ? [...text.matchAll(/(-?\d+(?:\.\d+)?)\s*°/g)].map((found) => Number(found[1]))
    : [];
  const toDegrees = TO_DEGREES.test(text)
    ? [...text.matchAll(new RegExp(`${PI_ANGLE}\\s*${RADIAN_WORDS}`, 'gi'))]
        .map((found) => ({
          text: (found[1] ?? '').trim(),
          value: numberOf((found[1] ?? '').replace(/\s+/g, '')),
        }))
        .filter((angle): angle is { text: string; value: number } => angle.value !== null)
    : [];
  if (toRadians.length + toDegrees.length === 0) return null;
  // every number in the message is one of the angles read
  const numbers = (text.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const read =
    toRadians.length +
    toDegrees.reduce((sum, angle) => sum + (angle.text.match(/\d+(?:\.\d+)?/g) ?? []).length, 0);
  if (numbers !== read) return null;
  return { ask: 'convert', toRadians, toDegrees };
}

function arcSectorRequest(text: string): TrigFunctionsRequest | null {
  const arc = /קשת|arc\b|arc\s+length/i.test(text);
  const sector = /גזרה|גיזרה|sector/i.test(text);
  if (!arc && !sector) return null;
  const radius = /(?:רדיוס(?:ו)?|radius|\br)\s*(?:של|הוא|=|is|of)?\s*(\d+(?:\.\d+)?)/i.exec(text);
  if (!radius?.[1]) return null;
  const rest = text.replace(radius[0], ' ');
  const degrees = /(\d+(?:\.\d+)?)\s*°/.exec(rest);
  const radians = new RegExp(`${PI_ANGLE}\\s*(?:${RADIAN_WORDS})?`, 'i').exec(
    rest.replace(/\d+(?:\.\d+)?\s*°/g, ' '),
  );
  const angleText = degrees ? `${degrees[1]}^\\circ` : (radians?.[1] ?? '').trim();
  const angle = degrees ? (Number(degrees[1]) * Math.PI) / 180 : numberOf(angleText.replace(/\s+/g, ''));
  if (angle === null || !(angle > 0 && angle <= 2 * Math.PI + 1e-9)) return null;
  const numbers = (rest.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (numbers !== (angleText.match(/\d+(?:\.\d+)?/g) ?? []).length) return null;
  return { ask: 'arc-sector', radius: Number(radius[1]), radians: angle, angleText, arc, sector };
}

/** "כתבו את cos 2x בעזרת sin x בלבד", "express sin 2x in terms of sin x and cos x": a double-angle identity. */
function identityRequest(text: string): TrigFunctionsRequest | null {
  const found =
    /(?:כתבו|כתוב|רשמו|הביעו|בטאו|write|express|rewrite)[^?.]*?\\?(sin|cos|tan)\s*\(?\s*2\s*x\s*\)?[^?.]*?(?:בעזרת|באמצעות|in\s+terms\s+of|using)\s*\\?(sin|cos|tan)\s*\(?\s*x\s*\)?\s*(בלבד|only|alone)?/i.exec(
      text,
    );
  if (!found?.[1] || !found[2]) return null;
  const double = ratioOf(found[1]);
  const only =
    found[3] !== undefined ||
    !/(?:ו|and)\s*\\?(?:sin|cos|tan)\s*\(?\s*x/i.test(text.slice(found.index + found[0].length));
  return { ask: 'identity', double, via: only ? ratioOf(found[2]) : 'both' };
}

/** The trig values or angle computation a message asks for, or null. */
export function recognizeTrigFunctions(message: string): TrigFunctionsRequest | null {
  const text = trigText(message);
  return (
    identityRequest(text) ??
    valuesRequest(text) ??
    arcSectorRequest(text) ??
    convertRequest(text) ??
    exactRequest(text)
  );
}

/** A number as TeX: a small fraction, a rational multiple of π, or decimals. */
export function angleTex(value: number): string {
  const plainFraction = asFraction(value);
  if (plainFraction && plainFraction.d <= 100) return numberTex(value);
  const ofPi = asFraction(value / Math.PI);
  if (ofPi && ofPi.d <= 360 && Math.abs(ofPi.n) <= 1000) {
    const sign = ofPi.n < 0 ? '-' : '';
    const n = Math.abs(ofPi.n);
    const top = n === 1 ? '\\pi' : `${n}\\pi`;
    return ofPi.d === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${ofPi.d}}`;
  }
  return formatNumber(value);
}

/** Square roots that school answers keep exact: k/d·√m. */
function surdTex(value: number): string {
  const plain = asFraction(value);
  if (plain && plain.d <= 1000) return numberTex(value);
  for (const root of [2, 3, 5, 6, 7, 10, 11, 13]) {
    const fraction = asFraction(value / Math.sqrt(root));
    if (fraction && fraction.d <= 100 && Math.abs(fraction.n) <= 100) {
      const sign = fraction.n < 0 ? '-' : '';
      const n = Math.abs(fraction.n);
      const top = `${n === 1 ? '' : n}\\sqrt{${root}}`;
      return fraction.d === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${fraction.d}}`;
    }
  }
  return formatNumber(value);
}

const SIGNS: Record<Quadrant, { sin: number; cos: number }> = {
  1: { sin: 1, cos: 1 },
  2: { sin: 1, cos: -1 },
  3: { sin: -1, cos: -1 },
  4: { sin: -1, cos: 1 },
};
const RATIO_TEX: Record<Asked, string> = {
  sin: '\\sin\\alpha',
  cos: '\\cos\\alpha',
  tan: '\\tan\\alpha',
  sin2: '\\sin 2\\alpha',
  cos2: '\\cos 2\\alpha',
  tan2: '\\tan 2\\alpha',
};

function solveValues(
  request: Extract<TrigFunctionsRequest, { ask: 'values' }>,
  w: Writer,
  message: string,
): Solution {
  const { given, value, quadrant, wants } = request;
  const stop = (kind: 'unsupported' | 'unverified') => new SolverStop(kind, message.slice(0, 40));
  w.step('trig_values_given', {}, `${RATIO_TEX[given]}=${request.valueText}`);
  // Without a quadrant only what the sign does not change: cos 2α from sin or cos, tan 2α and cos 2α from tan.
  const signFree = new Set<Asked>(given === 'tan' ? ['tan2', 'cos2'] : ['cos2']);
  if (!quadrant && !wants.every((want) => signFree.has(want))) throw stop('unsupported');
  if ((given === 'sin' || given === 'cos') && Math.abs(value) > 1) throw stop('unsupported');
  const signs = quadrant ? SIGNS[quadrant] : { sin: 1, cos: 1 };
  let sin: number;
  let cos: number;
  if (given === 'sin') {
    sin = value;
    cos = signs.cos * Math.sqrt(1 - value * value);
    w.step('trig_values_pythagoras', {}, `\\cos^2\\alpha=1-\\sin^2\\alpha=${surdTex(1 - value * value)}`);
  } else if (given === 'cos') {
    cos = value;
    sin = signs.sin * Math.sqrt(1 - value * value);
    w.step('trig_values_pythagoras', {}, `\\sin^2\\alpha=1-\\cos^2\\alpha=${surdTex(1 - value * value)}`);
  } else {
    cos = signs.cos / Math.sqrt(1 + value * value);
    sin = value * cos;
    w.step(
      'trig_values_from_tan',
      {},
      `\\cos^2\\alpha=\\frac{1}{1+\\tan^2\\alpha}=${surdTex(1 / (1 + value * value))}`,
    );
  }
  if (quadrant) {
    if (Math.sign(sin) !== 0 && Math.sign(sin) !== signs.sin) throw stop('unsupported');
    if (Math.sign(cos) !== 0 && Math.sign(cos) !== signs.cos) throw stop('unsupported');
    w.step(`trig_values_quadrant_${quadrant}`, {});
  }
  const all: Record<Asked, number> = {
    sin,
    cos,
    tan: sin / cos,
    sin2: 2 * sin * cos,
    cos2: cos * cos - sin * sin,
    tan2: (2 * (sin / cos)) / (1 - (sin / cos) ** 2),
  };
  // The angle itself: in the quadrant, and giving back every ratio (without a quadrant, either sign's angle)
  const angle = Math.atan2(sin, cos);
  const inQuadrant =
    !quadrant ||
    (((angle + 2 * Math.PI) % (2 * Math.PI)) / (Math.PI / 2) >= quadrant - 1 - 1e-9 &&
      ((angle + 2 * Math.PI) % (2 * Math.PI)) / (Math.PI / 2) <= quadrant + 1e-9);
  const back: Record<Asked, number> = {
    sin: Math.sin(angle),
    cos: Math.cos(angle),
    tan: Math.tan(angle),
    sin2: Math.sin(2 * angle),
    cos2: Math.cos(2 * angle),
    tan2: Math.tan(2 * angle),
  };
  const shown = wants.filter((want) => Number.isFinite(all[want]));
  if (
    !inQuadrant ||
    !agree(back[given], value, 1e-9) ||
    !shown.every((want) => agree(all[want], back[want], 1e-9)) ||
    shown.length === 0
  )
    throw stop('unverified');
  const formulas: Record<Asked, string> = {
    sin: '\\sin\\alpha',
    cos: '\\cos\\alpha',
    tan: '\\tan\\alpha=\\frac{\\sin\\alpha}{\\cos\\alpha}',
    sin2: '\\sin 2\\alpha=2\\sin\\alpha\\cos\\alpha',
    cos2: '\\cos 2\\alpha=\\cos^2\\alpha-\\sin^2\\alpha',
    tan2: '\\tan 2\\alpha=\\frac{2\\tan\\alpha}{1-\\tan^2\\alpha}',
  };
  for (const want of shown) w.step('trig_values_result', {}, `${formulas[want]}=${surdTex(all[want])}`);
  w.step('check_trig_values', {});
  const answer = shown.map((want) => `${RATIO_TEX[want]}=${surdTex(all[want])}`).join(',\\quad ');
  return {
    kind: 'trig-values',
    reply: w.walkthrough(
      w.say('problem_trig_values', { given: `$${RATIO_TEX[given]}=${request.valueText}$` }),
      `$${answer}$`,
    ),
    values: Object.fromEntries(shown.map((want) => [want, all[want]])),
  };
}

const FN_TEX: Record<Ratio, string> = { sin: '\\sin', cos: '\\cos', tan: '\\tan' };

function solveExact(
  request: Extract<TrigFunctionsRequest, { ask: 'exact' }>,
  w: Writer,
  message: string,
): Solution {
  const { fn, degrees } = request;
  const direct = { sin: Math.sin, cos: Math.cos, tan: Math.tan }[fn]((degrees * Math.PI) / 180);
  // the reference angle: the quadrant's sign times the ratio of an acute angle
  const turned = ((degrees % 360) + 360) % 360;
  const quadrant = Math.min(3, Math.floor(turned / 90)) + 1;
  const reference = [turned, 180 - turned, turned - 180, 360 - turned][quadrant - 1] ?? turned;
  const sign =
    fn === 'sin'
      ? quadrant <= 2
        ? 1
        : -1
      : fn === 'cos'
        ? quadrant === 1 || quadrant === 4
          ? 1
          : -1
        : quadrant % 2 === 1
          ? 1
          : -1;
  const viaReference =
    sign * { sin: Math.sin, cos: Math.cos, tan: Math.tan }[fn]((reference * Math.PI) / 180);
  if (!Number.isFinite(direct) || Math.abs(direct) > 1e12 || !agree(direct, viaReference, 1e-9))
    throw new SolverStop('unverified', message.slice(0, 40));
  const value = Math.abs(direct) < 1e-12 ? 0 : direct;
  w.step(
    'trig_exact_reference',
    {},
    `${FN_TEX[fn]} ${request.angleText}=${sign < 0 ? '-' : ''}${FN_TEX[fn]} ${formatNumber(reference)}^\\circ`,
  );
  w.step('trig_exact_value', {}, `${FN_TEX[fn]} ${request.angleText}=${surdTex(value)}`);
  return {
    kind: 'trig-values',
    reply: w.walkthrough(
      w.say('problem_trig_exact', { expression: `$${FN_TEX[fn]} ${request.angleText}$` }),
      `$${FN_TEX[fn]} ${request.angleText}=${surdTex(value)}$`,
    ),
    values: { value },
  };
}

function solveConvert(
  request: Extract<TrigFunctionsRequest, { ask: 'convert' }>,
  w: Writer,
  message: string,
): Solution {
  const values: Record<string, number> = {};
  const answers: string[] = [];
  request.toRadians.forEach((degrees, i) => {
    const radians = (degrees * Math.PI) / 180;
    if (!agree((radians * 180) / Math.PI, degrees, 1e-12))
      throw new SolverStop('unverified', message.slice(0, 40));
    w.step(
      'angle_to_radians',
      {},
      `${formatNumber(degrees)}^\\circ=${formatNumber(degrees)}\\cdot\\frac{\\pi}{180}=${angleTex(radians)}\\approx ${formatNumber(radians)}`,
    );
    values[i === 0 ? 'radians' : `radians${i + 1}`] = radians;
    answers.push(`${formatNumber(degrees)}^\\circ=${angleTex(radians)}`);
  });
  request.toDegrees.forEach((angle, i) => {
    const degrees = (angle.value * 180) / Math.PI;
    if (!agree((degrees * Math.PI) / 180, angle.value, 1e-12))
      throw new SolverStop('unverified', message.slice(0, 40));
    w.step(
      'angle_to_degrees',
      {},
      `${angle.text}\\cdot\\frac{180^\\circ}{\\pi}\\approx ${formatNumber(degrees)}^\\circ`,
    );
    values[i === 0 ? 'degrees' : `degrees${i + 1}`] = degrees;
    answers.push(`${angle.text}\\,\\mathrm{rad}\\approx ${formatNumber(degrees)}^\\circ`);
  });
  w.step('check_angle_conversion', {});
  return {
    kind: 'angle-conversion',
    reply: w.walkthrough(w.say('problem_angle_conversion'), `$${answers.join(',\\quad ')}$`),
    values,
  };
}

function solveArcSector(
  request: Extract<TrigFunctionsRequest, { ask: 'arc-sector' }>,
  w: Writer,
  message: string,
): Solution {
  const { radius: r, radians, arc, sector } = request;
  const length = r * radians;
  const area = (r * r * radians) / 2;
  if (/circ|π|pi/.test(request.angleText))
    w.step('arc_angle', {}, `\\theta=${request.angleText}=${angleTex(radians)}`);
  // shares of the whole circle: the arc of the circumference, the sector of the disc, both θ/2π
  const share = radians / (2 * Math.PI);
  if (
    !agree(length / (2 * Math.PI * r), share, 1e-12) ||
    !agree(area / (Math.PI * r * r), share, 1e-12) ||
    !agree(area, (r * length) / 2, 1e-12)
  )
    throw new SolverStop('unverified', message.slice(0, 40));
  const answers: string[] = [];
  const values: Record<string, number> = {};
  if (arc) {
    w.step(
      'arc_length',
      {},
      `s=r\\theta=${formatNumber(r)}\\cdot ${angleTex(radians)}=${angleTex(length)}${angleTex(length).includes('pi') ? `\\approx ${formatNumber(length)}` : ''}`,
    );
    answers.push(
      `s=${angleTex(length)}${angleTex(length).includes('pi') ? `\\approx ${formatNumber(length)}` : ''}`,
    );
    values.arc = length;
  }
  if (sector) {
    w.step(
      'sector_area',
      {},
      `S=\\frac{1}{2}r^2\\theta=\\frac{1}{2}\\cdot ${formatNumber(r * r)}\\cdot ${angleTex(radians)}=${angleTex(area)}${angleTex(area).includes('pi') ? `\\approx ${formatNumber(area)}` : ''}`,
    );
    answers.push(
      `S=${angleTex(area)}${angleTex(area).includes('pi') ? `\\approx ${formatNumber(area)}` : ''}`,
    );
    values.sector = area;
  }
  w.step('check_arc_sector', {});
  return {
    kind: 'arc-sector',
    reply: w.walkthrough(
      w.say('problem_arc_sector', { radius: formatNumber(r), angle: `$${request.angleText}$` }),
      `$${answers.join(',\\quad ')}$`,
    ),
    values,
  };
}

/** The double-angle identities: [the result in the checker's syntax, its TeX], by what it is written with. */
const IDENTITIES: Record<Ratio, Partial<Record<Ratio | 'both', [string, string]>>> = {
  cos: {
    sin: ['1-2sin(x)^2', '1-2\\sin^2x'],
    cos: ['2cos(x)^2-1', '2\\cos^2x-1'],
    both: ['cos(x)^2-sin(x)^2', '\\cos^2x-\\sin^2x'],
  },
  sin: { both: ['2sin(x)cos(x)', '2\\sin x\\cos x'] },
  tan: { tan: ['2tan(x)/(1-tan(x)^2)', '\\frac{2\\tan x}{1-\\tan^2x}'] },
};

function solveIdentity(
  request: Extract<TrigFunctionsRequest, { ask: 'identity' }>,
  w: Writer,
  message: string,
): Solution {
  const identity =
    IDENTITIES[request.double][request.via] ?? (request.double === 'sin' ? IDENTITIES.sin.both : undefined);
  if (!identity) throw new SolverStop('unsupported', message.slice(0, 40));
  const [plain, written] = identity;
  // both sides agree at many points where they are defined
  const rewritten = compiled(fromExpr(readExpr(plain)));
  const direct = { sin: Math.sin, cos: Math.cos, tan: Math.tan }[request.double];
  const points = [0.1, 0.37, 1.2, 2.05, 2.9, -0.8, 4.4];
  if (!points.every((x) => agree(rewritten({ x }), direct(2 * x), 1e-9)))
    throw new SolverStop('unverified', message.slice(0, 40));
  const left = `${FN_TEX[request.double]} 2x`;
  if (request.double === 'cos' && request.via !== 'both')
    w.step('trig_identity_double', {}, `\\cos 2x=\\cos^2x-\\sin^2x,\\quad \\sin^2x+\\cos^2x=1`);
  w.step('trig_identity_result', {}, `${left}=${written}`);
  w.step('check_trig_identity', {});
  return {
    kind: 'trig-values',
    reply: w.walkthrough(w.say('problem_trig_identity', { expression: `$${left}$` }), `$${left}=${written}$`),
    values: {},
    result: plain,
  };
}

export function solveTrigFunctions(request: TrigFunctionsRequest, w: Writer, message: string): Solution {
  switch (request.ask) {
    case 'values':
      return solveValues(request, w, message);
    case 'exact':
      return solveExact(request, w, message);
    case 'convert':
      return solveConvert(request, w, message);
    case 'arc-sector':
      return solveArcSector(request, w, message);
    case 'identity':
      return solveIdentity(request, w, message);
  }
}
