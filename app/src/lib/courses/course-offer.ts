/** The course catalogue and the rules of docs/requirements.md#accounts-validation that decide which courses a user is offered. */
import { ApiError } from '../api-client/errors';
import { CourseCatalogue, type Course } from '../../../../backend/contract';
import catalogueJson from '../../../../content/courses/courses.json';

let parsedCatalogue: readonly Course[] | undefined;

/**
 * The built-in catalogue (learning space docs/requirements.md#accounts-entities), parsed with the contract on first use: at module load the
 * production build's contract may not be built yet (app/src/lib/api-client/contract-steps.ts).
 */
export function courseCatalogue(): readonly Course[] {
  parsedCatalogue ??= CourseCatalogue.parse(catalogueJson).courses;
  return parsedCatalogue;
}

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

/** What a failed courses call means for the toasts of docs/requirements.md#accounts-errors: an unusable answer, or a failed request. */
export function coursesFailure(error: unknown): 'invalid' | 'failed' {
  return error instanceof ApiError && (error.code === 'contract_mismatch' || error.code === 'invalid_json')
    ? 'invalid'
    : 'failed';
}

/**
 * The locale key of a known catalogue course ('courses.catalogue.<key>.name|subject|assistant' in each
 * screen's namespace): the catalogue's own names are English. Unknown courses have none.
 */
export function courseLabelKey(course: Pick<Course, 'id'>): 'highSchoolMath' | 'statistics' | null {
  if (course.id === 'high-school-math') return 'highSchoolMath';
  if (course.id === 'statistics-2') return 'statistics';
  return null;
}
