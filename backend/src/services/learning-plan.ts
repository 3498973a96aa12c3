/**
 * `learning/generate_plan`: a contract-valid learning plan built honestly from the user's progress
 * records for the course (tutor/plan-facts.ts holds the numbers; the tutor writes only the text), stored
 * with the plans repository so `GET /api/chat/learning/plans` lists it.
 */
import type { LearningPlan, User } from '../../contract';
import { nowIso } from '../db/time';
import type { PlansRepository } from '../repositories/plans';
import { tutorEvidenceLimit, type ProgressRepository } from '../repositories/progress';
import { buildPlanFacts, toLearningPlan, TutorUnavailableError, type Tutor } from '../tutor';
import { TutorUnavailable, type ChatService } from './chat';
import { toProgressRecord } from './progress';
import type { RateLimiter, RateLimits } from './rate-limit';

export function learningPlanService(deps: {
  chats: ChatService;
  progress: ProgressRepository;
  plans: PlansRepository;
  tutor: Tutor;
  limiter: RateLimiter;
  limits: RateLimits;
}) {
  const { chats, progress, plans, tutor, limiter, limits } = deps;
  return {
    async generate(user: User, body: { course_id: string; thread_id: string }): Promise<LearningPlan> {
      const course = await chats.assignedCourse(user.id, body.course_id);
      await chats.ownedThread(user.id, body.thread_id);
      await limiter.hit(`chat:${user.id}`, limits.chatUser);
      const records = (
        await progress.list(user.id, { course_id: body.course_id }, { limit: tutorEvidenceLimit })
      ).map(toProgressRecord);
      const facts = buildPlanFacts(course, records);
      let studentPlan;
      try {
        studentPlan = await tutor.plan({
          language: 'he',
          course,
          facts,
          signal: new AbortController().signal,
        });
      } catch (error) {
        if (error instanceof TutorUnavailableError) throw new TutorUnavailable(error.retryAfterSeconds);
        throw error;
      }
      const plan = toLearningPlan(facts, studentPlan, nowIso());
      await plans.upsert(user.id, body.course_id, plan);
      return plan;
    },
  };
}
