import type { GuidedTestIndexEntry } from '../../../../../../backend/contract';
import { ApiError, isAbortError } from '../../../../lib/api-client/errors';
import { staticDataApi } from '../../../../lib/api-client/static-data';

/** The entry used when a course has no tests index (docs/requirements.md#learning-space-errors); its name and description come from the locale. */
export const defaultGuidedTest = { id: 'test1', file: 'test1.json' } as const;

/** The index's tests, or `null` when the course has no index (a 404): the caller shows the default entry. */
export async function loadGuidedTestIndex(
  dataFolder: string,
  signal?: AbortSignal,
  api: Pick<typeof staticDataApi, 'guidedTestIndex'> = staticDataApi,
): Promise<GuidedTestIndexEntry[] | null> {
  try {
    return (await api.guidedTestIndex(dataFolder, signal)).tests;
  } catch (error) {
    if (!isAbortError(error) && error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
