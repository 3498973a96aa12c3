import type { Subject, SubjectIndexEntry } from '../../../../../../backend/contract';
import { isAbortError } from '../../../../lib/api-client/errors';
import { staticDataApi } from '../../../../lib/api-client/static-data';

/** The subjects of a course, and any subject files already read on the way. */
export interface PracticeSubjects {
  subjects: SubjectIndexEntry[];
  loaded: ReadonlyMap<string, Subject>;
}

/** The files tried when subjects.json fails (docs/requirements.md#learning-space-calls). */
export const fallbackSubjectFiles = ['subject1.json', 'subject2.json', 'subject3.json', 'subject4.json'];

type Api = Pick<typeof staticDataApi, 'subjectIndex' | 'subject'>;

/**
 * subjects.json; when it fails, subject1..4.json, keeping those that load (their entries have no
 * description). Throws the index's error when none of them loads.
 */
export async function loadPracticeSubjects(
  dataFolder: string,
  signal?: AbortSignal,
  api: Api = staticDataApi,
): Promise<PracticeSubjects> {
  try {
    const index = await api.subjectIndex(dataFolder, signal);
    return { subjects: index.subjects, loaded: new Map() };
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    const results = await Promise.allSettled(
      fallbackSubjectFiles.map((file) => api.subject(dataFolder, file, signal)),
    );
    const loaded = new Map<string, Subject>();
    const subjects: SubjectIndexEntry[] = [];
    results.forEach((result, position) => {
      const file = fallbackSubjectFiles[position];
      if (result.status !== 'fulfilled' || !file) return;
      loaded.set(file, result.value);
      subjects.push({
        subjectId: result.value.subjectId,
        subjectName: result.value.subjectName,
        description: '',
        file,
      });
    });
    if (subjects.length === 0) throw error;
    return { subjects, loaded };
  }
}
