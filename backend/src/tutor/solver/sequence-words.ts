/**
 * A sequence question's words as the notation the sequence matchers read (docs/tutor.md, "Solver coverage"):
 * "האיבר השלישי הוא 7" and "the third term is 7" → `a_3=7`; "מצאו את האיבר השמיני" → `a_8`; "סכום 12
 * האיברים הראשונים" and "the sum of the first 12 terms" → `S_12`; "the first term" → `a_1`; "the common
 * difference / ratio" → `d` / `q`. Applied only to a message that names a sequence.
 */
import { agree, numberTex, SolverStop } from './math';
import { ORDINALS } from './recursive';
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
