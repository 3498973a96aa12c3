/** The JSON text of each prepared value, computed once. */
const preparedText = new WeakMap<object, string>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const nested of Object.values(value)) deepFreeze(nested);
}

/**
 * Marks a response value that is answered again and again unchanged (a signed-in user's validate
 * answer, say) so that it is serialised once: `sendJson` writes the stored text instead of running
 * JSON.stringify on every request, which on the validate path is the largest single cost. The value
 * is deep-frozen first, so the text cannot go stale.
 */
export function prepareJson<T extends object>(value: T): T {
  if (!preparedText.has(value)) {
    deepFreeze(value);
    preparedText.set(value, JSON.stringify(value));
  }
  return value;
}

/** The JSON text of a response value: the stored one for a prepared value, else a fresh one. */
export function jsonText(value: unknown): string {
  return (typeof value === 'object' && value !== null && preparedText.get(value)) || JSON.stringify(value);
}
