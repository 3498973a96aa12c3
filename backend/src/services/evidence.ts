/**
 * The mastery model's evidence for one student in one course: what the tutor judged (stored by the
 * chat, `learning_evidence`) and what the windows saved (progress records, judged again by the shared
 * checker against the course files: tutor/evidence.ts).
 */
import type { UserId } from '../../contract';
import type { Evidence } from '../../domain/mastery';
import { nowIso } from '../db/time';
import type { EvidenceRepository } from '../repositories/evidence';
import { tutorEvidenceLimit, type ProgressRepository } from '../repositories/progress';
import type { CourseContent } from '../tutor';
import { evidenceFromProgress, mergeEvidence, type EvidenceItem } from '../tutor/evidence';
import { toProgressRecord } from './progress';

export function evidenceService(deps: { evidence: EvidenceRepository; progress: ProgressRepository }) {
  const { evidence, progress } = deps;
  return {
    async forCourse(userId: UserId, course: CourseContent): Promise<Evidence[]> {
      const [stored, records] = await Promise.all([
        evidence.list(userId, course.course.id),
        progress.list(userId, { course_id: course.course.id }, { limit: tutorEvidenceLimit }),
      ]);
      return mergeEvidence(stored, evidenceFromProgress(course, records.map(toProgressRecord)));
    },

    /** Stores what one reply judged; `origin` names the reply, so a retry stores nothing twice. */
    async record(userId: UserId, courseId: string, origin: string, items: readonly EvidenceItem[]) {
      const at = nowIso();
      await evidence.insert(
        items.map((item, position) => ({
          user_id: userId,
          course_id: courseId,
          topic: item.topic,
          item_id: item.itemId ?? null,
          source: item.source,
          correct: item.correct,
          hints_used: item.hintsUsed,
          choices: item.choices ?? null,
          origin: `${origin}:${position}`,
          created_at: at,
        })),
      );
    },
  };
}
export type EvidenceService = ReturnType<typeof evidenceService>;
