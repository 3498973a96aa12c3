import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from '../../app/src/features/auth/components/login-page';
import { VerifyEmailPage } from '../../app/src/features/auth/components/verify-email-page';
import he from '../../content/locales/he/auth.json';
import { mockTokens } from '../../mocks/fixtures/auth';
import { authHandlers, mockAccounts } from '../../mocks/handlers';
import { AppAt } from './screen';
import { accountScreen } from './account-screen';
import { en, type Lang } from '../locale';

function VerifyScreen({ entry }: { entry: string }) {
  return <AppAt entry={entry} routes={{ '/verify-email': <VerifyEmailPage />, '/login': <LoginPage /> }} />;
}

const validToken = mockTokens.verification(mockAccounts.pendingVerification.email);
const withToken = (token: string) => `/verify-email?token=${encodeURIComponent(token)}`;

const meta = {
  title: 'App/VerifyEmail',
  component: VerifyScreen,
  args: { entry: withToken(validToken) },
  ...accountScreen,
} satisfies Meta<typeof VerifyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    check: he.verify.checkTitle,
    spam: he.verify.checkSpam,
    back: he.backToLogin,
    verifying: he.verify.verifying,
    success: he.verify.success,
    notice: he.notices.emailVerified,
    failed: he.verify.failed,
    loginTitle: he.login.title,
  },
  en: {
    check: 'Check Your Email',
    spam: 'Please check your inbox, and your spam folder if you cannot find it.',
    back: 'Back to Login',
    verifying: 'Verifying your email...',
    success: 'Email verified successfully!',
    notice: 'Email verified successfully. Please log in.',
    failed: 'Failed to verify email. The link may be invalid or expired.',
    loginTitle: 'Welcome back',
  },
} as const;

const checkInbox = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text[lang].check })).toBeVisible();
    await expect(canvas.getByText(text[lang].spam)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text[lang].back }));
    // react-router 7 navigates in a transition: wait for the login screen rather than query right after the click
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text[lang].loginTitle }, { timeout: 4000 }),
    ).toBeVisible();
  };
export const CheckYourEmail: Story = { args: { entry: '/verify-email' }, play: checkInbox('he') };
export const CheckYourEmailEn: Story = { ...en, args: { entry: '/verify-email' }, play: checkInbox('en') };

const verifying = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(within(canvasElement).getByText(text[lang].verifying)).toBeVisible();
  };
const slow = { msw: { handlers: { auth: [authHandlers.on.verifyEmailDirect.slow()] } } };
export const Verifying: Story = { parameters: slow, play: verifying('he') };
export const VerifyingEn: Story = { ...en, parameters: slow, play: verifying('en') };

const verified = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text[lang].success)).toBeVisible();
    await expect(authHandlers.account(mockAccounts.pendingVerification.email)?.email_verified).toBe(true);
    // Assert: 2000 ms later, the login screen with its message
    await expect(await canvas.findByText(text[lang].notice, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: text[lang].loginTitle })).toBeVisible();
  };
export const Verified: Story = { play: verified('he') };
export const VerifiedEn: Story = { ...en, play: verified('en') };

// The direct GET fails, the POST fallback succeeds.
const fallback = {
  msw: { handlers: { auth: [authHandlers.on.verifyEmailDirect.serverError(), ...authHandlers.ok] } },
};
export const VerifiedByFallback: Story = { parameters: fallback, play: verified('he') };
export const VerifiedByFallbackEn: Story = { ...en, parameters: fallback, play: verified('en') };

const failed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text[lang].failed);
    await expect(canvas.getByRole('button', { name: text[lang].back })).toBeVisible();
  };
const badToken = withToken('mock-verify-token-that-does-not-exist');
export const Failed: Story = { args: { entry: badToken }, play: failed('he') };
export const FailedEn: Story = { ...en, args: { entry: badToken }, play: failed('en') };
