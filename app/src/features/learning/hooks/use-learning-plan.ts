import { useToast } from '@havruta/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, LearningPlan } from '../../../../../backend/contract';
import { ApiError, plansApi } from '../../../lib/api-client';

/**
 * Learning Status (learning-space §2, §8): 'Generating Learning Plan...' over the screen while the plan is
 * built for the course and its main thread, then the plan.
 */
export function useLearningPlan(course: Course | null, mainThread: string | null, onReady: () => void) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const [generating, setGenerating] = useState(false);
  const [plan, setPlan] = useState<LearningPlan | null>(null);

  const generate = useCallback(async () => {
    if (!course || !mainThread) {
      toast.error(t('plan.noCourse'));
      return;
    }
    setGenerating(true);
    try {
      const { learning_plan: result } = await plansApi.generate({
        course_id: course.id,
        thread_id: mainThread,
      });
      setPlan(result);
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
