import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Button, EmptyState } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'עדיין אין תוכנית למידה',
    description: 'צרו תוכנית כדי לראות כאן את הנושאים הבאים.',
    icon: '🗂️',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('עדיין אין תוכנית למידה')).toBeInTheDocument();
    await expect(canvas.getByText(/צרו תוכנית/)).toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>יצירת תוכנית</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'יצירת תוכנית' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { title: 'No activities found for this course', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activities found for this course')).toBeInTheDocument();
  },
};
