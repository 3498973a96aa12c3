import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { introductionGreetings, introductionSummary } from '../../mocks/fixtures/introduction';
import { introductionHandlers, introductionTurns } from '../../mocks/handlers';
import { errorResponse, readJson } from '../../mocks/scenarios';
import { signedIn, signedInScreen } from './session';
import { en, page, personal, personalHandlers, PersonalAt, type Lang } from './personal-screen';

const meta = {
  title: 'App/PersonalSpace/Introduction',
  component: PersonalAt,
  args: { entry: '/personal?view=introduction' },
  ...signedInScreen(personalHandlers),
} satisfies Meta<typeof PersonalAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const ui = {
  he: { input: 'הודעה למורה', send: 'שליחה' },
  en: { input: 'Message to the tutor', send: 'Send' },
} as const;

/** The introduction has not happened yet: the status says so, the rest is the stateful mock. */
const notYet = (...first: unknown[]) => ({
  msw: {
    handlers: {
      ...personalHandlers,
      introduction: [
        ...first,
        introductionHandlers.on.getIntroductionStatus.empty(),
        ...introductionHandlers.fresh(),
      ],
    },
  },
});

async function say(canvasElement: HTMLElement, lang: Lang, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: ui[lang].input }), text);
  await userEvent.keyboard('{Enter}');
}

const finished = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].introduction;
    // A finished introduction shows its summary, not the chat.
    await expect(await canvas.findByRole('heading', { level: 3, name: t.summaryTitle })).toBeVisible();
    await expect(canvas.getByText(introductionSummary)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  };
export const AlreadyIntroduced: Story = { play: finished('he') };
export const AlreadyIntroducedEn: Story = { ...en, play: finished('en') };

const toSummary = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].introduction;
    // Arrange: the assistant's first message
    await expect(await canvas.findByText(introductionGreetings[lang])).toBeVisible();
    // Act: one turn per send, until the reply carries the summary
    for (let turn = 1; turn <= introductionTurns; turn += 1) {
      await say(canvasElement, lang, `תשובה ${turn}`);
      await expect(await canvas.findByText(`תשובה ${turn}`)).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('log')).toHaveAttribute('aria-busy', 'false'));
    }
    // Assert: complete — banner, summary, input and send disabled
    await expect(await canvas.findByText(t.complete)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t.summaryTitle })).toBeVisible();
    await expect(canvas.getByText(introductionSummary)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: ui[lang].input })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: ui[lang].send })).toBeDisabled();
  };
export const ChatToSummary: Story = { parameters: notYet(), play: toSummary('he') };
export const ChatToSummaryEn: Story = { ...en, parameters: notYet(), play: toSummary('en') };

const emptyIgnored = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(introductionGreetings[lang]);
    // Only spaces: nothing is sent (send is blocked for trimmed empty text).
    await userEvent.type(canvas.getByRole('textbox', { name: ui[lang].input }), '   ');
    await expect(canvas.getByRole('button', { name: ui[lang].send })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvas.getByRole('log')).getAllByRole('article')).toHaveLength(1);
  };
export const EmptyMessageIgnored: Story = { parameters: notYet(), play: emptyIgnored('he') };
export const EmptyMessageIgnoredEn: Story = { ...en, parameters: notYet(), play: emptyIgnored('en') };

const slowReply = notYet(introductionHandlers.on.superSimple.slow());
const locked = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(introductionGreetings[lang]);
    await say(canvasElement, lang, 'ראשונה');
    // While the reply is on its way: one message in flight, send disabled, the typing indicator
    await expect(canvas.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: ui[lang].input }), 'שנייה');
    await expect(canvas.getByRole('button', { name: ui[lang].send })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('שנייה', { selector: 'article *' })).toBeNull();
  };
export const OneMessageInFlight: Story = { parameters: slowReply, play: locked('he') };
export const OneMessageInFlightEn: Story = { ...en, parameters: slowReply, play: locked('en') };

