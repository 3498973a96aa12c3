import { endpoints, type Lesson, type TestCategory } from '../../../../backend/contract';
import { ApiError, isAbortError } from './errors';
import { call, prefetchCall } from './request';

/** Upper bound of the lesson loop, so a server that never 404s cannot keep it going. */
export const maxLessons = 200;

/** Static course data (served from content/courses). */
export const staticDataApi = {
  syllabus: (dataFolder: string, signal?: AbortSignal) =>
    call(endpoints.getSyllabus, { params: { dataFolder }, signal }),
  subjectIndex: (dataFolder: string, signal?: AbortSignal) =>
    call(endpoints.getSubjectIndex, { params: { dataFolder }, signal }),
  subject: (dataFolder: string, file: string, signal?: AbortSignal) =>
    call(endpoints.getSubject, { params: { dataFolder, file }, signal }),
  testCategory: (dataFolder: string, category: TestCategory, signal?: AbortSignal) =>
    call(endpoints.getTestCategory, { params: { dataFolder, category }, signal }),
  lesson: (dataFolder: string, n: number, signal?: AbortSignal) =>
    call(endpoints.getLesson, { params: { dataFolder, n }, signal }),
  /**
   * Every lesson in one request (lessons/index.json); where the index is missing (404: a server or
   * folder from before it), lesson_1, lesson_2, … until the first failure. Throws only when the index
   * fails otherwise, or even lesson_1 fails.
   */
  async lessons(dataFolder: string, signal?: AbortSignal): Promise<Lesson[]> {
    try {
      return (await call(endpoints.getLessonIndex, { params: { dataFolder }, signal })).lessons;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404) || signal?.aborted) throw error;
    }
    const lessons: Lesson[] = [];
    for (let n = 1; n <= maxLessons; n += 1) {
      try {
        lessons.push(await call(endpoints.getLesson, { params: { dataFolder, n }, signal }));
      } catch (error) {
        if (isAbortError(error) || signal?.aborted || (lessons.length === 0 && error instanceof ApiError))
          throw error;
        break;
      }
    }
    return lessons;
  },
  /**
   * Starts the lesson index's request now (the lessons window is opening and its code may still be on the
   * way); the window's `lessons` call takes the response.
   */
  prefetchLessons: (dataFolder: string) => prefetchCall(endpoints.getLessonIndex, { params: { dataFolder } }),
  guidedTestIndex: (dataFolder: string, signal?: AbortSignal) =>
    call(endpoints.getGuidedTestIndex, { params: { dataFolder }, signal }),
  guidedTest: (dataFolder: string, file: string, signal?: AbortSignal) =>
    call(endpoints.getGuidedTest, { params: { dataFolder, file }, signal }),
};
