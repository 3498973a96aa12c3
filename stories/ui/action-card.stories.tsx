import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ActionCard, ActionCardLine } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const icon = (
  <svg viewBox="0 0 24 24" focusable="false">
    <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

const meta = {
  title: 'UI/ActionCard',
  component: ActionCard,
  args: {
    title: 'התקדמות בלמידה',
    description: 'הפעילויות, הציונים ותוכנית הלמידה האישית שלכם בכל קורס.',
    icon,
    onClick: fn(),
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxInlineSize: '18rem' }}>
      <li>
        <ActionCard {...args} />
      </li>
    </ul>
  ),
} satisfies Meta<typeof ActionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Space: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The name starts with the title; the longer text also describes it.
    const card = canvas.getByRole('button', { name: /^התקדמות בלמידה/ });
    await expect(card).toHaveAccessibleDescription('הפעילויות, הציונים ותוכנית הלמידה האישית שלכם בכל קורס.');
    // Keyboard: Enter and Space activate it.
    card.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Course: Story = {
  args: {
    size: 'sm',
    title: 'מתמטיקה לתיכון',
    description: undefined,
    icon: undefined,
    children: (
      <>
        <ActionCardLine>מתמטיקה</ActionCardLine>
        <ActionCardLine tone="accent">מורה: אתנה</ActionCardLine>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /מתמטיקה לתיכון/ });
    // The lines are part of the name: the subject and the tutor are read with the course.
    await expect(card).toHaveAccessibleName('מתמטיקה לתיכון מתמטיקה מורה: אתנה');
    await expect(card).toHaveAttribute('data-size', 'sm');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Learning Progress', description: 'Your activities, scores and personal learning plan.' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /^Learning Progress/ });
    await expect(card).toHaveAccessibleDescription('Your activities, scores and personal learning plan.');
    await expect(getComputedStyle(card).textAlign).toBe('start');
  },
};
