/**
 * The math syllabus's computations as students ask them (docs/tutor.md, "The math solver and the
 * CAS"): "תגזור לי", "תפתור", "תחשב", "בין 1 ל-3", "מה השטח בין …", calculator notation and LaTeX.
 * Pure string work: each matcher returns the request with its math fragments as text (read later
 * through the checker's parser, never evaluated here), or null.
 */
import type { VectorRequest } from './vectors';
import type { Relation } from './transcendental';
import { stripWords } from './types';

export type MathRequest =
  | { kind: 'complex'; expression: string }
  | ({ kind: 'vectors' } & VectorRequest)
  | { kind: 'area'; f: string; g?: string; bounds?: [string, string] }
  | { kind: 'integral'; expression: string; bounds?: [string, string] }
  | { kind: 'investigation'; expression: string }
  | { kind: 'inequality'; inequality: string; relation: Relation };

/** A bound: a number, π and its multiples and fractions, e, √. */
const BOUND =
  '(-?(?:\\d+(?:[.,]\\d+)?\\s*(?:π|\\\\pi|pi)?|(?:\\d*\\s*(?:π|\\\\pi|pi))(?:\\s*/\\s*\\d+)?|\\\\frac\\{[^{}]{1,12}\\}\\{[^{}]{1,12}\\}|-?\\d+\\s*/\\s*\\d+|e|∞|\\\\infty|(?:\\\\)?ln\\s*\\(?\\s*\\d+(?:\\.\\d+)?\\s*\\)?))';

/** "[0, 2π]", "0≤x≤2π", "בין 0 ל-2π", "from 0 to 2pi", "\int_0^{2\pi}": the bounds and the text without them. */
export function extractBounds(message: string): { rest: string; bounds?: [string, string] } {
  const patterns = [
    new RegExp(`\\\\int_\\{?${BOUND}\\}?\\s*\\^\\s*\\{?${BOUND}\\}?`, 'i'),
    new RegExp(`∫_?\\{?${BOUND}\\}?\\s*\\^\\s*\\{?${BOUND}\\}?`, 'i'),
    new RegExp(`[[(]\\s*${BOUND}\\s*[,;]\\s*${BOUND}\\s*[\\])]`, 'i'),
    new RegExp(`${BOUND}\\s*(?:<=|≤|\\\\leq?|<)\\s*[a-z]\\s*(?:<=|≤|\\\\leq?|<)\\s*${BOUND}`, 'i'),
    new RegExp(
      `(?:בין|מ)\\s*[-־]?\\s*(?:x\\s*=\\s*)?${BOUND}\\s*(?:ל|עד|ו)\\s*[-־]?\\s*(?:x\\s*=\\s*)?${BOUND}`,
      'i',
    ),
    new RegExp(`(?:between|from)\\s*(?:x\\s*=\\s*)?${BOUND}\\s*(?:and|to)\\s*(?:x\\s*=\\s*)?${BOUND}`, 'i'),
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(message);
    if (found?.[1] !== undefined && found[2] !== undefined) {
      const clean = (bound: string) => bound.replace(/\s+/g, '').replace(/,/g, '.');
      return { rest: message.replace(found[0], ' '), bounds: [clean(found[1]), clean(found[2])] };
    }
  }
  return { rest: message };
}

const TUPLE = /[(<⟨]\s*(-?\d+(?:\.\d+)?)\s*[,;]\s*(-?\d+(?:\.\d+)?)\s*(?:[,;]\s*(-?\d+(?:\.\d+)?)\s*)?[)>⟩]/g;

function vectors(message: string): MathRequest | null {
  const asksLine = /\bישר\b|הישר|משוואת ישר|\bline\b/i.test(message) && /נקוד|point/i.test(message);
  if (
    !asksLine &&
    !/וקטור|vector|מכפלה סקלרית|סקלרית|dot product|scalar product|\\vec|זווית|angle/i.test(message)
  )
    return null;
  const tuples = [...message.matchAll(TUPLE)].map((match) =>
    [match[1], match[2], match[3]].filter((x): x is string => x !== undefined).map(Number),
  );
  const [u, v] = tuples;
  if (tuples.length !== 2 || !u || !v) return null;
  const ask = asksLine
    ? 'line'
    : /סקלרית|dot|scalar|מכפלה/i.test(message) && !/זווית|angle/i.test(message)
      ? 'dot'
      : 'angle';
  return { kind: 'vectors', ask, u, v };
}

function complex(message: string): MathRequest | null {
  const math = stripWords(message, [
    'modulus',
    'complex',
    'number',
    'numbers',
    'polar',
    'form',
    'its',
    'and',
    'argument',
    'conjugate',
  ])
    .replace(/^[a-z]\s*=\s*/i, '')
    .replace(/\s*=\s*\??$/, '')
    .trim();
  if (!/(?:\d|\))\s*i\b|(?:^|[+\-*(/\s])i(?:\s*[+\-*)/^]|$)/.test(math)) return null;
  if (!/^[\d\s+\-*/^().,i]+$/.test(math)) return null;
  if (
    !/מרוכב|complex|מודול|modulus|\|z\||קוטבי|polar|ארגומנט|argument|צמוד|conjugate|חשב|calculate|compute|כמה|what|\?/i.test(
      message,
    ) &&
    !/^\s*\$?[\d\s+\-*/^().i]+\$?\s*\??$/.test(message)
  )
    return null;
  return { kind: 'complex', expression: math };
}

