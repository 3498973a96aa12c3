import { Button, EmptyState, Loader } from '@havruta/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../../backend/contract';
import { CourseCards, type CourseLabels } from '../../../lib/courses/course-cards';
import { courseLabelKey } from '../../../lib/courses/course-offer';
import { useOfferedCourses } from '../../../lib/courses/use-offered-courses';

/** A course's name, subject and tutor in the interface language (the catalogue's own are English). */
export function useCourseLabels(): (course: Course) => CourseLabels {
  const { t } = useTranslation('personal');
  return (course) => {
    const key = courseLabelKey(course);
    if (!key) return { name: course.name, subject: course.subject, assistant: course.assistantName };
    return {
      name: t(`courses.catalogue.${key}.name`),
      subject: t(`courses.catalogue.${key}.subject`),
      assistant: t(`courses.catalogue.${key}.assistant`),
    };
  };
}

/** Picks one of the user's courses (the dashboard's offer rule, docs/requirements.md#accounts-validation). */
export function CoursePicker({ onPick }: { onPick: (course: Course) => void }) {
  const { t } = useTranslation('personal');
  const offer = useOfferedCourses(true);
  const labels = useCourseLabels();

  if (offer.status === 'loading') return <Loader type="dots" message={t('courses.loading')} />;
  if (offer.courses.length === 0) {
    const failed = offer.problem === 'failed' || offer.problem === 'invalid';
    return <EmptyState title={failed ? t('courses.failed') : t('courses.empty')} role="status" />;
  }
  return (
    <section className="personal-picker" aria-label={t('courses.pick')}>
      <p className="personal-picker__hint">{t('courses.pickHint')}</p>
      <CourseCards
        courses={offer.courses}
        labels={labels}
        tutor={(assistant) => t('courses.tutor', { assistant })}
        onPick={onPick}
      />
    </section>
  );
}

/** The chosen course's name with Change Course, which clears the selection. */
export function ChosenCourse({ course, onChange }: { course: Course; onChange: () => void }) {
  const { t } = useTranslation('personal');
  const label = useCourseLabels()(course);
  return (
    <div className="personal-chosen">
      <p className="personal-chosen__name">
        <strong>{label.name}</strong>
        <span className="personal-chosen__subject">{label.subject}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onChange}>
        {t('courses.change')}
      </Button>
    </div>
  );
}

/**
 * A view that works on one course (Learning Progress, Course Syllabus): its title, then the course
 * picker, or the chosen course with Change Course and the view's content for it.
 */
export function CourseView({ title, children }: { title: string; children: (course: Course) => ReactNode }) {
  const titleId = useId();
  const [course, setCourse] = useState<Course | null>(null);
  return (
    <section className="personal-view" aria-labelledby={titleId}>
      <h2 id={titleId} className="personal-view__title">
        {title}
      </h2>
      {course ? (
        <>
          <ChosenCourse course={course} onChange={() => setCourse(null)} />
          {children(course)}
        </>
      ) : (
        <CoursePicker onPick={setCourse} />
      )}
    </section>
  );
}
