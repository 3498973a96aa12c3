/**
 * Plural forms in the locale files. i18next picks `key_one`, `key_two`, `key_other`… by the language's
 * CLDR plural rules (Intl.PluralRules): Hebrew needs one, two and other ("יעד אחד", "שני יעדים",
 * "3 יעדים"), English one and other. `_zero` is an optional extra form in any language.
 */
const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural forms a language must give every counted string, in CLDR order. */
export function pluralForms(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}

/** The key a plural form belongs to (`more_two` → `more`), or null for a key that is not a plural form. */
export function pluralBase(key: string): string | null {
  return SUFFIX.test(key) ? key.replace(SUFFIX, '') : null;
}

/**
 * Every counted string (a key with any plural form, in any language) that a language gives too few or
 * unknown forms: "he/learning.json: more needs the plural forms one, two, other (has one, other)".
 */
export function pluralProblems(
  file: string,
  keysByLanguage: ReadonlyMap<string, Iterable<string>>,
): string[] {
  const families = new Map<string, Map<string, Set<string>>>();
  for (const [language, keys] of keysByLanguage)
    for (const key of keys) {
      const base = pluralBase(key);
      if (base === null) continue;
      const byLanguage = families.get(base) ?? new Map<string, Set<string>>();
      families.set(base, byLanguage);
      const forms = byLanguage.get(language) ?? new Set<string>();
      byLanguage.set(language, forms);
      forms.add(key.slice(base.length + 1));
    }
  const problems: string[] = [];
  for (const [base, byLanguage] of families)
    for (const language of keysByLanguage.keys()) {
      const wanted = pluralForms(language);
      const has = byLanguage.get(language) ?? new Set<string>();
      const missing = wanted.filter((form) => !has.has(form));
      const unknown = [...has].filter((form) => form !== 'zero' && !wanted.includes(form));
      if (missing.length > 0 || unknown.length > 0)
        problems.push(
          `${language}/${file}: ${base} needs the plural forms ${wanted.join(', ')} (has ${[...has].join(', ') || 'none'})`,
        );
    }
  return problems;
}
