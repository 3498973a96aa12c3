/** The dashboard's own rules; which courses it offers is app/src/lib/courses. */

/** Redirect to /login after the dashboard's authentication error (docs/requirements.md#accounts-limits). */
export const authErrorRedirectMs = 1500;

/** The first letter in upper case (docs/requirements.md#accounts-overview: the greeting capitalises the first name). */
export function capitalise(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}
