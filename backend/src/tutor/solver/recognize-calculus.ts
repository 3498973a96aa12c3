/**
 * The calculus lessons' questions (math lessons 8, 9, 16, 17; docs/tutor.md "Calculus as the lessons ask
 * it"): each matcher reads one template it can recognise with certainty and returns its request, or null.
 * Pure string work; the math fragments are read later through the checker's parser.
 */
import type { Known } from './antiderivatives';
import { countOf, mathPrefix, namedFunctions, plainText, verticalLines } from './calculus-words';
import { extractBounds } from './recognize-math';
import { recognizeVolume, type VolumeRequest } from './volumes';

export type Optimization =
  | { template: 'fence'; fence: number }
  | { template: 'box'; side: number }
  | { template: 'product'; sum: number };

export type MotionAsk = {
  velocityAt?: string;
  accelerationAt?: string;
  stops?: 'all' | 'first';
  highest?: boolean;
};

export type CalculusRequest =
  | ({ kind: 'volume' } & VolumeRequest)
  | { kind: 'domain'; f: string }
  | { kind: 'antiderivative-at'; f: string; at: string; value: string; name: string }
  | { kind: 'integral-bound'; f: string; from: string; letter: string; value: string; positive: boolean }
  | {
      kind: 'additivity';
      name: string;
      known: Known[];
      asked: { from: number; to: number; fromText: string; toText: string };
    }
  | { kind: 'rate-amount'; f: string; bounds: [string, string] }
  | { kind: 'area-between'; f: string; g: string }
  | { kind: 'area-parameter'; f: string; letter: string; area: string }
  | { kind: 'derivatives'; functions: { name: string; body: string }[] }
  | { kind: 'integrals'; bodies: string[] }
  | { kind: 'tangent-slope'; f: string; slope: string; parallel: boolean }
  | { kind: 'tangent-at'; f: string; at: number }
  | { kind: 'monotonic'; f: string; direction: 'increasing' | 'decreasing' }
  | { kind: 'extreme-value'; f: string; want: 'max' | 'min'; interval?: [string, string] }
  | { kind: 'motion'; f: string; variable: string; ask: MotionAsk }
  | ({ kind: 'optimization' } & Optimization);

const DERIVATIVE_WORDS = /נגזרת|גזר|גזו|derivative|differentiate|derive|d\/dx/i;
const OTHER_ASKS = /חקר|חקו|נגזרת|גזר|[fgh]'|משיק|קיצון|אסימפט|investigat|derivative|tangent|extrem/i;

function volume(message: string): CalculusRequest | null {
  const request = recognizeVolume(message);
  return request ? { kind: 'volume', ...request } : null;
}

/** "מצאו את תחום ההגדרה של $g(x)=\frac{5}{\sqrt{x-2}}$", "domain of f(x)=sqrt(x^2-4x)": nothing else asked. */
function domain(message: string): CalculusRequest | null {
  if (!/תחום\s*(?:ה)?הגדרה|\bdomain\b/i.test(message) || OTHER_ASKS.test(message)) return null;
  const functions = namedFunctions(message);
  const [f] = functions;
  return f && functions.length === 1 && /[a-z]/i.test(f) ? { kind: 'domain', f } : null;
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?|-?\\\\frac\\{\\d+\\}\\{\\d+\\})';

/** "F'(x)=6x^2-4x+1 … (1,5)", "הפונקציה הקדומה של f(x)=6x^2 שמקיימת F(1)=5", "find F if F'(x)=2x-3 and F(2)=1". */
function antiderivativeAt(message: string): CalculusRequest | null {
  const text = plainText(message);
  const derivative = /(?<![a-z])([A-Z])\s*'\s*\(\s*x\s*\)\s*=\s*/.exec(text);
  const primitiveOf = /קדומה|antiderivative|primitive/i.test(text);
  if (!derivative && !primitiveOf) return null;
  const body = derivative
    ? mathPrefix(text.slice(derivative.index + derivative[0].length))
    : namedFunctions(text).find((f) => /x/.test(f));
  if (!body) return null;
  const name = derivative?.[1] ?? 'F';
  const condition = new RegExp(`(?<![a-z'])${name}\\s*\\(\\s*${NUMBER}\\s*\\)\\s*=\\s*${NUMBER}`).exec(text);
  const point = new RegExp(
    `(?:נקודה|בנקודה|point|through|עובר|עוברת)[^()]{0,20}\\(\\s*${NUMBER}\\s*[,;]\\s*${NUMBER}\\s*\\)`,
    'i',
  ).exec(text);
  const found = condition ?? point;
  if (!found?.[1] || !found[2]) return null;
  return { kind: 'antiderivative-at', f: body, at: found[1], value: found[2], name };
}

