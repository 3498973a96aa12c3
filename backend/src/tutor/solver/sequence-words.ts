/**
 * A sequence question's words as the notation the sequence matchers read (docs/tutor.md, "Solver coverage"):
 * "האיבר השלישי הוא 7" and "the third term is 7" → `a_3=7`; "מצאו את האיבר השמיני" → `a_8`; "סכום 12
 * האיברים הראשונים" and "the sum of the first 12 terms" → `S_12`; "the first term" → `a_1`; "the common
 * difference / ratio" → `d` / `q`. Applied only to a message that names a sequence.
 */
import { ORDINALS } from './recursive';

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
