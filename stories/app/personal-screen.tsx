/** What the personal-space stories share: the screen as the app mounts it, its strings, and a few steps. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { InitialEntry } from 'react-router-dom';
import { PersonalPage } from '../../app/src/features/personal/components/personal-page';
import { TimeoutPage } from '../../app/src/features/personal/components/timeout-page';
import enPersonal from '../../content/locales/en/personal.json';
import hePersonal from '../../content/locales/he/personal.json';
import {
  authHandlers,
  chatHandlers,
  introductionHandlers,
  plansHandlers,
  progressHandlers,
  schoolsHandlers,
  staticDataHandlers,
} from '../../mocks/handlers';
import { AppAt } from './screen';
import { en, type Lang } from '../locale';

/** The personal namespace in each language (the stories assert what a user reads). */
export const personal = { he: hePersonal, en: enPersonal } as const;

export { en, type Lang };

/** /personal and /timeout inside the app's providers, opened at `entry`. */
export function PersonalAt({ entry }: { entry: InitialEntry | InitialEntry[] }) {
  const entries = Array.isArray(entry) ? entry : [entry];
  return (
    <AppAt
      entry={entries[entries.length - 1] ?? '/personal'}
      history={entries.slice(0, -1)}
      routes={{ '/personal': <PersonalPage />, '/timeout': <TimeoutPage /> }}
    />
  );
}

/** Every domain the personal space calls, on its happy path (stories override one key). */
export const personalHandlers = {
  auth: authHandlers.ok,
  schools: schoolsHandlers.ok,
  progress: progressHandlers.fresh(),
  plans: plansHandlers.ok,
  introduction: introductionHandlers.fresh(),
  chat: chatHandlers.ok,
  staticData: staticDataHandlers.ok,
};

/** The whole document: toasts, windows and overlays render outside the story's root. */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Picks a course in the course picker by its (localised) name. */
export async function pickCourse(
  canvasElement: HTMLElement,
  lang: Lang,
  key: 'highSchoolMath' | 'statistics',
) {
  const canvas = within(canvasElement);
  const name = personal[lang].courses.catalogue[key].name;
  const card = await canvas.findByRole('button', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
  await userEvent.click(card);
  await expect(await canvas.findByRole('button', { name: personal[lang].courses.change })).toBeVisible();
}

/** Waits until a toast with this text is shown, and until its entrance ends (for the contrast check). */
export async function findToast(canvasElement: HTMLElement, text: string) {
  const toast = await page(canvasElement).findByText(text, {}, { timeout: 4000 });
  await waitFor(() => expect(getComputedStyle(toast.closest('.hv-toast') ?? toast).opacity).toBe('1'));
  return toast;
}
