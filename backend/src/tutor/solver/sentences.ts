/**
 * The tutor's sentences from content/tutor/<language>/<file>.json (Hebrew is the reference; English when
 * the student writes English). Loaded once; a unit test keeps he and en in step, key for key and
 * placeholder for placeholder.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fill } from '../../../domain/text';

export type Language = 'he' | 'en';
export const languages: readonly Language[] = ['he', 'en'];
export const tutorFiles = ['answer', 'solver', 'practice', 'plan', 'retrieval', 'verdict'] as const;
export type TutorFile = (typeof tutorFiles)[number];

const Sentences = z.record(z.string(), z.string().min(1));
export type Sentences = z.infer<typeof Sentences>;

const contentDir = new URL('../../../../content/tutor/', import.meta.url);
const cache = new Map<string, Sentences>();

/** One file's sentences for one language. */
export function sentences(language: Language, file: TutorFile): Sentences {
  const key = `${language}/${file}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loaded = Sentences.parse(JSON.parse(readFileSync(new URL(`${key}.json`, contentDir), 'utf8')));
  cache.set(key, loaded);
  return loaded;
}

/** A filled sentence; an unknown key falls back to Hebrew, then to the key itself (a test forbids both). */
export function say(
  language: Language,
  file: TutorFile,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  const template = sentences(language, file)[key] ?? sentences('he', file)[key] ?? key;
  return fill(template, params);
}

/** English when the message has Latin letters and no Hebrew ones; Hebrew otherwise. */
export function detectLanguage(message: string): Language {
  const withoutMath = message.replace(/\$[^$]*\$/g, ' ');
  if (/[\u05D0-\u05EA]/.test(withoutMath)) return 'he';
  return /[a-zA-Z]{3,}/.test(withoutMath) ? 'en' : 'he';
}
