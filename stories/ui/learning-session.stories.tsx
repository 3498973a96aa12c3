import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { LearningSession, type LearningSessionContent, type LearningSessionProps } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import { fill, windowNamed } from './window-story';
import { phoneEn, phoneHe } from '../phone';
import { figureHandlers, figureUrl } from '../app/windows-mocks';

const text = { he: heUi.learningSession, en: enUi.learningSession };
type Lang = keyof typeof text;
const en = { globals: { locale: 'en' } } as const;

const parabola = figureUrl;

const content: LearningSessionContent = {
  topicId: 'quadratic-vertex',
  title: 'קודקוד הפרבולה',
  slides: [
    {
      id: 's1',
      title: 'מהי פרבולה?',
      blocks: [
        { type: 'text', text: 'הגרף של פונקציה ריבועית נקרא פרבולה.' },
        { type: 'math_block', latex: 'f(x) = ax^2 + bx + c' },
        { type: 'image_url', url: parabola, alt: 'פרבולה פתוחה כלפי מעלה' },
      ],
    },
    {
      id: 's2',
      title: 'נוסחת הקודקוד',
      blocks: [{ type: 'math_block', latex: 'x_v = -\\frac{b}{2a}' }],
    },
  ],
  guidedExample: {
    question: 'מצאו את קודקוד הפרבולה $f(x) = x^2 - 4x + 3$.',
    blocks: [
      { type: 'text', text: 'מזהים את המקדמים.' },
      { type: 'text', text: 'כאן $a = 1$ ו־$b = -4$.' },
      { type: 'math_block', latex: 'x_v = -\\frac{-4}{2} = 2' },
      { type: 'text', text: 'מציבים: $f(2) = -1$, ולכן הקודקוד הוא $(2, -1)$.' },
    ],
  },
};

