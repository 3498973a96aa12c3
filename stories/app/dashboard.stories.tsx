import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardPage } from '../../app/src/features/dashboard/components/dashboard-page';
import he from '../../content/locales/he/dashboard.json';
import { buildUser } from '../../mocks/fixtures/auth';
import { authHandlers } from '../../mocks/handlers';
import { clearSession, signedInScreen } from './session';
import { AppAt } from './screen';
import { en, type Lang } from '../locale';

function DashboardScreen() {
  return <AppAt entry="/dashboard" routes={{ '/dashboard': <DashboardPage /> }} />;
}

const meta = {
  title: 'App/Dashboard',
  component: DashboardScreen,
  ...signedInScreen(),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    greeting: 'שלום, נועה!',
    learning: he.spaces.learning.title,
    personal: he.spaces.personal.title,
    experimental: he.spaces.experimental.title,
    back: he.back,
    logout: he.logout,
    loading: he.loading,
    authError: he.authError,
  },
  en: {
    greeting: 'Hello, Noa!',
    learning: 'Learning Space',
    personal: 'Personal Space',
    experimental: 'Experimental Space',
    back: 'Back',
    logout: 'Log out',
    loading: 'Loading your account...',
    authError: 'Authentication error. Please log in again.',
  },
} as const;

// In English the demo user has a lower-case Latin first name, to show the capitalised greeting.
const englishUser = {
  msw: {
    handlers: {
      auth: [
        http.get('*/api/auth/validate', () =>
          HttpResponse.json({ valid: true, user: buildUser({ first_name: 'noa', last_name: 'cohen' }) }),
        ),
        ...authHandlers.ok,
      ],
    },
  },
};

const greets = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = text[lang];
    await expect(await canvas.findByRole('heading', { level: 1, name: t.greeting })).toBeVisible();
    for (const space of [t.learning, t.personal, t.experimental]) {
      await expect(canvas.getByRole('button', { name: new RegExp(space) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: t.logout })).toBeVisible();
  };
export const Default: Story = { play: greets('he') };
export const DefaultEn: Story = { ...en, parameters: englishUser, play: greets('en') };

const loading = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(within(canvasElement).getByText(text[lang].loading)).toBeVisible();
  };
const slow = { msw: { handlers: { auth: [authHandlers.on.validate.slow()] } } };
export const Loading: Story = { parameters: slow, play: loading('he') };
export const LoadingEn: Story = { ...en, parameters: slow, play: loading('en') };

const noToken = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text[lang].authError);
    // Assert: 1.5 s later, the login route
    await expect(await canvas.findByText('Arrived at /login', {}, { timeout: 3000 })).toBeVisible();
  };
export const NoToken: Story = { beforeEach: clearSession, play: noToken('he') };
export const NoTokenEn: Story = { ...en, beforeEach: clearSession, play: noToken('en') };

const opens = (lang: Lang, space: 'personal' | 'experimental'): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(text[lang][space]) }));
    await expect(await canvas.findByText(`Arrived at /${space}`)).toBeVisible();
  };
export const OpensPersonalSpace: Story = { play: opens('he', 'personal') };
export const OpensPersonalSpaceEn: Story = { ...en, play: opens('en', 'personal') };
export const OpensExperimentalSpace: Story = { play: opens('he', 'experimental') };
export const OpensExperimentalSpaceEn: Story = { ...en, play: opens('en', 'experimental') };

const logsOut = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    localStorage.setItem('lessonMode', 'true');
    await userEvent.click(await canvas.findByRole('button', { name: text[lang].logout }));
    await expect(await canvas.findByText('Arrived at /login')).toBeVisible();
    await expect(localStorage.getItem('access_token')).toBeNull();
    await expect(localStorage.getItem('refresh_token')).toBeNull();
    await expect(localStorage.getItem('lessonMode')).toBeNull();
  };
export const LogsOut: Story = { play: logsOut('he') };
export const LogsOutEn: Story = { ...en, play: logsOut('en') };

const opensTimeout = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', {
      name: lang === 'he' ? he.timeout.link : 'Go to Time-Out',
    });
    await userEvent.click(link);
    await expect(await canvas.findByText('Arrived at /timeout')).toBeVisible();
  };
export const OpensTimeOut: Story = { play: opensTimeout('he') };
export const OpensTimeOutEn: Story = { ...en, play: opensTimeout('en') };
