import { Button, Loader, LoaderOverlay, useToast } from '@havruta/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, LearningPlanRecord } from '../../../../../backend/contract';
import { chatApi, plansApi } from '../../../lib/api-client';
import { PlanView } from '../../../lib/learning-plan/plan-view';
import { planForCourse } from '../../../lib/learning-plan/visual-plan';
import { useLoad, type Loaded } from '../hooks/use-load';

/** The plan list, and whether loading it failed (the client answers `[]` then). */
interface PlanList {
  plans: LearningPlanRecord[];
  failed: boolean;
}

async function loadPlans(signal: AbortSignal): Promise<PlanList> {
  let failed = false;
  const plans = await plansApi.list({ signal, onError: () => (failed = true) });
  return { plans, failed };
}

/** The plan of the chosen course: the listed one, or the one just generated; and how to get a fresh one. */
export interface CoursePlan {
  list: Loaded<PlanList>;
  reload: () => void;
  /** loads the list again, keeping the plan on screen until it arrives (its topic values are the server's current ones) */
  refresh: () => void;
  /** the plan record shown, if any */
  record: Pick<LearningPlanRecord, 'course_id' | 'plan' | 'created_at' | 'updated_at'> | undefined;
  generating: boolean;
  generate: () => void;
}

/**
 * Loads the plan list once per course view (again, quietly, on `refresh`), and generates a plan with the
 * course's main thread.
 */
export function useCoursePlan(course: Course): CoursePlan {
  const { t } = useTranslation('personal');
  const toast = useToast();
  const [list, reload, refreshList] = useLoad('plans', loadPlans);
  const [generated, setGenerated] = useState<CoursePlan['record']>();
  const [generating, setGenerating] = useState(false);

  const generate = () => {
    if (generating) return;
    setGenerating(true);
    void (async () => {
      let threadId: string;
      try {
        // generate_plan reads the course's main thread (docs/requirements.md#learning-space-calls).
        ({ thread_id: threadId } = await chatApi.courseThread({
          course_id: course.id,
          subject: course.subject,
        }));
      } catch (error) {
        console.warn('course thread for the plan failed', error);
        toast.error(t('plan.noThread'));
        setGenerating(false);
        return;
      }
      try {
        const { learning_plan: plan } = await plansApi.generate({
          course_id: course.id,
          thread_id: threadId,
        });
        const now = new Date().toISOString();
        setGenerated({ course_id: course.id, plan, created_at: now, updated_at: now });
        toast.success(t('plan.generated'));
      } catch (error) {
        console.warn('learning plan generation failed', error);
        toast.error(t('plan.generateFailed'));
      } finally {
        setGenerating(false);
      }
    })();
  };

  // The list holds the generated plan too (the server stores it), with the topic values of now.
  const refresh = useCallback(() => {
    setGenerated(undefined);
    refreshList();
  }, [refreshList]);
  const listed = list.status === 'ready' ? planForCourse(list.value.plans, course.id) : undefined;
  return { list, reload, refresh, record: generated ?? listed, generating, generate };
}

/** The Learning Plan tab: the course's plan converted for display (docs/requirements.md#accounts-states), and a fresh-plan button. */
export function PlanPanel({ course, plan }: { course: Course; plan: CoursePlan }) {
  const { t } = useTranslation('personal');

  if (plan.list.status === 'loading' && !plan.record) return <Loader type="dots" context="learning_plan" />;
  const failed = plan.list.status !== 'ready' || plan.list.value.failed;

  return (
    <>
      {failed && !plan.record && (
        <div className="personal-alert" role="alert">
          <p>{t('plan.failed')}</p>
          <Button variant="secondary" size="sm" onClick={plan.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      <PlanView
        record={plan.record}
        courseId={course.id}
        headingLevel={3}
        actions={
          <Button variant="primary" size="sm" loading={plan.generating} onClick={plan.generate}>
            {t('plan.generate')}
          </Button>
        }
      />
      {plan.generating && <LoaderOverlay />}
    </>
  );
}
