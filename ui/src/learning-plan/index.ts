export { LearningPlan, PlanTopicBar } from './learning-plan';
export type { LearningPlanProps, PlanTopicBarProps } from './learning-plan';
export { masteryPercent, paragraphs } from './topics';
export type { LearningPlanBlock, LearningPlanTopic, LearningPlanTopicBasis } from './topics';
