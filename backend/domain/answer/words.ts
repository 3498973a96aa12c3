/**
 * Answers in words: a decision about H₀ (reject / do not reject, in any wording, Hebrew or English,
 * with any symbol for H₀), an ordered name (the vertices of a similar triangle, where the order is the
 * answer), and free words compared as a bag (word order and the conjunction ו־ do not matter).
 * docs/content.md lists the kinds a text problem declares.
 */
import { foldFinalLetters, stripMarks } from './normalize';

export type Decision = 'reject' | 'do-not-reject';

/** Words as the decision reader sees them: folded letters, one symbol for H₀ and H₁, no punctuation. */
function decisionWords(text: string): string[] {
  return foldFinalLetters(stripMarks(text))
    .toLowerCase()
    .replace(/\$/g, ' ')
    .replace(/\\text\{([^}]*)\}/g, '$1')
    .replace(/h\s*[_\s]*\{?\s*(?:0|₀|o)\s*\}?/g, ' h0 ')
    .replace(/h\s*[_\s]*\{?\s*(?:1|₁|a)\s*\}?(?![a-z])/g, ' h1 ')
    .replace(/השערת\s+ה?אפס|השערה\s+ה?אפס|null(?:\s+hypothesis)?/g, ' h0 ')
    .replace(
      /ה?השערה\s+ה?אלטרנטיבית|ה?השערה\s+ה?חלופית|השערת\s+ה?מחקר|alternative(?:\s+hypothesis)?/g,
      ' h1 ',
    )
    .replace(/n't\b/g, ' not')
    .replace(/[–—−-]/g, ' ')
    .replace(/[.,!?;:"'׳״()[\]{}]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** A Hebrew form of לדחות (דוחים, נדחה, לדחות, דחינו, דוחה…) after an optional ו/ש/ה/כ prefix. */
const HEBREW_REJECT = /^[ושהכ]?(?:[לנית]|תי|יי)?(?:דוח|דח)/;
const ENGLISH_REJECT = /^reject(?:s|ed|ing)?$|^rejection$/;
/** Keeping H₀: מקבלים את H₀, accept/retain H0. */
const HEBREW_KEEP = /^[ושה]?(?:מקבל|נקבל|לקבל|קיבלנו|מקבלת|משאיר|נשאר|נשאיר)/;
const ENGLISH_KEEP = /^(?:accept|accepts|accepted|retain|retains|retained|keep)$/;
const NEGATION = new Set([
  'לא',
  'ולא',
  'שלא',
  'ואינ',
  'שאינ',
  'אינ',
  'אי',
  'אינמ',
  'אינני',
  'not',
  'no',
  'cannot',
  'fail',
  'fails',
  'failed',
]);
/** Where a clause ends, looking back from the verb: a negation before it belongs to another clause. */
const CLAUSE = new Set(['לכנ', 'ולכנ', 'כלומר', 'therefore', 'so', 'thus', 'hence', 'then']);
/** How many words before the verb a negation may stand ("אין מספיק ראיות כדי לדחות", "not enough evidence to reject"). */
const NEGATION_REACH = 5;

function negatedAt(words: readonly string[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - NEGATION_REACH); at -= 1) {
    const word = words[at] ?? '';
    if (CLAUSE.has(word)) return false;
    if (NEGATION.has(word)) return true;
  }
  return false;
}

/**
 * The decision a text states, or null when it states none (or contradicts itself). "Reject H₁" and
 * "accept H₁" name the alternative: rejecting it is not a decision the tests teach, so it reads as none.
 */
export function readDecision(text: string): Decision | null {
  const words = decisionWords(text);
  const found = new Set<Decision>();
  words.forEach((word, index) => {
    const reject = HEBREW_REJECT.test(word) || ENGLISH_REJECT.test(word);
    const keep = HEBREW_KEEP.test(word) || ENGLISH_KEEP.test(word);
    if (!reject && !keep) return;
    const negated = negatedAt(words, index);
    const object = words.slice(index + 1, index + 4).find((other) => other === 'h0' || other === 'h1');
    const aboutAlternative = object === 'h1';
    // "דוחים את H₁" is not a decision the tests teach; a keeping verb counts only with its hypothesis named.
    if ((reject && aboutAlternative) || (keep && object === undefined)) return;
    if (reject) found.add(negated ? 'do-not-reject' : 'reject');
    else if (aboutAlternative) found.add(negated ? 'do-not-reject' : 'reject');
    else found.add(negated ? 'reject' : 'do-not-reject');
  });
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** The letters of an ordered name (PQR, △PQR, "P Q R", $\triangle PQR$), upper-cased; null if it holds other words. */
export function readOrdered(text: string): string | null {
  const letters = stripMarks(text)
    .replace(/\$/g, '')
    .replace(/\\triangle|\\angle|\\,|[△Δ∆∠]|משולש|triangle/gi, ' ')
    .replace(/[\s,.\-–]+/g, '');
  return /^[A-Za-z](?:'|_?\d)?(?:[A-Za-z](?:'|_?\d)?)*$/.test(letters) ? letters.toUpperCase() : null;
}

/** Words as a bag: folded, punctuation gone, and a ו־ prefix dropped where the word without it is known. */
export function wordBag(text: string, known: ReadonlySet<string> = new Set()): string[] {
  const words = foldFinalLetters(stripMarks(text))
    .toLowerCase()
    .replace(/\$/g, '')
    .replace(/h[_\s]*(?:\{?0\}?|₀)/g, 'h0')
    .replace(/[–—−-]/g, ' ')
    .replace(/[.,!?;:"'׳״()[\]{}]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && word !== 'ו' && word !== 'and');
  return words
    .map((word) => (word.startsWith('ו') && known.has(word.slice(1)) ? word.slice(1) : word))
    .sort();
}

/** The same words in any order (a ו־ before one of the key's words counts as that word). */
export function sameWords(student: string, expected: string): boolean {
  const key = wordBag(expected);
  const given = wordBag(student, new Set(key));
  return key.length === given.length && key.every((word, index) => word === given[index]);
}
