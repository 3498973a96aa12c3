/**
 * A Hebrew-aware tokenizer for search: niqqud and cantillation stripped, final letters folded (ם → מ),
 * LaTeX commands and markdown dropped, and each word indexed with its light stems: the prefix letters
 * ו/ה/ב/ל/מ/ש/כ peeled off (ובמדגם → במדגם → מדגם), plural and construct endings folded
 * (השערות → השערה, רמת → רמה). Search terms go through the same steps, so both sides meet.
 */
import { foldFinalLetters, stripMarks } from '../../../domain/answer/normalize';

const PREFIX_LETTERS = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);
const MIN_STEM = 2;

/** Words too common to tell passages apart (after final-letter folding). */
const STOPWORDS = new Set(
  [
    'של',
    'את',
    'מה',
    'זה',
    'זו',
    'זאת',
    'הוא',
    'היא',
    'הם',
    'הן',
    'על',
    'עם',
    'כי',
    'אם',
    'או',
    'גם',
    'לא',
    'כל',
    'יש',
    'אין',
    'מהו',
    'מהי',
    'מהם',
    'איך',
    'למה',
    'מדוע',
    'מתי',
    'כמה',
    'איזה',
    'אילו',
    'אני',
    'אנחנו',
    'אתה',
    'את',
    'אתם',
    'שלי',
    'בין',
    'כאשר',
    'כש',
    'אחד',
    'אחת',
    'רק',
    'עוד',
    'כך',
    'לכן',
    'אז',
    'אבל',
    'גם',
    'היה',
    'להיות',
    'עושים',
    'אומר',
    'אומרת',
    // Question words and pronouns a question about anything has.
    'מי',
    'האם',
    'איפה',
    'היכן',
    'לאן',
    'מהן',
    'לי',
    'לך',
    'שם',
    // Verbs that say how to ask, not what about ("איך כותבים הוכחה" and "מי כתב את המלט" share only
    // the verb): matched alone, they made an off-topic question look like a lesson.
    'כתב',
    'כותב',
    'כותבת',
    'כותבים',
    'לכתוב',
    'אמר',
    'אומרים',
    'לומר',
    'עשה',
    'עושה',
    'עושים',
    'לעשות',
    'רואים',
    'לראות',
    'כדאי',
    'מכינים',
    'להכין',
    'עובד',
    'עובדת',
    'עובדים',
    'בוחרים',
    'לבחור',
    'להפעיל',
    'יודעים',
    'לדעת',
    'ספר',
    'תספר',
    'תגיד',
    // How a student asks for an explanation ("תסביר לי במילים פשוטות", "מתי משתמשים", "איך מוצאים"):
    // words of the request, not of its subject, so they neither match a lesson nor dilute a question.
    'תסביר',
    'תסבירי',
    'תסבירו',
    'הסבר',
    'הסבירי',
    'להסביר',
    'במילים',
    'מילים',
    'פשוטות',
    'פשוט',
    'בעצם',
    'בבקשה',
    'משתמשים',
    'להשתמש',
    'מוצאים',
    'למצוא',
    'מחשבים',
    'לחשב',
    'פותרים',
    'לפתור',
    'בודקים',
    'לבדוק',
    'צריך',
    'צריכים',
    'אפשר',
    'יכול',
    'יכולה',
    'הזה',
    'הזאת',
    'ממש',
    'בדיוק',
    'קצת',
    'כמו',
    'שלו',
    'שלה',
    'שלהם',
    'שלנו',
    'לו',
    'לה',
    'להם',
    'אותו',
    'אותה',
    'אותם',
    'the',
    'a',
    'an',
    'of',
    'is',
    'what',
    'how',
    'why',
    'to',
    'in',
    'and',
    'or',
    'who',
    'when',
    'where',
    'which',
    'do',
    'does',
    'did',
    'you',
    'your',
    'me',
    'my',
    'tell',
    'explain',
    'simple',
    'simply',
    'word',
    'plain',
    'mean',
    'meaning',
    'use',
    'used',
    'using',
    'actually',
    'really',
    'can',
    'could',
    'should',
    'would',
    'i',
    'it',
    'its',
    'with',
    'for',
    'are',
    'be',
    'this',
    'that',
    'these',
    'those',
    'there',
    'about',
    'if',
    'get',
    'find',
    'need',
    'know',
    'please',
    'help',
    'understand',
    'like',
    'from',
    'at',
    'on',
    'by',
    'as',
    'we',
    'they',
    'have',
    'has',
    'so',
    'than',
    'rather',
    'instead',
    'say',
    'give',
    'show',
    'exactly',
    'between',
    'whats',
  ].map(foldFinalLetters),
);

/** Markdown, LaTeX commands and math delimiters out; words and numbers stay. */
export function searchText(text: string): string {
  return stripMarks(text)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/[−–—]/g, '-');
}

/** Words of a text: Hebrew, Latin and digit runs (a maqaf or hyphen splits words: ב-n → ב, n). */
export function tokenize(text: string): string[] {
  return searchText(text).match(/[\u05D0-\u05EA"׳״']+|[a-zA-Z]+|\d+(?:\.\d+)?/g) ?? [];
}

function hebrewStems(word: string): string[] {
  const stems = new Set<string>([word]);
  let current = word;
  // Up to three prefix letters (וכשה…), keeping at least three letters of the word.
  for (let i = 0; i < 3 && current.length > MIN_STEM + 1 && PREFIX_LETTERS.has(current[0] ?? ''); i += 1) {
    current = current.slice(1);
    stems.add(current);
  }
  for (const form of [...stems]) {
    const endings = new Set<string>();
    if (form.length >= 5 && form.endsWith('ימ')) endings.add(form.slice(0, -2));
    else if (form.length >= 5 && form.endsWith('ות')) endings.add(`${form.slice(0, -2)}ה`);
    else if (form.length >= 4 && form.endsWith('ת')) endings.add(`${form.slice(0, -1)}ה`);
    // A feminine ending ה drops too (השערה → השער), from the word or from a folded ending.
    for (const candidate of [form, ...endings]) {
      if (candidate.length >= 4 && candidate.endsWith('ה')) endings.add(candidate.slice(0, -1));
    }
    for (const ending of endings) stems.add(ending);
  }
  return [...stems].filter((stem) => stem.length >= MIN_STEM);
}

/**
 * A light English stem, so an English question meets the concept map's English names: plural and
 * -ing endings folded (series stays, tests → test, ranking → rank, probabilities → probability).
 */
export function englishStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && /(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|ies)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A stopword behind prefix letters (ואיך, ובמה, השם): as empty as the stopword itself. */
function isPrefixedStopword(word: string): boolean {
  let current = word;
  for (let i = 0; i < 3 && current.length > 2 && PREFIX_LETTERS.has(current[0] ?? ''); i += 1) {
    current = current.slice(1);
    if (STOPWORDS.has(current)) return true;
  }
  return false;
}

/** MiniSearch's processTerm: one token → its searchable forms, or null for a stopword. */
export function processTerm(term: string): string[] | null {
  const word = foldFinalLetters(
    stripMarks(term)
      .toLowerCase()
      .replace(/["׳״']/g, ''),
  );
  if (word.length === 0 || STOPWORDS.has(word)) return null;
  if (!/[\u05D0-\u05EA]/.test(word)) {
    const stem = englishStem(word);
    return STOPWORDS.has(stem) ? null : [stem];
  }
  if (isPrefixedStopword(word)) return null;
  const stems = hebrewStems(word).filter((stem) => !STOPWORDS.has(stem));
  return stems.length > 0 ? stems : null;
}
