/**
 * `learning/generate_plan`: a contract-valid learning plan computed from the mastery model (BKT over the
 * student's evidence: backend/domain/mastery): `topic_progress` and `topic_basis` per syllabus module,
 * "not yet assessed" (no number) where there is no evidence, and a `student_plan` that puts the weakest
 * topics first and names the next lesson, practice problems and test (by id in each section's
 * `activities`, by title in its text). A provider may reword the plan from the same facts (the openai
 * one; its numbers are checked against them); the activities stay the mastery model's. Stored with the
 * plans repository so `GET /api/chat/learning/plans` lists it.
 */
import type { LearningPlan, ThreadId, User } from '../../contract';
import { nowIso } from '../db/time';
import type { PlansRepository } from '../repositories/plans';
import { tutorEvidenceLimit, type ProgressRepository } from '../repositories/progress';
import {
  buildLearningPlan,
  reportedMastery,
  withActivities,
  type PlanSentences,
  type TopicMastery,
} from '../../domain/mastery';
import { tutorFailure } from '../errors';
import { buildPlanFacts, type Language, type Tutor } from '../tutor';
import { courseMap } from '../tutor/outline';
import type { PlanFacts } from '../tutor/plan-facts';
import { sentences } from '../tutor/solver';
import type { ChatService } from './chat';
import type { EvidenceService } from './evidence';
import { toProgressRecord } from './progress';
import type { RateLimiter } from './rate-limit';

/** A topic's value as the plan shows it, to two places; null while the evidence is not enough. */
function reported(basis: TopicMastery): number | null {
  const mastery = reportedMastery(basis);
  return mastery === null ? null : Math.round(mastery * 100) / 100;
}

export function learningPlanService(deps: {
  chats: ChatService;
  progress: ProgressRepository;
  plans: PlansRepository;
  evidence: EvidenceService;
  tutor: Tutor;
  limiter: RateLimiter;
}) {
  const { chats, progress, plans, evidence, tutor, limiter } = deps;
  return {
    /**
     * The plan's texts are in the interface language: no student message asks for it. `signal` is the
     * request's: a client that goes away stops the model.
     */
    async generate(
      user: User,
      body: { course_id: string; thread_id: ThreadId },
      language: Language,
      signal: AbortSignal,
    ): Promise<LearningPlan> {
      const course = await chats.assignedCourse(user.id, body.course_id);
      await chats.ownedThread(user.id, body.thread_id);
      await limiter.chargeTutorTurn(user.id);
      const records = (
        await progress.list(user.id, { course_id: body.course_id }, { limit: tutorEvidenceLimit })
      ).map(toProgressRecord);
      const now = nowIso();
      const built = buildLearningPlan(
        courseMap(course).outline,
        await evidence.forCourse(user.id, course),
        sentences(language, 'plan') as PlanSentences,
        now,
      );
      const first = built.topics[0];
      const lesson = course.lessons.find((candidate) => candidate.id === first?.lessonId);
      const facts: PlanFacts = {
        ...buildPlanFacts(course, records, language),
        topics: built.topics.map((topic) => ({
          topic: topic.title,
          subjectId: topic.topic,
          mastery: reported(topic.basis),
          attempts: topic.basis.attempts,
          lastActivity: topic.basis.lastActivity,
        })),
        ...(lesson ? { nextLesson: { id: lesson.id, title: lesson.title } } : {}),
      };
      let studentPlan;
      try {
        studentPlan = await tutor.plan({
          language,
          course,
          facts,
          studentPlan: built.plan.content.student_plan,
          signal,
        });
      } catch (error) {
        throw tutorFailure(error, signal);
      }
      const plan = {
        ...built.plan,
        content: {
          ...built.plan.content,
          student_plan: withActivities(studentPlan, built.plan.content.student_plan),
        },
      };
      await plans.upsert(user.id, body.course_id, plan);
      return plan;
    },
  };
}