const noThreadId = notYet(
  http.post('*/api/introduction/start_introduction', () => HttpResponse.json({ message: 'שלום!' })),
);
const startFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].introduction;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      t.initError.replace('{{reason}}', personal[lang].chat.reasons.noThreadId),
    );
    if (lang === 'en')
      await expect(alert).toHaveTextContent(
        'Error initializing introduction: No thread ID received from server',
      );
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeEnabled();
  };
export const StartWithoutThreadId: Story = { parameters: noThreadId, play: startFails('he') };
export const StartWithoutThreadIdEn: Story = { ...en, parameters: noThreadId, play: startFails('en') };

// The first start of each story run fails; the retry starts the chat.
let starts = 0;
const flakyStart = notYet(
  http.post('*/api/introduction/start_introduction', () => {
    starts += 1;
    return starts === 1
      ? errorResponse(503, 'The tutor is not available right now.', 'tutor_unavailable')
      : undefined;
  }),
);
const retriesStart = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].introduction;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      t.initError.replace('{{reason}}', personal[lang].chat.reasons.unavailable),
    );
    // Act
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    // Assert
    await expect(await canvas.findByText(introductionGreetings[lang])).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  };
export const RetryAfterStartError: Story = {
  parameters: flakyStart,
  beforeEach: () => {
    starts = 0;
    return signedIn();
  },
  play: retriesStart('he'),
};
export const RetryAfterStartErrorEn: Story = {
  ...en,
  parameters: flakyStart,
  beforeEach: () => {
    starts = 0;
    return signedIn();
  },
  play: retriesStart('en'),
};

// A message id fails the first time it is sent, so the retry (same id) goes through.
const failedOnce = new Set<string>();
const flakySend = notYet(
  http.post('*/api/introduction/super_simple', async ({ request }) => {
    const id = String((await readJson(request)).client_message_id ?? '');
    if (failedOnce.has(id)) return undefined;
    failedOnce.add(id);
    return errorResponse(500, 'Internal server error', 'internal_error');
  }),
);
const retriesSend = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].introduction;
    const input = () => canvas.getByRole('textbox', { name: ui[lang].input });
    await canvas.findByText(introductionGreetings[lang]);
    await say(canvasElement, lang, 'אני בכיתה י״א');
    // Assert: the error with the reason, the message taken back out of the log
    const alert = await canvas.findByRole('alert');
    const reason = lang === 'en' ? 'Internal server error' : personal.he.chat.reasons.server;
    await expect(alert).toHaveTextContent(t.sendError.replace('{{reason}}', reason));
    await expect(input()).toHaveValue('');
    // Act: try again refills the last message; sending it again works
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(input()).toHaveValue('אני בכיתה י״א');
    await userEvent.click(canvas.getByRole('button', { name: ui[lang].send }));
    await expect(await canvas.findByText('אני בכיתה י״א')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('log')).getAllByRole('article')).toHaveLength(3));
    await expect(canvas.queryByRole('alert')).toBeNull();
  };
export const RetryAfterSendError: Story = { parameters: flakySend, play: retriesSend('he') };
export const RetryAfterSendErrorEn: Story = { ...en, parameters: flakySend, play: retriesSend('en') };

const slowStatus = {
  msw: {
    handlers: {
      ...personalHandlers,
      introduction: [introductionHandlers.on.getIntroductionStatus.slow()],
    },
  },
};
const checking = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(personal[lang].introduction.loading)).toBeVisible();
  };
export const CheckingStatus: Story = { parameters: slowStatus, play: checking('he') };
export const CheckingStatusEn: Story = { ...en, parameters: slowStatus, play: checking('en') };

const calculator = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(introductionGreetings[lang]);
    const toggle = canvas.getByRole('button', { name: personal[lang].chat.calculator });
    await userEvent.click(toggle);
    // The floating calculator, 400 px wide, outside the page (a portal)
    const dialog = await page(canvasElement).findByRole('dialog', { name: personal[lang].chat.calculator });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(400);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(
      page(canvasElement).queryByRole('dialog', { name: personal[lang].chat.calculator }),
    ).toBeNull();
  };
export const FloatingCalculator: Story = { parameters: notYet(), play: calculator('he') };
export const FloatingCalculatorEn: Story = { ...en, parameters: notYet(), play: calculator('en') };
