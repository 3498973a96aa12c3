import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import he from '../../content/locales/he/learning.json';
import enText from '../../content/locales/en/learning.json';
import heUi from '../../content/locales/he/ui.json';
import enUi from '../../content/locales/en/ui.json';
import {
  buildBotReply,
  buildChatMessage,
  buildLongHistory,
  fixtureThreadId,
  streamedReplyText,
} from '../../mocks/fixtures/chat';
import { chatHandlers, chatStreamScenarios } from '../../mocks/handlers/chat';
import {
  en,
  learningHandlers,
  LearningScreen,
  learningScreen,
  page,
  ready,
  type Lang,
} from './learning-screen';

/**
 * The conversation as a learner lives it (issue 27): the newest reply in view from its first line, the
 * "new reply" button while reading the history, one picture per attachment after a reload, and the skip link.
 */
const meta = {
  title: 'App/Learning/Conversation',
  component: LearningScreen,
  ...learningScreen,
} satisfies Meta<typeof LearningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: { ...he, ui: heUi, placeholder: 'הקלד כאן...' },
  en: { ...enText, ui: enUi, placeholder: 'Type here...' },
} as const;

/** A reply taller than any view: it must be read from its first line. */
const longReply = [
  'תשובה ארוכה: נפתור צעד אחר צעד.',
  ...Array.from(
    { length: 24 },
    (_, index) => `שלב ${index + 1}: נבדוק את החישוב $x_${index + 1} = ${index + 1}$ שוב.`,
  ),
  streamedReplyText,
].join('\n\n');

const history = (messages = buildLongHistory(40)) =>
  http.post('*/api/chat/get_course_thread', () =>
    HttpResponse.json({ thread_id: fixtureThreadId, messages }),
  );

const withChat = (...handlers: unknown[]) => ({
  msw: { handlers: { ...learningHandlers, chat: [...handlers, ...chatHandlers.ok] } },
});

/** The log, and whether the newest bubble matching `pattern` starts in the upper half of the log's view. */
function replyStart(canvasElement: HTMLElement, pattern: RegExp) {
  const log = page(canvasElement).getByRole('log');
  const bubble = within(log)
    .getAllByRole('article')
    .filter((article) => pattern.test(article.textContent ?? ''))
    .at(-1);
  if (!bubble) throw new Error('no reply bubble');
  const box = log.getBoundingClientRect();
  const rect = bubble.getBoundingClientRect();
  // In view from its start: the first line in the upper half of the log (not a line peeking in at the bottom).
  return {
    log,
    visible: rect.top >= box.top - 1 && rect.top <= box.top + box.height / 2,
    height: rect.height,
  };
}

async function send(canvasElement: HTMLElement, lang: Lang, question: string) {
  const input = await ready(canvasElement, text[lang].placeholder);
  await userEvent.type(input, question);
  await userEvent.keyboard('{Enter}');
  return input;
}

// ── After a send, the start of a long reply is in view (not its end, not below the view) ──
const replyInView = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Act
    await send(canvasElement, lang, 'איך פותרים משוואה ריבועית?');
    // Assert: the reply has ended, and its first line is inside the visible part of the log
    await waitFor(
      () => expect(canvasElement.querySelector('[aria-busy="true"] .hv-message-content')).toBeNull(),
      {
        timeout: 8000,
      },
    );
    // Once laid out the reply is taller than the view, and its first line is inside the visible log.
    await waitFor(
      () => {
        const { log, visible, height } = replyStart(canvasElement, /תשובה ארוכה/);
        expect(height).toBeGreaterThan(log.clientHeight);
        expect(visible).toBe(true);
      },
      { timeout: 4000 },
    );
  };
const longAnswer = withChat(history(), chatStreamScenarios.streamed({ text: longReply, deltaSize: 100_000 }));
export const ReplyStartInView: Story = { parameters: longAnswer, play: replyInView('he') };
export const ReplyStartInViewEn: Story = { ...en, parameters: longAnswer, play: replyInView('en') };

// ── After an upload, the start of the tutor's reply (a whole reply, not streamed) is in view ──
const uploadReplyInView = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    // Act
    await userEvent.upload(
      page(canvasElement).getByLabelText(t.upload.input),
      new File([new Uint8Array([137, 80, 78, 71])], 'solution.png', { type: 'image/png' }),
    );
    // Assert
    await waitFor(
      () => {
        const { log, visible, height } = replyStart(canvasElement, /תשובה ארוכה/);
        expect(height).toBeGreaterThan(log.clientHeight);
        expect(visible).toBe(true);
      },
      { timeout: 6000 },
    );
  };
const longUploadReply = withChat(
  history(),
  http.post('*/api/chat/send_message_with_image', async ({ request }) => {
    const body = (await request.json()) as { thread_id?: string };
    return HttpResponse.json(buildBotReply({ thread_id: body.thread_id ?? fixtureThreadId, bot: longReply }));
  }),
);
export const UploadReplyStartInView: Story = { parameters: longUploadReply, play: uploadReplyInView('he') };
export const UploadReplyStartInViewEn: Story = {
  ...en,
  parameters: longUploadReply,
  play: uploadReplyInView('en'),
};

