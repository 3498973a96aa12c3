import { authMessages } from '../../backend/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from '../../app/src/features/auth/components/login-page';
import { ResetPasswordPage } from '../../app/src/features/auth/components/reset-password-page';
import he from '../../content/locales/he/auth.json';
import { mockTokens } from '../../mocks/fixtures/auth';
import { authHandlers, mockAccounts } from '../../mocks/handlers';
import { AppAt } from './screen';
import { accountScreen } from './account-screen';
import { en, type Lang } from '../locale';

function ResetScreen({ entry }: { entry: string }) {
  return (
    <AppAt entry={entry} routes={{ '/reset-password': <ResetPasswordPage />, '/login': <LoginPage /> }} />
  );
}

const validEntry = `/reset-password?token=${mockTokens.reset(mockAccounts.demo.email)}`;

const meta = {
  title: 'App/ResetPassword',
  component: ResetScreen,
  args: { entry: validEntry },
  ...accountScreen,
} satisfies Meta<typeof ResetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    title: he.reset.title,
    password: he.reset.newPassword,
    confirm: he.reset.confirmPassword,
    submit: he.reset.submit,
    back: he.backToLogin,
    invalidTitle: he.reset.invalidTitle,
    invalidBody: he.reset.invalidBody,
    mismatch: he.passwordsMismatch,
    invalidToken: he.reset.invalidToken,
    failed: he.reset.failed,
    notice: he.notices.passwordReset,
    loginTitle: he.login.title,
  },
  en: {
    title: 'Choose a new password',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Reset Password',
    back: 'Back to Login',
    invalidTitle: 'Invalid Reset Link',
    invalidBody: 'This password reset link is invalid or has expired.',
    mismatch: 'Passwords do not match',
    invalidToken: 'Invalid reset token',
    failed: 'Failed to reset password. Please try again.',
    notice: 'Password has been reset successfully. Please log in.',
    loginTitle: 'Welcome back',
  },
} as const;

async function submit(canvasElement: HTMLElement, lang: Lang, confirm = 'סיסמה-חדשה-42') {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: text[lang].submit });
  await expect(button).toBeDisabled();
  await userEvent.type(canvas.getByLabelText(new RegExp(`^${text[lang].password}`)), 'סיסמה-חדשה-42');
  await userEvent.type(canvas.getByLabelText(new RegExp(`^${text[lang].confirm}`)), confirm);
  await expect(button).toBeEnabled();
  await userEvent.click(button);
}

const invalidLink = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text[lang].invalidTitle })).toBeVisible();
    await expect(canvas.getByText(text[lang].invalidBody)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text[lang].back }));
    // The router navigates in a transition (react-router 7 wraps navigate() in startTransition), so the
    // login screen renders some time after the click: wait for it instead of querying at once.
    await expect(await canvas.findByRole('heading', { level: 1, name: text[lang].loginTitle })).toBeVisible();
  };
export const InvalidLink: Story = { args: { entry: '/reset-password' }, play: invalidLink('he') };
export const InvalidLinkEn: Story = { ...en, args: { entry: '/reset-password' }, play: invalidLink('en') };

const succeeds = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: text[lang].title }),
    ).toBeVisible();
    await submit(canvasElement, lang);
    await expect(await within(canvasElement).findByText(text[lang].notice)).toBeVisible();
  };
export const Success: Story = { play: succeeds('he') };
export const SuccessEn: Story = { ...en, play: succeeds('en') };

const fails = (
  lang: Lang,
  message: 'mismatch' | 'invalidToken' | 'failed',
  confirm?: string,
): Story['play'] =>
  async function play({ canvasElement }) {
    await submit(canvasElement, lang, confirm);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text[lang][message]);
  };
export const PasswordsDoNotMatch: Story = { play: fails('he', 'mismatch', 'אחרת-לגמרי') };
export const PasswordsDoNotMatchEn: Story = { ...en, play: fails('en', 'mismatch', 'something-else') };
export const EmptyToken: Story = {
  args: { entry: '/reset-password?token=' },
  play: fails('he', 'invalidToken'),
};
export const EmptyTokenEn: Story = {
  ...en,
  args: { entry: '/reset-password?token=' },
  play: fails('en', 'invalidToken'),
};
const networkError = { msw: { handlers: { auth: [authHandlers.on.resetPassword.networkError()] } } };
export const Failed: Story = { parameters: networkError, play: fails('he', 'failed') };
export const FailedEn: Story = { ...en, parameters: networkError, play: fails('en', 'failed') };

// An expired token: the server's own message in English, the catalogue's in Hebrew.
const expired = '/reset-password?token=mock-reset-token-that-has-expired';
export const ExpiredToken: Story = { args: { entry: expired }, play: fails('he', 'failed') };
export const ExpiredTokenEn: Story = {
  ...en,
  args: { entry: expired },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'en');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      authMessages.invalidReset,
    );
  },
};