/** "$\int_0^a(2x+1)\,dx=12$", "האינטגרל מ 0 עד a של 2x שווה 16": the letter bound asked. */
function integralBound(message: string): CalculusRequest | null {
  const text = plainText(message);
  const positive = /חיובי|positive|>\s*0/i.test(text);
  const latex =
    /(?:\\int|∫)_\{?(-?[\d.]+)\}?\s*\^\s*\{?([a-z])\}?\s*(.+?)\s*\\?,?\s*d([a-z])\s*=\s*(-?\d+(?:\.\d+)?)/i.exec(
      text,
    );
  if (latex?.[1] && latex[2] && latex[3] && latex[5])
    return {
      kind: 'integral-bound',
      f: latex[3].replace(/\\,|\\!/g, ''),
      from: latex[1],
      letter: latex[2],
      value: latex[5],
      positive,
    };
  const words =
    /(?:אינטגרל|integral)\S*\s+(?:מ|from)\s*-?\s*(-?[\d.]+)\s*(?:עד|ל|to)\s*-?\s*([a-z])\s+(?:של|of)\s+(.+?)\s+(?:שווה|equals|is|=)\s*(?:ל\s*-?)?\s*(-?\d+(?:\.\d+)?)/i.exec(
      text,
    );
  if (words?.[1] && words[2] && words[3] && words[4])
    return {
      kind: 'integral-bound',
      f: words[3],
      from: words[1],
      letter: words[2],
      value: words[4],
      positive,
    };
  return null;
}

/** Known integrals of one named function and one asked: "∫₁⁶g=11, ∫₁⁴g=7, what is ∫₄⁶g?". */
function additivity(message: string): CalculusRequest | null {
  const text = plainText(message);
  const pattern =
    /(?:\\int|∫)_\{?(-?\d+(?:\.\d+)?)\}?\s*\^\s*\{?(-?\d+(?:\.\d+)?)\}?\s*([a-z])\s*\(\s*x\s*\)\s*(?:\\,|\\!)?\s*d\s*x(\s*=\s*(-?\d+(?:\.\d+)?))?/gi;
  const known: Known[] = [];
  const asked: { from: number; to: number; fromText: string; toText: string }[] = [];
  const names = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    const [, fromText, toText, name, , value] = match;
    if (!fromText || !toText || !name) continue;
    names.add(name);
    const item = { from: Number(fromText), to: Number(toText), fromText, toText };
    if (value !== undefined) known.push({ ...item, value: Number(value) });
    else asked.push(item);
  }
  const [question] = asked;
  if (!question || asked.length !== 1 || known.length === 0 || names.size !== 1) return null;
  return { kind: 'additivity', name: [...names][0] ?? 'g', known, asked: question };
}

const UNITS = '(?:דקות|שעות|שניות|ימים|minutes|hours|seconds|days)';

/** A rate r(t)=… and the amount over the first T units (or between two times): ∫ of the rate. */
function rateAmount(message: string): CalculusRequest | null {
  const text = plainText(message);
  if (!/קצב|\brate\b/i.test(text)) return null;
  const label = /(?<![a-z])[a-z]\s*\(\s*t\s*\)\s*=\s*/i.exec(text);
  if (!label) return null;
  const f = mathPrefix(text.slice(label.index + label[0].length));
  const first =
    new RegExp(`ב\\s*-?\\s*(\\S+)\\s+(?:ה)?${UNITS}\\s+(?:ה)?ראשונות`, 'i').exec(text)?.[1] ??
    new RegExp(`(?:in|during|over)\\s+the\\s+first\\s+(\\S+)\\s+${UNITS}`, 'i').exec(text)?.[1];
  const count = first === undefined ? null : countOf(first);
  if (f && count !== null) return { kind: 'rate-amount', f, bounds: ['0', String(count)] };
  const { bounds } = extractBounds(text.slice(label.index + label[0].length + f.length));
  return f && bounds ? { kind: 'rate-amount', f, bounds } : null;
}

