/**
 * A sequence question's words as the notation the sequence matchers read (docs/tutor.md, "Solver coverage"):
 * "האיבר השלישי הוא 7" and "the third term is 7" → `a_3=7`; "מצאו את האיבר השמיני" → `a_8`; "סכום 12
 * האיברים הראשונים" and "the sum of the first 12 terms" → `S_12`; "the first term" → `a_1`; "the common
 * difference / ratio" → `d` / `q`. Applied only to a message that names a sequence.
 */
import { agree, numberTex, SolverStop } from './math';
import { ORDINALS } from './recursive';
import { solveInfiniteSeries, type SequenceRequest } from './sequences';
import type { Solution, Writer } from './types';

const ENGLISH_ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

const HEBREW = Object.keys(ORDINALS).join('|');
const ENGLISH = Object.keys(ENGLISH_ORDINALS).join('|');
const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
/** "הוא", "שווה ל־", "=", "is", "equals": what joins a term to its value. */
const IS = '\\s*(?:הוא|היא|שווה\\s*ל?[-־]?|=|is|equals|is\\s+equal\\s+to)\\s*';

export function sequenceNotation(message: string): string {
  const hebrewPlace = (word: string | undefined, digits: string | undefined) =>
    digits ?? String((word && ORDINALS[word]) ?? '');
  const englishPlace = (word: string | undefined, digits: string | undefined) =>
    digits ?? String((word && ENGLISH_ORDINALS[word.toLowerCase()]) ?? '');
  return (
    message
      // a fraction as its value, which the matchers read as a number: "q=-\\frac{1}{3}", "+\\frac{2}{3}+…"
      .replace(/(-?)\\d?frac\{(\d+)\}\{(\d+)\}/g, (_m, sign: string, n: string, d: string) =>
        Number(d) === 0 ? _m : `${sign}${String(Number((Number(n) / Number(d)).toPrecision(15)))}`,
      )
      // sums first: "סכום 12 האיברים הראשונים", "the sum of the first 12 terms"
      .replace(/סכום\s+(?:של\s+)?(\d+)\s+(?:ה)?איברים(?:\s+(?:ה)?ראשונים)?/g, ' S_$1 ')
      .replace(/(?:the\s+)?sum\s+of\s+the\s+first\s+(\d+)\s+terms/gi, ' S_$1 ')
      // a term with its value
      .replace(
        new RegExp(
          `(?:ה)?איבר\\s+(?:ה(${HEBREW})|ה?[-־]?\\s*(\\d+))(?:\\s+(?:בסדרה|של הסדרה))?${IS}${NUMBER}`,
          'g',
        ),
        (_m, word: string | undefined, digits: string | undefined, value: string) =>
          ` a_${hebrewPlace(word, digits)}=${value} `,
      )
      .replace(
        new RegExp(`(?:the\\s+)?(?:(${ENGLISH})|(\\d+)(?:st|nd|rd|th))\\s+term${IS}${NUMBER}`, 'gi'),
        (_m, word: string | undefined, digits: string | undefined, value: string) =>
          ` a_${englishPlace(word, digits)}=${value} `,
      )
      // a term asked for ("האיבר השמיני", "האיבר ה־$20$", "the 8th term"); not the first, which a problem
      // names beside its value ("האיבר הראשון הוא $a_1=5$") and a two-term problem asks for by name
      .replace(
        new RegExp(
          `(?:ה)?איבר\\s+ה(?:(${HEBREW})(?![\\u05D0-\\u05EA])|[-־]?\\s*\\$?\\s*(\\d+)\\s*\\$?)`,
          'g',
        ),
        (found, word: string | undefined, digits: string | undefined) =>
          word === 'ראשון' ? found : ` a_${hebrewPlace(word, digits)} `,
      )
      .replace(
        new RegExp(`(?:the\\s+)?(?:(${ENGLISH})|(\\d+)(?:st|nd|rd|th))\\s+term(?!s)`, 'gi'),
        (found, word: string | undefined, digits: string | undefined) =>
          word?.toLowerCase() === 'first' || digits === '1' ? found : ` a_${englishPlace(word, digits)} `,
      )
      .replace(/(?:the\s+)?common\s+difference/gi, ' d ')
      .replace(/(?:the\s+)?common\s+ratio/gi, ' q ')
  );
}

export type ThreeTermsRequest = { sum: number; product: number };

/**
 * "שלושה מספרים יוצרים סדרה חשבונית, סכומם 24 ומכפלתם 440", "three numbers in an arithmetic sequence, sum 15
 * and product 80": the numbers a − d, a, a + d.
 */
