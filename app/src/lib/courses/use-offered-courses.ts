import { useEffect, useState } from 'react';
import type { Course } from '../../../../backend/contract';
import { authApi } from '../api-client';
import { courseCatalogue, coursesFailure, offerCourses } from './course-offer';

/**
 * The courses offered to the signed-in user: loading, then ready. `problem` says why the list may be
 * empty: the user has no courses ('none'), the answer was unusable ('invalid') or the request failed
 * ('failed'); null when the server answered with course ids.
 */
export type OfferedCourses =
  | { status: 'loading' }
  | { status: 'ready'; courses: readonly Course[]; problem: 'none' | 'invalid' | 'failed' | null };

/** Loads the user's course ids while `active` and filters the catalogue with the rule of docs/requirements.md#accounts-validation. */
export function useOfferedCourses(active: boolean): OfferedCourses {
  const [offer, setOffer] = useState<OfferedCourses>({ status: 'loading' });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setOffer({ status: 'loading' });
    authApi.userCourses(controller.signal).then(
      ({ courses }) =>
        setOffer({
          status: 'ready',
          courses: offerCourses(courseCatalogue(), courses),
          problem: courses.length === 0 ? 'none' : null,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('user courses failed to load', error);
        setOffer({ status: 'ready', courses: [], problem: coursesFailure(error) });
      },
    );
    return () => controller.abort();
  }, [active]);

  return offer;
}
