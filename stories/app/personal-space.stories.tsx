import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers } from '../../mocks/handlers';
import { clearSession, signedInScreen } from './session';
import { en, personal, personalHandlers, PersonalAt, type Lang } from './personal-screen';

const meta = {
  title: 'App/PersonalSpace',
  component: PersonalAt,
  args: { entry: ['/experimental', '/personal'] },
  ...signedInScreen(personalHandlers),
} satisfies Meta<typeof PersonalAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (lang: Lang) => {
  const { cards } = personal[lang];
  return [cards.progress.title, cards.syllabus.title, cards.profile.title, cards.introduction.title];
};

const home = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    // Assert: the title, the four cards in order, the way to Time-Out
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const cards = within(await canvas.findByRole('list', { name: t.cards.label })).getAllByRole('button');
    await expect(cards).toHaveLength(4);
    for (const [index, title] of cardTitles(lang).entries())
      await expect(cards[index]).toHaveAccessibleName(new RegExp(`^${title}`));
    await expect(canvas.getByRole('link', { name: t.timeoutEntry.action })).toHaveAttribute(
      'href',
      '/timeout',
    );
    await expect(canvas.getByRole('button', { name: t.back })).toBeVisible();
  };
export const Home: Story = { play: home('he') };
export const HomeEn: Story = {
  ...en,
  play: async (context) => {
    await home('en')?.(context);
    // The spec's English titles.
    const canvas = within(context.canvasElement);
    for (const title of ['Learning Progress', 'Course Syllabus', 'User Information', 'Introduction'])
      await expect(canvas.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal Space' })).toBeVisible();
  },
};

const backOneStep = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: personal[lang].back }));
    // Back is one history step: the page before, not a fixed route.
    await expect(await canvas.findByText('Arrived at /experimental')).toBeVisible();
  };
export const BackGoesOneStep: Story = { play: backOneStep('he') };
export const BackGoesOneStepEn: Story = { ...en, play: backOneStep('en') };

const openedDirectly = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: personal[lang].back }));
    // With no step to go back to inside the app, Back leads to the dashboard.
    await expect(await canvas.findByText('Arrived at /dashboard')).toBeVisible();
  };
export const BackWithoutHistory: Story = { args: { entry: '/personal' }, play: openedDirectly('he') };
export const BackWithoutHistoryEn: Story = {
  ...en,
  args: { entry: '/personal' },
  play: openedDirectly('en'),
};

const switchesViews = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    const views: Array<[string, string]> = [
      [t.cards.progress.title, t.progress.title],
      [t.cards.syllabus.title, t.syllabus.title],
      [t.cards.profile.title, t.profile.title],
      [t.cards.introduction.title, t.introduction.title],
    ];
    for (const [card, heading] of views) {
      // Act: the card opens its view…
      await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${card}`) }));
      await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(canvas.queryByRole('list', { name: t.cards.label })).toBeNull();
      // …and Back to Personal Space returns to the cards.
      await userEvent.click(canvas.getByRole('button', { name: t.backToSpace }));
      await expect(await canvas.findByRole('list', { name: t.cards.label })).toBeVisible();
    }
  };
export const CardsSwitchViews: Story = { play: switchesViews('he') };
export const CardsSwitchViewsEn: Story = { ...en, play: switchesViews('en') };

const viewFromLink = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang];
    await expect(await canvas.findByRole('heading', { level: 2, name: t.profile.title })).toBeVisible();
    // Opened by its address: Back to Personal Space replaces it with the cards.
    await userEvent.click(canvas.getByRole('button', { name: t.backToSpace }));
    await expect(await canvas.findByRole('list', { name: t.cards.label })).toBeVisible();
  };
export const ViewByAddress: Story = { args: { entry: '/personal?view=user-info' }, play: viewFromLink('he') };
export const ViewByAddressEn: Story = {
  ...en,
  args: { entry: '/personal?view=user-info' },
  play: viewFromLink('en'),
};

const signedOut = (): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Arrived at /login')).toBeVisible();
    await expect(localStorage.getItem('access_token')).toBeNull();
  };
export const SignedOut: Story = { beforeEach: clearSession, play: signedOut() };
export const SignedOutEn: Story = { ...en, beforeEach: clearSession, play: signedOut() };

const loading = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(personal[lang].loading)).toBeVisible();
  };
const slowSession = {
  msw: { handlers: { ...personalHandlers, auth: [authHandlers.on.validate.slow(), ...authHandlers.ok] } },
};
export const Loading: Story = { parameters: slowSession, play: loading('he') };
export const LoadingEn: Story = { ...en, parameters: slowSession, play: loading('en') };
