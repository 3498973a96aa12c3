import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { TestsWindow, type TestCategoryId, type TestsWindowProps, type TimedTestItem } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import { fill, windowNamed } from './window-story';

const text = { he: heUi.testsWindow, en: enUi.testsWindow };
type Lang = keyof typeof text;
const en = { globals: { locale: 'en' } } as const;

const questions = [
  {
    id: 'q1',
    question: 'מהו הפתרון של $2x + 3 = 11$?',
    options: ['3', '4', '5', '7'],
    correctIndex: 1,
    explanation: '$2x = 8$ ולכן $x = 4$.',
  },
  {
    id: 'q2',
    question: 'מה השיפוע של הישר $y = -3x + 2$?',
    options: ['2', '3', '-3', '-2'],
    correctIndex: 2,
    explanation: 'המקדם של x הוא $-3$.',
  },
  {
    id: 'q3',
    question: 'כמה פתרונות יש ל־$x^2 = -4$?',
    options: ['0', '1', '2', 'אינסוף'],
    correctIndex: 0,
    explanation: 'ריבוע אינו שלילי.',
  },
];
const tests: TimedTestItem[] = [
  {
    id: 'entry-1',
    title: 'מבחן כניסה: יסודות האלגברה',
    description: 'שלוש שאלות לבדיקת ההבנה.',
    timeLimitMinutes: 15,
    passingScore: 70,
    questions,
  },
  {
    id: 'entry-2',
    title: 'תרגול חופשי',
    description: 'בלי שעון.',
    timeLimitMinutes: 0,
    passingScore: 60,
    questions: questions.slice(0, 1),
  },
];

/** Holds the category as the app's container does; `speed` runs the clock faster for the timer stories. */
function Stateful({ speed = 1, ...props }: TestsWindowProps & { speed?: number }) {
  const [category, setCategory] = useState<TestCategoryId | null>(props.category);
  const [now] = useState(() => {
    const start = Date.now();
    return () => start + (Date.now() - start) * speed;
  });
  return (
    <TestsWindow
      {...props}
      now={now}
      category={category}
      onSelectCategory={(next) => {
        setCategory(next);
        props.onSelectCategory(next);
      }}
      onBackToCategories={() => {
        setCategory(null);
        props.onBackToCategories();
      }}
    />
  );
}

const meta = {
  title: 'UI/TestsWindow',
  component: Stateful,
  args: {
    onClose: fn(),
    category: null,
    onSelectCategory: fn(),
    onBackToCategories: fn(),
    tests: { status: 'ready', data: tests },
    onSubmitTest: fn(),
    onFinish: fn(),
    defaultPosition: { x: 24, y: 24 },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = (canvasElement: HTMLElement, lang: Lang) => windowNamed(canvasElement, text[lang].title);

const categories = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await expect(dialog.getByRole('heading', { name: text[lang].categoriesTitle })).toBeVisible();
    const cards = [
      [text[lang].entryLevel, text[lang].entryLevelDescription],
      [text[lang].midCourse, text[lang].midCourseDescription],
      [text[lang].final, text[lang].finalDescription],
    ];
    for (const [title, description] of cards) {
      await expect(dialog.getByRole('button', { name: `${title} ${description}` })).toBeVisible();
    }
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(text[lang].entryLevel) }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith('entry-level');
    // The list: time limit, question count and passing score on each card.
    await expect(dialog.getByRole('heading', { name: text[lang].entryLevel })).toBeVisible();
    await expect(dialog.getByText(fill(text[lang].timeLimit, { n: 15 }))).toBeVisible();
    await expect(dialog.getByText(fill(text[lang].questionCount, { n: 3 }))).toBeVisible();
    await expect(dialog.getByText(fill(text[lang].passingScore, { n: 70 }))).toBeVisible();
    await expect(dialog.getByText(text[lang].noTimeLimit)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].backToCategories }));
    await expect(args.onBackToCategories).toHaveBeenCalledOnce();
    await expect(dialog.getByRole('heading', { name: text[lang].categoriesTitle })).toBeVisible();
  };
export const Categories: Story = { play: categories('he') };
export const CategoriesEn: Story = { ...en, play: categories('en') };

async function start(dialog: ReturnType<typeof within>, lang: Lang, title = tests[0]?.title ?? '') {
  await userEvent.click(dialog.getByRole('button', { name: `${text[lang].startTest}: ${title}` }));
}

