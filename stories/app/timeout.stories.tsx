import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildThreadSummary, buildThreads } from '../../mocks/fixtures/chat';
import { chatHandlers } from '../../mocks/handlers';
import { readJson } from '../../mocks/scenarios';
import { drawStroke, zigzag } from '../draw-stroke';
import { clearSession, signedIn } from './session';
import { en, findToast, page, personal, personalHandlers, PersonalAt, type Lang } from './personal-screen';

const timeoutThread = 'thread_timeout_0009';

/** What Add Conversation sent, for the plays to check. */
const sent: { injected: unknown[]; prompts: unknown[]; chats: Record<string, unknown>[] } = {
  injected: [],
  prompts: [],
  chats: [],
};

/** The Time-Out thread (empty), the user's threads including it, and recorders of what was sent. */
const timeoutChat = (...first: unknown[]) => [
  ...first,
  http.post('*/api/chat/get_course_thread', () =>
    HttpResponse.json({ thread_id: timeoutThread, messages: [] }),
  ),
  http.get('*/api/chat/get_user_threads', () =>
    HttpResponse.json({
      threads: [
        ...buildThreads(),
        buildThreadSummary({ thread_id: timeoutThread, course_id: 'Time-out', course_name: 'Time-out' }),
      ],
    }),
  ),
  http.post('*/api/chat/chat', async ({ request }) => {
    sent.chats.push(await readJson(request));
    return undefined;
  }),
  http.post('*/api/chat/generate_timeout_summary', async ({ request }) => {
    sent.prompts.push((await readJson(request)).prompt);
    return undefined;
  }),
  http.post('*/api/chat/inject_summary', async ({ request }) => {
    sent.injected.push((await readJson(request)).thread_ids);
    return undefined;
  }),
  ...chatHandlers.ok,
];

const meta = {
  title: 'App/TimeOut',
  component: PersonalAt,
  args: { entry: '/timeout' },
  parameters: { layout: 'fullscreen', msw: { handlers: { ...personalHandlers, chat: timeoutChat() } } },
  beforeEach: () => {
    sent.injected = [];
    sent.prompts = [];
    sent.chats = [];
    return signedIn();
  },
} satisfies Meta<typeof PersonalAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const ui = {
  he: { input: 'הודעה למורה', send: 'שליחה', canvas: 'משטח ציור', submit: 'שליחה' },
  en: { input: 'Message to the tutor', send: 'Send', canvas: 'Drawing pad', submit: 'Submit' },
} as const;
const chatWith = (handlers: unknown[]) => ({
  msw: { handlers: { ...personalHandlers, chat: timeoutChat(...handlers) } },
});

async function start(canvasElement: HTMLElement, lang: Lang) {
  const canvas = within(canvasElement);
  const t = personal[lang].timeout;
  await userEvent.click(await canvas.findByRole('button', { name: t.start }));
  await expect(await canvas.findByRole('heading', { level: 1, name: t.assistantName })).toBeVisible();
}

async function say(canvasElement: HTMLElement, lang: Lang, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: ui[lang].input }), text);
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(text)).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('log')).toHaveAttribute('aria-busy', 'false'));
}

const notStarted = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await expect(await canvas.findByRole('button', { name: t.start })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // Back goes to the dashboard.
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(await canvas.findByText('Arrived at /dashboard')).toBeVisible();
  };
export const NotStarted: Story = { play: notStarted('he') };
export const NotStartedEn: Story = { ...en, play: notStarted('en') };

const slowStart = chatWith([chatHandlers.on.getCourseThread.slow()]);
const connecting = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await userEvent.click(await canvas.findByRole('button', { name: t.start }));
    await expect(await page(canvasElement).findByText(t.connecting)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.start })).toBeDisabled();
  };
export const Connecting: Story = { parameters: slowStart, play: connecting('he') };
export const ConnectingEn: Story = { ...en, parameters: slowStart, play: connecting('en') };

const conversation = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await start(canvasElement, lang);
    const add = canvas.getByRole('button', { name: t.addConversation });
    // Nothing to add before the first message.
    await expect(add).toBeDisabled();
    // Act: two messages, then Add Conversation
    await say(canvasElement, lang, 'אני עייפה מאוד היום');
    await say(canvasElement, lang, 'יש לי מבחן מחר');
    await expect(within(canvas.getByRole('log')).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(add);
    // Assert: the success toast; the summary went to the course threads, never to the Time-Out thread
    await findToast(canvasElement, t.added);
    await expect(sent.injected).toEqual([['thread_math_0001', 'thread_stats_0002']]);
    await expect(sent.prompts).toEqual([t.summaryPrompt]);
    await expect(sent.chats[0]).toMatchObject({
      thread_id: timeoutThread,
      course_id: 'Time-out',
      skip_db_log: true,
      assistant_id: 'time-out-companion',
    });
  };
