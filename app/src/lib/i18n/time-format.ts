const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Hours and minutes in `language`, one instance per language: the first one built costs tens of
 * milliseconds (the locale's patterns), so it is built once, and early where a screen needs it.
 */
export function timeFormatter(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    formatters.set(language, formatter);
  }
  return formatter;
}
