import type { Lesson } from '../../../../../../backend/contract';
import { ApiError, isAbortError } from '../../../../lib/api-client/errors';
import { staticDataApi } from '../../../../lib/api-client/static-data';

/**
 * What the lessons window shows: the course's lessons; the four samples when the files are not there
 * ('samples'); one sample when loading broke some other way ('failed', docs/requirements.md#learning-space-errors).
 */
export interface LessonsOutcome {
  lessons: readonly Lesson[];
  fallback: 'samples' | 'failed' | null;
}

/** The sample lessons, loaded only when a fallback needs them. */
export function loadSampleLessons(): Promise<readonly Lesson[]> {
  return import('./samples').then((module) => module.sampleLessons);
}

type Api = Pick<typeof staticDataApi, 'lessons'>;

/**
 * lesson_1, lesson_2, … until the first failure. When even lesson_1 fails with an HTTP error (the files
 * are missing or not served) the four samples stand in; a network failure or an answer that is not a
 * lesson gives one sample and the 'Failed to load lessons' path.
 */
export async function loadLessons(
  dataFolder: string,
  signal?: AbortSignal,
  api: Api = staticDataApi,
  samples: () => Promise<readonly Lesson[]> = loadSampleLessons,
): Promise<LessonsOutcome> {
  try {
    return { lessons: await api.lessons(dataFolder, signal), fallback: null };
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    console.warn('lesson files failed to load', error);
    const builtIn = await samples();
    if (error instanceof ApiError && error.status >= 400) return { lessons: builtIn, fallback: 'samples' };
    return { lessons: builtIn.slice(0, 1), fallback: 'failed' };
  }
}

/**
 * Lesson markdown names its figures relative to lessons/ (`images/x.svg`); the app serves them under
 * /static/data/courses/{dataFolder}/lessons/ (docs/requirements.md#learning-space-calls).
 */
export function resolveLessonImages(markdown: string, dataFolder: string): string {
  const base = `/static/data/courses/${dataFolder}/lessons/`;
  return markdown.replace(
    /(!\[[^\]]*\]\()(?!\/|[a-z][a-z0-9+.-]*:|#)([^)\s]+)/gi,
    (_, start: string, path: string) => `${start}${base}${path.replace(/^\.\//, '')}`,
  );
}
