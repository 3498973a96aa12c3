/**
 * Sentences from content files with `{name}` placeholders, filled. A missing parameter stays visible.
 *
 * A count that a noun follows takes a plural block (the ICU MessageFormat form, docs/tutor.md "Plural
 * forms"): `{attempts, plural, one {תשובה אחת} two {שתי תשובות} other {# תשובות}}`. The case is `=N`
 * when written for that number, `one` for 1, `two` for 2 (Hebrew's dual), else `other`; `#` is the number.
 */
const pluralBlock = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const pluralCase = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

function pluralCases(cases: string): Map<string, string> {
  return new Map([...cases.matchAll(pluralCase)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

function plural(whole: string, value: string | number | undefined, cases: string): string {
  const count = typeof value === 'number' ? value : Number(value);
  if (value === undefined || !Number.isFinite(count)) return whole;
  const options = pluralCases(cases);
  const chosen =
    options.get(`=${count}`) ??
    (count === 1 ? options.get('one') : count === 2 ? options.get('two') : undefined) ??
    options.get('other');
  return chosen === undefined ? whole : chosen.replace(/#/g, String(count));
}

export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template
    .replace(pluralBlock, (whole, name: string, cases: string) => plural(whole, params[name], cases))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The placeholders a sentence uses (plain and plural), sorted: the content tests compare he and en with it. */
export function placeholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** The plural blocks of a sentence with their cases: the content tests require an `other` case in each. */
export function pluralBlocks(template: string): Array<{ name: string; cases: string[] }> {
  return [...template.matchAll(pluralBlock)].map((match) => ({
    name: match[1] ?? '',
    cases: [...pluralCases(match[2] ?? '').keys()],
  }));
}

/**
 * Counts written before a noun without a plural block ("{count} מבחנים" reads "1 מבחנים"): the content
 * tests forbid them for the placeholders that hold counts.
 */
export function bareCounts(template: string, countNames: readonly string[]): string[] {
  const outside = template.replace(pluralBlock, ' ');
  // "{correct} מתוך {total}", "{correct} of {total}": a count before "out of" is not before its noun.
  return countNames.filter((name) =>
    new RegExp(`\\{${name}\\}\\s*(?!(?:מתוך|of|out of)\\s)[\\p{L}]`, 'u').test(outside),
  );
}
