import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from '../../app/src/features/auth/components/login-page';
import he from '../../content/locales/he/auth.json';
import heUi from '../../content/locales/he/ui.json';
import { authHandlers, mockAccounts, schoolsHandlers } from '../../mocks/handlers';
import { AppAt } from './screen';
import { accountScreen } from './account-screen';
import { en, type Lang } from '../locale';

function RegisterScreen() {
  return <AppAt entry="/login?signup=true" routes={{ '/login': <LoginPage /> }} />;
}

const meta = {
  title: 'App/Register',
  component: RegisterScreen,
  ...accountScreen,
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    title: he.register.title,
    firstName: he.register.firstName,
    lastName: he.register.lastName,
    birthdate: he.register.birthdate,
    email: he.register.email,
    school: heUi.schoolSelect.label,
    schoolYear: he.register.schoolYear,
    password: he.register.password,
    confirm: he.register.confirmPassword,
    subject: he.register.subject,
    submit: he.register.submit,
    logIn: he.register.logIn,
    years: Object.values(he.register.years),
    loadingSchools: heUi.schoolSelect.loading,
    noSchools: heUi.schoolSelect.empty,
    schoolsFailed: heUi.schoolSelect.error,
    mismatch: he.passwordsMismatch,
    taken: he.register.errors.emailTaken,
    invalidName: he.register.errors.invalidName,
    failed: he.register.errors.failed,
    unexpected: he.register.errors.unexpected,
  },
  en: {
    title: 'Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    birthdate: 'Birthdate',
    email: 'Email',
    school: 'School',
    schoolYear: 'School year',
    password: 'Password',
    confirm: 'Confirm password',
    subject: 'Subject',
    submit: 'Sign Up',
    logIn: 'Log in',
    years: [
      'Grade 10',
      'Grade 11',
      'Grade 12',
      'University, year 1',
      'University, year 2',
      'University, year 3',
      'University, year 4',
    ],
    loadingSchools: 'Loading schools...',
    noSchools: 'No schools available',
    schoolsFailed: 'Failed to load schools. Please try again later.',
    mismatch: 'Passwords do not match',
    taken: 'An account with this email already exists',
    invalidName: 'Names cannot contain line breaks, control characters or text-direction characters.',
    // the English interface shows the server's own message
    failed: 'Internal server error',
    unexpected: 'Failed to create account. Please try again.',
  },
} as const;

const label = (name: string) => new RegExp(`^${name}`);

async function fillIn(
  canvasElement: HTMLElement,
  lang: Lang,
  overrides: { email?: string; confirm?: string; firstName?: string } = {},
) {
  const canvas = within(canvasElement);
  const t = text[lang];
  await userEvent.type(
    canvas.getByRole('textbox', { name: label(t.firstName) }),
    overrides.firstName ?? 'noa',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: label(t.lastName) }), 'Cohen');
  fireEvent.change(canvas.getByLabelText(label(t.birthdate)), { target: { value: '2009-03-14' } });
  await userEvent.type(
    canvas.getByRole('textbox', { name: label(t.email) }),
    overrides.email ?? 'new.student@example.com',
  );
  const school = canvas.getByRole('combobox', { name: t.school });
  await waitFor(() => expect(school).toBeEnabled());
  await userEvent.selectOptions(school, 'אוניברסיטת תל אביב');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: label(t.schoolYear) }), t.years[3]);
  await userEvent.type(canvas.getByLabelText(label(t.password)), 'סיסמה-חזקה-1');
  await userEvent.type(canvas.getByLabelText(label(t.confirm)), overrides.confirm ?? 'סיסמה-חזקה-1');
  await userEvent.type(canvas.getByRole('textbox', { name: label(t.subject) }), 'Mathematics');
}

const showsForm = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = text[lang];
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Assert: the 7 school years, by their stable codes
    const year = canvas.getByRole('combobox', { name: label(t.schoolYear) });
    const options = within(year)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value'));
    await expect(options.map((option) => option.textContent)).toEqual(t.years);
    await expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '10',
      '11',
      '12',
      'uni-1',
      'uni-2',
      'uni-3',
      'uni-4',
    ]);
    // Assert: submit disabled until every field is filled
    const submit = canvas.getByRole('button', { name: t.submit });
    await expect(submit).toBeDisabled();
    await fillIn(canvasElement, lang);
    await expect(submit).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t.logIn })).toBeVisible();
  };

