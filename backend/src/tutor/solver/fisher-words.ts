/**
 * A small 2×2 table told in words, with no test named (docs/tutor.md, "Fisher's exact test in words"):
 * "קיבלו 6 חולים תרופה חדשה ו־6 חולים את התרופה הרגילה. בקבוצת התרופה החדשה השתפרו כל ה־6, ובקבוצת
 * התרופה הרגילה השתפרו 2 בלבד." The first sentence gives the two groups' sizes; each group's clause
 * ("מבין …", "בקבוצת …") gives counts, each with its verb. The first verb of the first clause is the
 * success; a verb of the other outcome gives the successes as the rest of the group. Every count must
 * fit its group (both outcomes given: they fill it), else nothing is read.
 */

/** A group's successes and size. */
export type Group = { x: number; n: number };

const WORDS: Record<string, number> = { אחד: 1, אחת: 1 };
const COUNT = /(?:כל\s+ה[-־]?\s*(\d+)|(\d+)|(?<![\u05D0-\u05EA])ו?(אחד|אחת)(?![\u05D0-\u05EA]))/g;
const HEBREW_WORD = /[\u05D0-\u05EA]+/g;
const NOT_A_VERB = /^(?:בלבד|מהם|מהן|רק|ו|ה|של|את|כל|אלה|אלו)$/;

/** The verb of a count: the word after it, or, where that is no verb ("כל ה־6,", "2 בלבד"), the one before. */
function verbOf(clause: string, start: number, end: number): string | null {
  const after = clause.slice(end).match(/^\s*([\u05D0-\u05EA]+)/)?.[1];
  if (after && !NOT_A_VERB.test(after)) return after;
  const before = [...clause.slice(0, start).matchAll(HEBREW_WORD)].map((m) => m[0]).pop();
  return before && !NOT_A_VERB.test(before) ? before : null;
}

/** Two verbs name one outcome when they share their first two letters (חלה, חלו; השתפרו). */
const sameOutcome = (a: string, b: string) =>
  a.replace(/^ו/, '').slice(0, 2) === b.replace(/^ו/, '').slice(0, 2);

function counts(clause: string): Array<{ count: number; verb: string }> | null {
  const found: Array<{ count: number; verb: string }> = [];
  for (const match of clause.matchAll(COUNT)) {
    const count =
      (match[1] ?? match[2]) ? Number(match[1] ?? match[2]) : (WORDS[match[3] ?? ''] ?? Number.NaN);
    const verb = verbOf(clause, match.index, match.index + match[0].length);
    if (!verb || !Number.isInteger(count)) return null;
    found.push({ count, verb });
  }
  return found;
}

export function groupsInWords(text: string): [Group, Group] | null {
  const [sizes, ...rest] = text.split(/\.(?!\d)/);
  const ns = [...(sizes ?? '').matchAll(/\d+/g)].map((m) => Number(m[0]));
  const [n1, n2] = ns;
  if (ns.length !== 2 || !n1 || !n2) return null;
  const clauses = rest[0]
    ?.split(/\?/)[0]
    ?.split(/,?\s*ו?(?:מבין|בקבוצת)\s/)
    .slice(1);
  if (!clauses || clauses.length !== 2) return null;
  const [first, second] = clauses.map(counts);
  const success = first?.[0]?.verb;
  if (!first || !second || !success) return null;
  const groups: Group[] = [];
  for (const [found, n] of [
    [first, n1],
    [second, n2],
  ] as const) {
    if (found.length === 0 || found.length > 2) return null;
    const yes = found.filter((item) => sameOutcome(item.verb, success));
    const no = found.filter((item) => !sameOutcome(item.verb, success));
    if (yes.length > 1 || no.length > 1) return null;
    const x = yes[0]?.count ?? n - (no[0]?.count ?? Number.NaN);
    const total = (yes[0]?.count ?? 0) + (no[0]?.count ?? 0);
    if (!(x >= 0 && x <= n) || (yes[0] && no[0] ? total !== n : total > n)) return null;
    groups.push({ x, n });
  }
  const [a, b] = groups;
  return a && b ? [a, b] : null;
}
