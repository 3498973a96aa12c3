/** Retrieval's entry points (docs/tutor.md). */
export {
  answerFromLessons,
  buildCourseIndex,
  lessonPassages,
  MIN_RELEVANCE,
  quotePassage,
  rankLessons,
  relevantPassage,
  searchPassages,
  type CourseIndex,
  type Hit,
  type Passage,
  type RetrievalAnswer,
} from './course-index';
export { processTerm, tokenize } from './hebrew';
export { buildRetrieval, defaultCoursesDir, loadLessons } from './load';
export { mapItemsToModules, type TopicItem } from './topics';