/** The functions a message names with `y=`, `f(x)=` or `g(x)=`, up to the next word or separator. */
function labelledFunctions(text: string): string[] {
  const found: string[] = [];
  const label = /(?:\b[yfgh]\s*\(\s*x\s*\)|\by)\s*=\s*/gi;
  let match: RegExpExecArray | null;
  const starts: { at: number; end: number }[] = [];
  while ((match = label.exec(text))) starts.push({ at: match.index, end: match.index + match[0].length });
  starts.forEach((start, i) => {
    const stop = starts[i + 1]?.at ?? text.length;
    const body = text
      .slice(start.end, stop)
      .split(
        /\s+(?:and|to|ו|ל|לבין|ובין)[-־\s]|[,;]|\s+ל[-־]|\s+ו[-־]|[\u05D0-\u05EA]{2,}|\b(?:and|between|the|axis)\b/,
      )[0];
    if (body?.trim()) found.push(body.trim());
  });
  return found;
}

function area(message: string): MathRequest | null {
  if (!/שטח|area/i.test(message)) return null;
  const { rest, bounds } = extractBounds(message);
  const functions = labelledFunctions(rest);
  const [f, g] = functions;
  if (f) return { kind: 'area', f, ...(g ? { g } : {}), ...(bounds ? { bounds } : {}) };
  const bare = stripWords(rest, [
    'area',
    'under',
    'between',
    'curve',
    'graph',
    'axis',
    'x-axis',
    'bounded',
    'by',
    'enclosed',
    'region',
  ])
    .replace(/\bx\s*-?\s*axis\b/gi, ' ')
    .trim();
  return bare ? { kind: 'area', f: bare, ...(bounds ? { bounds } : {}) } : null;
}

function integral(message: string): MathRequest | null {
  if (!/אינטגרל|integral|integrate|∫|\\int|קדומה|antiderivative|primitive/i.test(message)) return null;
  const { rest, bounds } = extractBounds(message);
  const expression = stripWords(
    rest
      .replace(/\\int|∫|\\,|\\!/g, ' ')
      .replace(
        /(?:אינטגרל|integral|integrate|definite|indefinite|antiderivative|primitive|פונקציה קדומה|קדומה)\S*/gi,
        ' ',
      ),
    ['from', 'to', 'between', 'of', 'the', 'an', 'a'],
  )
    .replace(/^.*?(?:[fgy]\s*\(\s*x\s*\)|\by)\s*=\s*/i, '')
    .replace(/\s*\\?,?\s*d\s*x\s*$/i, '')
    .replace(/^\(\s*(.*)\s*\)$/, '$1')
    .trim();
  if (!expression) return null;
  return { kind: 'integral', expression, ...(bounds ? { bounds } : {}) };
}

function investigation(message: string): MathRequest | null {
  if (
    // "חקור", "תחקרי", "חקירה" — not "מחקר" (a study, in a statistics problem)
    !/(?<!מ)חו?קו?י?ר|חקרי|investigat|analy[sz]e|analysis of|study the function|נקוד(?:ת|ות) (?:ה)?קיצון|קיצון|extrem|maxim|minim|תחומי (?:ה)?עלי|עלייה וירידה|increasing|decreasing|אסימפטוט|asymptot|monoton|מקסימום|מינימום|מקסימלי|מינימלי|מרבי|מזערי|קודקוד|vertex/i.test(
      message,
    )
  )
    return null;
  // The function's own math span when the message has one: "שיעור ה־$x$ של …" must not join its x to f.
  const span = /\$([^$]*(?:[fgy]\s*\(\s*x\s*\)|\by)\s*=[^$]*)\$/i.exec(message)?.[1];
  const expression = stripWords(span ?? message, [
    'investigate',
    'investigation',
    'analyse',
    'analyze',
    'function',
    'extrema',
    'extremum',
    'extreme',
    'points',
    'point',
    'maximum',
    'minimum',
    'max',
    'min',
    'increasing',
    'decreasing',
    'intervals',
    'asymptotes',
    'asymptote',
    'domain',
    'its',
    'where',
    'has',
    'local',
    'full',
    'complete',
    'completely',
    'fully',
    'analysis',
    'study',
    'me',
    'do',
    'can',
    'you',
    'a',
    'an',
  ])
    .replace(/^.*?(?:[fgy]\s*\(\s*x\s*\)|\by)\s*=\s*/i, '')
    .replace(/^[\s,.;:]+|[\s,.;:]+$/g, '')
    .trim();
  return expression && /x/.test(expression) ? { kind: 'investigation', expression } : null;
}

const INEQUALITY = /<=|>=|≤|≥|\\leq?|\\geq?|<|>/;

function inequality(message: string): MathRequest | null {
  if (!INEQUALITY.test(message) || /P\s*\(/.test(message)) return null;
  const text = stripWords(message, ['inequality', 'inequalities'])
    .replace(/≤|\\leq?\b/g, '<=')
    .replace(/≥|\\geq?\b/g, '>=');
  const signs = text.match(/<=|>=|<|>/g) ?? [];
  if (signs.length !== 1 || !/[a-z]/i.test(text)) return null;
  // "p<0.05" in a question about a test is no inequality to solve: ask for a word that says so, or bare math.
  const asks = /פתר|פתור|פתרי|אי[\s־-]?שו|מתי|עבור אילו|מצא|solve|inequalit|for which|find/i.test(message);
  if (
    !asks &&
    text !==
      message
        .replace(/[$?]/g, '')
        .replace(/≤|\\leq?\b/g, '<=')
        .replace(/≥|\\geq?\b/g, '>=')
        .trim()
  )
    return null;
  const relation = signs[0] as Relation;
  return { kind: 'inequality', inequality: text, relation };
}

/** The math syllabus's matchers, most specific first; statistics and the older kinds come after. */
export function recognizeMath(message: string): MathRequest | null {
  for (const matcher of [vectors, complex, area, integral, investigation, inequality]) {
    const request = matcher(message);
    if (request) return request;
  }
  return null;
}
