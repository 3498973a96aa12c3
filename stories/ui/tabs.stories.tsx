import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Tabs } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'התקדמות בלמידה',
    onValueChange: fn(),
    items: [
      { id: 'plan', label: 'תוכנית למידה', content: 'התוכנית שלך לשבוע הקרוב.' },
      { id: 'all', label: 'כל הפעילויות', content: 'כל התרגולים והמבחנים.' },
      { id: 'tests', label: 'מבחנים', content: 'תוצאות המבחנים.' },
      { id: 'practice', label: 'תרגול', content: 'בעיות התרגול שפתרת.' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardRtl: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('tab', { name: 'תוכנית למידה' });
    await expect(plan).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('התוכנית שלך');
    await userEvent.tab();
    await expect(plan).toHaveFocus();
    // RTL: the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    const all = canvas.getByRole('tab', { name: 'כל הפעילויות' });
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('all');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'תרגול' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(plan).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('התוכנית שלך');
  },
};

export const KeyboardLtrEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Learning Progress',
    items: [
      { id: 'plan', label: 'Learning Plan', content: 'Your plan.' },
      { id: 'all', label: 'All Activities', content: 'Everything.' },
      { id: 'tests', label: 'Tests', content: 'Test results.', disabled: true },
      { id: 'practice', label: 'Practice Problems', content: 'Practice.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All Activities' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Practice Problems' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Practice.');
  },
};
