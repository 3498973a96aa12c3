import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from '../../app/src/features/auth/components/login-page';
import he from '../../content/locales/he/auth.json';
import { authHandlers, mockAccounts } from '../../mocks/handlers';
import { AppAt } from './screen';
import { accountScreen } from './account-screen';
import { en, type Lang } from '../locale';

/** The login screen switched to forgot-password mode by its link. */
function ForgotScreen() {
  return <AppAt entry="/login" routes={{ '/login': <LoginPage /> }} />;
}

const meta = {
  title: 'App/ForgotPassword',
  component: ForgotScreen,
  ...accountScreen,
} satisfies Meta<typeof ForgotScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    forgot: he.login.forgotPassword,
    title: he.forgot.title,
    email: he.forgot.email,
    submit: he.forgot.submit,
    back: he.backToLogin,
    loginTitle: he.login.title,
    sent: he.forgot.sent,
    failed: he.forgot.failed,
  },
  en: {
    forgot: 'Forgot Password?',
    title: 'Forgot your password?',
    email: 'Email',
    submit: 'Send Reset Link',
    back: 'Back to Login',
    loginTitle: 'Welcome back',
    sent: 'Password reset instructions have been sent to your email.',
    failed: 'Failed to send reset email. Please try again.',
  },
} as const;

async function openAndSend(canvasElement: HTMLElement, lang: Lang) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: text[lang].forgot }));
  const submit = canvas.getByRole('button', { name: text[lang].submit });
  await expect(submit).toBeDisabled();
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(`^${text[lang].email}`) }),
    mockAccounts.demo.email,
  );
  await expect(submit).toBeEnabled();
  await userEvent.click(submit);
}

const sent = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await openAndSend(canvasElement, lang);
    await expect(await within(canvasElement).findByText(text[lang].sent)).toHaveAttribute('role', 'status');
  };
export const Sent: Story = { play: sent('he') };
export const SentEn: Story = { ...en, play: sent('en') };

const failed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await openAndSend(canvasElement, lang);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text[lang].failed);
  };
const networkError = { msw: { handlers: { auth: [authHandlers.on.forgotPassword.networkError()] } } };
export const Failed: Story = { parameters: networkError, play: failed('he') };
export const FailedEn: Story = { ...en, parameters: networkError, play: failed('en') };

const inFlight = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await openAndSend(canvasElement, lang);
    await expect(within(canvasElement).getByRole('button', { name: text[lang].submit })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  };
const slow = { msw: { handlers: { auth: [authHandlers.on.forgotPassword.slow()] } } };
export const Sending: Story = { parameters: slow, play: inFlight('he') };
export const SendingEn: Story = { ...en, parameters: slow, play: inFlight('en') };

const back = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text[lang].forgot }));
    await expect(canvas.getByRole('heading', { level: 1, name: text[lang].title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text[lang].back }));
    await expect(canvas.getByRole('heading', { level: 1, name: text[lang].loginTitle })).toBeVisible();
  };
export const BackToLogin: Story = { play: back('he') };
export const BackToLoginEn: Story = { ...en, play: back('en') };
