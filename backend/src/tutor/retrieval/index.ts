/** Retrieval's entry points (docs/tutor.md). */
export { answerFromLessons, rankLessons } from './answer';
export { withConcepts, type ConceptEntry, type ConceptIndex } from './concepts';
export {
  buildCourseIndex,
  countForms,
  knowFrequencies,
  lessonPassages,
  MIN_RELEVANCE,
  quotePassage,
  relevantPassage,
  searchPassages,
  type CourseIndex,
  type Hit,
  type Passage,
  type RetrievalAnswer,
} from './course-index';
export { processTerm, tokenize } from './hebrew';
export { buildRetrieval, defaultCoursesDir, loadConcepts, loadLessons } from './load';
export { mapItemsToModules, type TopicItem } from './topics';
