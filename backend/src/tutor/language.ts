/**
 * Small text helpers the tutor's skills share: the student's language, and a light Hebrew-aware word
 * match (final letters, one prefix letter, a four-letter stem) for finding a lesson or a phrase. The
 * full retrieval over lessons is its own module (tutor/retrieval).
 */
import { languageFromAcceptLanguage } from '../../contract/language';

export type Language = 'he' | 'en';

/**
 * The interface language a request states in its `Accept-Language` header (Hebrew without one): the
 * language of what the server writes with no student message to follow. A reply to a message follows
 * the message instead (`detectLanguage`).
 */
export function requestLanguage(headers: { 'accept-language'?: string | undefined }): Language {
  return languageFromAcceptLanguage(headers['accept-language']);
}

/** Names of functions and operators that a formula in running text uses (`sin x`, `log_2 8`, `lim`). */
const mathNames = new Set(
  'sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln lg exp sqrt lim max min mod dx dy dt abs det cis'.split(
    ' ',
  ),
);

/**
 * The message's words by script, formulas set aside: `$…$` math, tokens holding digits or operators
 * (`x^2+1`, `P(X=3)`), one-letter variables and function names (`sin`, `log`) are not words.
 */
function wordCounts(text: string): { hebrew: number; latin: number } {
  const prose = text.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$|\\[a-zA-Z]+/g, ' ');
  let hebrew = 0;
  let latin = 0;
  for (const token of prose.split(/[\s,.;:!?"“”„()[\]{}]+/)) {
    if (/[\u05D0-\u05EA]/.test(token)) hebrew += 1;
    else if (
      /^[A-Za-z][a-z]*(?:'[a-z]+)?$/.test(token) &&
      token.length >= 2 &&
      !mathNames.has(token.toLowerCase())
    )
      latin += 1;
  }
  return { hebrew, latin };
}

/**
 * The language a message is written in, by its words: English when it has more English words than
 * Hebrew ones, Hebrew when it has Hebrew words at least as many; none for a message without words ("?",
 * "x^2+1=5"), which the caller answers in the interface language (`replyLanguage`).
 */
export function wordsLanguage(text: string): Language | undefined {
  const { hebrew, latin } = wordCounts(text);
  if (hebrew === 0 && latin === 0) return undefined;
  return latin > hebrew ? 'en' : 'he';
}

/** The language a message is written in (`wordsLanguage`); Hebrew for a message without words. */
export function detectLanguage(text: string): Language {
  return wordsLanguage(text) ?? 'he';
}

/**
 * The language of a reply to a student's message: the message's own when it has words, otherwise the
 * interface language the request states ("?" from the English interface is answered in English).
 */
export function replyLanguage(text: string, interfaceLanguage: Language = 'he'): Language {
  return wordsLanguage(text) ?? interfaceLanguage;
}

const finals: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const prefixLetters = new Set(['ה', 'ו', 'ב', 'ל', 'מ', 'ש', 'כ']);

/** Lower-case words without niqqud or punctuation, Hebrew final letters made regular. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      // maqaf, paseq and sof pasuq separate words; the rest of the block is niqqud and cantillation
      .replace(/[\u05BE\u05C0\u05C3\u05C6]/g, ' ')
      .replace(/[\u0591-\u05C7]/g, '')
      .toLowerCase()
      .replace(/[ךםןףץ]/g, (letter) => finals[letter] ?? letter)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** The stems a word may stand for: itself, and without one Hebrew prefix letter; four letters each. */
function stems(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && prefixLetters.has(word[0] ?? '')) forms.push(word.slice(1));
  return forms.map((form) => (/[\u05D0-\u05EA]/.test(form) ? form.slice(0, 4) : form));
}

/** Words that say nothing about a topic, left out when texts are matched. */
const stopWords = new Set(
  (
    'של את על עם אל איך מה מי זה זו זאת הוא היא הם הן אני אתה את אנחנו יש אין לא כן גם או אם כי רק כל ' +
    'עוד כבר מאוד אפשר צריך רוצה רוצים למה כמה איפה מתי בין לפי אחרי לפני כמו שלי שלך ' +
    'the a an of to is are be what how why and or in on for with i you it this that can do does my me about'
  ).split(' '),
);

/** How many distinct words of `query` match a word of `text` (same stem), function words aside. */
export function overlap(query: string, text: string): number {
  const target = new Set(
    words(text)
      .filter((word) => !stopWords.has(word))
      .flatMap(stems),
  );
  const matched = new Set(
    words(query)
      .filter((word) => !stopWords.has(word))
      .filter((word) => stems(word).some((stem) => target.has(stem)))
      .map((word) => stems(word).find((stem) => target.has(stem))),
  );
  return matched.size;
}

/** Whether the text holds one of the phrases (whole words, any case, niqqud ignored). */
export function containsPhrase(text: string, phrases: readonly string[]): boolean {
  const haystack = ` ${words(text).join(' ')} `;
  return phrases.some((phrase) => {
    const needle = words(phrase).join(' ');
    return needle !== '' && haystack.includes(` ${needle} `);
  });
}

/** The words of a text that can name a topic. */
export function topicWords(text: string): string[] {
  return words(text).filter((word) => !stopWords.has(word));
}
