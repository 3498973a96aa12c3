import { useToast } from '@havruta/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, LearningPlanRecord } from '../../../../../backend/contract';
import { ApiError, plansApi } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { planNamespace } from '../../../lib/learning-plan/plan-view';

/** The plan just generated, as the shared plan view takes it. */
export type GeneratedPlan = Pick<LearningPlanRecord, 'course_id' | 'plan' | 'created_at' | 'updated_at'>;

/**
 * Learning Status (docs/requirements.md#learning-space-screens, #learning-space-errors): 'Generating Learning Plan...' over the screen while the plan is
 * built for the course and its main thread, then the plan (its view's words load alongside).
 */
export function useLearningPlan(course: Course | null, mainThread: string | null, onReady: () => void) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const [generating, setGenerating] = useState(false);
  const [plan, setPlan] = useState<GeneratedPlan | null>(null);

  const generate = useCallback(async () => {
    if (!course || !mainThread) {
      toast.error(t('plan.noCourse'));
      return;
    }
    setGenerating(true);
    try {
      const [{ learning_plan: result }] = await Promise.all([
        plansApi.generate({ course_id: course.id, thread_id: mainThread }),
        loadNamespaces(planNamespace),
      ]);
      const now = new Date().toISOString();
      setPlan({ course_id: course.id, plan: result, created_at: now, updated_at: now });
      toast.success(t('plan.generated'));
      onReady();
    } catch (error) {
      console.warn('learning plan failed', error);
      if (!(error instanceof ApiError && error.status === 401)) toast.error(t('plan.failed'));
    } finally {
      setGenerating(false);
    }
  }, [course, mainThread, onReady, t, toast]);

  return { generating, plan, generate };
}
