import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Carousel } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const steps = [
  {
    title: 'מזהים את הלומד',
    body: 'המערכת מכירה את הכיתה, הקורס וההתקדמות שלך.',
    media: <span aria-hidden="true">🧑‍🎓</span>,
  },
  {
    title: 'שיחה חכמה',
    body: 'שואלים בשפה חופשית, גם עם נוסחאות.',
    media: <span aria-hidden="true">💬</span>,
  },
  {
    title: 'שליפת ידע עם סוכנים',
    body: 'סוכנים מאתרים את החומר הרלוונטי מהקורס.',
    media: <span aria-hidden="true">🔎</span>,
  },
  {
    title: 'תשובה מפוצלת',
    body: 'הסבר, נוסחאות, גרפים ושרטוטים.',
    media: <span aria-hidden="true">📐</span>,
  },
];

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { slides: steps, label: 'איך זה עובד', onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HowItWorks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'שלב 1 מתוך 4' })).toHaveTextContent('מזהים את הלומד');
    await expect(canvas.getByRole('button', { name: 'הקודם' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'הבא' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('group', { name: 'שלב 2 מתוך 4' })).toHaveTextContent('שיחה חכמה');
    await userEvent.click(canvas.getByRole('button', { name: 'הבא' }));
    await userEvent.click(canvas.getByRole('button', { name: 'הבא' }));
    await expect(canvas.getByRole('button', { name: 'הבא' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'הקודם' }));
    await expect(canvas.getByRole('group', { name: 'שלב 3 מתוך 4' })).toBeInTheDocument();
  },
};

export const LastStepEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'How It Works',
    defaultIndex: 3,
    slides: [
      { title: 'Identify the learner', body: 'Grade, course and progress.' },
      { title: 'A smart conversation', body: 'Ask freely, formulas included.' },
      { title: 'Knowledge retrieval', body: 'Agents find the right material.' },
      { title: 'A split answer', body: 'Explanation, formulas, graphs and drawings.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Step 4 of 4' })).toHaveTextContent('A split answer');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};
