import { lazy, Suspense, useState, type ComponentProps } from 'react';

const CourseModal = lazy(() => import('./course-modal').then((module) => ({ default: module.CourseModal })));

/**
 * The course picker, loaded the first time it opens: a screen with a valid saved course never needs it.
 * Once opened it stays mounted, so closing animates as before.
 */
export function LazyCourseModal(props: ComponentProps<typeof CourseModal>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <CourseModal {...props} />
    </Suspense>
  );
}