export const Default: Story = { play: showsForm('he') };
export const DefaultEn: Story = { ...en, play: showsForm('en') };

const schoolsState = (lang: Lang, option: 'loadingSchools' | 'noSchools' | 'schoolsFailed'): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const school = canvas.getByRole('combobox', { name: text[lang].school });
    await expect(await within(school).findByRole('option', { name: text[lang][option] })).toBeInTheDocument();
    await expect(school).toBeDisabled();
  };

const slowSchools = { msw: { handlers: { schools: schoolsHandlers.slow() } } };
export const SchoolsLoading: Story = { parameters: slowSchools, play: schoolsState('he', 'loadingSchools') };
export const SchoolsLoadingEn: Story = {
  ...en,
  parameters: slowSchools,
  play: schoolsState('en', 'loadingSchools'),
};
const noSchools = { msw: { handlers: { schools: schoolsHandlers.empty() } } };
export const SchoolsEmpty: Story = { parameters: noSchools, play: schoolsState('he', 'noSchools') };
export const SchoolsEmptyEn: Story = { ...en, parameters: noSchools, play: schoolsState('en', 'noSchools') };
const failedSchools = { msw: { handlers: { schools: schoolsHandlers.serverError() } } };
export const SchoolsError: Story = {
  parameters: failedSchools,
  play: async (context) => {
    await schoolsState('he', 'schoolsFailed')?.(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(text.he.schoolsFailed);
  },
};
export const SchoolsErrorEn: Story = {
  ...en,
  parameters: failedSchools,
  play: async (context) => {
    await schoolsState('en', 'schoolsFailed')?.(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(text.en.schoolsFailed);
  },
};

const succeeds = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await fillIn(canvasElement, lang);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text[lang].submit }));
    await expect(await within(canvasElement).findByText('Arrived at /verify-email')).toBeVisible();
    await expect(authHandlers.account('new.student@example.com')?.school_year).toBe('uni-1');
  };

export const Success: Story = { play: succeeds('he') };
export const SuccessEn: Story = { ...en, play: succeeds('en') };

const fails = (
  lang: Lang,
  message: 'mismatch' | 'taken' | 'invalidName' | 'failed' | 'unexpected',
  overrides: { email?: string; confirm?: string; firstName?: string } = {},
): Story['play'] =>
  async function play({ canvasElement }) {
    await fillIn(canvasElement, lang, overrides);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text[lang].submit }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text[lang][message]);
    await expect(within(canvasElement).queryByText(/^Arrived at/)).not.toBeInTheDocument();
  };

export const PasswordsDoNotMatch: Story = { play: fails('he', 'mismatch', { confirm: 'משהו-אחר-1' }) };
export const PasswordsDoNotMatchEn: Story = {
  ...en,
  play: fails('en', 'mismatch', { confirm: 'something-else' }),
};
export const EmailTaken: Story = { play: fails('he', 'taken', { email: mockAccounts.demo.email }) };
export const EmailTakenEn: Story = { ...en, play: fails('en', 'taken', { email: mockAccounts.demo.email }) };
// A right-to-left override inside the name: the contract refuses it (the mock parses with it, like the backend).
export const InvalidName: Story = { play: fails('he', 'invalidName', { firstName: 'noa\u202Eadmin' }) };
export const InvalidNameEn: Story = {
  ...en,
  play: fails('en', 'invalidName', { firstName: 'noa\u202Eadmin' }),
};

const serverError = {
  msw: { handlers: { auth: [authHandlers.on.register.serverError()], schools: schoolsHandlers.ok } },
};
export const ServerError: Story = { parameters: serverError, play: fails('he', 'failed') };
export const ServerErrorEn: Story = { ...en, parameters: serverError, play: fails('en', 'failed') };
const networkError = {
  msw: { handlers: { auth: [authHandlers.on.register.networkError()], schools: schoolsHandlers.ok } },
};
export const NetworkError: Story = { parameters: networkError, play: fails('he', 'unexpected') };
export const NetworkErrorEn: Story = { ...en, parameters: networkError, play: fails('en', 'unexpected') };
