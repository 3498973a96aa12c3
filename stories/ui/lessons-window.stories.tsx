import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { LessonsWindow, type LessonItem } from '@havruta/ui';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';
import { windowNamed } from './window-story';

const text = { he: heUi.lessonsWindow, en: enUi.lessonsWindow };
type Lang = keyof typeof text;
const en = { globals: { locale: 'en' } } as const;

const lesson = (order: number, objectives: number, title: string): LessonItem => ({
  id: `lesson-${order}`,
  order,
  title,
  objectives: Array.from({ length: objectives }, (_, index) => `יעד מספר ${index + 1} של השיעור`),
  content:
    '## פונקציה ריבועית\n\nפונקציה מהצורה $f(x) = ax^2 + bx + c$ כאשר $a \\neq 0$.\n\n$$\nx_v = -\\frac{b}{2a}\n$$\n\n| $x$ | $f(x)$ |\n| --- | --- |\n| $0$ | $c$ |',
});
const lessons = [
  lesson(1, 2, 'פונקציה ריבועית'),
  lesson(2, 3, 'מבוא לנגזרת'),
  lesson(3, 4, 'חקירת פונקציה'),
  lesson(4, 6, 'אינטגרלים'),
];

const meta = {
  title: 'UI/LessonsWindow',
  component: LessonsWindow,
  args: {
    onClose: fn(),
    onStart: fn(),
    lessons: { status: 'ready', data: lessons },
    defaultPosition: { x: 24, y: 24 },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LessonsWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = (canvasElement: HTMLElement, lang: Lang) => windowNamed(canvasElement, text[lang].title);

/** '...ועוד N יעדים' in each language's plural forms: Hebrew has one, two and many; English one and many. */
const more = {
  he: ['...ועוד יעד אחד', '...ועוד שני יעדים', '...ועוד 4 יעדים'],
  en: ['...and 1 more objective', '...and 2 more objectives', '...and 4 more objectives'],
};

const list = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await windowOf(canvasElement, lang);
    const cards = dialog.getAllByRole('button', { name: /יעד מספר 1/ });
    await expect(cards).toHaveLength(4);
    // Two objectives each, never a third.
    await expect(dialog.getAllByText('יעד מספר 2 של השיעור')).toHaveLength(4);
    await expect(dialog.queryByText('יעד מספר 3 של השיעור')).not.toBeInTheDocument();
    await expect(cards[0]).not.toHaveTextContent('...');
    for (const [index, label] of more[lang].entries())
      await expect(cards[index + 1]).toHaveTextContent(label);
  };
export const List: Story = { play: list('he') };
export const ListEn: Story = { ...en, play: list('en') };

const detail = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const dialog = await windowOf(canvasElement, lang);
    await userEvent.click(dialog.getByRole('button', { name: /מבוא לנגזרת/ }));
    await expect(dialog.getByRole('heading', { name: 'מבוא לנגזרת' })).toBeVisible();
    // Every objective, the markdown (heading, table) and the math, typeset.
    await expect(dialog.getByText('יעד מספר 3 של השיעור')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'פונקציה ריבועית' })).toBeVisible();
    await expect(dialog.getByRole('table')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.hv-lessons .katex-display')).not.toBeNull(),
    );
    await userEvent.click(dialog.getByRole('button', { name: text[lang].start }));
    await expect(args.onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 'lesson-2' }));
    await userEvent.click(dialog.getByRole('button', { name: text[lang].back }));
    await expect(dialog.getAllByRole('button', { name: /יעד מספר 1/ })).toHaveLength(4);
  };
export const Detail: Story = { play: detail('he') };
export const DetailEn: Story = { ...en, play: detail('en') };

export const Empty: Story = {
  args: { lessons: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect((await windowOf(canvasElement, 'he')).getByText('לא נמצאו שיעורים.')).toBeVisible();
  },
};

export const EmptyEn: Story = {
  ...en,
  args: { lessons: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect((await windowOf(canvasElement, 'en')).getByText('No lessons found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { lessons: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect((await windowOf(canvasElement, 'he')).getByRole('status')).toHaveTextContent(
      text.he.loading,
    );
  },
};

export const NoticeWithSample: Story = {
  args: {
    lessons: { status: 'ready', data: lessons.slice(0, 1) },
    notice: 'טעינת השיעורים נכשלה. נסו שוב מאוחר יותר.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await windowOf(canvasElement, 'he');
    await expect(dialog.getByRole('alert')).toHaveTextContent('טעינת השיעורים נכשלה');
    await expect(dialog.getAllByRole('button', { name: /יעד מספר 1/ })).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: heUi.loadState.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
