import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import he from '../../content/locales/he/learning.json';
import enText from '../../content/locales/en/learning.json';
import { buildBotReply, buildLongHistory, fixtureThreadId } from '../../mocks/fixtures/chat';
import { chatHandlers, chatStreamScenarios, type ChatRequestLog } from '../../mocks/handlers/chat';
import { clearSession } from './session';
import {
  en,
  learningHandlers,
  LearningScreen,
  learningScreen,
  page,
  ready,
  shown,
  type Lang,
} from './learning-screen';
import { http, HttpResponse } from 'msw';

const meta = {
  title: 'App/Learning',
  component: LearningScreen,
  ...learningScreen,
} satisfies Meta<typeof LearningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: { ...he, placeholder: 'הקלד כאן...', send: 'שליחה', athena: 'אתנה', helpful: 'התשובה עזרה לי' },
  en: {
    ...enText,
    placeholder: 'Type here...',
    send: 'Send',
    athena: 'Athena',
    helpful: 'This response was helpful',
  },
} as const;

const chat = (...handlers: unknown[]) => ({
  msw: { handlers: { ...learningHandlers, chat: [...handlers, ...chatHandlers.ok] } },
});

// ── Default: the history of the course's main thread ──
const shows = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await expect(screen.getByRole('heading', { level: 1, name: t.athena })).toBeVisible();
    await expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/dashboard');
    // the thread's greeting is written in the interface language (the mock answers Accept-Language)
    await expect(
      await screen.findByText(lang === 'he' ? /אני אתנה, המורה שלך למתמטיקה/ : /I'm Athena, your math tutor/),
    ).toBeVisible();
    for (const tool of [
      t.tools.calculator,
      t.tools.practice,
      t.tools.guidedTests,
      t.tools.lessons,
      t.tools.upload,
      t.tools.status,
    ]) {
      await expect(screen.getByRole('button', { name: tool })).toBeVisible();
    }
    await expect(screen.queryByRole('button', { name: t.tools.stopLesson })).toBeNull();
    await expect(screen.queryByRole('button', { name: t.tools.stopTest })).toBeNull();
    // Assistant replies carry feedback; formulas are LTR islands.
    await expect(screen.getAllByRole('button', { name: t.helpful }).length).toBeGreaterThan(0);
    await waitFor(() => expect(canvasElement.querySelector('.hv-math[dir="ltr"] .katex')).not.toBeNull());
  };
export const Default: Story = { play: shows('he') };
export const DefaultEn: Story = { ...en, play: shows('en') };

// ── Empty history ──
const empty = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await ready(canvasElement, text[lang].placeholder);
    await shown(canvasElement, text[lang].chat.empty);
  };
const emptyChat = { msw: { handlers: { ...learningHandlers, chat: chatHandlers.empty() } } };
export const EmptyHistory: Story = { parameters: emptyChat, play: empty('he') };
export const EmptyHistoryEn: Story = { ...en, parameters: emptyChat, play: empty('en') };

// ── A long history with every structured reply type ──
const longHistory = {
  msw: {
    handlers: {
      ...learningHandlers,
      chat: [
        http.post('*/api/chat/get_course_thread', () =>
          HttpResponse.json({ thread_id: fixtureThreadId, messages: buildLongHistory(80) }),
        ),
        ...chatHandlers.ok,
      ],
    },
  },
};
const long = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    await ready(canvasElement, text[lang].placeholder);
    // Arrange: only the newest page is rendered
    const earlier = await screen.findByRole('button', { name: /40/ });
    await expect(await screen.findByText(/שאלה 79:/)).toBeInTheDocument();
    await expect(screen.queryByText(/שאלה 1:/)).toBeNull();
    // Act: reveal every earlier page
    await userEvent.click(earlier);
    // Assert: the oldest messages and every structured reply type are there
    await expect(await screen.findByText(/שאלה 1:/)).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('.hv-reply[data-type]').length).toBe(19));
  };
export const LongHistory: Story = { parameters: longHistory, play: long('he') };
export const LongHistoryEn: Story = { ...en, parameters: longHistory, play: long('en') };

