import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import enText from '../../content/locales/en/learning.json';
import he from '../../content/locales/he/learning.json';
import enPersonal from '../../content/locales/en/personal.json';
import hePersonal from '../../content/locales/he/personal.json';
import { chatHandlers, configHandlers, plansHandlers } from '../../mocks/handlers';
import { drawStroke } from '../draw-stroke';
import { expectControlsInViewport, phoneEn, phoneHe } from '../phone';
import type { ChatRequestLog } from '../../mocks/handlers/chat';
import { buildTtsClip, fixtureTtsFile } from '../../mocks/fixtures/chat';
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

const meta = {
  title: 'App/Learning/Tools',
  component: LearningScreen,
  ...learningScreen,
} satisfies Meta<typeof LearningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  he: {
    ...he,
    placeholder: 'הקלד כאן...',
    helpful: 'התשובה עזרה לי',
    notHelpful: 'התשובה לא עזרה לי',
    modalTitle: 'מה לא היה מועיל בתשובה הזו?',
    submitFeedback: 'שליחת משוב',
    record: 'הקלטת שמע',
    player: 'נגן הקראה',
    drawMode: 'מצב ציור',
    drawSubmit: 'שליחה',
    drawCanvas: 'משטח ציור',
    planView: hePersonal.plan,
    notAssessed: 'טרם הוערך',
  },
  en: {
    ...enText,
    placeholder: 'Type here...',
    helpful: 'This response was helpful',
    notHelpful: 'This response was not helpful',
    modalTitle: "What wasn't helpful about this response?",
    submitFeedback: 'Submit Feedback',
    record: 'Record audio',
    player: 'Read-aloud player',
    drawMode: 'Draw mode',
    drawSubmit: 'Submit',
    drawCanvas: 'Drawing pad',
    planView: enPersonal.plan,
    notAssessed: 'Not yet assessed',
  },
} as const;
const with_ = (overrides: Record<string, unknown>) => ({
  msw: { handlers: { ...learningHandlers, ...overrides } },
});

// ── Upload Document ──
function fileInput(canvasElement: HTMLElement, lang: Lang) {
  return page(canvasElement).getByLabelText(text[lang].upload.input) as HTMLInputElement;
}
const refusesType = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    await ready(canvasElement, text[lang].placeholder);
    await userEvent.upload(
      fileInput(canvasElement, lang),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      {
        applyAccept: false,
      },
    );
    await shown(canvasElement, text[lang].upload.notAllowed);
  };
export const UploadWrongType: Story = { play: refusesType('he') };
export const UploadWrongTypeEn: Story = { ...en, play: refusesType('en') };

const uploads = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    // Act
    await userEvent.upload(
      fileInput(canvasElement, lang),
      new File([new Uint8Array([137, 80, 78, 71])], 'solution.png', { type: 'image/png' }),
    );
    // Assert: the success toast, the learner's message with the image, the tutor's feedback reply
    await shown(canvasElement, t.upload.sent);
    await shown(canvasElement, t.upload.message.replace('{{name}}', 'solution.png'));
    await expect(await page(canvasElement).findAllByRole('button', { name: /1/ })).not.toHaveLength(0);
  };
export const UploadImage: Story = { play: uploads('he') };
export const UploadImageEn: Story = { ...en, play: uploads('en') };

// ── Feedback ──
const positive = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    const [first] = await page(canvasElement).findAllByRole('button', { name: t.helpful });
    await userEvent.click(first as HTMLElement);
    await shown(canvasElement, t.feedback.thanks);
    await expect(first).toBeDisabled();
  };
export const PositiveFeedback: Story = { play: positive('he') };
export const PositiveFeedbackEn: Story = { ...en, play: positive('en') };

const negative = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    const screen = page(canvasElement);
    await ready(canvasElement, t.placeholder);
    const [first] = await screen.findAllByRole('button', { name: t.notHelpful });
    await userEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle });
    await userEvent.type(within(dialog).getByRole('textbox'), 'חסר הסבר');
    await userEvent.click(within(dialog).getByRole('button', { name: t.submitFeedback }));
    await shown(canvasElement, t.feedback.thanks);
  };
export const NegativeFeedback: Story = { play: negative('he') };
export const NegativeFeedbackEn: Story = { ...en, play: negative('en') };

const feedbackFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    const [first] = await page(canvasElement).findAllByRole('button', { name: t.helpful });
    await userEvent.click(first as HTMLElement);
    await shown(canvasElement, t.feedback.failed);
    // A failed save unlocks the buttons again.
    await waitFor(() => expect(first).toBeEnabled());
  };
const feedbackError = with_({ chat: [chatHandlers.on.saveFeedback.serverError(), ...chatHandlers.ok] });
export const FeedbackFails: Story = { parameters: feedbackError, play: feedbackFails('he') };
export const FeedbackFailsEn: Story = { ...en, parameters: feedbackError, play: feedbackFails('en') };

