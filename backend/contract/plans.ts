import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Topic name → mastery from 0 to 1. Only assessed topics appear: no evidence, no number. */
export const TopicProgress = z.record(z.string(), z.number().min(0).max(1));

/**
 * What a topic's value rests on (the mastery model's evidence), keyed like `topic_progress` but listing
 * every topic of the course: one without evidence has `mastery: null` and is shown as "not yet assessed".
 */
export const TopicBasis = z.object({
  /** 0–1, or null when the topic is not yet assessed */
  mastery: z.number().min(0).max(1).nullable(),
  /** answered practice problems, test and guided-test answers counted as evidence */
  attempts: z.number().int().nonnegative(),
  /** ISO 8601 time of the last evidence; null when there is none */
  last_activity: z.string().nullable(),
});
export type TopicBasis = z.infer<typeof TopicBasis>;
export const TopicBases = z.record(z.string(), TopicBasis);

export const VisualPlanBlock = z.discriminatedUnion('component', [
  z.object({ component: z.literal('heading'), text: z.string() }),
  z.object({ component: z.literal('card'), title: z.string(), body: z.string() }),
  z.object({ component: z.literal('footer'), text: z.string() }),
]);
/**
 * A concrete next activity a plan section names: a lesson, a practice problem or a timed test, by its id
 * in the course files and by the title a student sees (the section's text names only titles, never ids).
 */
export const PlanActivity = z.object({
  kind: z.enum(['lesson', 'practice', 'test']),
  id: z.string(),
  title: z.string(),
});
export type PlanActivity = z.infer<typeof PlanActivity>;
export const StudentPlanItem = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('section'),
    title: z.string(),
    text: z.string(),
    /** the section's next activities, in order; absent in plans stored before it existed */
    activities: z.array(PlanActivity).optional(),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
]);
/** Legacy plans: a title, a summary and sections with content. */
export const LegacyStudentPlan = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
});

export const LearningPlan = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('visual_plan'),
    content: z.object({
      blocks: z.array(VisualPlanBlock),
      topic_progress: TopicProgress.optional(),
      topic_basis: TopicBases.optional(),
    }),
    generated_at: z.string().optional(),
  }),
  z.object({
    type: z.literal('learning_plan'),
    content: z.object({
      student_plan: z.array(StudentPlanItem),
      topic_progress: TopicProgress.optional(),
      topic_basis: TopicBases.optional(),
    }),
    generated_at: z.string().optional(),
  }),
  z.object({
    type: z.literal('student_plan'),
    content: LegacyStudentPlan,
    generated_at: z.string().optional(),
  }),
]);
export type VisualPlanBlock = z.infer<typeof VisualPlanBlock>;
export type StudentPlanItem = z.infer<typeof StudentPlanItem>;
export type LegacyStudentPlan = z.infer<typeof LegacyStudentPlan>;
export type LearningPlan = z.infer<typeof LearningPlan>;

export const LearningPlanRecord = z.object({
  id: z.number().int().positive(),
  course_id: z.string(),
  plan: LearningPlan,
  created_at: z.string(),
  updated_at: z.string(),
});
export type LearningPlanRecord = z.infer<typeof LearningPlanRecord>;

export const listPlans = defineEndpoint({
  name: 'listPlans',
  method: 'GET',
  path: '/api/chat/learning/plans',
  auth: true,
  summary: "The signed-in user's learning plans, one per course, newest first.",
  response: z.object({ success: z.literal(true), learning_plans: z.array(LearningPlanRecord) }),
  errors: [401],
});
