/** Whether a text names one of the content's cue words (the introduction's topics, Time-Out's feelings). */

/**
 * A cue as a whole word or phrase, case-insensitive, after up to two Hebrew prefix letters (ב, ה, ו, ל, מ, ש,
 * כ): "כיתה" is in "בכיתה", "לא ישנה" in "ולא ישנה", but "יא" is not in "היא".
 */
export function cueIn(text: string, cue: string): boolean {
  const escaped = cue.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])[בהולמשכ]{0,2}${escaped}(?=$|[^\\p{L}\\p{N}])`, 'u').test(
    text.toLowerCase(),
  );
}
