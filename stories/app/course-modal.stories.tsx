import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardPage } from '../../app/src/features/dashboard/components/dashboard-page';
import he from '../../content/locales/he/dashboard.json';
import { authHandlers } from '../../mocks/handlers';
import { signedInScreen } from './session';
import { AppAt } from './screen';
import { en, type Lang } from '../locale';

function DashboardScreen() {
  return <AppAt entry="/dashboard" routes={{ '/dashboard': <DashboardPage /> }} />;
}

const meta = {
  title: 'App/CourseModal',
  component: DashboardScreen,
  ...signedInScreen(),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const math = he.courses.catalogue.highSchoolMath;
const stats = he.courses.catalogue.statistics;
const text = {
  he: {
    learning: he.spaces.learning.title,
    title: he.courses.title,
    loading: he.courses.loading,
    empty: he.courses.empty,
    math: [math.name, math.subject, `מורה: ${math.assistant}`],
    stats: [stats.name, stats.subject, `מורה: ${stats.assistant}`],
    toastNone: he.courses.toastNone,
    toastInvalid: he.courses.toastInvalid,
    toastFailed: he.courses.toastFailed,
  },
  en: {
    learning: 'Learning Space',
    title: 'Select a Course',
    loading: 'Loading your courses...',
    empty: 'No courses available for your account yet.',
    math: ['High School Math (IL)', 'Mathematics', 'Tutor: Athena'],
    stats: ['Statistics 2', 'Statistics', 'Tutor: Clio'],
    toastNone: 'No courses available for your account',
    toastInvalid: 'No courses available',
    toastFailed: 'Failed to load your courses',
  },
} as const;

const courses = (ids: string[]) => ({
  auth: [
    http.get('*/api/auth/user/courses', () => HttpResponse.json({ courses: ids.map((id) => ({ id })) })),
    ...authHandlers.ok,
  ],
});

async function open(canvasElement: HTMLElement, lang: Lang) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(text[lang].learning) }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: text[lang].title,
  });
  // The 0.3 s entrance must end before the a11y check measures contrast.
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

const loading = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await open(canvasElement, lang);
    await expect(within(dialog).getByText(text[lang].loading)).toBeVisible();
  };
const slow = { msw: { handlers: { auth: [authHandlers.on.userCourses.slow(), ...authHandlers.ok] } } };
export const Loading: Story = { parameters: slow, play: loading('he') };
export const LoadingEn: Story = { ...en, parameters: slow, play: loading('en') };

const picks = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await open(canvasElement, lang);
    const cards = await within(dialog).findAllByRole('button', { name: /:/ });
    await expect(cards).toHaveLength(2);
    for (const part of text[lang].math) await expect(cards[0]).toHaveTextContent(part);
    for (const part of text[lang].stats) await expect(cards[1]).toHaveTextContent(part);
    // Act: pick statistics
    await userEvent.click(cards[1] as HTMLElement);
    // Assert: the catalogue course stored as JSON, then /learning
    await expect(await within(canvasElement).findByText('Arrived at /learning')).toBeVisible();
    const stored = JSON.parse(localStorage.getItem('selectedCourse') ?? '{}') as Record<string, unknown>;
    await expect(stored).toMatchObject({
      id: 'statistics-2',
      assistantName: 'Clio',
      dataFolder: 'statistics-2',
    });
  };
export const PickACourse: Story = { play: picks('he') };
export const PickACourseEn: Story = { ...en, play: picks('en') };

const offers = (lang: Lang, expected: readonly (readonly string[])[]): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await open(canvasElement, lang);
    const cards = await within(dialog).findAllByRole('button', { name: /:/ });
    await expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual(
      expected.map((course) => course[0]),
    );
  };
// Only the assigned course is offered.
const onlyStatistics = { msw: { handlers: courses(['statistics-2']) } };
export const FilteredByAssignment: Story = {
  parameters: onlyStatistics,
  play: offers('he', [text.he.stats]),
};
export const FilteredByAssignmentEn: Story = {
  ...en,
  parameters: onlyStatistics,
  play: offers('en', [text.en.stats]),
};
// No assigned id is in the catalogue: every catalogue course is offered (docs/requirements.md#accounts-validation fallback).
const unknownIds = { msw: { handlers: courses(['physics-1']) } };
export const FallbackToCatalogue: Story = {
  parameters: unknownIds,
  play: offers('he', [text.he.math, text.he.stats]),
};
export const FallbackToCatalogueEn: Story = {
  ...en,
  parameters: unknownIds,
  play: offers('en', [text.en.math, text.en.stats]),
};

const emptyWithToast = (lang: Lang, toast: 'toastNone' | 'toastInvalid' | 'toastFailed'): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await open(canvasElement, lang);
    await expect(await within(dialog).findByText(text[lang].empty)).toBeVisible();
    const message = await within(canvasElement.ownerDocument.body).findByText(text[lang][toast]);
    const toastElement = message.closest('[data-kind]') as HTMLElement;
    await expect(toastElement).toBeInTheDocument();
    await waitFor(() => expect(getComputedStyle(toastElement).opacity).toBe('1'));
  };
const none = { msw: { handlers: { auth: [authHandlers.on.userCourses.empty(), ...authHandlers.ok] } } };
export const Empty: Story = { parameters: none, play: emptyWithToast('he', 'toastNone') };
export const EmptyEn: Story = { ...en, parameters: none, play: emptyWithToast('en', 'toastNone') };
const invalid = {
  msw: {
    handlers: {
      auth: [
        http.get('*/api/auth/user/courses', () => HttpResponse.json({ courses: null })),
        ...authHandlers.ok,
      ],
    },
  },
};
export const InvalidResponse: Story = { parameters: invalid, play: emptyWithToast('he', 'toastInvalid') };
export const InvalidResponseEn: Story = {
  ...en,
  parameters: invalid,
  play: emptyWithToast('en', 'toastInvalid'),
};
const failed = {
  msw: { handlers: { auth: [authHandlers.on.userCourses.serverError(), ...authHandlers.ok] } },
};
export const RequestError: Story = { parameters: failed, play: emptyWithToast('he', 'toastFailed') };
export const RequestErrorEn: Story = { ...en, parameters: failed, play: emptyWithToast('en', 'toastFailed') };

const backdropCloses = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await open(canvasElement, lang);
    await within(dialog).findAllByRole('button', { name: /:/ });
    // Act: click the backdrop
    await userEvent.click(canvasElement.ownerDocument.querySelector('.hv-dialog__overlay') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem('selectedCourse')).toBeNull();
  };
export const BackdropCloses: Story = { play: backdropCloses('he') };
export const BackdropClosesEn: Story = { ...en, play: backdropCloses('en') };
