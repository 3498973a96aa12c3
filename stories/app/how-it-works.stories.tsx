import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { HowItWorksPage } from '../../app/src/features/public/components/how-it-works-page';

const meta = {
  title: 'App/HowItWorks',
  component: HowItWorksPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/how-it-works']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HowItWorksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const heSteps = ['מזהים את הלומד', 'שיחה חכמה', 'אחזור ידע וסוכנים', 'תשובה מפוצלת'];
const enSteps = [
  'Identify the learner',
  'A smart conversation',
  'Knowledge retrieval with agents',
  'A split answer',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arrange
    await expect(canvas.getByRole('heading', { level: 1, name: 'איך זה עובד' })).toBeInTheDocument();
    const carousel = canvas.getByRole('region', { name: 'שלבי העבודה של חברותא' });
    const back = within(carousel).getByRole('button', { name: 'הקודם' });
    const next = within(carousel).getByRole('button', { name: 'הבא' });
    await expect(within(carousel).getByRole('group', { name: 'שלב 1 מתוך 4' })).toHaveTextContent(
      heSteps[0] ?? '',
    );
    await expect(back).toBeDisabled();
    // Act: Next by mouse
    await userEvent.click(next);
    await expect(within(carousel).getByRole('group', { name: 'שלב 2 מתוך 4' })).toBeVisible();
    await expect(within(carousel).getByRole('heading', { name: heSteps[1] })).toBeVisible();
    // Act: Next by keyboard, Enter then Space, reaches the fourth and last step
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(carousel).getByRole('heading', { name: heSteps[2] })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(within(carousel).getByRole('group', { name: 'שלב 4 מתוך 4' })).toHaveTextContent(
      heSteps[3] ?? '',
    );
    await expect(next).toBeDisabled();
    // Act: Back by keyboard
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(carousel).getByRole('heading', { name: heSteps[2] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    const carousel = canvas.getByRole('region', { name: 'How Havruta works, step by step' });
    const next = within(carousel).getByRole('button', { name: 'Next' });
    // Act: walk the four steps with the keyboard
    const seen: string[] = [];
    for (let step = 1; step <= 4; step += 1) {
      const slide = within(carousel).getByRole('group', { name: `Step ${step} of 4` });
      seen.push(within(slide).getByRole('heading').textContent ?? '');
      if (step < 4) {
        next.focus();
        await userEvent.keyboard('{Enter}');
      }
    }
    // Assert
    await expect(seen).toEqual(enSteps);
    await expect(next).toBeDisabled();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Back' }));
    await expect(within(carousel).getByRole('group', { name: 'Step 3 of 4' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
