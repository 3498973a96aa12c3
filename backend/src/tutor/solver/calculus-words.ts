/**
 * Reading the calculus lessons' questions (docs/tutor.md, "Calculus as the lessons ask it"): the functions a
 * message names (`y=…`, `f(x)=…`, `F'(x)=…`), each up to where its math ends, the vertical lines `x=a`,
 * and numbers written as words. Pure string work; the math is read later through the checker's parser.
 */

/** Words that belong to a formula, not to the sentence around it. */
const MATH_WORDS = new Set([
  'sqrt',
  'frac',
  'dfrac',
  'sin',
  'cos',
  'tan',
  'cot',
  'ln',
  'log',
  'exp',
  'pi',
  'left',
  'right',
  'cdot',
  'times',
]);

/**
 * The formula at the start of `text`: up to a Hebrew letter, a comma or semicolon, `?`, or an English word
 * that is not a function's name ("x^2 is rotated" → "x^2"); a sentence's full stop is dropped.
 */
export function mathPrefix(text: string): string {
  let end = text.length;
  const stop =
    /[\u05D0-\u05EA,;?!$]|\s(?:and|or|from|to|between|is|are|on|when|where|if|with)\b|\.(?!\d)/i.exec(text);
  if (stop) end = stop.index;
  const words = /\\?[a-z]{2,}/gi;
  let word: RegExpExecArray | null;
  while ((word = words.exec(text.slice(0, end)))) {
    const name = word[0].replace(/^\\/, '').toLowerCase();
    // two letters are a product ("kx") unless they are an English word of the sentence
    const sentence = name.length > 2 || /^(?:is|on|to|at|if|or|in|of|by|it|be|do|so|as|an|we)$/.test(name);
    if (sentence && !MATH_WORDS.has(name)) {
      end = word.index;
      break;
    }
  }
  let prefix = text.slice(0, end);
  // A function's body has no "=": "4x^3-6x F(1)=0" ends before the next statement's name.
  const next = /\s+[^\s=]*=/.exec(prefix);
  if (next) prefix = prefix.slice(0, next.index);
  // An opening bracket the formula does not close belongs to the sentence: "x=a (כאשר a>0)".
  while ((prefix.match(/\(/g) ?? []).length > (prefix.match(/\)/g) ?? []).length)
    prefix = prefix.slice(0, prefix.lastIndexOf('('));
  return prefix.replace(/[\s.:=]+$/, '').trim();
}

/** The message without `$` and with its maqaf as a hyphen. */
export function plainText(message: string): string {
  return message.replace(/\$/g, ' ').replace(/\u05BE/g, '-');
}

const LABEL = /(?<![a-z'])(?:y|[fghrsv]\s*\(\s*[xt]\s*\))\s*=\s*/gi;

/** The bodies of `y=…`, `f(x)=…`, `r(t)=…` in the order written (not `x=…` lines, not `F'(x)=…`). */
export function namedFunctions(message: string): string[] {
  const text = plainText(message);
  const found: string[] = [];
  for (const match of text.matchAll(LABEL)) {
    const body = mathPrefix(text.slice((match.index ?? 0) + match[0].length));
    if (body) found.push(body);
  }
  return found;
}

/** The vertical lines `x=a` a message names ("והישר x=6", "x=1 ו-x=4"), as written. */
export function verticalLines(message: string): string[] {
  const text = plainText(message);
  const lines: string[] = [];
  for (const match of text.matchAll(/(?<![a-z(\\'])x\s*=\s*/gi)) {
    // "x=0 x=3": the next line's name ends this one
    const after = text.slice((match.index ?? 0) + match[0].length).split(/\s+(?=[a-z]\s*=)/i)[0] ?? '';
    const value = mathPrefix(after);
    if (value && !/x/i.test(value)) lines.push(value);
  }
  return lines;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  אחת: 1,
  אחד: 1,
  שתי: 2,
  שני: 2,
  שתיים: 2,
  שלוש: 3,
  שלושת: 3,
  ארבע: 4,
  ארבעת: 4,
  חמש: 5,
  חמשת: 5,
  שש: 6,
  ששת: 6,
  שבע: 7,
  שבעת: 7,
  שמונה: 8,
  שמונת: 8,
  תשע: 9,
  תשעת: 9,
  עשר: 10,
  עשרת: 10,
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
};

/** A count written as digits or as a word ("עשר", "חמש", "ten"); null otherwise. */
export function countOf(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return NUMBER_WORDS[trimmed.replace(/^ה/, '').toLowerCase()] ?? null;
}
