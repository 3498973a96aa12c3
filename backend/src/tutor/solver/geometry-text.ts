/**
 * What the geometry kinds share (docs/tutor.md, "Plane geometry and trigonometry in space"): a message's
 * math as plain text (no `$`, `\angle` as ∠, degrees as °), its named lengths ("AB=12", "$SO=24$"), the
 * lengths and angles as people read them (`4\sqrt{10}`, `13.34^\circ`), and the little vector algebra
 * the checks use.
 */

/** A message's geometry in plain text: LaTeX markers dropped, degrees as "°", ∠ and ∥ as symbols. */
export function plainGeometry(message: string): string {
  return message
    .replace(/\^\s*\{?\s*\\circ\s*\}?|\\degree|°/g, '°')
    .replace(/\\angle\s*|\\measuredangle\s*|∢/g, '∠')
    .replace(/\\parallel|\\\|/g, '∥')
    .replace(/\\(?:left|right)\b/g, '')
    .replace(/\\[,;!:]|~/g, ' ')
    .replace(/\$/g, ' ')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/[\u05BE]/g, '-')
    .replace(/[ \t]+/g, ' ');
}

export const NUMBER = '(\\d+(?:\\.\\d+)?)';

/** A segment's key: its two letters in alphabetical order (AB and BA are one segment). */
export const segmentKey = (name: string): string => [...name].sort().join('');

/** The lengths a message gives by name: "AB=12", "BC = 4.5" (keys in alphabetical order). */
export function namedLengths(text: string): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const found of text.matchAll(
    /(?<![A-Za-z∠])([A-Z])([A-Z])(?![A-Za-z])\s*(?:=|הוא|היא|is|equals)\s*(\d+(?:\.\d+)?)(?![\d.]*\s*°)/g,
  ))
    lengths.set(segmentKey(`${found[1]}${found[2]}`), Number(found[3]));
  return lengths;
}

/** The message without the lengths it gives by name: what is left names what is asked. */
export const withoutGivens = (text: string): string =>
  text.replace(/(?<![A-Za-z∠])[A-Z]{2}(?![A-Za-z])\s*(?:=|הוא|היא|is|equals)\s*\d+(?:\.\d+)?/g, ' ');

/** All the numbers a text states. */
export const numbersOf = (text: string): number[] => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/** √n as k√m with m square-free, for a whole n. */
function simplifiedRoot(n: number): string {
  let outside = 1;
  let inside = n;
  for (let k = Math.floor(Math.sqrt(n)); k > 1; k -= 1) {
    if (inside % (k * k) === 0) {
      outside *= k;
      inside /= k * k;
      break;
    }
  }
  if (inside === 1) return String(outside);
  return `${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
}

/** A number rounded to two decimals, trailing zeros dropped (13.34, 147.8, 45). */
export const twoDecimals = (value: number): string => String(Number(value.toFixed(2)));

/** A length exactly when its square is whole ("13", "4\sqrt{10}"); else rounded ("\approx 147.8"). */
export function lengthTex(value: number): string {
  const square = value * value;
  const whole = Math.round(square);
  if (Math.abs(square - whole) <= 1e-9 * Math.max(1, square) && whole > 0 && whole < 1e7)
    return simplifiedRoot(whole);
  const rounded = Number(value.toFixed(6));
  if (Math.abs(rounded - value) < 1e-9 && String(rounded).length <= 8) return String(rounded);
  return `\\approx ${twoDecimals(value)}`;
}

/** "= 4\sqrt{10}" or "\approx 12.65": a length after its name. */
export const isLength = (value: number): string => {
  const exact = lengthTex(value);
  return exact.startsWith('\\approx') ? exact : `=${exact}`;
};

/** An angle in degrees: "=45^\circ" when whole, else "\approx 13.34^\circ". */
export function isAngle(degrees: number): string {
  return Math.abs(degrees - Math.round(degrees)) < 1e-9
    ? `=${Math.round(degrees)}^\\circ`
    : `\\approx ${twoDecimals(degrees)}^\\circ`;
}

export type Vector = readonly [number, number, number];
export const minus = (u: Vector, v: Vector): Vector => [u[0] - v[0], u[1] - v[1], u[2] - v[2]];
export const plus = (u: Vector, v: Vector): Vector => [u[0] + v[0], u[1] + v[1], u[2] + v[2]];
export const scale = (k: number, u: Vector): Vector => [k * u[0], k * u[1], k * u[2]];
export const dot = (u: Vector, v: Vector): number => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
export const cross = (u: Vector, v: Vector): Vector => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
export const norm = (u: Vector): number => Math.sqrt(dot(u, u));
export const distance = (u: Vector, v: Vector): number => norm(minus(u, v));
export const degrees = (radians: number): number => (radians * 180) / Math.PI;
export const radians = (degreesValue: number): number => (degreesValue * Math.PI) / 180;

/** The acute angle between two directions, in degrees, from atan2 (not from a cosine). */
export function acuteAngle(u: Vector, v: Vector): number {
  const angle = degrees(Math.atan2(norm(cross(u, v)), dot(u, v)));
  return angle > 90 ? 180 - angle : angle;
}
