/**
 * The course thread's call (`get_course_thread`), started before the learning screen asks for it: by the
 * dashboard's course picker at the tap, and by the learning route while its code loads
 * (features/learning/early-calls.ts). The screen's own call takes the response (lib/api-client/early-fetch.ts).
 * Light: the entry and the dashboard import it without the contract or zod.
 */
import { earlyCallPaths } from '../../../../backend/contract/paths';
import { fetchEarly } from '../api-client/early-fetch';

/** The body of getCourseThread for a course: the early request and the screen's call send the same. */
export function courseThreadBody(course: { id: string; subject: string }): {
  course_id: string;
  subject: string;
} {
  return { course_id: course.id, subject: course.subject };
}

/**
 * Starts the course's thread call now (nothing without a token, or when the same call is under way);
 * `peek` gets a copy of the response.
 */
export function startCourseThread(
  course: { id: string; subject: string },
  peek?: (response: Response) => void,
): void {
  fetchEarly('POST', earlyCallPaths.getCourseThread, courseThreadBody(course), peek);
}
