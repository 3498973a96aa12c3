/**
 * Arithmetic written in words ("שתיים ועוד שלוש כפול ארבע", "five plus seven") as a formula the solver
 * reads ("2 + 3 * 4"). Only a run that holds numbers and an operator is rewritten; "שתי שאלות" stays.
 */
import { tokens } from './words';

const unitWords: Record<string, number> = {
  אפס: 0,
  אחת: 1,
  אחד: 1,
  שתיים: 2,
  שתים: 2,
  שניים: 2,
  שנים: 2,
  שלוש: 3,
  שלושה: 3,
  ארבע: 4,
  ארבעה: 4,
  חמש: 5,
  חמישה: 5,
  שש: 6,
  שישה: 6,
  שבע: 7,
  שבעה: 7,
  שמונה: 8,
  תשע: 9,
  תשעה: 9,
  עשר: 10,
  עשרה: 10,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tensWords: Record<string, number> = {
  עשרים: 20,
  שלושים: 30,
  ארבעים: 40,
  חמישים: 50,
  שישים: 60,
  שבעים: 70,
  שמונים: 80,
  תשעים: 90,
  מאה: 100,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};
const operatorWords: Record<string, string> = {
  ועוד: '+',
  עוד: '+',
  פלוס: '+',
  plus: '+',
  פחות: '-',
  מינוס: '-',
  minus: '-',
  כפול: '*',
  times: '*',
  חלקי: '/',
  divided: '/',
  over: '/',
  בחזקת: '^',
  power: '^',
  בריבוע: '^2',
  squared: '^2',
  בשלישית: '^3',
  cubed: '^3',
  עצרת: '!',
  factorial: '!',
};
/** Words for a percent: a formula of the numbers around them would drop it. */
const percentWords = new Set(
  ['אחוז', 'אחוזים', 'percent', 'percentage'].map((word) => tokens(word)[0] ?? word),
);

/** Words for a root of the number after them: "שורש של 81", "the square root of 49". */
const rootWords = new Set(['שורש', 'השורש', 'sqrt', 'root'].map((word) => tokens(word)[0] ?? word));
/** The dictionaries with their words as `tokens` writes them (Hebrew final letters made regular). */
function normalised<T>(table: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(table).map(([word, value]) => [tokens(word)[0] ?? word, value]));
}
const units = normalised(unitWords);
const tens = normalised(tensWords);
const operators = normalised(operatorWords);

/** Words for "=": "x בריבוע פחות 9 שווה 0", "x squared equals 9". */
const equalsWords = new Set(
  ['שווה', 'שווים', 'שווה ל', 'equals', 'equal'].map((word) => tokens(word)[0] ?? word),
);

/** Words inside an operator ("divided by", "to the power of") that say nothing more. */
const glue = new Set(['by', 'to', 'the', 'of', 'ב', 'multiplied', 'של']);

function numberOf(word: string): number | undefined {
  const plain = units[word] ?? tens[word];
  if (plain !== undefined) return plain;
  // "ושלוש", "וחמש": the conjunction of a compound number
  return word.startsWith('ו') ? (units[word.slice(1)] ?? tens[word.slice(1)]) : undefined;
}

/** The formula the words spell, or undefined when they spell none. */
export function formulaFromWords(text: string): string | undefined {
  // Signed and decimal numbers stay whole ("-3", "1.5"): the word splitter would drop the sign and split the
  // decimal. Each is a placeholder word until the formula is written.
  const written: string[] = [];
  const words = tokens(
    text.replace(/(?<![\p{L}\p{N}.])-?\d+(?:\.\d+)?(?![\p{L}])/gu, (number) => {
      written.push(number);
      return ` numeral${written.length - 1} `;
    }),
  );
  const out: string[] = [];
  let numbers = 0;
  let ops = 0;
  let pending: number | undefined;
  let letters = false;
  const flush = () => {
    if (pending !== undefined) out.push(String(pending));
    pending = undefined;
  };
  for (const word of words) {
    const value = numberOf(word);
    if (value !== undefined) {
      // twenty three, עשרים ושלוש: tens then units make one number
      if (pending !== undefined && pending % 10 === 0 && pending >= 20 && value < 10) pending += value;
      else {
        flush();
        pending = value;
        numbers += 1;
      }
      continue;
    }
    // "100 פחות 1 אחוז": a percent changes what the numbers mean; no formula is read then
    if (percentWords.has(word)) return undefined;
    const numeral = /^numeral(\d+)$/.exec(word);
    if (numeral || /^\d+(?:\.\d+)?$/.test(word)) {
      flush();
      const value = numeral ? (written[Number(numeral[1])] ?? word) : word;
      // a negative number is bracketed: "-3 squared" is (-3)^2, "5 minus -3" is 5 - (-3)
      out.push(value.startsWith('-') ? `(${value})` : value);
      numbers += 1;
      continue;
    }
    // x, 2x: an unknown (not "a" or "i", an English article and pronoun), so "x בריבוע פחות 9 שווה 0" is x^2 - 9 = 0
    if (/^\d*[b-hj-z]$/.test(word)) {
      flush();
      out.push(word);
      numbers += 1;
      letters = true;
      continue;
    }
    if (equalsWords.has(word) && out.length > 0 && !out.includes('=')) {
      flush();
      out.push('=');
      continue;
    }
    if (rootWords.has(word)) {
      flush();
      out.push('sqrt');
      ops += 1;
      numbers += 1;
      continue;
    }
    const operator = operators[word];
    if (operator) {
      flush();
      out.push(operator);
      ops += 1;
      // "בריבוע", "עצרת": the operator is whole, as if its second number were written
      if (operator !== '^' && (operator.startsWith('^') || operator === '!')) numbers += 1;
      continue;
    }
    if (glue.has(word) && out.length > 0) continue;
    if (numbers >= 2 && ops >= 1) break;
    flush();
    out.length = 0;
    numbers = 0;
    ops = 0;
    letters = false;
  }
  flush();
  if (out.at(-1) === '=') out.pop();
  if (numbers < 2 || ops < 1) return undefined;
  // A power needs its base ("בריבוע פחות 9" is no formula); an unknown comes with a number ("a plus b" is words).
  if (out[0]?.startsWith('^') || (letters && !out.some((part) => /\d/.test(part)))) return undefined;
  return out
    .join(' ')
    .replace(/ \^/g, '^')
    .replace(/ !/g, '!')
    .replace(/sqrt (\S+)/g, 'sqrt($1)');
}