export const TwoMessagesAndAddConversation: Story = { play: conversation('he') };
export const TwoMessagesAndAddConversationEn: Story = { ...en, play: conversation('en') };

const onlyTimeout = chatWith([
  http.get('*/api/chat/get_user_threads', () =>
    HttpResponse.json({
      threads: [
        buildThreadSummary({ thread_id: timeoutThread, course_id: 'Time-out', course_name: 'Time-out' }),
      ],
    }),
  ),
]);
const noCourses = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = personal[lang].timeout;
    await start(canvasElement, lang);
    await say(canvasElement, lang, 'שלום');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.addConversation }));
    await findToast(canvasElement, t.noCourses);
    await expect(sent.injected).toEqual([]);
  };
export const NoActiveCourses: Story = { parameters: onlyTimeout, play: noCourses('he') };
export const NoActiveCoursesEn: Story = { ...en, parameters: onlyTimeout, play: noCourses('en') };

const summaryDown = chatWith([chatHandlers.on.generateTimeoutSummary.serverError()]);
const addFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await start(canvasElement, lang);
    await say(canvasElement, lang, 'שלום');
    await userEvent.click(canvas.getByRole('button', { name: t.addConversation }));
    await findToast(canvasElement, t.addFailed);
    // The button is usable again.
    await expect(canvas.getByRole('button', { name: t.addConversation })).toBeEnabled();
  };
export const AddConversationFails: Story = { parameters: summaryDown, play: addFails('he') };
export const AddConversationFailsEn: Story = { ...en, parameters: summaryDown, play: addFails('en') };

const startDown = chatWith([chatHandlers.on.getCourseThread.serverError()]);
const startFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await userEvent.click(await canvas.findByRole('button', { name: t.start }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.startFailed);
    if (lang === 'en')
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Failed to start Time-Out chat. Please try again.',
      );
    await expect(canvas.getByRole('button', { name: t.start })).toBeEnabled();
  };
export const StartFails: Story = { parameters: startDown, play: startFails('he') };
export const StartFailsEn: Story = { ...en, parameters: startDown, play: startFails('en') };

const sendDown = chatWith([chatHandlers.on.chat.serverError()]);
const sendFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await start(canvasElement, lang);
    await userEvent.type(canvas.getByRole('textbox', { name: ui[lang].input }), 'שלום');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.sendFailed);
    if (lang === 'en') await expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: personal[lang].retry }));
    await expect(canvas.getByRole('textbox', { name: ui[lang].input })).toHaveValue('שלום');
  };
export const SendFails: Story = { parameters: sendDown, play: sendFails('he') };
export const SendFailsEn: Story = { ...en, parameters: sendDown, play: sendFails('en') };

const draws = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const t = personal[lang].timeout;
    await start(canvasElement, lang);
    await userEvent.click(canvas.getByRole('button', { name: t.openDrawing }));
    const pad = within(canvas.getByRole('region', { name: t.drawing }));
    const surface = pad.getByRole('img', { name: ui[lang].canvas });
    // The personal space's drawing canvas is 300 px high.
    await expect(surface.getBoundingClientRect().height).toBe(300);
    drawStroke(surface, zigzag);
    const submit = pad.getByRole('button', { name: ui[lang].submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    // The drawing is in the log with its message, and the assistant answered it.
    await expect(await canvas.findByRole('img', { name: t.drawingMessage })).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('log')).getAllByRole('article')).toHaveLength(2));
    await expect(canvas.queryByRole('region', { name: t.drawing })).toBeNull();
  };
export const SendsADrawing: Story = { play: draws('he') };
export const SendsADrawingEn: Story = { ...en, play: draws('en') };

const calculator = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await start(canvasElement, lang);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: personal[lang].chat.calculator }),
    );
    await expect(
      await page(canvasElement).findByRole('dialog', { name: personal[lang].chat.calculator }),
    ).toBeVisible();
  };
export const FloatingCalculator: Story = { play: calculator('he') };
export const FloatingCalculatorEn: Story = { ...en, play: calculator('en') };

const signedOut = (): Story['play'] =>
  async function play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Arrived at /login')).toBeVisible();
  };
export const SignedOut: Story = { beforeEach: clearSession, play: signedOut() };
export const SignedOutEn: Story = { ...en, beforeEach: clearSession, play: signedOut() };