// ── Streaming ──
async function ask(canvasElement: HTMLElement, lang: Lang, question = 'איך פותרים x^2-7x+12=0?') {
  const input = await ready(canvasElement, text[lang].placeholder);
  await userEvent.type(input, question);
  await userEvent.keyboard('{Enter}');
  return input;
}

const inProgress = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const screen = page(canvasElement);
    // Act
    await ask(canvasElement, lang);
    // Assert: the reply grows, marked busy, and shows no half formula
    const growing = await waitFor(() => {
      const bubble = canvasElement.querySelector('[aria-busy="true"] .hv-message-content');
      expect(bubble?.textContent).toMatch(/נפתור צעד אחר צעד/);
      return bubble as HTMLElement;
    });
    // Typeset formulas carry their TeX in MathML; the prose around them must hold none.
    const prose = growing.cloneNode(true) as HTMLElement;
    prose.querySelectorAll('.hv-math').forEach((formula) => formula.remove());
    await expect(prose.textContent).not.toMatch(/\$|\\frac|\\sqrt/);
    await expect(screen.getByRole('button', { name: text[lang].send })).toBeDisabled();
    // The reply ends: nothing stays open for the next story.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
      timeout: 6000,
    });
    await expect(screen.getByRole('button', { name: text[lang].send })).toBeDisabled();
  };
const holding = chat(chatStreamScenarios.inProgress(2500));
export const StreamingInProgress: Story = { parameters: holding, play: inProgress('he') };
export const StreamingInProgressEn: Story = { ...en, parameters: holding, play: inProgress('en') };

const streamed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await ask(canvasElement, lang);
    // Assert: the final reply, its formulas typeset, with feedback
    const reply = await shown(canvasElement, /בדקי:/);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    const bubble = reply.closest('article') as HTMLElement;
    await waitFor(() => expect(bubble.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(3));
    await expect(within(bubble).getByRole('button', { name: text[lang].helpful })).toBeEnabled();
  };
const streaming = chat(chatStreamScenarios.streamed());
export const StreamedReply: Story = { parameters: streaming, play: streamed('he') };
export const StreamedReplyEn: Story = { ...en, parameters: streaming, play: streamed('en') };

// ── A worked solution streams its steps with their formulas; the structured reply then confirms it ──
const walkthrough = {
  type: 'problem_walkthrough' as const,
  problem: 'פתרון המשוואה $x^2-7x+12=0$',
  steps: [
    { description: 'זו משוואה ריבועית עם $a=1$, $b=-7$, $c=12$.' },
    { description: 'מחשבים את הדיסקרימיננטה:', latex: '\\Delta=b^2-4ac=49-48=1' },
    { description: 'לפי נוסחת השורשים:', latex: 'x_{1,2}=\\frac{7\\pm1}{2}' },
  ],
  answer: '$x=3$ או $x=4$',
};
// The deltas as the server sends them (backend/src/tutor/stream.ts): the problem, one step with its formula each, the answer.
const walkthroughDeltas = [
  `${walkthrough.problem}\n\n`,
  ...walkthrough.steps.map(
    (step, index) => `${index + 1}. ${step.description}${step.latex ? `\n\n$$\n${step.latex}\n$$` : ''}\n\n`,
  ),
  walkthrough.answer,
];
const streamedSteps = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    // Act
    await ask(canvasElement, lang);
    // Assert: while streaming, the steps' formulas are typeset, each an LTR island in the RTL bubble
    const growing = await waitFor(
      () => {
        const bubble = canvasElement.querySelector('[aria-busy="true"] .hv-message-content');
        expect(bubble?.textContent ?? '').toMatch(/או/);
        expect(bubble?.querySelectorAll('.hv-math--display .katex').length).toBe(2);
        return bubble as HTMLElement;
      },
      { timeout: 8000 },
    );
    const formulas = [...growing.querySelectorAll('.hv-math')];
    await expect(formulas.length).toBeGreaterThanOrEqual(7);
    for (const formula of formulas) await expect(formula.getAttribute('dir')).toBe('ltr');
    await expect(getComputedStyle(growing).direction).toBe('rtl');
    const article = growing.closest('article') as HTMLElement;
    const streamedHeight = article.getBoundingClientRect().height;
    // Assert: the structured reply replaces it with the same formulas, and the bubble does not shrink
    const reply = await waitFor(
      () => {
        const found = canvasElement.querySelector('.hv-reply[data-type="problem_walkthrough"]');
        expect(found).not.toBeNull();
        return found as HTMLElement;
      },
      { timeout: 8000 },
    );
    await waitFor(() => expect(reply.querySelectorAll('.hv-math--display .katex').length).toBe(2));
    const final = reply.closest('article') as HTMLElement;
    await expect(final.getBoundingClientRect().height).toBeGreaterThanOrEqual(streamedHeight * 0.9);
  };
