/** Shared set-up of the learning space's screen stories: the real screen, the real client, the mocks. */
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { LearningPage } from '../../app/src/features/learning/components/learning-page';
import { storageKeys } from '../../app/src/lib/storage';
import { courseCatalogue } from '../../app/src/lib/courses/course-offer';
import { resetServerFeatures } from '../../app/src/lib/api-client';
import {
  authHandlers,
  chatHandlers,
  configHandlers,
  plansHandlers,
  progressHandlers,
} from '../../mocks/handlers';
import { signedIn } from './session';
import { AppAt } from './screen';
import { en, type Lang } from '../locale';

/** The screen at /learning, as the app mounts it; `children` is the windows layer (a probe in stories). */
export function LearningScreen({ children }: { children?: ReactNode }) {
  return <AppAt entry="/learning" routes={{ '/learning': <LearningPage>{children}</LearningPage> }} />;
}

export const mathCourse = courseCatalogue()[0] as ReturnType<typeof courseCatalogue>[number];

/** Signed in with High School Math saved, every mode off; returns the clean-up. */
export function signedInWithCourse(): () => void {
  const clear = signedIn();
  resetServerFeatures();
  localStorage.setItem(storageKeys.selectedCourse, JSON.stringify(mathCourse));
  localStorage.removeItem('ttsEnabled');
  return () => {
    clear();
    resetServerFeatures();
    localStorage.removeItem('ttsEnabled');
  };
}

/** Every domain the screen calls, on its happy path. */
export const learningHandlers = {
  auth: authHandlers.ok,
  chat: chatHandlers.ok,
  config: configHandlers.ok,
  plans: plansHandlers.ok,
  progress: progressHandlers.ok,
};

/** Spread into a learning-space story file's meta: full screen, every mock on its happy path, a course saved. */
export const learningScreen = {
  parameters: { layout: 'fullscreen', msw: { handlers: learningHandlers } },
  beforeEach: signedInWithCourse,
};

export { en, type Lang };

/** The whole document (toasts and dialogs render in portals). */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits for the screen: the input is there and the history loaded. */
export async function ready(canvasElement: HTMLElement, placeholder: string) {
  const screen = page(canvasElement);
  const input = await screen.findByPlaceholderText(placeholder, {}, { timeout: 5000 });
  // The history has loaded (queried anew each time: the screen may mount twice while the story starts).
  await waitFor(() => expect(screen.getByRole('log')).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return input;
}

/** Waits for a toast (or any text) to be shown: toasts fade in. */
export async function shown(canvasElement: HTMLElement, text: string | RegExp, timeout = 5000) {
  const element = await page(canvasElement).findByText(text, {}, { timeout });
  await waitFor(() => expect(element).toBeVisible(), { timeout });
  return element;
}
