import { LearningPlan, type LearningPlanTopic } from '@havruta/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningPlanRecord } from '../../../../backend/contract';
import { DEFAULT_BKT } from '../../../../backend/domain/mastery/bkt';
import { toVisualPlan, type VisualPlanStrings, type VisualPlanTopic } from './visual-plan';

/**
 * The namespace of the plan's words (the `plan` section of personal.json, docs/requirements.md#accounts-states). A screen of another
 * namespace loads it before it shows a plan (`loadNamespaces(planNamespace)`), so the view never suspends.
 */
export const planNamespace = 'personal';

/** The plan's strings and date format in the interface language (the footer's date: he-IL in Hebrew). */
function usePlanWords(): { strings: VisualPlanStrings; formatDate: (date: Date) => string } {
  const { t, i18n } = useTranslation(planNamespace);
  const locale = i18n.language === 'en' ? 'en-US' : 'he-IL';
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    strings: {
      heading: (label) => t('plan.heading', { label }),
      mathematics: t('plan.mathematics'),
      physics: t('plan.physics'),
      overview: t('plan.overview'),
      updated: (date) => t('plan.updated', { date }),
      builtFromData: t('plan.builtFromData'),
      noPlanTitle: t('plan.noPlanTitle'),
      noPlanBody: t('plan.noPlanBody'),
    },
    formatDate: (date) => long.format(date),
  };
}

function toTopics(topics: VisualPlanTopic[], formatDate: (date: Date) => string): LearningPlanTopic[] {
  return topics.map((topic) => ({
    name: topic.name,
    mastery: topic.mastery,
    basis:
      topic.attempts === null
        ? undefined
        : {
            attempts: topic.attempts,
            lastActivity: topic.lastActivity ? formatDate(new Date(topic.lastActivity)) : null,
          },
  }));
}

export interface PlanViewProps {
  /** the stored (or just generated) plan; none shows the placeholder plan */
  record: Pick<LearningPlanRecord, 'course_id' | 'plan' | 'created_at' | 'updated_at'> | undefined;
  /** the course the plan is for (its heading when there is no record) */
  courseId: string;
  /** heading level of the plan's heading */
  headingLevel?: 2 | 3;
  /** actions next to the heading */
  actions?: ReactNode;
}

/**
 * A course's plan in the design system's plan view, whatever shape it was stored in: the one plan view of
 * the personal space's Learning Progress and the learning space's Learning Status.
 */
export function PlanView({ record, courseId, headingLevel, actions }: PlanViewProps) {
  const { strings, formatDate } = usePlanWords();
  const visual = toVisualPlan(record, courseId, strings, formatDate);
  return (
    <LearningPlan
      headingLevel={headingLevel}
      blocks={visual.blocks}
      topics={toTopics(visual.topics, formatDate)}
      actions={actions}
      prior={DEFAULT_BKT.prior}
    />
  );
}