/** "גזרו את הפונקציות $f(x)=…$, $g(x)=…$ ו־$h(x)=…$": several functions, each its derivative. */
function derivatives(message: string): CalculusRequest | null {
  if (!DERIVATIVE_WORDS.test(message) || /משיק|tangent|[fgh]'\s*\(/i.test(message)) return null;
  const text = plainText(message);
  const functions = [...text.matchAll(/(?<![a-z])([fghk])\s*\(\s*x\s*\)\s*=\s*/g)]
    .map((match) => ({
      name: match[1] ?? 'f',
      body: mathPrefix(text.slice((match.index ?? 0) + match[0].length)),
    }))
    .filter((item) => item.body);
  return functions.length >= 2 ? { kind: 'derivatives', functions } : null;
}

/** "חשבו את האינטגרלים $\int(2x-5)^4\,dx$, $\int\frac{6}{x^3}\,dx$ …": several indefinite integrals. */
function integrals(message: string): CalculusRequest | null {
  const text = plainText(message);
  if (/(?:\\int|∫)\s*_/.test(text)) return null;
  const bodies = [...text.matchAll(/(?:\\int|∫)\s*(.+?)\s*(?:\\[,!])?\s*d\s*x\b/g)].map((match) =>
    (match[1] ?? '').replace(/^\\left\s*\(([\s\S]*)\\right\s*\)$/, '($1)').trim(),
  );
  const count = (text.match(/\\int|∫/g) ?? []).length;
  return bodies.length >= 2 && bodies.length === count && bodies.every(Boolean)
    ? { kind: 'integrals', bodies }
    : null;
}

/** The tangent parallel to a line, or where the tangent has a given slope. */
function tangentSlope(message: string): CalculusRequest | null {
  const text = plainText(message);
  if (!/משיק|tangent/i.test(text)) return null;
  const parallel =
    /(?:מקביל\S*\s+ל\s*-?\s*(?:ישר\s+)?|parallel\s+to\s+(?:the\s+line\s+)?)(?:y\s*=\s*)?/i.exec(text);
  if (parallel) {
    const line = mathPrefix(text.slice(parallel.index + parallel[0].length));
    const f = namedFunctions(text.slice(0, parallel.index)).find((body) => /x/.test(body));
    return line && f ? { kind: 'tangent-slope', f, slope: line, parallel: true } : null;
  }
  const slope = new RegExp(
    `(?:שיפוע\\s+(?:ה)?משיק\\s+(?:הוא|שווה)\\s*(?:ל\\s*-?)?|slope\\s+of\\s+the\\s+tangent\\s+(?:line\\s+)?is\\s*)${NUMBER}`,
    'i',
  ).exec(text);
  const functions = namedFunctions(text).filter((body) => /x/.test(body));
  const [f] = functions;
  if (!slope?.[1] || !f || functions.length !== 1 || /x\s*=\s*-?\d/.test(text)) return null;
  return { kind: 'tangent-slope', f, slope: slope[1], parallel: false };
}

/** A tangent at x=a of the one function the message defines (its own `f(x)=` span, whatever is asked after). */
function tangentAt(message: string): CalculusRequest | null {
  const text = plainText(message);
  if (!/משיק|tangent/i.test(text)) return null;
  const functions = namedFunctions(text).filter((body) => /x/.test(body));
  const lines = verticalLines(text);
  const [f] = functions;
  const [at] = lines;
  if (!f || functions.length !== 1 || lines.length !== 1 || at === undefined || !/^-?\d+(?:\.\d+)?$/.test(at))
    return null;
  return { kind: 'tangent-at', f, at: Number(at) };
}

/** "באיזה תחום הפונקציה … יורדת?", "where is f(x)=… decreasing?". */
function monotonic(message: string): CalculusRequest | null {
  const decreasing = /יורדת|decreasing/i.test(message);
  const increasing = /עולה|increasing/i.test(message);
  if (
    decreasing === increasing ||
    !/באיזה|באילו|איפה|היכן|תחום|where|interval|on which/i.test(message) ||
    !/הפונקציה|function|[fgh]\s*\(\s*x\s*\)/i.test(message)
  )
    return null;
  const functions = namedFunctions(message).filter((body) => /x/.test(body));
  const [f] = functions;
  return f && functions.length === 1
    ? { kind: 'monotonic', f, direction: decreasing ? 'decreasing' : 'increasing' }
    : null;
}

/** "הערך הקטן ביותר של הפונקציה …", "the maximum value of f on [0, 3]": a value, not a point. */
function extremeValue(message: string): CalculusRequest | null {
  const text = plainText(message);
  const asked =
    /(?:ה)?ערך\s+(?:ה)?(קטן|גדול)\s+ביותר|(?:ה)?ערך\s+(?:ה)?(מינימלי|מקסימלי|מרבי|מזערי)|\b(smallest|largest|least|greatest|minimum|maximum|min|max)\s+value/i.exec(
      text,
    );
  if (!asked) return null;
  const word = asked[1] ?? asked[2] ?? asked[3] ?? '';
  const want = /קטן|מינימלי|מזערי|smallest|least|min/i.test(word) ? 'min' : 'max';
  const { rest, bounds } = extractBounds(text.replace(/\\le(?:q)?\b/g, '≤'));
  const functions = namedFunctions(rest).filter((body) => /x/.test(body));
  const [f] = functions;
  if (!f || functions.length !== 1) return null;
  return { kind: 'extreme-value', f, want, ...(bounds ? { interval: bounds } : {}) };
}

/** A position s(t)/h(t) and what is asked of the motion: velocity, acceleration, when it stops, the top. */
function motion(message: string): CalculusRequest | null {
  const text = plainText(message);
  const label = /(?<![a-z])([shx])\s*\(\s*t\s*\)\s*=\s*/.exec(text);
  if (!label) return null;
  const f = mathPrefix(text.slice(label.index + label[0].length));
  // "אחרי שנייה אחת", "after 2 seconds", "at t=3": the moment, in digits or words
  const moment = (word: string) => {
    const found = new RegExp(
      `(?:${word})[^.?]*?(?:אחרי|כעבור|לאחר|ב\\s*-|at|after)\\s*(?:t\\s*=\\s*)?(שנייה\\s+אחת|(?:one|a)\\s+second|\\S+)`,
      'i',
    ).exec(text)?.[1];
    if (found === undefined) return undefined;
    const count = /שנייה\s+אחת|second$/i.test(found) ? 1 : countOf(found.replace(/[?.,]+$/, ''));
    return count === null ? undefined : String(count);
  };
  const ask: MotionAsk = {};
  const velocityAt = moment('מהירות|velocity|speed');
  if (velocityAt) ask.velocityAt = velocityAt;
  const accelerationAt = moment('תאוצה|acceleration');
  if (accelerationAt) ask.accelerationAt = accelerationAt;
  if (/נעצר|עוצר|stops|at rest|comes to rest/i.test(text))
    ask.stops = /בפעם\s+הראשונה|first/i.test(text) ? 'first' : 'all';
  if (/גובה\s+(?:ה)?(?:מרבי|מקסימלי)|(?:maximum|max|greatest)\s+height|highest\s+point/i.test(text))
    ask.highest = true;
  if (!f || Object.keys(ask).length === 0) return null;
  return { kind: 'motion', f, variable: 't', ask };
}

const MEASURE = '(\\d+(?:\\.\\d+)?)';

/** The three extremum templates the lessons use, read only when every word of the template is there. */
function optimization(message: string): CalculusRequest | null {
  const text = plainText(message);
  const wantsMax = /מקסימ|מרבי|הגדול|max|largest|greatest/i.test(text);
  if (!wantsMax) return null;
  if (/גדר|fence/i.test(text) && /קיר|wall/i.test(text) && /מלבנ|rectang/i.test(text)) {
    const threeSides =
      /(?:שלוש|3)\s+(?:ה)?צלעות|three\s+sides|3\s+sides|צמוד\S*\s+לקיר|along\s+a\s+wall|against\s+a\s+wall/i;
    const fence = new RegExp(`${MEASURE}\\s*(?:מטר|מ'|m\\b|meters|metres)`, 'i').exec(text)?.[1];
    if (threeSides.test(text) && fence)
      return { kind: 'optimization', template: 'fence', fence: Number(fence) };
  }
  if (/ריבוע|square/i.test(text) && /קופס|box/i.test(text) && /פינה|פינות|corner/i.test(text)) {
    const side = new RegExp(`(?:שצלעו|צלעו|side(?:\\s+length)?(?:\\s+of)?|של)\\s*${MEASURE}`, 'i').exec(
      text,
    )?.[1];
    if (side) return { kind: 'optimization', template: 'box', side: Number(side) };
  }
  const product = /x\s*\^\s*\{?2\}?\s*\*?\s*y|x²\s*y/i.test(text);
  const sum =
    new RegExp(`x\\s*\\+\\s*y\\s*=\\s*${MEASURE}`).exec(text)?.[1] ??
    new RegExp(`(?:סכומם|סכום|sum)[^.?\\d]{0,40}?(?:הוא|is|=)\\s*${MEASURE}`, 'i').exec(text)?.[1];
  if (product && sum && /חיובי|positive/i.test(text))
    return { kind: 'optimization', template: 'product', sum: Number(sum) };
  return null;
}

/** "השטח הכלוא בין הפרבולה $y=x^2$ לבין הישר $y=x+12$": two curves and nothing else bounding the region. */
function areaBetween(message: string): CalculusRequest | null {
  const text = plainText(message);
  if (
    !/שטח|\barea\b/i.test(text) ||
    /ציר|axis|x\s*=|מ\s*-?\s*\d+\s*עד|from\s+-?\d/i.test(text.replace(/(?:\by|\([a-z]\))\s*=/gi, ''))
  )
    return null;
  const functions = namedFunctions(text);
  const [f, g] = functions;
  return f && g && functions.length === 2 ? { kind: 'area-between', f, g } : null;
}

/** "f(x)=kx-x^2, k>0, the area between the graph and the x-axis is 36; find k". */
function areaParameter(message: string): CalculusRequest | null {
  const text = plainText(message);
  if (!/שטח|\barea\b/i.test(text) || !/ציר\s*(?:ה)?[-־]?\s*x|x[-\s]?axis/i.test(text)) return null;
  const asked = /(?:מצא\S*\s+(?:את\s+)?|find\s+(?:the\s+value\s+of\s+)?)([a-wz])\b/i.exec(text)?.[1];
  const area = /(?:שטח|area)[^.?]*?(?:הוא|is|=|שווה)\s*(?:ל\s*-?)?\s*(\d+(?:\.\d+)?)/i.exec(text)?.[1];
  const functions = namedFunctions(text);
  const [f] = functions;
  if (
    !asked ||
    !area ||
    !f ||
    functions.length !== 1 ||
    !f.replace(/sqrt|frac|sin|cos|tan|cot|ln|log|exp|pi|left|right|cdot/g, ' ').includes(asked)
  )
    return null;
  return { kind: 'area-parameter', f, letter: asked, area };
}

/** The first calculus template the message fits, or null. */
export function recognizeCalculus(message: string): CalculusRequest | null {
  for (const matcher of [
    volume,
    optimization,
    additivity,
    integralBound,
    antiderivativeAt,
    rateAmount,
    areaParameter,
    areaBetween,
    integrals,
    derivatives,
    tangentSlope,
    tangentAt,
    motion,
    domain,
    monotonic,
    extremeValue,
  ]) {
    const request = matcher(message);
    if (request) return request;
  }
  return null;
}
