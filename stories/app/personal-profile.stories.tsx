import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { User } from '../../backend/contract';
import { buildUser } from '../../mocks/fixtures/auth';
import { authHandlers, schoolsHandlers } from '../../mocks/handlers';
import { signedInScreen } from './session';
import { en, personal, personalHandlers, PersonalAt, type Lang } from './personal-screen';

const meta = {
  title: 'App/PersonalSpace/UserInformation',
  component: PersonalAt,
  args: { entry: '/personal?view=user-info' },
  ...signedInScreen(personalHandlers),
} satisfies Meta<typeof PersonalAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const asUser = (user: User, extra: Record<string, unknown> = {}) => ({
  msw: {
    handlers: {
      ...personalHandlers,
      auth: [
        http.get('*/api/auth/validate', () => HttpResponse.json({ valid: true, user })),
        ...authHandlers.ok,
      ],
      ...extra,
    },
  },
});

/** The value shown next to a field's label. */
async function field(canvasElement: HTMLElement, label: string) {
  const term = await within(canvasElement).findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const expected = {
  he: {
    birthdate: '14 במרץ 2009',
    school: 'הגימנסיה העברית הרצליה',
    year: 'כיתה י״א',
    role: 'תלמיד/ה',
  },
  en: { birthdate: 'March 14, 2009', school: 'הגימנסיה העברית הרצליה', year: 'Grade 11', role: 'Student' },
} as const;

const profile = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].profile;
    const e = expected[lang];
    await expect(await field(canvasElement, t.name)).toHaveTextContent('נועה כהן');
    await expect(await field(canvasElement, t.email)).toHaveTextContent('noa.cohen@example.com');
    await expect(await field(canvasElement, t.birthdate)).toHaveTextContent(e.birthdate);
    // The school's name comes from GET /api/auth/schools/{id}.
    const school = await field(canvasElement, t.school);
    await within(school).findByText(e.school);
    await expect(await field(canvasElement, t.schoolYear)).toHaveTextContent(e.year);
    await expect(await field(canvasElement, t.subject)).toHaveTextContent('מתמטיקה');
    await expect(await field(canvasElement, t.accountType)).toHaveTextContent(e.role);
    // Read-only: nothing to edit.
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    if (lang === 'en') await within(canvasElement).findByText('Account Type');
  };
export const Profile: Story = { play: profile('he') };
export const ProfileEn: Story = { ...en, play: profile('en') };

const schoolDown = {
  msw: { handlers: { ...personalHandlers, schools: [schoolsHandlers.on.getSchool.serverError()] } },
};
const unknownSchool = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].profile;
    const school = await field(canvasElement, t.school);
    await within(school).findByText(t.schoolUnknown);
  };
export const SchoolUnknown: Story = { parameters: schoolDown, play: unknownSchool('he') };
export const SchoolUnknownEn: Story = { ...en, parameters: schoolDown, play: unknownSchool('en') };

const admin = asUser(buildUser({ role: 'admin', school_year: 'uni-2' }));
const administrator = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].profile;
    await expect(await field(canvasElement, t.accountType)).toHaveTextContent(t.roles.admin);
    await expect(await field(canvasElement, t.schoolYear)).toHaveTextContent(t.years['uni-2']);
  };
export const Administrator: Story = { parameters: admin, play: administrator('he') };
export const AdministratorEn: Story = { ...en, parameters: admin, play: administrator('en') };

const sparse = asUser(buildUser({ school_id: null, school_year: null, subject: null, birthdate: null }));
const notProvided = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].profile;
    for (const label of [t.school, t.schoolYear, t.subject, t.birthdate])
      await expect(await field(canvasElement, label)).toHaveTextContent(t.notProvided);
  };
export const MissingDetails: Story = { parameters: sparse, play: notProvided('he') };
export const MissingDetailsEn: Story = { ...en, parameters: sparse, play: notProvided('en') };
