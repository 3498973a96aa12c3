/** Fills `{name}` placeholders of a UiStrings template; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The writing direction of a language tag: Hebrew, Arabic, Persian and Urdu are right-to-left. */
export function directionOfLanguage(lang: string): 'rtl' | 'ltr' {
  return /^(he|iw|ar|fa|ur)\b/i.test(lang) ? 'rtl' : 'ltr';
}

/** The page's language (`<html lang>`), Hebrew when unset: the design system's default language. */
export function documentLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'he';
}

/** The plural forms the strings distinguish: Hebrew has one, two and other; English one and other. */
export type PluralForm = 'one' | 'two' | 'other';

/** Which plural form a count takes in a language (CLDR rules through Intl.PluralRules). */
export function pluralForm(count: number, language: string): PluralForm {
  const category = new Intl.PluralRules(language).select(count);
  return category === 'one' || category === 'two' ? category : 'other';
}

/**
 * A counted UiStrings text in the plural form of the page's language: `forms.one`, `forms.two` (Hebrew) or
 * `forms.other`, with `{count}` filled.
 */
export function countedText(
  count: number,
  forms: Readonly<Record<PluralForm, string>>,
  language: string = documentLanguage(),
): string {
  return fillTemplate(forms[pluralForm(count, language)], { count });
}

/** The `lang` and `dir` of an area that shows course content. */
export interface ContentAttributes {
  lang: string;
  dir: 'rtl' | 'ltr';
}

/** The attributes of a content area in a language. */
export function contentAttributes(lang: string): ContentAttributes {
  return { lang, dir: directionOfLanguage(lang) };
}