const takeAndPass = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await start(dialog, lang);
    await expect(dialog.getByRole('timer', { name: text[lang].timeLeft })).toHaveTextContent(/^1[45]:\d\d$/);
    await expect(dialog.getByText(fill(text[lang].questionOf, { n: 1, total: 3 }))).toBeVisible();
    const next = dialog.getByRole('button', { name: text[lang].next });
    const submit = dialog.getByRole('button', { name: text[lang].submit });
    // Next needs an answer; Submit needs all of them (docs/requirements.md#learning-space-states).
    await expect(next).toBeDisabled();
    await expect(submit).toBeDisabled();
    await expect(dialog.getByRole('button', { name: text[lang].previous })).toBeDisabled();
    for (const choice of [1, 2, 0]) {
      await userEvent.click(dialog.getAllByRole('radio')[choice] as HTMLElement);
      const forward = dialog.queryByRole('button', { name: text[lang].next });
      if (forward) await userEvent.click(forward);
    }
    await expect(dialog.getByText(fill(text[lang].questionOf, { n: 3, total: 3 }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].previous }));
    await expect(dialog.getAllByRole('radio')[2]).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    // Results: 100%, passed, options disabled, submitted once.
    await expect(await dialog.findByRole('heading', { name: text[lang].resultsTitle })).toBeVisible();
    await expect(dialog.getByText(text[lang].passed)).toBeVisible();
    await expect(dialog.getByText(fill(text[lang].correctCount, { correct: 3, total: 3 }))).toBeVisible();
    for (const radio of dialog.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(args.onSubmitTest).toHaveBeenCalledOnce();
    await expect(args.onSubmitTest).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'entry-1' }),
      expect.objectContaining({ score: 100, passed: true, passingScore: 70 }),
    );
    await userEvent.click(dialog.getByRole('button', { name: text[lang].backToTests }));
    await expect(
      dialog.getByRole('button', { name: `${text[lang].startTest}: ${tests[0]?.title}` }),
    ).toBeVisible();
  };
const inCategory = { category: 'entry-level' } as const;
export const TakeAndPass: Story = { args: inCategory, play: takeAndPass('he') };
export const TakeAndPassEn: Story = { ...en, args: inCategory, play: takeAndPass('en') };

const takeAndFail = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await start(dialog, lang);
    for (const choice of [0, 0, 0]) {
      await userEvent.click(dialog.getAllByRole('radio')[choice] as HTMLElement);
      const forward = dialog.queryByRole('button', { name: text[lang].next });
      if (forward) await userEvent.click(forward);
    }
    await userEvent.click(dialog.getByRole('button', { name: text[lang].submit }));
    await expect(await dialog.findByText(text[lang].failed)).toBeVisible();
    await expect(
      dialog.getByText(fill((lang === 'he' ? heUi : enUi).scoreBadge.label, { score: 33 })),
    ).toBeVisible();
    await expect(dialog.getByText(fill(text[lang].correctCount, { correct: 1, total: 3 }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text[lang].finishTest }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  };
export const TakeAndFail: Story = { args: inCategory, play: takeAndFail('he') };
export const TakeAndFailEn: Story = { ...en, args: inCategory, play: takeAndFail('en') };

/** A one-minute test on a clock 20× faster: 1:00 reaches 0:00 in three seconds, and the test submits itself once. */
const timerRunsOut = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await start(dialog, lang, quick.title);
    await userEvent.click(dialog.getAllByRole('radio')[1] as HTMLElement);
    // The last minute shows as urgent, and counts down in m:ss.
    const timer = dialog.getByRole('timer', { name: text[lang].timeLeft });
    await expect(timer.closest('[data-urgent]')).not.toBeNull();
    await waitFor(() => expect(timer).toHaveTextContent(/^0:[0-5]\d$/), { timeout: 3000 });
    await expect(
      await dialog.findByRole('heading', { name: text[lang].resultsTitle }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(dialog.getByText(text[lang].timeUp)).toBeVisible();
    // One answer of three: 33%, the unanswered two count as wrong and show as such.
    await expect(args.onSubmitTest).toHaveBeenCalledOnce();
    await expect(args.onSubmitTest).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        score: 33,
        passed: false,
        answers: [
          { questionId: 'q1', selectedAnswer: 1, isCorrect: true },
          { questionId: 'q2', selectedAnswer: -1, isCorrect: false },
          { questionId: 'q3', selectedAnswer: -1, isCorrect: false },
        ],
      }),
    );
    await expect(dialog.getAllByText(text[lang].notAnswered)).toHaveLength(2);
    // Time keeps running: still one submit a few ticks later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onSubmitTest).toHaveBeenCalledOnce();
  };
const quick: TimedTestItem = {
  ...(tests[0] as TimedTestItem),
  id: 'entry-quick',
  title: 'מבחן בזק',
  timeLimitMinutes: 1,
};
const fast = { ...inCategory, speed: 20, tests: { status: 'ready', data: [quick] } } as const;
export const TimerRunsOut: Story = { args: fast, play: timerRunsOut('he') };
export const TimerRunsOutEn: Story = { ...en, args: fast, play: timerRunsOut('en') };

export const NoCountdown: Story = {
  args: inCategory,
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await start(dialog, 'he', tests[1]?.title);
    await expect(dialog.queryByRole('timer')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: text.he.next })).not.toBeInTheDocument();
  },
};

export const LoadingTests: Story = {
  args: { ...inCategory, tests: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(dialog.getByRole('status')).toHaveTextContent(text.he.loadingTests);
  },
};

export const EmptyCategoryEn: Story = {
  ...en,
  args: { category: 'final', tests: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await windowOf(canvasElement, 'en');
    await expect(dialog.getByRole('heading', { name: text.en.final })).toBeVisible();
    await expect(dialog.getByText(text.en.noTests)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    ...inCategory,
    tests: { status: 'error', message: 'לא הצלחנו לטעון את המבחנים. נסו שוב.' },
    onRetryTests: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(dialog.getByRole('alert')).toHaveTextContent('לא הצלחנו לטעון את המבחנים');
    await userEvent.click(dialog.getByRole('button', { name: heUi.loadState.retry }));
    await expect(args.onRetryTests).toHaveBeenCalledOnce();
  },
};
