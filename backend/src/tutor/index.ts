/**
 * The tutor: one interface (`Tutor`, types.ts), two providers chosen by configuration — `offline`
 * (the default: no key, no network) and `openai` (any OpenAI-compatible model). Routes and services
 * call `createTutor` once and talk only to the interface.
 */
import { offlineTutor } from './offline';
import { openaiTutor } from './openai';
import { modelClient } from './openai/model-client';
import { loadTutorTexts } from './texts';
import type { Tutor, TutorProvider } from './types';

export type { Tutor, TutorContext, TutorEvent, TutorReply, TutorTurn, TutorProvider } from './types';
export { TutorUnavailableError } from './errors';
export { collectReply } from './stream';
export {
  courseLibrary,
  findGuidedTest,
  findLesson,
  type CourseContent,
  type CourseLibrary,
} from './course-content';
export { detectLanguage, type Language } from './language';
export { contentText } from './flatten';
export { parseState, type ThreadState } from './state';
export { buildPlanFacts, toLearningPlan } from './plan-facts';

/** What the tutor reads from the environment (config.ts fills it; README lists the variables). */
export interface TutorConfig {
  provider: TutorProvider;
  /** LLM_BASE_URL: the OpenAI-compatible API root (…/v1); unset means OpenAI itself */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** ask the model for JSON with a schema; off: plain markdown */
  structured: boolean;
  /** how many earlier messages of a thread a turn sees */
  historyMessages: number;
  /** and at most this many characters of them (the newest kept) */
  historyChars: number;
  /** backoff base between retries (ms) */
  backoffMs: number;
}

export function createTutor(config: TutorConfig, contentDir: string): Tutor {
  const texts = loadTutorTexts(contentDir);
  if (config.provider === 'offline') return offlineTutor(texts);
  const model = modelClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    structured: config.structured,
    backoffMs: config.backoffMs,
  });
  return openaiTutor(texts, model, { historyChars: config.historyChars });
}