const stepsStreamed = chat(
  chatStreamScenarios.streamed({
    deltas: walkthroughDeltas,
    deltaMs: 120,
    holdMs: 4000,
    reply: () => buildBotReply({ thread_id: fixtureThreadId, bot: walkthrough }),
  }),
);
export const StreamedWorkedSolution: Story = { parameters: stepsStreamed, play: streamedSteps('he') };
export const StreamedWorkedSolutionEn: Story = {
  ...en,
  parameters: stepsStreamed,
  play: streamedSteps('en'),
};

// ── A failed send keeps the text; Retry sends it with the same client id ──
const retryLog: ChatRequestLog = [];
const retries = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    retryLog.length = 0;
    const screen = page(canvasElement);
    const t = text[lang];
    // Act: the first try fails (503, Retry-After 1)
    const input = await ask(canvasElement, lang, 'שאלה שנכשלה');
    // Assert: the toast, the text back in the input, a Retry
    await shown(canvasElement, t.chat.tutorUnavailable_one);
    await waitFor(() => expect(input).toHaveValue('שאלה שנכשלה'), { timeout: 3000 });
    await expect(screen.getByText(t.chat.failedLabel)).toBeVisible();
    // Act: retry
    await userEvent.click(screen.getByRole('button', { name: t.chat.retry }));
    // Assert: the reply, and one client id for both tries
    await shown(canvasElement, /בדקי:/);
    await expect(input).toHaveValue('');
    await expect(retryLog).toHaveLength(2);
    await expect(retryLog[1]?.client_message_id).toBe(retryLog[0]?.client_message_id);
    await expect(typeof retryLog[0]?.client_message_id).toBe('string');
  };
const failingOnce = () => chat(chatStreamScenarios.failingThenStreamed(1, retryLog));
export const SendFailureAndRetry: Story = { parameters: failingOnce(), play: retries('he') };
export const SendFailureAndRetryEn: Story = { ...en, parameters: failingOnce(), play: retries('en') };

const midStream = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const input = await ask(canvasElement, lang, 'שאלה באמצע');
    await shown(canvasElement, text[lang].chat.sendFailed);
    await waitFor(() => expect(input).toHaveValue('שאלה באמצע'));
    // The half reply is gone.
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  };
const cutWithError = chat(chatStreamScenarios.errorMidStream(2));
export const ErrorMidStream: Story = { parameters: cutWithError, play: midStream('he') };
export const ErrorMidStreamEn: Story = { ...en, parameters: cutWithError, play: midStream('en') };

// ── 401 during a send: tokens removed, the login route ──
const expired = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await ask(canvasElement, lang, 'שלום');
    await expect(await page(canvasElement).findByText('Arrived at /login')).toBeVisible();
    await expect(localStorage.getItem('access_token')).toBeNull();
  };
const unauthorized = chat(chatHandlers.on.chat.unauthorized());
export const UnauthorizedDuringSend: Story = { parameters: unauthorized, play: expired('he') };
export const UnauthorizedDuringSendEn: Story = { ...en, parameters: unauthorized, play: expired('en') };

// ── Access: no token → login after the 200 ms check ──
const noAccess: Story['play'] = async ({ canvasElement }) => {
  await expect(await page(canvasElement).findByText('Arrived at /login')).toBeVisible();
};
export const NotSignedIn: Story = { beforeEach: clearSession, play: noAccess };
export const NotSignedInEn: Story = { ...en, beforeEach: clearSession, play: noAccess };
