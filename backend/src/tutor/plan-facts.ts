/**
 * What a learning plan may say, computed from the student's progress records and nothing else: a
 * topic without evidence has no number (`mastery: null`, absent from `topic_progress`). Topics are the
 * course's practice subjects, and a practice record belongs to the subject its activity id starts with
 * (`<subjectId>-<problem>`). `learning/generate_plan` replaces these topics with the mastery model's
 * (services/learning-plan.ts); the tests, activities and next test stay.
 */
import type { ProgressRecord } from '../../contract';
import type { CourseContent } from './course-content';
import { overlap } from './language';

export interface TopicFact {
  topic: string;
  subjectId: string;
  /** 0–1, or null when there is no evidence */
  mastery: number | null;
  attempts: number;
  lastActivity: string | null;
}

export interface PlanFacts {
  courseName: string;
  topics: TopicFact[];
  tests: { count: number; average: number | null };
  activities: number;
  nextLesson: { id: string; title: string } | null;
  nextTest: { id: string; name: string } | null;
}

/** Below this a topic is listed to strengthen. */
export const strongMastery = 0.7;

function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

export function buildPlanFacts(course: CourseContent, records: readonly ProgressRecord[]): PlanFacts {
  const mine = records.filter((record) => record.course_id === course.course.id);
  const topics = course.practice.map((subject): TopicFact => {
    const evidence = mine.filter(
      (record) =>
        record.activity_type === 'practice' && record.activity_id.startsWith(`${subject.subjectId}-`),
    );
    const score = mean(evidence.map((record) => Math.min(100, Math.max(0, record.score)) / 100));
    return {
      topic: subject.subjectName,
      subjectId: subject.subjectId,
      mastery: score === null ? null : Math.round(score * 100) / 100,
      attempts: evidence.length,
      lastActivity:
        evidence
          .map((record) => record.created_at)
          .sort()
          .at(-1) ?? null,
    };
  });
  const tests = mine.filter((record) => record.activity_type === 'test');
  const average = mean(tests.map((record) => record.score));
  // The weakest assessed topic leads; with none assessed, the first topic of the course.
  const focus =
    [...topics]
      .filter((topic) => topic.mastery !== null)
      .sort((a, b) => (a.mastery ?? 0) - (b.mastery ?? 0))[0] ??
    topics.find((topic) => topic.mastery === null);
  const bestBy = <T>(items: readonly T[], text: (item: T) => string): T | undefined => {
    if (!focus) return items[0];
    let best = items[0];
    let bestScore = 0;
    for (const item of items) {
      const score = overlap(focus.topic, text(item));
      if (score > bestScore) [best, bestScore] = [item, score];
    }
    return best;
  };
  const lesson = bestBy(course.lessons, (item) => item.title);
  const test = bestBy(course.guidedTests, (item) => `${item.name} ${item.description}`);
  return {
    courseName: course.course.name,
    topics,
    tests: { count: tests.length, average: average === null ? null : Math.round(average) },
    activities: mine.length,
    nextLesson: lesson ? { id: lesson.id, title: lesson.title } : null,
    nextTest: test ? { id: test.id, name: test.name } : null,
  };
}
