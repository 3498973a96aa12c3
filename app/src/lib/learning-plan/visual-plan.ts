/**
 * The learning-plan display conversion of docs/requirements.md#accounts-states: whatever shape a stored plan has (visual_plan,
 * learning_plan, or the legacy student_plan of docs/requirements.md#learning-space-entities), the screen gets one visual plan —
 * heading, cards and footer blocks — and its topics. Pure: strings and the date format come in.
 */
import type {
  LearningPlan,
  LearningPlanRecord,
  PlanActivity,
  TopicBasis,
  VisualPlanBlock,
} from '../../../../backend/contract';

/** A text item becomes an 'Overview' card only when it is longer than this (docs/requirements.md#accounts-limits). */
export const planTextThreshold = 20;

/** A topic of the plan: mastery 0–1 (clamped), or null when not yet assessed; its evidence when known. */
export interface VisualPlanTopic {
  name: string;
  mastery: number | null;
  /** answers counted as evidence; null when the plan carries no basis for the topic */
  attempts: number | null;
  /** ISO time of the last evidence; null when there is none or it is unknown */
  lastActivity: string | null;
}

/** A block of the view: a visual plan's block; a card made from a plan section also lists its next activities. */
export type VisualPlanViewBlock =
  VisualPlanBlock | { component: 'card'; title: string; body: string; activities: PlanActivity[] };

/** What the plan view shows: the blocks, and the topics (empty when the plan has no topic progress). */
export interface VisualPlan {
  blocks: VisualPlanViewBlock[];
  topics: VisualPlanTopic[];
}

/** The words the conversion writes, in the interface language. */
export interface VisualPlanStrings {
  /** the heading, e.g. 'תוכנית למידה אישית - מתמטיקה' */
  heading: (label: string) => string;
  /** the course label for mathematics and physics courses */
  mathematics: string;
  physics: string;
  /** the title of a card made from a long text item: 'סקירה כללית' */
  overview: string;
  /** the footer with the last-updated date */
  updated: (date: string) => string;
  /** the footer when the plan has no date: built from the learner's data */
  builtFromData: string;
  /** the card of the placeholder plan (no plan at all) */
  noPlanTitle: string;
  noPlanBody: string;
}

/** How dates are written: the locale (he-IL in Hebrew, as the spec asks) and the style. */
export type DateFormatter = (date: Date) => string;

/** 'Mathematics' or 'Physics' by the course id, otherwise the id title-cased ('statistics-2' → 'Statistics 2'). */
export function courseLabel(courseId: string, strings: Pick<VisualPlanStrings, 'mathematics' | 'physics'>) {
  const id = courseId.toLowerCase();
  if (id.includes('math')) return strings.mathematics;
  if (id.includes('physics')) return strings.physics;
  return courseId
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

function validDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The footer: generated_at, else created_at, else updated_at; no usable date → "built from your data". */
function footer(
  dates: readonly (string | undefined)[],
  strings: VisualPlanStrings,
  format: DateFormatter,
): VisualPlanBlock {
  const date = dates.map(validDate).find((value) => value !== null);
  return { component: 'footer', text: date ? strings.updated(format(date)) : strings.builtFromData };
}

function clamp(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), 1);
}

/**
 * Every topic the plan knows, in the order first seen: `topic_progress` values (clamped 0–1), then
 * topics that only `topic_basis` lists. A topic without a number stays null — never a sample value.
 */
export function planTopics(
  progress: Record<string, number> | undefined,
  basis: Record<string, TopicBasis> | undefined,
): VisualPlanTopic[] {
  const names = [...Object.keys(progress ?? {}), ...Object.keys(basis ?? {})];
  return [...new Set(names)].map((name) => {
    const evidence = basis?.[name];
    const value = progress?.[name] ?? evidence?.mastery ?? null;
    return {
      name,
      mastery: value === null ? null : clamp(value),
      attempts: evidence ? evidence.attempts : null,
      lastActivity: evidence?.last_activity ?? null,
    };
  });
}

function cardsOf(
  plan: Exclude<LearningPlan, { type: 'visual_plan' }>,
  strings: VisualPlanStrings,
): VisualPlanViewBlock[] {
  const overview = (text: string): VisualPlanViewBlock[] =>
    text.trim().length > planTextThreshold
      ? [{ component: 'card', title: strings.overview, body: text.trim() }]
      : [];
  switch (plan.type) {
    case 'learning_plan':
      // A section's activities (by title; ids stay data) are listed under its text when it has any.
      return plan.content.student_plan.flatMap((item) =>
        item.type === 'section'
          ? [
              item.activities && item.activities.length > 0
                ? {
                    component: 'card' as const,
                    title: item.title,
                    body: item.text,
                    activities: item.activities,
                  }
                : { component: 'card' as const, title: item.title, body: item.text },
            ]
          : overview(item.text),
      );
    case 'student_plan': {
      // The legacy shape: its summary is read like a text item, each section becomes a card.
      const { summary, sections } = plan.content;
      return [
        ...overview(summary),
        ...sections.map((section) => ({
          component: 'card' as const,
          title: section.title,
          body: section.content,
        })),
      ];
    }
  }
}

/**
 * Converts a stored plan for display. A visual_plan keeps its own blocks; a learning_plan (or the legacy
 * student_plan) gets the heading, a card per section, an 'Overview' card per long text item and the
 * footer. No record → the placeholder plan: the heading and a no-information card, no topics.
 */
export function toVisualPlan(
  record: Pick<LearningPlanRecord, 'course_id' | 'plan' | 'created_at' | 'updated_at'> | undefined,
  courseId: string,
  strings: VisualPlanStrings,
  format: DateFormatter,
): VisualPlan {
  const heading: VisualPlanBlock = {
    component: 'heading',
    text: strings.heading(courseLabel(record?.course_id ?? courseId, strings)),
  };
  if (!record) {
    return {
      blocks: [heading, { component: 'card', title: strings.noPlanTitle, body: strings.noPlanBody }],
      topics: [],
    };
  }
  const { plan } = record;
  if (plan.type === 'visual_plan') {
    return {
      blocks: plan.content.blocks,
      topics: planTopics(plan.content.topic_progress, plan.content.topic_basis),
    };
  }
  const topics =
    plan.type === 'learning_plan' ? planTopics(plan.content.topic_progress, plan.content.topic_basis) : [];
  return {
    blocks: [
      heading,
      ...cardsOf(plan, strings),
      footer([plan.generated_at, record.created_at, record.updated_at], strings, format),
    ],
    topics,
  };
}

/** The newest plan of a course from the plan list (the server lists them newest first). */
export function planForCourse<T extends Pick<LearningPlanRecord, 'course_id'>>(
  plans: readonly T[],
  courseId: string,
): T | undefined {
  return plans.find((plan) => plan.course_id === courseId);
}
