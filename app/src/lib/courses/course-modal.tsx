import { Dialog, EmptyState, Loader } from '@havruta/ui';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../backend/contract';
import { CourseCards, type CourseLabels } from './course-cards';
import { useCourseOffer } from './use-course-offer';
import './courses.css';

interface CourseModalProps {
  /** whether the modal is shown */
  open: boolean;
  /** called with false when the modal closes (close button, Escape, backdrop) */
  onOpenChange: (open: boolean) => void;
  /** called with the catalogue course the user picked */
  onPick: (course: Course) => void;
  /** false: no close button, Escape and the backdrop do nothing (the learning space's picker) */
  dismissable?: boolean;
  /** called when a non-dismissable modal is asked to close */
  onDismissAttempt?: () => void;
  /** a message shown above the courses (role="alert"), e.g. why a course must be picked */
  notice?: string;
}

/**
 * 'Select a Course': loading, empty, or a card per offered course (name, subject, Tutor: {assistant}).
 * The dashboard's modal and the learning space's picker; its strings are the `dashboard` namespace's.
 */
export function CourseModal({
  open,
  onOpenChange,
  onPick,
  dismissable = true,
  onDismissAttempt,
  notice,
}: CourseModalProps) {
  const { t } = useTranslation('dashboard');
  const offer = useCourseOffer(open);
  // The catalogue's names are English; the two known courses get their names in the interface language.
  const known: Record<string, CourseLabels> = {
    'high-school-math': {
      name: t('courses.catalogue.highSchoolMath.name'),
      subject: t('courses.catalogue.highSchoolMath.subject'),
      assistant: t('courses.catalogue.highSchoolMath.assistant'),
    },
    'statistics-2': {
      name: t('courses.catalogue.statistics.name'),
      subject: t('courses.catalogue.statistics.subject'),
      assistant: t('courses.catalogue.statistics.assistant'),
    },
  };
  const labels = (course: Course): CourseLabels =>
    known[course.id] ?? { name: course.name, subject: course.subject, assistant: course.assistantName };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('courses.title')}
      width="40rem"
      dismissable={dismissable}
      onDismissAttempt={onDismissAttempt}
    >
      {notice && (
        <p className="course-notice" role="alert">
          {notice}
        </p>
      )}
      {offer.status === 'loading' && <Loader type="dots" message={t('courses.loading')} />}
      {offer.status === 'ready' && offer.courses.length === 0 && <EmptyState title={t('courses.empty')} />}
      {offer.status === 'ready' && offer.courses.length > 0 && (
        <CourseCards
          courses={offer.courses}
          labels={labels}
          tutor={(assistant) => t('courses.tutor', { assistant })}
          onPick={onPick}
        />
      )}
    </Dialog>
  );
}
