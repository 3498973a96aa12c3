/**
 * The learning plan from mastery: the contract's `learning_plan` with `topic_progress` (assessed topics
 * only), `topic_basis` (every topic) and a `student_plan` whose sections put the weakest topics first
 * and name the next lesson, practice problems and test by id. Sentences come in from content files.
 */
import type { LearningPlan, StudentPlanItem, TopicBasis } from '../../contract/plans';
import { fill } from '../text';
import {
  DEFAULT_BKT,
  MASTERED,
  masteryByTopic,
  type BktParameters,
  type Evidence,
  type TopicMastery,
} from './bkt';

/** What the plan needs of a course: its syllabus modules (the topics) and its activities, each with its topic. */
export type CourseOutline = {
  modules: ReadonlyArray<{ id: string; title: string; lessons: readonly string[] }>;
  lessons: ReadonlyArray<{ id: string; title: string }>;
  /** every practice problem with the module it belongs to (see docs/tutor.md for the mapping rule) */
  practice: ReadonlyArray<{ id: string; topic: string }>;
  /** timed tests with the modules their questions cover */
  tests: ReadonlyArray<{
    id: string;
    title: string;
    category: 'entry-level' | 'mid-course' | 'final';
    topics: readonly string[];
  }>;
};

/** The plan's sentences (content/tutor/<lang>/plan.json). */
export type PlanSentences = {
  overview_new: string;
  overview: string;
  mastery: string;
  not_assessed: string;
  mastered: string;
  next_lesson: string;
  next_practice: string;
  next_test: string;
};

/** One topic's place in the plan, with the activities named in its section. */
export type PlannedTopic = {
  topic: string;
  title: string;
  basis: TopicMastery;
  lessonId: string | null;
  practiceIds: string[];
  testId: string | null;
};

const PRACTICE_PER_TOPIC = 3;

/** Weakest first: assessed topics below MASTERED (lowest first), then unassessed ones in syllabus order, then mastered ones. */
function rank(basis: TopicMastery, position: number): [number, number, number] {
  if (basis.mastery === null) return [1, 0, position];
  return basis.mastery < MASTERED ? [0, basis.mastery, position] : [2, basis.mastery, position];
}

function compareRanks(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The topic to practise next: the weakest assessed one below MASTERED, else the first unassessed, else the weakest. */
export function weakestTopic(
  outline: CourseOutline,
  evidence: readonly Evidence[],
  parameters: BktParameters = DEFAULT_BKT,
): string | null {
  const mastery = masteryByTopic(
    outline.modules.map((module) => module.id),
    evidence,
    parameters,
  );
  const ranked = outline.modules
    .map((module, position) => ({
      id: module.id,
      rank: rank(mastery.get(module.id) ?? { mastery: null, attempts: 0, lastActivity: null }, position),
    }))
    .sort((a, b) => compareRanks(a.rank, b.rank));
  return ranked[0]?.id ?? null;
}

/** Practice problems of a topic not yet answered right, in course order. */
export function unsolvedProblems(
  outline: CourseOutline,
  topic: string,
  evidence: readonly Evidence[],
): string[] {
  const solved = new Set(evidence.filter((item) => item.correct && item.itemId).map((item) => item.itemId));
  return outline.practice
    .filter((problem) => problem.topic === topic && !solved.has(problem.id))
    .map((problem) => problem.id);
}

function plannedTopic(
  outline: CourseOutline,
  module: CourseOutline['modules'][number],
  basis: TopicMastery,
  evidence: readonly Evidence[],
): PlannedTopic {
  // A new or weak topic starts from its first lesson; a topic on its way goes on to its last one.
  const lessonId =
    (basis.mastery === null || basis.mastery < 0.5
      ? module.lessons[0]
      : module.lessons[module.lessons.length - 1]) ?? null;
  const category = basis.mastery === null ? 'entry-level' : basis.mastery < MASTERED ? 'mid-course' : 'final';
  const covering = outline.tests.filter((test) => test.topics.includes(module.id));
  const test = covering.find((candidate) => candidate.category === category) ?? covering[0] ?? null;
  return {
    topic: module.id,
    title: module.title,
    basis,
    lessonId,
    practiceIds: unsolvedProblems(outline, module.id, evidence).slice(0, PRACTICE_PER_TOPIC),
    testId: test?.id ?? null,
  };
}

function sectionText(planned: PlannedTopic, outline: CourseOutline, sentences: PlanSentences): string {
  const { basis } = planned;
  const status =
    basis.mastery === null
      ? sentences.not_assessed
      : fill(basis.mastery >= MASTERED ? sentences.mastered : sentences.mastery, {
          percent: Math.round(basis.mastery * 100),
          attempts: basis.attempts,
          date: (basis.lastActivity ?? '').slice(0, 10),
        });
  const parts = [status];
  const lesson = outline.lessons.find((candidate) => candidate.id === planned.lessonId);
  if (lesson) parts.push(fill(sentences.next_lesson, { lesson: lesson.title, lessonId: lesson.id }));
  if (planned.practiceIds.length > 0)
    parts.push(fill(sentences.next_practice, { ids: planned.practiceIds.join(', ') }));
  const test = outline.tests.find((candidate) => candidate.id === planned.testId);
  if (test) parts.push(fill(sentences.next_test, { test: test.title, testId: test.id }));
  return parts.join(' ');
}

/** The learning plan and, for the tutor, the topics in plan order with their activities. */
export function buildLearningPlan(
  outline: CourseOutline,
  evidence: readonly Evidence[],
  sentences: PlanSentences,
  generatedAt: string,
  parameters: BktParameters = DEFAULT_BKT,
): { plan: Extract<LearningPlan, { type: 'learning_plan' }>; topics: PlannedTopic[] } {
  const mastery = masteryByTopic(
    outline.modules.map((module) => module.id),
    evidence,
    parameters,
  );
  const topics = outline.modules
    .map((module, position) => {
      const basis = mastery.get(module.id) ?? { mastery: null, attempts: 0, lastActivity: null };
      return { planned: plannedTopic(outline, module, basis, evidence), rank: rank(basis, position) };
    })
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .map((entry) => entry.planned);

  const topicProgress: Record<string, number> = {};
  const topicBasis: Record<string, TopicBasis> = {};
  for (const module of outline.modules) {
    const basis = mastery.get(module.id) ?? { mastery: null, attempts: 0, lastActivity: null };
    // Keyed by the module's title: the personal space shows these names.
    if (basis.mastery !== null) topicProgress[module.title] = Number(basis.mastery.toFixed(4));
    topicBasis[module.title] = {
      mastery: basis.mastery === null ? null : Number(basis.mastery.toFixed(4)),
      attempts: basis.attempts,
      last_activity: basis.lastActivity,
    };
  }
  const assessed = topics.filter((topic) => topic.basis.mastery !== null);
  const weakest = assessed[0];
  const overview: StudentPlanItem = {
    type: 'text',
    text:
      assessed.length === 0 || !weakest
        ? fill(sentences.overview_new, { topic: topics[0]?.title ?? '' })
        : fill(sentences.overview, {
            assessed: assessed.length,
            total: topics.length,
            weakest: weakest.title,
          }),
  };
  const sections: StudentPlanItem[] = topics.map((planned) => ({
    type: 'section',
    title: planned.title,
    text: sectionText(planned, outline, sentences),
  }));
  return {
    plan: {
      type: 'learning_plan',
      content: {
        student_plan: [overview, ...sections],
        topic_progress: topicProgress,
        topic_basis: topicBasis,
      },
      generated_at: generatedAt,
    },
    topics,
  };
}
