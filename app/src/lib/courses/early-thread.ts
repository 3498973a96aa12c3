import { fetchEarly } from '../api-client/early-fetch';
import { storageKeys } from '../storage';
import { readSavedFields } from './saved-fields';

/** The path of the contract's getCourseThread (a unit test keeps the two equal). */
export const courseThreadPath = '/api/chat/get_course_thread';

/**
 * Asks for the saved course's main thread (the learning screen's first call) while the screen's code is
 * still loading; the screen's call takes the response. Nothing happens without a valid saved course or a
 * token: the screen then shows the picker or goes to login, as it does without this.
 */
export function prefetchCourseThread(): void {
  if (typeof localStorage === 'undefined') return;
  const saved = readSavedFields(localStorage.getItem(storageKeys.selectedCourse));
  if (saved.status !== 'valid') return;
  fetchEarly('POST', courseThreadPath, { course_id: saved.record.id, subject: saved.record.subject });
}
