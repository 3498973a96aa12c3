/**
 * The learning screen's first calls (`config`, `get_course_thread`), started before the screen asks for them: by the
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
 * Starts the learning screen's first calls for `course` now: the server's features (`config`) and the
 * course's thread (nothing without a token, or for a call already under way); `peek` gets a copy of the
 * thread's response.
 */
export function startLearningCalls(
  course: { id: string; subject: string },
  peek?: (response: Response) => void,
): void {
  fetchEarly('GET', earlyCallPaths.getConfig);
  fetchEarly('POST', earlyCallPaths.getCourseThread, courseThreadBody(course), peek);
}