export function recognizeThreeTerms(message: string): ThreeTermsRequest | null {
  if (!/(?:שלושה|3)\s+מספרים|three\s+numbers/i.test(message)) return null;
  if (!/סדרה\s+חשבונית|arithmetic\s+(?:sequence|progression)/i.test(message)) return null;
  const text = message.replace(/\$/g, ' ');
  const sum =
    /(?:סכומם|(?:ה)?סכום(?:\s+שלהם)?|sum(?:\s+is)?|add\s+up\s+to)\s*(?:הוא|=|of|:)?\s*(-?\d+(?:\.\d+)?)/i.exec(
      text,
    )?.[1];
  const product =
    /(?:מכפלתם|(?:ה)?מכפלה(?:\s+שלהם)?|product(?:\s+is)?)\s*(?:היא|הוא|=|of|:)?\s*(-?\d+(?:\.\d+)?)/i.exec(
      text,
    )?.[1];
  if (sum === undefined || product === undefined) return null;
  return { sum: Number(sum), product: Number(product) };
}

export function solveThreeTerms(request: ThreeTermsRequest, w: Writer, message: string): Solution {
  const middle = request.sum / 3;
  if (middle === 0) throw new SolverStop('unsupported', message.slice(0, 60));
  const squared = middle * middle - request.product / middle;
  if (squared < -1e-12) throw new SolverStop('unsupported', message.slice(0, 60));
  const d = Math.sqrt(Math.max(0, squared));
  const terms = [middle - d, middle, middle + d];
  // Back into the question: the sum, the product and the common difference.
  const [a1 = 0, a2 = 0, a3 = 0] = terms;
  if (
    !agree(a1 + a2 + a3, request.sum) ||
    !agree(a1 * a2 * a3, request.product, 1e-9) ||
    !agree(a2 - a1, a3 - a2)
  )
    throw new SolverStop('unverified', message.slice(0, 60));
  w.step('three_terms_middle', {}, `3a=${numberTex(request.sum)}\\;\\Rightarrow\\;a=${numberTex(middle)}`);
  w.step(
    'three_terms_product',
    {},
    `${numberTex(middle)}\\left(${numberTex(middle)}^2-d^2\\right)=${numberTex(request.product)}\\;\\Rightarrow\\;d=\\pm ${numberTex(d)}`,
  );
  const shown = terms.map((term) => numberTex(term)).join(',\\ ');
  w.step('three_terms_result', {}, shown);
  return {
    kind: 'arithmetic-sequence',
    reply: w.walkthrough(message.replace(/\s+/g, ' ').trim().slice(0, 240), `$${shown}$`),
    values: { a1, a2, a3 },
  };
}

const WORD_ONE = /(\S+)\s+(?:אחד|אחת)(?![\u05D0-\u05EA])/g;
const PERIOD = '(?:יום|שנה|חודש|שבוע)';

