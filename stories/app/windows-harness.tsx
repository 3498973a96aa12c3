/** Shared pieces of the windows' app stories: the course, an opener, toast and progress checks. */
import { useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { progressApi } from '../../app/src/lib/api-client';
import { Course, type ProgressRecord } from '../../backend/contract';
import catalogue from '../../content/courses/courses.json';
import { authHandlers, staticDataHandlers, type createProgressMock } from '../../mocks/handlers';
import { signedIn } from './session';

/** High School Math as the catalogue stores it (the mocks serve their fixture course for any folder). */
export const course: Course = Course.parse(catalogue.courses[0]);

/**
 * Opens the window at once, and again from a button after it closes, as the screen's side buttons do;
 * the window gets `open` and `close`.
 */
export function Opener({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        פתיחה / Open
      </button>
      <output aria-label="window">{open ? 'open' : 'closed'}</output>
      {children(open, () => setOpen(false))}
    </>
  );
}

/** How long a failed save's toast may take: progressApi.save tries three times, 1 s and 3 s apart. */
export const saveFailureToastMs = 9000;

/** Waits for a toast with this text and its entrance, so the a11y check measures it fully shown. */
export async function expectToast(
  canvasElement: HTMLElement,
  message: string,
  timeout = 4000,
): Promise<HTMLElement> {
  const page = within(canvasElement.ownerDocument.body);
  // The same words may also show in the window itself; the toast is the one inside a [data-kind] item.
  const toast = await waitFor(
    () => {
      const found = page.getAllByText(message).find((node) => node.closest('[data-kind]'));
      if (!found) throw new Error(`no toast says "${message}"`);
      return found.closest('[data-kind]') as HTMLElement;
    },
    { timeout },
  );
  await waitFor(() => expect(getComputedStyle(toast).opacity).toBe('1'));
  return toast;
}

/** The signed-in user's progress records of the course, read back through the app's client. */
export function readProgress(activityType: 'practice' | 'test'): Promise<ProgressRecord[]> {
  return progressApi.list({ course_id: course.id, activity_type: activityType });
}

/** The body of the page: windows, dialogs and toasts render in portals. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export { en } from '../locale';

/**
 * The meta of a window that saves progress: signed in, the course data and a progress mock that starts
 * empty for every story, so a play can read back exactly what it saved.
 */
export function savingProgress(progress: ReturnType<typeof createProgressMock>) {
  return {
    parameters: {
      layout: 'fullscreen',
      msw: {
        handlers: {
          auth: authHandlers.ok,
          staticData: staticDataHandlers.ok,
          progress: progress.handlers.ok,
        },
      },
    },
    beforeEach: () => {
      progress.reset();
      return signedIn();
    },
  };
}
