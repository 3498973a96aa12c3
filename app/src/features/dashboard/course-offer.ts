/** The course catalogue and the rules of accounts §5 that decide which courses the modal offers. */
import { ApiError } from '../../lib/api-client';
import { CourseCatalogue, type Course } from '../../../../backend/contract';
import catalogueJson from '../../../../content/courses/courses.json';

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

/** Redirect to /login after the dashboard's authentication error (accounts §9). */
export const authErrorRedirectMs = 1500;

/** The first letter in upper case (accounts §1: the greeting capitalises the first name). */
export function capitalise(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}
