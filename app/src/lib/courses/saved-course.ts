/** The saved course (`selectedCourse`, learning space docs/requirements.md#learning-space-validation): reading, checking and storing it. */
import type { Course } from '../../../../backend/contract';
import { storageKeys } from '../storage';
import { courseCatalogue } from './course-offer';
import { readSavedFields, text } from './saved-fields';

/** The saved course: none stored, stored but unusable, or a course with its required fields. */
export type SavedCourse = { status: 'missing' } | { status: 'invalid' } | { status: 'valid'; course: Course };

/**
 * Reads `selectedCourse` (learning space docs/requirements.md#learning-space-validation): it must hold id, name, subject and dataFolder; anything else
 * (not JSON, a missing field) is invalid. Optional fields get the catalogue's defaults.
 */
export function parseSavedCourse(raw: string | null): SavedCourse {
  const saved = readSavedFields(raw);
  if (saved.status !== 'valid') return saved;
  const { record } = saved;
  const known = courseCatalogue().find((course) => course.id === record.id);
  const assistantName = text(record.assistantName) ? record.assistantName : (known?.assistantName ?? '');
  const course: Course = {
    ...known,
    id: record.id,
    name: record.name,
    subject: record.subject,
    dataFolder: record.dataFolder,
    assistantId: text(record.assistantId) ? record.assistantId : (known?.assistantId ?? record.id),
    assistantName,
    practiceProblemsPath: text(record.practiceProblemsPath)
      ? record.practiceProblemsPath
      : `/data/courses/${record.dataFolder}/practice-problems/subjects.json`,
    testsPath: text(record.testsPath) ? record.testsPath : `/data/courses/${record.dataFolder}/tests`,
  };
  return { status: 'valid', course };
}

/** The saved course, read from localStorage. */
export function readSavedCourse(): SavedCourse {
  return parseSavedCourse(
    typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.selectedCourse),
  );
}

/** Selecting a course needs an id and a subject (learning space docs/requirements.md#learning-space-validation); it is stored as given. */
export function saveCourse(course: Course): boolean {
  if (!text(course.id) || !text(course.subject)) return false;
  localStorage.setItem(storageKeys.selectedCourse, JSON.stringify(course));
  return true;
}
