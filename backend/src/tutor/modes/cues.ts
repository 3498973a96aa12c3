/** Whether a text names one of the content's cue words (the introduction's topics, Time-Out's feelings). */

const prefixLetters = ['ב', 'ה', 'ו', 'ל', 'מ', 'ש', 'כ'];
const prefixes = ['', ...prefixLetters, ...prefixLetters.flatMap((a) => prefixLetters.map((b) => a + b))];
const separator = /[^\p{L}\p{N}]+/u;

/**
 * The words of the text last asked about, with where each stands: a turn asks about one text for each of
 * many cues, and reading a 20,000-character message once instead of once per cue (a regular expression
 * each, which backtracked over runs of prefix letters) keeps the event loop free (docs/backend.md, "Tutor
 * turns and the event loop").
 */
let last: { text: string; words: string[]; at: Map<string, number[]> } | undefined;

function read(text: string): { words: string[]; at: Map<string, number[]> } {
  if (last?.text === text) return last;
  const words = text.toLowerCase().split(separator).filter(Boolean);
  const at = new Map<string, number[]>();
  words.forEach((word, index) => {
    const list = at.get(word);
    if (list) list.push(index);
    else at.set(word, [index]);
  });
  last = { text, words, at };
  return last;
}

const literal = new Map<string, RegExp>();

/** A cue written with marks inside a word ("י״א", "י׳"): matched as written, as a whole word. */
function literalCue(text: string, cue: string): boolean {
  let pattern = literal.get(cue);
  if (!pattern) {
    const escaped = cue.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])[בהולמשכ]{0,2}${escaped}(?=$|[^\\p{L}\\p{N}])`, 'u');
    literal.set(cue, pattern);
  }
  return pattern.test(text.toLowerCase());
}

/**
 * A cue as a whole word or phrase, case-insensitive, after up to two Hebrew prefix letters (ב, ה, ו, ל, מ, ש,
 * כ): "כיתה" is in "בכיתה", "לא ישנה" in "ולא ישנה".
 */
export function cueIn(text: string, cue: string): boolean {
  const parts = cue.toLowerCase().trim().split(/\s+/u).filter(Boolean);
  if (parts.some((part) => separator.test(part))) return literalCue(text, cue);
  const [first, ...rest] = parts;
  if (!first) return false;
  const { words, at } = read(text);
  return prefixes.some((prefix) =>
    (at.get(prefix + first) ?? []).some((index) =>
      rest.every((part, offset) => words[index + 1 + offset] === part),
    ),
  );
}
