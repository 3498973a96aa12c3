/**
 * The learning plan from mastery: the contract's `learning_plan` with `topic_progress` (assessed topics
 * only), `topic_basis` (every topic) and a `student_plan` whose sections put the weakest topics first
 * and name the next lesson, practice problems and test: by id in each section's `activities`, by title in
 * its text (a student never reads an id). Sentences come in from content files.
 */
import type { LearningPlan, PlanActivity, StudentPlanItem, TopicBasis } from '../../contract/plans';
import { fill } from '../text';
import {
  DEFAULT_BKT,
  MASTERED,
  masteryByTopic,
  reportedMastery,
  type BktParameters,
  type Evidence,
  type TopicMastery,
} from './bkt';

/** What the plan needs of a course: its syllabus modules (the topics) and its activities, each with its topic. */
export type CourseOutline = {
  modules: ReadonlyArray<{ id: string; title: string; lessons: readonly string[] }>;
  lessons: ReadonlyArray<{ id: string; title: string }>;
  /**
   * every practice problem with the module it belongs to (see docs/tutor.md for the mapping rule), the
   * name of its practice subject and its 1-based place in that subject's file
   */
  practice: ReadonlyArray<{ id: string; topic: string; subject: string; position: number }>;
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
  /** a topic with answers that have not yet moved it off the prior: {attempts} */
  not_enough: string;
  mastered: string;
  next_lesson: string;
  next_practice: string;
  next_test: string;
  practice_item: string;
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

/** The section's activities by id and title, in the order its text names them: lesson, practice, test. */
function sectionActivities(
  planned: PlannedTopic,
  outline: CourseOutline,
  sentences: PlanSentences,
): PlanActivity[] {
  const lesson = outline.lessons.find((candidate) => candidate.id === planned.lessonId);
  const practice = planned.practiceIds.flatMap((id) =>
    outline.practice.filter((problem) => problem.id === id),
  );
  const test = outline.tests.find((candidate) => candidate.id === planned.testId);
  return [
    ...(lesson ? [{ kind: 'lesson' as const, id: lesson.id, title: lesson.title }] : []),
    ...practice.map((problem) => ({
      kind: 'practice' as const,
      id: problem.id,
      title: fill(sentences.practice_item, { subject: problem.subject, number: problem.position }),
    })),
    ...(test ? [{ kind: 'test' as const, id: test.id, title: test.title }] : []),
  ];
}

function sectionText(
  planned: PlannedTopic,
  outline: CourseOutline,
  sentences: PlanSentences,
  activities: readonly PlanActivity[],
): string {
  const { basis } = planned;
  const mastery = reportedMastery(basis);
  const status =
    mastery === null
      ? basis.attempts === 0
        ? sentences.not_assessed
        : fill(sentences.not_enough, { attempts: basis.attempts })
      : fill(mastery >= MASTERED ? sentences.mastered : sentences.mastery, {
          percent: Math.round(mastery * 100),
          attempts: basis.attempts,
          date: (basis.lastActivity ?? '').slice(0, 10),
        });
  const parts = [status];
  for (const activity of activities.filter((item) => item.kind === 'lesson'))
    parts.push(fill(sentences.next_lesson, { lesson: activity.title }));
  // The text names a practice subject once, however many of its problems the section lists.
  const subjects = new Set(
    planned.practiceIds.flatMap((id) =>
      outline.practice.filter((problem) => problem.id === id).map((problem) => problem.subject),
    ),
  );
  for (const subject of subjects) parts.push(fill(sentences.next_practice, { subject }));
  for (const activity of activities.filter((item) => item.kind === 'test'))
    parts.push(fill(sentences.next_test, { test: activity.title }));
  return parts.join(' ');
}

/**
 * What a plan shows per topic, keyed by the module's title (the personal space shows these names):
 * `topic_progress` for the topics with a reported value, `topic_basis` for every one. A topic whose
 * evidence has not yet moved it off the prior has no number (`reportedMastery`), only its answers.
 */
function reportTopics(
  outline: CourseOutline,
  mastery: ReadonlyMap<string, TopicMastery>,
  parameters: BktParameters,
): { topic_progress: Record<string, number>; topic_basis: Record<string, TopicBasis> } {
  const progress: Record<string, number> = {};
  const basis: Record<string, TopicBasis> = {};
  for (const module of outline.modules) {
    const topic = mastery.get(module.id) ?? { mastery: null, attempts: 0, lastActivity: null };
    const reported = reportedMastery(topic, parameters);
    if (reported !== null) progress[module.title] = Number(reported.toFixed(4));
    basis[module.title] = {
      mastery: reported === null ? null : Number(reported.toFixed(4)),
      attempts: topic.attempts,
      last_activity: topic.lastActivity,
    };
  }
  return { topic_progress: progress, topic_basis: basis };
}

/** A plan's topic values from the evidence as it is now (a stored plan's text stays as it was written). */
export function currentTopics(
  outline: CourseOutline,
  evidence: readonly Evidence[],
  parameters: BktParameters = DEFAULT_BKT,
): { topic_progress: Record<string, number>; topic_basis: Record<string, TopicBasis> } {
  const mastery = masteryByTopic(
    outline.modules.map((module) => module.id),
    evidence,
    parameters,
  );
  return reportTopics(outline, mastery, parameters);
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

  const { topic_progress: topicProgress, topic_basis: topicBasis } = reportTopics(
    outline,
    mastery,
    parameters,
  );
  const assessed = topics.filter((topic) => reportedMastery(topic.basis, parameters) !== null);
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
  const sections: StudentPlanItem[] = topics.map((planned) => {
    const activities = sectionActivities(planned, outline, sentences);
    return {
      type: 'section',
      title: planned.title,
      text: sectionText(planned, outline, sentences, activities),
      activities,
    };
  });
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

/**
 * A reworded plan (a provider's) with the activities of the written one: each section gets those of the
 * written section it is about (the same title, or one that holds the written title), never activities of
 * its own, so every id a plan names is one the mastery model chose.
 */
export function withActivities(
  reworded: readonly StudentPlanItem[],
  written: readonly StudentPlanItem[],
): StudentPlanItem[] {
  const sections = written.flatMap((item) => (item.type === 'section' ? [item] : []));
  return reworded.map((item) => {
    if (item.type !== 'section') return item;
    const { activities: _ignored, ...rest } = item;
    const source =
      sections.find((section) => section.title === item.title) ??
      sections.find((section) => section.title !== '' && item.title.includes(section.title));
    return source?.activities ? { ...rest, activities: source.activities } : rest;
  });
}
