import type { ComponentProps } from 'react';
import { lazyComponent } from '../lazy/lazy-component';
import type { CourseModal } from './course-modal';

/**
 * The course picker, loaded the first time it opens: a screen with a valid saved course never needs it.
 * Once opened it stays mounted, so closing animates as before.
 */
export const LazyCourseModal = lazyComponent<ComponentProps<typeof CourseModal>>(
  () => import('./course-modal').then((module) => module.CourseModal),
  (props) => props.open,
);
