/** The course catalogue, the rules of accounts §5 that decide which courses are offered, and the saved course. */
import { CourseCatalogue, type Course } from '../../../../backend/contract';
import catalogueJson from '../../../../content/courses/courses.json';
import { ApiError } from '../api-client/errors';
import { storageKeys } from '../storage';

/** The built-in catalogue (learning space §3), parsed with the contract. */
export const courseCatalogue: readonly Course[] = CourseCatalogue.parse(catalogueJson).courses;

/**
 * The catalogue courses whose ids the server assigned to the user. When none match but the server did
 * return ids, every catalogue course is offered (the spec's fallback); no ids offer nothing.
 */
export function offerCourses(catalogue: readonly Course[], assigned: readonly { id: string }[]): Course[] {
  if (assigned.length === 0) return [];
  const ids = new Set(assigned.map((course) => course.id));
  const matching = catalogue.filter((course) => ids.has(course.id));
  return matching.length > 0 ? matching : [...catalogue];
}

/** What a failed courses call means for the toasts of §8: an unusable answer, or a failed request. */
export function coursesFailure(error: unknown): 'invalid' | 'failed' {
  return error instanceof ApiError && (error.code === 'contract_mismatch' || error.code === 'invalid_json')
    ? 'invalid'
    : 'failed';
}

/** The saved course: none stored, stored but unusable, or a course with its required fields. */
export type SavedCourse = { status: 'missing' } | { status: 'invalid' } | { status: 'valid'; course: Course };

function text(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Reads `selectedCourse` (learning space §5): it must hold id, name, subject and dataFolder; anything else
 * (not JSON, a missing field) is invalid. Optional fields get the catalogue's defaults.
 */
export function parseSavedCourse(raw: string | null): SavedCourse {
  if (raw === null || raw.trim() === '') return { status: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'invalid' };
  }
  if (typeof value !== 'object' || value === null) return { status: 'invalid' };
  const record = value as Record<string, unknown>;
  if (!text(record.id) || !text(record.name) || !text(record.subject) || !text(record.dataFolder)) {
    return { status: 'invalid' };
  }
  const known = courseCatalogue.find((course) => course.id === record.id);
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

/** Selecting a course needs an id and a subject (learning space §5); it is stored as given. */
export function saveCourse(course: Course): boolean {
  if (!text(course.id) || !text(course.subject)) return false;
  localStorage.setItem(storageKeys.selectedCourse, JSON.stringify(course));
  return true;
}
