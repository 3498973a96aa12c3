/** The mastery model and the learning plan built from it (docs/tutor.md). */
export {
  bktUpdate,
  DEFAULT_BKT,
  hintCredit,
  MASTERED,
  masteryByTopic,
  type BktParameters,
  type Evidence,
  type TopicMastery,
} from './bkt';
export {
  buildLearningPlan,
  unsolvedProblems,
  weakestTopic,
  type CourseOutline,
  type PlannedTopic,
  type PlanSentences,
} from './plan';
