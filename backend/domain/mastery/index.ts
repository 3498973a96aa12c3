/** The mastery model and the learning plan built from it (docs/tutor.md). */
export {
  bktUpdate,
  DEFAULT_BKT,
  ENOUGH_ANSWERS,
  EVIDENCE_MARGIN,
  hintCredit,
  MASTERED,
  masteryByTopic,
  reportedMastery,
  type BktParameters,
  type Evidence,
  type TopicMastery,
} from './bkt';
export {
  buildLearningPlan,
  currentTopics,
  withActivities,
  unsolvedProblems,
  weakestTopic,
  type CourseOutline,
  type PlannedTopic,
  type PlanSentences,
} from './plan';
