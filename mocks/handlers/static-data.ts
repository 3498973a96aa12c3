/**
 * Static course data: every data folder serves the small Hebrew fixture course (mocks/fixtures/content.ts),
 * never the files under content/, so stories stay fast and self-contained.
 */
import { endpoints, TestCategory } from '../../backend/contract';
import {
  buildGuidedTest,
  buildGuidedTestIndex,
  buildLesson,
  buildSubject,
  buildSubjectIndex,
  buildSyllabus,
  buildTestCategoryFile,
  fixtureLessonCount,
} from '../fixtures/content';
import { defineDomain, errorResponse, scenarios } from '../scenarios';

const notFound = () => errorResponse(404, 'Not found', 'not_found');

/**
 * Order matters where paths overlap: `subjects.json` before `:file`, `index.json` before the guided
 * test files (MSW answers with the first match).
 */
export const staticDataHandlers = defineDomain({
  getSyllabus: scenarios(endpoints.getSyllabus, () => buildSyllabus()),
  getSubjectIndex: scenarios(endpoints.getSubjectIndex, () => buildSubjectIndex()),
  getSubject: scenarios(endpoints.getSubject, ({ params }) => {
    const entry = buildSubjectIndex().subjects.find((subject) => subject.file === params.file);
    return entry ? buildSubject() : notFound();
  }),
  getTestCategory: scenarios(
    endpoints.getTestCategory,
    ({ params }) => {
      const category = TestCategory.safeParse(params.category);
      return category.success ? buildTestCategoryFile(category.data) : notFound();
    },
    () => ({ tests: [] }),
  ),
  getLessonIndex: scenarios(
    endpoints.getLessonIndex,
    () => ({ lessons: Array.from({ length: fixtureLessonCount }, (_, index) => buildLesson(index + 1)) }),
    // No index (an older server): the client falls back to lesson_1, lesson_2, …
    notFound,
  ),
  getLesson: scenarios(
    endpoints.getLesson,
    ({ params }) => {
      const n = Number(params.n);
      // The client loads lesson_1, lesson_2, … until the first 404.
      return n >= 1 && n <= fixtureLessonCount ? buildLesson(n) : notFound();
    },
    notFound,
  ),
  getGuidedTestIndex: scenarios(
    endpoints.getGuidedTestIndex,
    () => buildGuidedTestIndex(),
    () => ({ tests: [] }),
  ),
  getGuidedTest: scenarios(endpoints.getGuidedTest, ({ params }) => {
    const entry = buildGuidedTestIndex().tests.find((test) => test.file === params.file);
    return entry ? buildGuidedTest() : notFound();
  }),
});
