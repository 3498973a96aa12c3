import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Topic name → mastery from 0 to 1. */
export const TopicProgress = z.record(z.string(), z.number().min(0).max(1));

export const VisualPlanBlock = z.discriminatedUnion('component', [
  z.object({ component: z.literal('heading'), text: z.string() }),
  z.object({ component: z.literal('card'), title: z.string(), body: z.string() }),
  z.object({ component: z.literal('footer'), text: z.string() }),
]);
export const StudentPlanItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('section'), title: z.string(), text: z.string() }),
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
    content: z.object({ blocks: z.array(VisualPlanBlock), topic_progress: TopicProgress.optional() }),
    generated_at: z.string().optional(),
  }),
  z.object({
    type: z.literal('learning_plan'),
    content: z.object({ student_plan: z.array(StudentPlanItem), topic_progress: TopicProgress.optional() }),
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
