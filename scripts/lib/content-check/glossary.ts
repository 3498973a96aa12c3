/**
 * One glossary: content/glossary.he.json lists the canonical Hebrew term of each concept and its rejected
 * variants. A rejected variant fails anywhere in the Hebrew text of the courses (outside math) and in the Hebrew
 * locale files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Failure } from './context';
import { jsonPath, readJson } from './context';
import { HEBREW_LETTER, scanMath } from './latex';

export const Glossary = z.object({
  description: z.string().optional(),
  terms: z
    .array(
      z.object({
        concept: z.string().min(1),
        term: z.string().min(1),
        rejected: z.array(z.string().min(2)).min(1),
        note: z.string().optional(),
      }),
    )
    .min(1),
});
export type Glossary = z.infer<typeof Glossary>;

export interface LoadedGlossary {
  glossary: Glossary | null;
  failures: Failure[];
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

export function loadGlossary(contentDir: string): LoadedGlossary {
  const file = path.join(contentDir, 'glossary.he.json');
  const failures: Failure[] = [];
  const fail = (at: string, message: string) =>
    failures.push({ check: 'glossary', file: relative(file), path: at, message });
  const raw = readJson(file, (message) => fail('$', message));
  if (raw === undefined) return { glossary: null, failures };
  const parsed = Glossary.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fail(jsonPath(issue.path), issue.message);
    return { glossary: null, failures };
  }
  parsed.data.terms.forEach((entry, index) => {
    for (const variant of entry.rejected)
      if (entry.term.includes(variant))
        fail(`$.terms[${index}]`, `the term "${entry.term}" contains its own rejected variant "${variant}"`);
  });
  return { glossary: parsed.data, failures };
}

/** The rejected variants in a piece of Hebrew prose (text outside math), with the term to use instead. */
export function rejectedIn(glossary: Glossary, prose: string): Array<{ variant: string; term: string }> {
  if (!HEBREW_LETTER.test(prose)) return [];
  const found: Array<{ variant: string; term: string }> = [];
  for (const entry of glossary.terms)
    for (const variant of entry.rejected) {
      const latin = /[A-Za-z]/.test(variant);
      const haystack = latin ? prose.toLowerCase() : prose;
      if (haystack.includes(latin ? variant.toLowerCase() : variant))
        found.push({ variant, term: entry.term });
    }
  return found;
}

function strings(value: unknown, at: string, out: Array<{ at: string; text: string }>): void {
  if (typeof value === 'string') out.push({ at, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${at}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) strings(item, `${at}.${key}`, out);
}

/** Rejected variants in content/locales/he/*.json. */
export function checkHebrewLocales(contentDir: string, glossary: Glossary): Failure[] {
  const dir = path.join(contentDir, 'locales', 'he');
  if (!existsSync(dir)) return [];
  const failures: Failure[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const list: Array<{ at: string; text: string }> = [];
    strings(JSON.parse(readFileSync(file, 'utf8')), '$', list);
    for (const { at, text } of list)
      for (const { variant, term } of rejectedIn(glossary, scanMath(text).prose))
        failures.push({
          check: 'glossary',
          file: relative(file),
          path: at,
          message: `"${variant}": write "${term}" (content/glossary.he.json)`,
        });
  }
  return failures;
}
