/**
 * The student's words as the intent layer reads them: lower case, without niqqud or bidi marks, Hebrew
 * final letters made regular, and each Hebrew word with the forms it may stand for once up to two prefix
 * letters (ו ה ב כ ל מ ש) are taken off. Typos: a letter repeated at the end ("תודהה", "yess"), letters
 * that sound alike in Hebrew (ט/ת, ק/כ, ע/א, ס/ש, a final ה/א), one letter missing or too many (words of
 * five letters or more; one too many, four or more), two neighbours swapped (four or more), one letter wrong (six or more): short words
 * are too close to each other for more. A word the lexicon knows as it is written is never read as a typo.
 */

const finals: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const prefixLetters = 'והבכלמש';
const hebrew = /[\u05D0-\u05EA]/;

/** Lower-case words; Hebrew final letters made regular; niqqud, geresh, gershayim and apostrophes dropped. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u0591-\u05C7\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[ךםןףץ]/g, (letter) => finals[letter] ?? letter)
    .replace(/(\p{L})['׳’"״](\p{L})/gu, '$1$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The forms a word may stand for: itself, and without one or two Hebrew prefix letters. */
export function forms(word: string): string[] {
  const out = [word];
  // a letter held at the end: "כןן", "yess", "תודהה"
  if (word.length > 2 && word.at(-1) === word.at(-2)) out.push(word.slice(0, -1));
  if (!hebrew.test(word)) return out;
  if (word.length > 2 && prefixLetters.includes(word[0] ?? '')) {
    out.push(word.slice(1));
    if (word.length > 3 && prefixLetters.includes(word[1] ?? '')) out.push(word.slice(2));
  }
  return out;
}

/** Hebrew letters students write for one another, made one. */
function sound(word: string): string {
  return word
    .replace(/ט/g, 'ת')
    .replace(/ק/g, 'כ')
    .replace(/ח/g, 'כ')
    .replace(/ע/g, 'א')
    .replace(/ס/g, 'ש')
    .replace(/וו/g, 'ו')
    .replace(/יי/g, 'י')
    .replace(/[הא]$/, 'א');
}

/** The word with each one letter left out (the symmetric-deletion keys of one edit). */
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < word.length; index += 1) out.push(word.slice(0, index) + word.slice(index + 1));
  return out;
}

function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) differ.push(index);
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    a[first] === b[second] &&
    a[second] === b[first]
  );
}

/** Longer "words" (a paste with no spaces) are no word of the lexicon and are not looked up. */
const LONGEST = 30;

/** Every word any lexicon knows exactly: such a word is never read as a typo of another. */
const known = new Set<string>();

/**
 * A set of words (single words of the lexicon) that answers whether a student's word is one of them:
 * exactly, after taking prefix letters off, or with one typo.
 */
export class WordSet {
  private readonly exact = new Set<string>();
  private readonly sounds = new Map<string, string>();
  /** a deletion of a lexicon word → the word */
  private readonly shorter = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const raw of words) {
      const word = tokens(raw).join(' ');
      if (!word) continue;
      this.exact.add(word);
      known.add(word);
      if (word.includes(' ')) continue;
      if (hebrew.test(word)) this.sounds.set(sound(word), word);
      if (word.length < 4) continue;
      for (const key of deletions(word)) this.shorter.set(key, [...(this.shorter.get(key) ?? []), word]);
    }
  }

  /** The lexicon word the student's word stands for, if any. */
  match(word: string): string | undefined {
    // no word of the lexicon is this long: a run of letters with no space is not read letter by letter
    if (word.length > LONGEST) return undefined;
    const candidates = forms(word);
    for (const form of candidates) if (this.exact.has(form)) return form;
    if (candidates.some((form) => known.has(form))) return undefined;
    for (const form of candidates) {
      const alike = hebrew.test(form) ? this.sounds.get(sound(form)) : undefined;
      if (alike) return alike;
      if (form.length < 4) continue;
      // a letter missing: "משואה" for "משוואה"
      const missing = form.length >= 5 ? this.shorter.get(form)?.[0] : undefined;
      if (missing) return missing;
      for (const key of deletions(form)) {
        // a letter too many: "תסבירר"
        if (key.length >= 4 && this.exact.has(key)) return key;
        for (const candidate of this.shorter.get(key) ?? []) {
          if (candidate.length !== form.length) continue;
          if (swapped(candidate, form) || candidate.length >= 6) return candidate;
        }
      }
    }
    return undefined;
  }
}

/**
 * Phrases of several words, found in a message's words: each word may carry prefix letters and one typo
 * as `WordSet` reads them.
 */
export class PhraseSet {
  private readonly first: WordSet;
  private readonly byFirst = new Map<string, string[][]>();
  private readonly rest: WordSet;

  constructor(phrases: Iterable<string>) {
    const firsts: string[] = [];
    const others: string[] = [];
    for (const phrase of phrases) {
      const words = tokens(phrase);
      const head = words[0];
      if (!head) continue;
      firsts.push(head);
      others.push(...words.slice(1));
      const list = this.byFirst.get(head) ?? [];
      list.push(words);
      this.byFirst.set(head, list);
    }
    this.first = new WordSet(firsts);
    this.rest = new WordSet(others);
  }

  /** The phrases found in the words, each once. */
  find(words: readonly string[]): string[] {
    const found = new Set<string>();
    for (let index = 0; index < words.length; index += 1) {
      const head = this.first.match(words[index] ?? '');
      if (!head) continue;
      for (const phrase of this.byFirst.get(head) ?? []) {
        const fits = phrase.every((part, offset) => {
          if (offset === 0) return true;
          const word = words[index + offset];
          return word !== undefined && (word === part || this.rest.match(word) === part);
        });
        if (fits) found.add(phrase.join(' '));
      }
    }
    return [...found];
  }

  has(words: readonly string[]): boolean {
    return this.find(words).length > 0;
  }
}