// ── Reading the history while the reply arrives: the "new reply" button, not a jump ──
const newReply = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    const screen = page(canvasElement);
    // Arrange: the learner asks, then scrolls up to read earlier messages while the tutor thinks
    await send(canvasElement, lang, 'שאלה חדשה');
    const log = screen.getByRole('log');
    log.dispatchEvent(new WheelEvent('wheel', { deltaY: -5000, bubbles: true }));
    log.scrollTop = 0;
    // Act: the reply arrives
    const jump = await screen.findByRole('button', { name: t.ui.chatList.newReply }, { timeout: 8000 });
    // Assert: the learner's place in the history is kept
    await expect(log.scrollTop).toBeLessThan(200);
    await expect(replyStart(canvasElement, /תשובה ארוכה/).visible).toBe(false);
    // Act: the button, from the keyboard
    jump.focus();
    await userEvent.keyboard('{Enter}');
    // Assert: the reply's first line is in view, the button is gone, the focus stays in the conversation
    await waitFor(() => expect(replyStart(canvasElement, /תשובה ארוכה/).visible).toBe(true));
    await expect(screen.queryByRole('button', { name: t.ui.chatList.newReply })).toBeNull();
    await expect(log).toHaveFocus();
  };
const slowLongAnswer = withChat(
  history(),
  chatStreamScenarios.streamed({ text: longReply, deltaSize: 80, deltaMs: 10, firstTokenMs: 1200 }),
);
export const NewReplyWhileReadingHistory: Story = { parameters: slowLongAnswer, play: newReply('he') };
export const NewReplyWhileReadingHistoryEn: Story = {
  ...en,
  parameters: slowLongAnswer,
  play: newReply('en'),
};

// ── One picture per attachment after a reload (the image block and imageUrl name the same file) ──
const drawingUrl = '/api/chat/images/drawing-7.png';
const pdfUrl = '/api/chat/images/notes-8.pdf';
const pageUrls = ['/api/chat/images/notes-8-p1.png', '/api/chat/images/notes-8-p2.png'];
const withAttachments = [
  buildChatMessage(),
  buildChatMessage({
    id: 'msg-10',
    message_id: 'msg-10',
    role: 'user',
    isUser: true,
    content: [
      { type: 'text', text: 'שלחתי ציור לבדיקה' },
      { type: 'image', url: drawingUrl },
    ],
    imageUrl: drawingUrl,
  }),
  buildChatMessage({ id: 'msg-11', message_id: 'msg-11', content: 'ראיתי את הציור. נבדוק אותו יחד.' }),
  buildChatMessage({
    id: 'msg-12',
    message_id: 'msg-12',
    role: 'user',
    isUser: true,
    content: [
      { type: 'text', text: 'שלחתי את הקובץ notes.pdf' },
      ...pageUrls.map((url) => ({ type: 'image' as const, url })),
    ],
    imageUrl: pdfUrl,
  }),
  buildChatMessage({ id: 'msg-13', message_id: 'msg-13', content: 'קיבלתי את שני העמודים.' }),
];
const imagesOnce = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    const open = text[lang].ui.structuredReply.openImage;
    const name = (n: number, total: number) =>
      open.replace('{n}', String(n)).replace('{total}', String(total));
    await ready(canvasElement, text[lang].placeholder);
    // Assert: the drawing is one picture; the PDF is its two pages, not three pictures
    const drawing = (await screen.findByText('שלחתי ציור לבדיקה')).closest('article') as HTMLElement;
    await expect(await within(drawing).findAllByRole('button', { name: name(1, 1) })).toHaveLength(1);
    await expect(within(drawing).queryByRole('button', { name: name(1, 2) })).toBeNull();
    const pdf = (await screen.findByText('שלחתי את הקובץ notes.pdf')).closest('article') as HTMLElement;
    await expect(within(pdf).getByRole('button', { name: name(2, 2) })).toBeInTheDocument();
    await expect(within(pdf).queryByRole('button', { name: name(1, 3) })).toBeNull();
  };
const attachments = withChat(history(withAttachments));
export const ImagesOnceAfterReload: Story = { parameters: attachments, play: imagesOnce('he') };
export const ImagesOnceAfterReloadEn: Story = { ...en, parameters: attachments, play: imagesOnce('en') };

// ── Keyboard: the skip link is the first Tab stop and lands in the message box ──
const skipLink = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    const screen = page(canvasElement);
    const input = await ready(canvasElement, t.placeholder);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    // Act: one Tab from the top of the page
    await userEvent.tab();
    const skip = screen.getByRole('button', { name: t.chat.skipToComposer });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    // Assert: the message box has the focus; it comes before the messages (and their buttons) in Tab order
    await expect(input).toHaveFocus();
    const log = screen.getByRole('log');
    await expect(input.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  };
export const SkipLinkToComposer: Story = { play: skipLink('he') };
export const SkipLinkToComposerEn: Story = { ...en, play: skipLink('en') };
