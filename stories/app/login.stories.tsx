import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InitialEntry } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from '../../app/src/features/auth/components/login-page';
import he from '../../content/locales/he/auth.json';
import { authHandlers, mockAccounts } from '../../mocks/handlers';
import { AppAt } from './screen';
import { accountScreen } from './account-screen';
import { en, type Lang } from '../locale';

function LoginScreen({ entry }: { entry: InitialEntry }) {
  return <AppAt entry={entry} routes={{ '/login': <LoginPage /> }} />;
}

const meta = {
  title: 'App/Login',
  component: LoginScreen,
  args: { entry: '/login' },
  ...accountScreen,
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    email: he.login.email,
    password: he.login.password,
    submit: he.login.submit,
    title: he.login.title,
    forgot: he.login.forgotPassword,
    signUp: he.login.signUp,
    home: he.backToHome,
    invalid: he.login.errors.invalidCredentials,
    notVerified: he.login.errors.notVerified,
    resend: he.login.resend.button,
    resent: he.login.resend.sent,
    awaiting: he.login.errors.awaitingApproval,
    invalidJson: he.login.errors.invalidResponse,
    serverError: he.login.errors.failed,
    unexpected: he.login.errors.unexpected,
  },
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
    title: 'Welcome back',
    forgot: 'Forgot Password?',
    signUp: 'Sign up',
    home: 'Back to Home',
    invalid: 'Invalid email or password',
    notVerified: 'Please verify your email address before logging in.',
    resend: 'Resend verification link',
    resent: 'A new verification link has been sent. Please check your inbox.',
    awaiting:
      'Your account is awaiting approval by an administrator. You will receive an email once it is approved.',
    invalidJson: 'Server returned an invalid response format. Please contact support.',
    // the English interface shows the server's own message
    serverError: 'Internal server error',
    unexpected: 'An error occurred during login. Please try again.',
  },
} as const;

async function fillIn(canvasElement: HTMLElement, lang: Lang, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${text[lang].email}`) }), email);
  await userEvent.type(canvas.getByLabelText(new RegExp(`^${text[lang].password}`)), password);
  await userEvent.click(canvas.getByRole('button', { name: text[lang].submit }));
}

const showsForm = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = text[lang];
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const submit = canvas.getByRole('button', { name: t.submit });
    // Assert: disabled until both fields have text
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${t.email}`) }), 'a@b.co');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t.password}`)), 'x');
    await expect(submit).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t.forgot })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.signUp })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.home })).toHaveAttribute('href', '/');
  };

export const Default: Story = { play: showsForm('he') };
export const DefaultEn: Story = { ...en, play: showsForm('en') };

const succeeds = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    localStorage.setItem('lessonMode', 'true');
    await fillIn(canvasElement, lang, mockAccounts.demo.email, mockAccounts.demo.password);
    // Assert: after the 100 ms pause the dashboard; tokens stored, learning state cleared
    await expect(await within(canvasElement).findByText('Arrived at /dashboard')).toBeVisible();
    await expect(localStorage.getItem('access_token')).toMatch(/^mock-access-token-/);
    await expect(localStorage.getItem('refresh_token')).toMatch(/^mock-refresh-token-/);
    await expect(localStorage.getItem('lessonMode')).toBeNull();
  };

export const Success: Story = { play: succeeds('he') };
export const SuccessEn: Story = { ...en, play: succeeds('en') };

const inFlight = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await fillIn(canvasElement, lang, mockAccounts.demo.email, mockAccounts.demo.password);
    const submit = within(canvasElement).getByRole('button', { name: text[lang].submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  };

export const InFlight: Story = {
  parameters: { msw: { handlers: { auth: [authHandlers.on.login.slow()] } } },
  play: inFlight('he'),
};
export const InFlightEn: Story = { ...en, parameters: InFlight.parameters, play: inFlight('en') };

const fails = (lang: Lang, message: keyof (typeof text)['he'], password?: string): Story['play'] =>
  async function play({ canvasElement }) {
    await fillIn(canvasElement, lang, mockAccounts.demo.email, password ?? mockAccounts.demo.password);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text[lang][message]);
    await expect(localStorage.getItem('access_token')).toBeNull();
  };

export const InvalidCredentials: Story = { play: fails('he', 'invalid', 'wrong-password') };
export const InvalidCredentialsEn: Story = { ...en, play: fails('en', 'invalid', 'wrong-password') };

const invalidJson = { msw: { handlers: { auth: [authHandlers.on.login.invalidJson()] } } };
export const InvalidResponse: Story = { parameters: invalidJson, play: fails('he', 'invalidJson') };
export const InvalidResponseEn: Story = { ...en, parameters: invalidJson, play: fails('en', 'invalidJson') };

const serverError = { msw: { handlers: { auth: [authHandlers.on.login.serverError()] } } };
export const ServerError: Story = { parameters: serverError, play: fails('he', 'serverError') };
export const ServerErrorEn: Story = { ...en, parameters: serverError, play: fails('en', 'serverError') };

const networkError = { msw: { handlers: { auth: [authHandlers.on.login.networkError()] } } };
export const NetworkError: Story = { parameters: networkError, play: fails('he', 'unexpected') };
export const NetworkErrorEn: Story = { ...en, parameters: networkError, play: fails('en', 'unexpected') };

const unverified = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const account = mockAccounts.pendingVerification;
    await fillIn(canvasElement, lang, account.email, account.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text[lang].notVerified);
    // Act: ask for a new link
    await userEvent.click(canvas.getByRole('button', { name: text[lang].resend }));
    await expect(await canvas.findByText(text[lang].resent)).toBeVisible();
  };

export const NotVerified: Story = { play: unverified('he') };
export const NotVerifiedEn: Story = { ...en, play: unverified('en') };

const awaiting = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const account = mockAccounts.pendingApproval;
    await fillIn(canvasElement, lang, account.email, account.password);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text[lang].awaiting);
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  };

export const AwaitingApproval: Story = { play: awaiting('he') };
export const AwaitingApprovalEn: Story = { ...en, play: awaiting('en') };

const notice = (lang: Lang, expected: string): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(within(canvasElement).getByText(expected)).toHaveAttribute('role', 'status');
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: text[lang].title }),
    ).toBeVisible();
  };

export const AfterVerification: Story = {
  args: { entry: { pathname: '/login', state: { notice: 'emailVerified' } } },
  play: notice('he', he.notices.emailVerified),
};
export const AfterVerificationEn: Story = {
  ...en,
  args: AfterVerification.args,
  play: notice('en', 'Email verified successfully. Please log in.'),
};
export const AfterPasswordReset: Story = {
  args: { entry: { pathname: '/login', state: { notice: 'passwordReset' } } },
  play: notice('he', he.notices.passwordReset),
};
export const AfterPasswordResetEn: Story = {
  ...en,
  args: AfterPasswordReset.args,
  play: notice('en', 'Password has been reset successfully. Please log in.'),
};

export const SwitchesModes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: he.login.signUp }));
    await expect(canvas.getByRole('heading', { level: 1, name: he.register.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: he.register.logIn }));
    await userEvent.click(canvas.getByRole('button', { name: he.login.forgotPassword }));
    await expect(canvas.getByRole('heading', { level: 1, name: he.forgot.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: he.backToLogin }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: he.login.title })).toBeVisible(),
    );
  },
};
