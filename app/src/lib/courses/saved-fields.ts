/**
 * The required fields of the saved course (learning space docs/requirements.md#learning-space-validation), read without the contract or the catalogue,
 * so the entry can read them before the learning screen's code has loaded (early-thread.ts).
 */

/** A non-blank string. */
export function text(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The stored record with its required fields checked (id, name, subject, dataFolder). */
export type SavedFields =
  | { status: 'missing' }
  | { status: 'invalid' }
  | {
      status: 'valid';
      record: Record<string, unknown> & { id: string; name: string; subject: string; dataFolder: string };
    };

/** Reads a raw `selectedCourse` value: not JSON, not an object, or a required field missing is invalid. */
export function readSavedFields(raw: string | null): SavedFields {
  if (raw === null || raw.trim() === '') return { status: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'invalid' };
  }
  if (typeof value !== 'object' || value === null) return { status: 'invalid' };
  const record = value as Record<string, unknown>;
  const { id, name, subject, dataFolder } = record;
  if (!text(id) || !text(name) || !text(subject) || !text(dataFolder)) return { status: 'invalid' };
  return { status: 'valid', record: { ...record, id, name, subject, dataFolder } };
}
