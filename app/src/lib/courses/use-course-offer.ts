import { useToast } from '@havruta/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferedCourses, type OfferedCourses } from './use-offered-courses';

/** The course modal's list (docs/requirements.md#accounts-validation), with the toasts of docs/requirements.md#accounts-errors when it is empty or failed. */
export function useCourseOffer(active: boolean): OfferedCourses {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const offer = useOfferedCourses(active);
  // One toast per answer, not per render or language switch.
  const toasted = useRef<OfferedCourses | null>(null);

  useEffect(() => {
    if (offer.status !== 'ready' || toasted.current === offer) return;
    toasted.current = offer;
    if (offer.problem === 'none') toast.info(t('courses.toastNone'));
    else if (offer.problem === 'invalid') toast.error(t('courses.toastInvalid'));
    else if (offer.problem === 'failed') toast.error(t('courses.toastFailed'));
  }, [offer, t, toast]);

  return offer;
}