// ── Learning Status ──
const generating = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await userEvent.click(page(canvasElement).getByRole('button', { name: t.tools.status }));
    await shown(canvasElement, t.plan.generating);
    await expect(page(canvasElement).getByText(t.plan.generatingBody)).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: t.tools.status })).toBeDisabled();
  };
const slowPlan = with_({ plans: [plansHandlers.on.generatePlan.slow(), ...plansHandlers.ok] });
export const GeneratingPlan: Story = { parameters: slowPlan, play: generating('he') };
export const GeneratingPlanEn: Story = { ...en, parameters: slowPlan, play: generating('en') };

const generated = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await userEvent.click(page(canvasElement).getByRole('button', { name: t.tools.status }));
    await shown(canvasElement, t.plan.generated);
    const dialog = await page(canvasElement).findByRole('dialog', { name: t.plan.title });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    // Assert: the shared plan view (the personal space's): heading, a card, the topic bars and
    // "not yet assessed" for the topic without evidence
    const plan = within(dialog);
    const heading = t.planView.heading.replace('{{label}}', t.planView.mathematics);
    await expect(plan.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    // the generated plan is written in the interface language (the mock answers Accept-Language)
    const goals = lang === 'he' ? 'מטרות לשבוע הקרוב' : 'Goals for the coming week';
    await expect(plan.getByRole('heading', { level: 4, name: goals })).toBeVisible();
    const quadratic = lang === 'he' ? 'פונקציה ריבועית' : 'Quadratic functions';
    await expect(plan.getByRole('progressbar', { name: quadratic })).toHaveAttribute('aria-valuenow', '90');
    await expect(plan.queryByRole('progressbar', { name: lang === 'he' ? 'סדרות' : 'Sequences' })).toBeNull();
    await expect(plan.getByText(t.notAssessed)).toBeVisible();
  };
export const PlanGenerated: Story = { play: generated('he') };
export const PlanGeneratedEn: Story = { ...en, play: generated('en') };

/** Escape closes Learning Status and focus goes back to its button, though it was disabled meanwhile (#27). */
const escapeReturnsFocus = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    const status = page(canvasElement).getByRole('button', { name: t.tools.status });
    // Act: open from the keyboard, then Escape.
    status.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: t.plan.title });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await userEvent.keyboard('{Escape}');
    // Assert
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(status).toHaveFocus();
  };
export const PlanEscapeReturnsFocus: Story = { play: escapeReturnsFocus('he') };
export const PlanEscapeReturnsFocusEn: Story = { ...en, play: escapeReturnsFocus('en') };

const planFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    await userEvent.click(page(canvasElement).getByRole('button', { name: t.tools.status }));
    await shown(canvasElement, t.plan.failed);
  };
const planError = with_({ plans: [plansHandlers.on.generatePlan.serverError(), ...plansHandlers.ok] });
export const PlanFails: Story = { parameters: planError, play: planFails('he') };
export const PlanFailsEn: Story = { ...en, parameters: planError, play: planFails('en') };

// ── Voice ──
const noMicrophone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    const screen = page(canvasElement);
    // Arrange: the learner has typed part of a message
    const input = await ready(canvasElement, t.placeholder);
    await userEvent.type(input, 'חצי הודעה');
    // Act: the microphone shows on a server without transcription, and is pressed
    await userEvent.click(await screen.findByRole('button', { name: t.record }));
    // Assert: it says plainly that voice input is not set up here and how an admin sets it up; the text stays
    const said = await screen.findByText(t.voice.notSetUp);
    await expect(said).toBeVisible();
    await expect(said.closest('[role="status"]')).not.toBeNull();
    await expect(screen.getByText(/TRANSCRIPTION_PROVIDER=openai/)).toBeVisible();
    await expect(input).toHaveValue('חצי הודעה');
    // Act: dismissed, the notice goes and the text is still there to send
    await userEvent.click(screen.getByRole('button', { name: t.voice.dismiss }));
    await expect(screen.queryByText(t.voice.notSetUp)).toBeNull();
    await expect(input).toHaveValue('חצי הודעה');
  };
const noTranscription = with_({ config: configHandlers.empty() });
export const NoTranscription: Story = { parameters: noTranscription, play: noMicrophone('he') };
export const NoTranscriptionEn: Story = { ...en, parameters: noTranscription, play: noMicrophone('en') };

const denied = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    try {
      await userEvent.click(await page(canvasElement).findByRole('button', { name: t.record }));
      await shown(canvasElement, t.voice.permission);
    } finally {
      navigator.mediaDevices.getUserMedia = original;
    }
  };
export const MicrophoneDenied: Story = { play: denied('he') };
export const MicrophoneDeniedEn: Story = { ...en, play: denied('en') };

