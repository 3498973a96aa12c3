/**
 * The interface language a client states with the standard `Accept-Language` header (RFC 9110
 * section 12.5.4). The server writes the texts no student message decides the language of (a thread's
 * greeting, the introduction's first question, the learning plan, the Time-Out texts) in it. Pure:
 * the routes and the mocks read the header the same way.
 */
export const interfaceLanguages = ['he', 'en'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** Hebrew first: no header, nothing supported in it, or a header that does not parse. */
export const defaultInterfaceLanguage: InterfaceLanguage = 'he';

/** Primary subtags we serve; `iw` is the old code for Hebrew that some systems still send. */
const primaryTags: Readonly<Record<string, InterfaceLanguage>> = { he: 'he', iw: 'he', en: 'en' };

/** A header longer than this is not a browser's: read as no preference. */
const maxHeaderLength = 1024;

/** A weight: `q=0` … `q=1` with up to three decimals. */
const weightPattern = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The supported language the header prefers most: ranges by their `q` weight (1 when absent), the
 * earlier range on a tie; a range's primary tag decides (`en-US` → en). `q=0` refuses a language,
 * `*` and unknown tags add nothing, and a range with a malformed weight is ignored. Never throws.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): InterfaceLanguage {
  if (!header || header.length > maxHeaderLength) return defaultInterfaceLanguage;
  let best: { language: InterfaceLanguage; weight: number } | undefined;
  for (const range of header.split(',')) {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim().replace(/\s+/g, ''));
    const language = primaryTags[tag.split('-')[0]?.toLowerCase() ?? ''];
    if (!language) continue;
    let weight = 1;
    for (const parameter of parameters) {
      if (!/^q=/i.test(parameter)) continue;
      const match = weightPattern.exec(parameter);
      weight = match ? Number(match[1]) : 0;
    }
    if (weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? defaultInterfaceLanguage;
}
