/**
 * The tutor: one interface (`Tutor`, types.ts), two providers chosen by configuration — `offline`
 * (the default: no key, no network) and `openai` (any OpenAI-compatible model). Routes and services
 * call `createTutor` once and talk only to the interface.
 */
import { offlineTutor } from './offline';
import { openaiTutor } from './openai';
import { modelClient } from './openai/model-client';
import { loadTutorTexts } from './texts';
import type { Tutor, TutorConfig } from './types';

export type {
  Tutor,
  TutorConfig,
  TutorContext,
  TutorEvent,
  TutorReply,
  TutorTurn,
  TutorProvider,
} from './types';
export { TutorUnavailableError } from './errors';
export { collectReply } from './stream';
export {
  courseLibrary,
  findGuidedTest,
  findLesson,
  type CourseContent,
  type CourseLibrary,
} from './course-content';
export { detectLanguage, replyLanguage, requestLanguage, type Language } from './language';
export { contentText } from './flatten';
export { parseState, type ThreadState } from './state';
export { buildPlanFacts } from './plan-facts';
export { warmTutor } from './warm';

export function createTutor(
  config: TutorConfig,
  contentDir: string,
  media: { visionModel?: string | undefined } = {},
): Tutor {
  const texts = loadTutorTexts(contentDir);
  if (config.provider === 'offline') return offlineTutor(texts);
  const model = modelClient(config);
  return openaiTutor(texts, model, { historyChars: config.historyChars, visionModel: media.visionModel });
}
