import { ActionCard, ActionCardLine } from '@havruta/ui';
import type { Course } from '../../../../backend/contract';
import './course-cards.css';

/** A course's name, subject and tutor in the interface language (the catalogue's own are English). */
export interface CourseLabels {
  name: string;
  subject: string;
  assistant: string;
}

interface CourseCardsProps {
  courses: readonly Course[];
  /** the labels of a course */
  labels: (course: Course) => CourseLabels;
  /** the tutor line, e.g. 'Tutor: Athena' */
  tutor: (assistant: string) => string;
  /** called with the catalogue course the user picked */
  onPick: (course: Course) => void;
}

/** One card per course (name, subject, Tutor: {assistant}); a card is one button that picks it. */
export function CourseCards({ courses, labels, tutor, onPick }: CourseCardsProps) {
  return (
    <ul className="card-grid course-cards">
      {courses.map((course) => {
        const label = labels(course);
        return (
          <li key={course.id}>
            <ActionCard size="sm" title={label.name} onClick={() => onPick(course)}>
              <ActionCardLine>{label.subject}</ActionCardLine>
              <ActionCardLine tone="accent">{tutor(label.assistant)}</ActionCardLine>
            </ActionCard>
          </li>
        );
      })}
    </ul>
  );
}