/** "96{,}000" → "96000", "קילומטר אחד" → "1 קילומטר", no dollar signs. */
function storyText(message: string): string {
  return message
    .replace(/\$/g, ' ')
    .replace(/\{,\}/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(WORD_ONE, '1 $1');
}

/**
 * An arithmetic sequence told as a story (math lesson 5): "ביום הראשון 3 ק"מ, ובכל יום קילומטר אחד יותר;
 * אחרי כמה ימים המרחק הכולל 75?", "96,000 בשנה הראשונה, עולה ב־3,000 בכל שנה; כמה בסך הכול ב־10 השנים
 * הראשונות?" — the first term, the difference, and the count or the total asked.
 */
export function recognizeSequenceStory(message: string): SequenceRequest | null {
  const text = storyText(message);
  const first =
    new RegExp(`ב${PERIOD}\\s+(?:ה)?ראשו[נן](?:ה)?[^\\d]{0,40}?(\\d+(?:\\.\\d+)?)`).exec(text)?.[1] ??
    /(?:on\s+the\s+)?first\s+(?:day|year|month|week)[^\d]{0,40}?(\d+(?:\.\d+)?)/i.exec(text)?.[1];
  const each =
    new RegExp(`בכל\\s+${PERIOD}([^\\d]{0,60}?)(\\d+(?:\\.\\d+)?)([^\\d.,;]{0,40})`).exec(text) ??
    /(?:each|every)\s+(?:day|year|month|week)([^\d]{0,60}?)(\d+(?:\.\d+)?)([^\d.,;]{0,40})/i.exec(text);
  if (first === undefined || !each?.[2]) return null;
  const around = `${each[1] ?? ''} ${each[3] ?? ''}`;
  const up = /יותר|עולה|גדל|נוסף|מוסיף|more|increase|rises|grows/i.test(around);
  const down = /פחות|יורד|קטן|less|decrease|drops|fewer/i.test(around);
  if (up === down) return null;
  const step = (down ? -1 : 1) * Number(each[2]);
  const total =
    /(?:אחרי|כעבור|after)\s+(?:כמה|how\s+many)/i.test(text) &&
    /(?:הכולל|סך\s+(?:ה)?כול|בסך\s+הכל|total|altogether)[^\d]{0,30}?(\d+(?:\.\d+)?)/i.exec(text)?.[1];
  if (total) return { type: 'arithmetic', first: Number(first), step, n: 1, sumTarget: Number(total) };
  const count =
    new RegExp(`ב[־-]?\\s*(\\d+)\\s+(?:ה)?(?:ימים|שנים|חודשים|שבועות)\\s+(?:ה)?ראשונ`).exec(text)?.[1] ??
    /(?:in|over)\s+the\s+first\s+(\d+)\s+(?:days|years|months|weeks)/i.exec(text)?.[1];
  if (count && /סך\s+(?:ה)?כול|בסך\s+הכל|הכולל|total|altogether|in\s+all/i.test(text))
    return { type: 'arithmetic', first: Number(first), step, n: Number(count) };
  return null;
}

/** "סכום הטור ההנדסי האינסופי הוא 40 והאיבר הראשון 10; מהי המנה?": q = 1 − a₁/S. */
export function recognizeSeriesRatio(message: string): { first: number; sum: number } | null {
  const text = storyText(message);
  if (!/(?:טור|סדרה)\s+(?:ה)?הנדסי(?:ת)?\s+(?:ה)?אינסופי|infinite\s+geometric/i.test(text)) return null;
  if (!/מנת|(?:ה)?מנה|ratio/i.test(text) || /\bq\s*=/.test(text)) return null;
  const sum = /(?:ש?סכומו|(?:סכום|sum)[^\d]{0,50}?(?:הוא|is|=))\s*(-?\d+(?:\.\d+)?)/i.exec(text)?.[1];
  const first =
    /(?:האיבר\s+הראשון|first\s+term)[^\d-]{0,20}?(-?\d+(?:\.\d+)?)/i.exec(text)?.[1] ??
    /\ba_?\{?1\}?\s*=\s*(-?\d+(?:\.\d+)?)/.exec(text)?.[1];
  if (sum === undefined || first === undefined || Number(sum) === 0) return null;
  return { first: Number(first), sum: Number(sum) };
}

/** "סכום המספרים הטבעיים מ־1 עד 20", "the sum of the whole numbers from 1 to 20". */
export function recognizeNaturalSum(message: string): SequenceRequest | null {
  const found =
    /סכום\s+(?:כל\s+)?המספרים\s+(?:ה)?טבעיים\s+מ[־-]?\s*\$?\s*(\d+)\s*\$?\s+עד\s+\$?\s*(\d+)/.exec(message) ??
    /sum\s+of\s+(?:all\s+)?(?:the\s+)?(?:natural|whole)\s+numbers\s+from\s+(\d+)\s+to\s+(\d+)/i.exec(message);
  if (!found?.[1] || !found[2]) return null;
  const [from, to] = [Number(found[1]), Number(found[2])];
  if (!(to >= from)) return null;
  return { type: 'arithmetic', first: from, step: 1, n: to - from + 1 };
}

/** The ratio of an infinite geometric series from its sum and first term, checked by summing it again. */
export function solveSeriesRatio(
  request: { first: number; sum: number },
  w: Writer,
  message: string,
): Solution {
  const ratio = 1 - request.first / request.sum;
  if (!(Math.abs(ratio) < 1)) throw new SolverStop('unsupported', message.slice(0, 60));
  w.step(
    'series_ratio',
    {},
    `\\frac{${numberTex(request.first)}}{1-q}=${numberTex(request.sum)}\\;\\Rightarrow\\;q=1-\\frac{${numberTex(request.first)}}{${numberTex(request.sum)}}=${numberTex(ratio)}`,
  );
  const solution = solveInfiniteSeries({ first: request.first, ratio }, w, message);
  if (!agree(solution.values.sum ?? Number.NaN, request.sum, 1e-9))
    throw new SolverStop('unverified', message.slice(0, 60));
  return {
    ...solution,
    reply: { ...solution.reply, answer: `$q=${numberTex(ratio)}$` },
    values: { ...solution.values, ratio },
  };
}