// ── Drawing pad → the vision call and the tutor's follow-up ──
const draws = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    const screen = page(canvasElement);
    await ready(canvasElement, t.placeholder);
    await userEvent.click(screen.getByRole('button', { name: t.drawMode }));
    const pad = await screen.findByRole('region', { name: t.drawing.title });
    // The drawing pad's code loads when draw mode first opens.
    const canvas = await within(pad).findByRole('img', { name: t.drawCanvas });
    drawStroke(
      canvas,
      Array.from({ length: 20 }, (_, index) => [20 + index * 10, 40 + (index % 2) * 30]),
    );
    await userEvent.click(within(pad).getByRole('button', { name: t.drawSubmit }));
    // the mock's follow-up, in the request's language as the server writes it
    await shown(canvasElement, lang === 'he' ? /שרטוט יפה!/ : /Nice sketch!/);
    await expect(screen.getByText(t.drawing.message)).toBeVisible();
  };
export const DrawingSent: Story = { play: draws('he') };
export const DrawingSentEn: Story = { ...en, play: draws('en') };

// ── No thread: the history failed, a message creates one and is sent after 500 ms ──
const log: ChatRequestLog = [];
const recovers = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    log.length = 0;
    const t = text[lang];
    const input = await ready(canvasElement, t.placeholder);
    // The history failed: the Hebrew sentence, or the server's words in English (docs/screens.md)
    await shown(canvasElement, lang === 'he' ? t.course.loadFailed : 'Internal server error');
    // Act
    await userEvent.type(input, 'שלום');
    await userEvent.keyboard('{Enter}');
    // Assert
    await shown(canvasElement, t.chat.noThread);
    await shown(canvasElement, lang === 'he' ? /שאלה מצוינת!/ : /Great question!/);
    await expect(log[0]).toMatchObject({ thread_id: 'thread_new_0003' });
  };
const historyFails = () =>
  with_({
    chat: [
      chatHandlers.on.getCourseThread.serverError(),
      http.post('*/api/chat/chat', async ({ request }) => {
        log.push((await request.clone().json()) as Record<string, unknown>);
        return undefined;
      }),
      ...chatHandlers.ok,
    ],
  });
export const NoActiveThread: Story = { parameters: historyFails(), play: recovers('he') };
export const NoActiveThreadEn: Story = { ...en, parameters: historyFails(), play: recovers('en') };

// ── Read-aloud: the toggle, a reply spoken once, its clip cached ──
let ttsCalls = 0;
const speaks = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    ttsCalls = 0;
    clipReads = 0;
    const t = text[lang];
    const screen = page(canvasElement);
    await ready(canvasElement, t.placeholder);
    await userEvent.click(screen.getByRole('checkbox', { name: t.tts.toggle }));
    await expect(localStorage.getItem('ttsEnabled')).toBe('true');
    await expect(screen.getByRole('group', { name: t.player })).toBeVisible();
    const [speak] = await screen.findAllByRole('button', { name: t.tts.readAloud });
    await userEvent.click(speak as HTMLElement);
    await waitFor(() => expect(ttsCalls).toBe(1));
    await waitFor(() => expect(clipReads).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: t.player })).not.toHaveAttribute('aria-busy'),
    );
    await userEvent.click(speak as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(ttsCalls).toBe(1);
    await expect(clipReads).toBe(1);
  };
// The clip is the student's own: read as a blob with the bearer token, never a public URL.
let clipReads = 0;
const ttsHandlers = with_({
  chat: [
    http.post('*/api/chat/generate_tts', () => {
      ttsCalls += 1;
      return HttpResponse.json({ audio_url: `/api/chat/tts/${fixtureTtsFile}` });
    }),
    http.get(`*/api/chat/tts/${fixtureTtsFile}`, ({ request }) => {
      if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
        return HttpResponse.json(
          { error: 'Not authenticated', message: 'Not authenticated' },
          { status: 401 },
        );
      }
      clipReads += 1;
      return new HttpResponse(buildTtsClip(), { headers: { 'Content-Type': 'audio/wav' } });
    }),
    ...chatHandlers.ok,
  ],
});
export const ReadAloud: Story = { parameters: ttsHandlers, play: speaks('he') };
export const ReadAloudEn: Story = { ...en, parameters: ttsHandlers, play: speaks('en') };

// ── On a phone ──
/** Every tool, Learning Status and Focus included, is on screen with its name, no sideways scroll (#27). */
const phoneTools = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const t = text[lang];
    await ready(canvasElement, t.placeholder);
    const toolbar = page(canvasElement).getByRole('toolbar', { name: t.tools.label });
    for (const name of [t.tools.calculator, t.tools.tests, t.tools.lessons, t.tools.status, t.tools.focus])
      await expect(within(toolbar).getByRole('button', { name })).toHaveTextContent(name);
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    await expectControlsInViewport(toolbar);
  };
export const PhoneTools: Story = { ...phoneHe, play: phoneTools('he') };
export const PhoneToolsEn: Story = { ...phoneEn, play: phoneTools('en') };