/** Holds the session state as the screen does. */
function Stateful(props: LearningSessionProps) {
  const [state, setState] = useState(props.state);
  return (
    <LearningSession
      {...props}
      state={state}
      onStateChange={(next) => {
        setState(next);
        props.onStateChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/LearningSession',
  component: LearningSession,
  render: (args) => <Stateful {...args} />,
  args: {
    content,
    state: 'open',
    onStateChange: fn(),
    onAskQuestion: fn(() => Promise.resolve()),
    onFinish: fn(() => Promise.resolve()),
  },
  parameters: { layout: 'fullscreen', msw: { handlers: { figures: figureHandlers } } },
} satisfies Meta<typeof LearningSession>;
export default meta;
type Story = StoryObj<typeof meta>;

const sessionOf = (canvasElement: HTMLElement) => windowNamed(canvasElement, 'קודקוד הפרבולה');

const slides = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const session = await sessionOf(canvasElement);
    await expect(session.getByText(fill(text[lang].slideOf, { n: 1, total: 3 }))).toBeVisible();
    await expect(session.getByRole('progressbar', { name: text[lang].progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(session.getByRole('button', { name: text[lang].previous })).toBeDisabled();
    await expect(session.queryByRole('button', { name: text[lang].finish })).not.toBeInTheDocument();
    // The image opens larger.
    await userEvent.click(
      session.getByRole('button', { name: fill(text[lang].enlarge, { alt: 'פרבולה פתוחה כלפי מעלה' }) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const large = await body.findByRole('dialog', { name: 'פרבולה פתוחה כלפי מעלה' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(large).not.toBeInTheDocument());
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    // The guided example is the last slide: its question, the first two steps plain, then numbered.
    await expect(session.getByRole('heading', { name: text[lang].guidedExample })).toBeVisible();
    await expect(session.getByText(fill(text[lang].slideOf, { n: 3, total: 3 }))).toBeVisible();
    await expect(session.getByText(fill(text[lang].percentComplete, { percent: 100 }))).toBeVisible();
    await expect(session.getByText(/מצאו את קודקוד הפרבולה/)).toBeVisible();
    const numbers = canvasElement.ownerDocument.querySelectorAll('.hv-session__step-number');
    await expect([...numbers].map((node) => node.textContent)).toEqual(['1.', '2.']);
    await expect(session.queryByRole('button', { name: text[lang].next })).not.toBeInTheDocument();
    const finish = session.getByRole('button', { name: text[lang].finish });
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledOnce();
  };
export const Slides: Story = { play: slides('he') };
export const SlidesEn: Story = { ...en, play: slides('en') };

const finishing = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const session = await sessionOf(canvasElement);
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    await userEvent.click(session.getByRole('button', { name: text[lang].finish }));
    await expect(await session.findByRole('button', { name: text[lang].finishing })).toBeDisabled();
  };
const never = { onFinish: fn(() => new Promise<void>(() => undefined)) };
export const Finishing: Story = { args: never, play: finishing('he') };
export const FinishingEn: Story = { ...en, args: never, play: finishing('en') };

export const FinishFailed: Story = {
  args: { onFinish: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const session = await sessionOf(canvasElement);
    await userEvent.click(session.getByRole('button', { name: text.he.next }));
    await userEvent.click(session.getByRole('button', { name: text.he.next }));
    await userEvent.click(session.getByRole('button', { name: text.he.finish }));
    await expect(await session.findByRole('alert')).toHaveTextContent(text.he.finishFailed);
    await expect(session.getByRole('button', { name: text.he.finish })).toBeEnabled();
  },
};

const ask = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const session = await sessionOf(canvasElement);
    const field = session.getByRole('textbox', { name: text[lang].askLabel });
    const send = session.getByRole('button', { name: text[lang].askSend });
    // Only text is sent (docs/requirements.md#learning-space-validation).
    await userEvent.type(field, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'למה יש מינוס בנוסחה?{Enter}');
    await expect(args.onAskQuestion).toHaveBeenCalledWith('למה יש מינוס בנוסחה?', {
      index: 0,
      title: 'מהי פרבולה?',
    });
    await expect(await session.findByRole('status')).toHaveTextContent(text[lang].askSent);
    await expect(field).toHaveValue('');
  };
export const AskAboutASlide: Story = { play: ask('he') };
export const AskAboutASlideEn: Story = { ...en, play: ask('en') };

export const AskFailed: Story = {
  args: { onAskQuestion: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const session = await sessionOf(canvasElement);
    await userEvent.type(session.getByRole('textbox', { name: text.he.askLabel }), 'שאלה');
    await userEvent.click(session.getByRole('button', { name: text.he.askSend }));
    await expect(await session.findByRole('alert')).toHaveTextContent(text.he.askFailed);
    await expect(session.getByRole('textbox', { name: text.he.askLabel })).toHaveValue('שאלה');
  },
};

const minimize = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const body = within(canvasElement.ownerDocument.body);
    const session = await sessionOf(canvasElement);
    await userEvent.click(session.getByRole('button', { name: text[lang].minimize }));
    await expect(args.onStateChange).toHaveBeenCalledWith('minimized');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(
      body.getByRole('button', { name: fill(text[lang].restore, { title: 'קודקוד הפרבולה' }) }),
    );
    await expect(await body.findByRole('dialog', { name: 'קודקוד הפרבולה' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('closed');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  };
export const MinimizeAndClose: Story = { play: minimize('he') };
export const MinimizeAndCloseEn: Story = { ...en, play: minimize('en') };

/** A guided example as the course writes it: "שלב 1" … "שלב 3" in its text, formulas between (lesson 1). */
const selfNumbered: LearningSessionContent = {
  ...content,
  slides: [
    {
      id: 'wide',
      title: 'כללי הטבלה',
      blocks: [
        { type: 'text', text: 'שלושה כללים מכסים כמעט כל שימוש:' },
        {
          type: 'math_block',
          latex: 'P(Z>z)=1-\\Phi(z),\\qquad \\Phi(-z)=1-\\Phi(z),\\qquad P(a<Z<b)=\\Phi(b)-\\Phi(a)',
        },
      ],
    },
  ],
  guidedExample: {
    question: 'פתרו את אי־השוויון $3x^2-2x-5>0$.',
    blocks: [
      { type: 'text', text: 'שלב 1: נמצא את שורשי המשוואה $3x^2-2x-5=0$.' },
      { type: 'math_block', latex: '\\Delta=(-2)^2-4\\cdot 3\\cdot(-5)=64' },
      { type: 'text', text: 'שלב 2: לפי נוסחת השורשים:' },
      { type: 'math_block', latex: 'x_1=\\frac{5}{3},\\quad x_2=-1' },
      { type: 'text', text: 'שלב 3: הפרבולה פתוחה כלפי מעלה.' },
      { type: 'math_block', latex: 'x\\in(-\\infty,-1)\\cup\\left(\\frac{5}{3},\\infty\\right)' },
    ],
  },
};

/**
 * On a phone: a formula wider than the screen scrolls inside its own box rather than being cut off, and
 * the guided example whose text says "שלב 1–3" gets no badges counting 1–4 beside it (#27).
 */
const phoneSlides = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const page = canvasElement.ownerDocument;
    const session = await windowNamed(canvasElement, 'קודקוד הפרבולה');
    await waitFor(() => expect(page.querySelector('.hv-session .katex-display')).not.toBeNull());
    const display = page.querySelector<HTMLElement>('.hv-session .hv-math--display');
    if (!display) throw new Error('no display formula');
    // Assert: the formula's box is inside the screen and scrolls sideways on its own.
    const box = display.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(innerWidth);
    await expect(display.scrollWidth).toBeGreaterThan(display.clientWidth);
    // Act: to the guided example.
    await userEvent.click(session.getByRole('button', { name: text[lang].next }));
    await expect(session.getByText(/שלב 3/)).toBeVisible();
    // Assert: no number badges beside steps the text numbers itself.
    await expect(page.querySelectorAll('.hv-session__step-number')).toHaveLength(0);
  };
export const PhoneWideFormulaAndSteps: Story = {
  ...phoneHe,
  args: { content: selfNumbered },
  play: phoneSlides('he'),
};
export const PhoneWideFormulaAndStepsEn: Story = {
  ...phoneEn,
  args: { content: selfNumbered },
  play: phoneSlides('en'),
};
