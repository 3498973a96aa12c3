import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApproveUserPage } from '../../app/src/features/auth/components/approve-user-page';
import { authMessages } from '../../backend/contract';
import he from '../../content/locales/he/auth.json';
import { mockTokens } from '../../mocks/fixtures/auth';
import { authHandlers, mockAccounts } from '../../mocks/handlers';
import { AppAt } from './screen';
import { accountScreen } from './account-screen';
import { en, type Lang } from '../locale';

function ApproveScreen({ entry }: { entry: string }) {
  return <AppAt entry={entry} routes={{ '/admin/approve-user': <ApproveUserPage /> }} />;
}

const meta = {
  title: 'App/ApproveUser',
  component: ApproveScreen,
  args: { entry: `/admin/approve-user?token=${mockTokens.approval(mockAccounts.pendingApproval.email)}` },
  ...accountScreen,
} satisfies Meta<typeof ApproveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    title: he.approve.title,
    approving: he.approve.approving,
    success: he.approve.success,
    failed: he.approve.failed,
    missing: he.approve.missingToken,
    home: he.backToHome,
  },
  en: {
    title: 'Approve a new user',
    approving: 'Approving the account...',
    success: 'The account has been approved.',
    // the English interface shows the server's own message
    failed: authMessages.invalidApproval,
    missing: 'This approval link has no token.',
    home: 'Back to Home',
  },
} as const;

const approving = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(within(canvasElement).getByText(text[lang].approving)).toBeVisible();
  };
const slow = { msw: { handlers: { auth: [authHandlers.on.approveUser.slow()] } } };
export const Approving: Story = { parameters: slow, play: approving('he') };
export const ApprovingEn: Story = { ...en, parameters: slow, play: approving('en') };

const approved = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text[lang].title })).toBeVisible();
    await expect(await canvas.findByText(text[lang].success)).toBeVisible();
    await expect(canvas.getByText(/יוסי מזרחי \(yossi\.mizrahi@example\.com\)/)).toBeVisible();
    await expect(authHandlers.account(mockAccounts.pendingApproval.email)?.approved).toBe(true);
    await expect(canvas.getAllByRole('link', { name: text[lang].home })[0]).toHaveAttribute('href', '/');
  };
export const Approved: Story = { play: approved('he') };
export const ApprovedEn: Story = { ...en, play: approved('en') };

const failed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text[lang].failed);
  };
const badToken = { entry: '/admin/approve-user?token=mock-approve-token-unknown-user' };
export const Failed: Story = { args: badToken, play: failed('he') };
export const FailedEn: Story = { ...en, args: badToken, play: failed('en') };

const missing = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text[lang].missing);
  };
export const MissingToken: Story = { args: { entry: '/admin/approve-user' }, play: missing('he') };
export const MissingTokenEn: Story = { ...en, args: { entry: '/admin/approve-user' }, play: missing('en') };
