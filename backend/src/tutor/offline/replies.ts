/**
 * The sentences of the skills that answer by the intent layer's reading (feelings, off-topic, homework,
 * pastes, follow-ups): content/tutor/<language>/intent.json, Hebrew the reference. Loaded once.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fill } from '../../../domain/text';
import type { Language } from '../language';

const IntentSentences = z.object({
  feelings: z.string().min(1),
  feelings_no_course: z.string().min(1),
  off_topic: z.string().min(1),
  unclear: z.string().min(1),
  homework_start: z.string().min(1),
  homework_step: z.string().min(1),
  homework_offer: z.string().min(1),
  homework_last: z.string().min(1),
  homework_more: z.string().min(1),
  homework_guide: z.string().min(1),
  homework_guide_next: z.string().min(1),
  paste_part: z.string().min(1),
  continue_nothing: z.string().min(1),
  confused_nothing: z.string().min(1),
  hint_nothing: z.string().min(1),
  practice_another: z.string().min(1),
  practice_all_given: z.string().min(1),
  practice_simpler: z.string().min(1),
  practice_simpler_steps: z.string().min(1),
  practice_simpler_end: z.string().min(1),
  stop_practice_next: z.string().min(1),
  stop_homework: z.string().min(1),
  stop_nothing: z.string().min(1),
  offer_declined: z.string().min(1),
});
export type IntentKey = keyof z.infer<typeof IntentSentences>;

const contentDir = new URL('../../../../content/tutor/', import.meta.url);
const cache = new Map<Language, z.infer<typeof IntentSentences>>();

/** One language's intent.json, validated (a missing key stops the start, not a turn). */
export function intentSentences(language: Language): z.infer<typeof IntentSentences> {
  const cached = cache.get(language);
  if (cached) return cached;
  const loaded = IntentSentences.parse(
    JSON.parse(readFileSync(new URL(`${language}/intent.json`, contentDir), 'utf8')),
  );
  cache.set(language, loaded);
  return loaded;
}

/** A filled sentence of intent.json. */
export function reply(
  language: Language,
  key: IntentKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  return fill(intentSentences(language)[key], params);
}
