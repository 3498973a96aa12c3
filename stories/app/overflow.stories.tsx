import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { LoginPage } from '../../app/src/features/auth/components/login-page';
import { DashboardPage } from '../../app/src/features/dashboard/components/dashboard-page';
import { LandingPage } from '../../app/src/features/public/components/landing-page';
import { PSEUDO_LOCALE } from '../../app/src/lib/i18n';
import { pseudoLocalize } from '../../app/src/lib/i18n/pseudo';
import enAuth from '../../content/locales/en/auth.json';
import { authHandlers, schoolsHandlers } from '../../mocks/handlers';
import { overflowIn } from './overflow';
import { AppAt } from './screen';
import { clearSession, signedIn } from './session';
import { en } from '../locale';

/**
 * The main screens in the pseudo-locale (about 35 % longer than English, accented, bidi-marked; see
 * docs/translating.md) and in Hebrew and English: each play fails when a string is cut off or sticks out
 * of its box, so a longer translation is caught here before a student sees it.
 */
type ScreenName = 'landing' | 'login' | 'register' | 'dashboard';

function MainScreen({ screen }: { screen: ScreenName }) {
  if (screen === 'landing')
    return (
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>
    );
  if (screen === 'dashboard')
    return <AppAt entry="/dashboard" routes={{ '/dashboard': <DashboardPage /> }} />;
  return (
    <AppAt
      entry={screen === 'register' ? '/login?signup=true' : '/login'}
      routes={{ '/login': <LoginPage /> }}
    />
  );
}

const meta = {
  title: 'App/Overflow',
  component: MainScreen,
  args: { screen: 'landing' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { auth: authHandlers.ok, schools: schoolsHandlers.ok } },
  },
  beforeEach: () => {
    clearSession();
    return clearSession;
  },
} satisfies Meta<typeof MainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ACCENTED = /[áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž]/i;

/** Waits for the screen's main heading, checks it is in the story's language, then that everything fits. */
function fits(language: 'he' | 'en' | typeof PSEUDO_LOCALE): Story['play'] {
  return async function play({ canvasElement }) {
    // Arrange
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    const title = heading.textContent ?? '';
    if (language === PSEUDO_LOCALE) {
      await expect(title).toMatch(/^\u2067\[.*\]\u2069/u);
      await expect(title).toMatch(ACCENTED);
    } else if (language === 'he') await expect(title).toMatch(/[\u05D0-\u05EA]/);
    else await expect(title).toMatch(/^[^\u05D0-\u05EA]*[a-z]/i);

    // Act
    const overflow = await overflowIn(canvasElement.ownerDocument.body);

    // Assert
    await expect(overflow).toEqual([]);
  };
}

const pseudo = { globals: { locale: PSEUDO_LOCALE } } as const;
const dashboard = { args: { screen: 'dashboard' }, beforeEach: signedIn } as const;

export const LandingPseudo: Story = { ...pseudo, play: fits(PSEUDO_LOCALE) };
export const LoginPseudo: Story = { ...pseudo, args: { screen: 'login' }, play: fits(PSEUDO_LOCALE) };
export const RegisterPseudo: Story = { ...pseudo, args: { screen: 'register' }, play: fits(PSEUDO_LOCALE) };
export const DashboardPseudo: Story = { ...pseudo, ...dashboard, play: fits(PSEUDO_LOCALE) };

export const Landing: Story = { play: fits('he') };
export const Login: Story = { args: { screen: 'login' }, play: fits('he') };
export const Register: Story = { args: { screen: 'register' }, play: fits('he') };
export const Dashboard: Story = { ...dashboard, play: fits('he') };

export const LandingEn: Story = { ...en, play: fits('en') };
export const LoginEn: Story = { ...en, args: { screen: 'login' }, play: fits('en') };
export const RegisterEn: Story = { ...en, args: { screen: 'register' }, play: fits('en') };
export const DashboardEn: Story = { ...en, ...dashboard, play: fits('en') };

/** The check's own control: a box that hides a long string and a box it runs out of must both be reported. */
export const CutOffIsReported: Story = {
  ...pseudo,
  render: () => (
    <div style={{ padding: '1rem' }}>
      <p style={{ inlineSize: '8rem', overflow: 'hidden', whiteSpace: 'nowrap' }}>
        {pseudoLocalize(enAuth.login.subtitle)}
      </p>
      <p style={{ inlineSize: '8rem', whiteSpace: 'nowrap' }}>{pseudoLocalize(enAuth.login.title)}</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Act
    const overflow = await overflowIn(canvasElement);

    // Assert
    await expect(overflow).toEqual([
      {
        text: expect.stringContaining('Ļöĝ îñ ţö') as unknown,
        problem: expect.stringMatching(/^cut off: /) as unknown,
      },
      { text: expect.stringContaining('Ŵéļçöɱé') as unknown, problem: 'runs out of its box sideways' },
    ]);
  },
};
