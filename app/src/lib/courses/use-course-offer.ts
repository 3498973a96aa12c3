import { useToast } from '@havruta/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../backend/contract';
import { authApi } from '../api-client';
import { courseCatalogue, coursesFailure, offerCourses } from './catalogue';

export type CourseOfferState = { status: 'loading' } | { status: 'ready'; courses: readonly Course[] };

/** Loads the user's course ids while `active`, filters the catalogue, and shows §8's toasts. */
export function useCourseOffer(active: boolean): CourseOfferState {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const [state, setState] = useState<CourseOfferState>({ status: 'loading' });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    authApi.userCourses(controller.signal).then(
      ({ courses }) => {
        if (courses.length === 0) toast.info(t('courses.toastNone'));
        setState({ status: 'ready', courses: offerCourses(courseCatalogue, courses) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('user courses failed to load', error);
        toast.error(
          coursesFailure(error) === 'invalid' ? t('courses.toastInvalid') : t('courses.toastFailed'),
        );
        setState({ status: 'ready', courses: [] });
      },
    );
    return () => controller.abort();
  }, [active, t, toast]);

  return state;
}
