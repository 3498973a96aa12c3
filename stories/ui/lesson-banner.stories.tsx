import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { LessonBanner } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';

const meta = {
  title: 'UI/LessonBanner',
  component: LessonBanner,
  args: { lessonTitle: 'הפונקציה הריבועית', onEnd: fn() },
} satisfies Meta<typeof LessonBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A status region (the page's toast region is another one).
    const banner = canvas.getByText(heUi.lessonBanner.active).closest('[role="status"]');
    await expect(banner).toHaveTextContent('הפונקציה הריבועית');
    await userEvent.click(canvas.getByRole('button', { name: heUi.lessonBanner.end }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

export const Ending: Story = {
  args: { ending: true },
  play: async ({ canvasElement }) => {
    const end = within(canvasElement).getByRole('button', { name: heUi.lessonBanner.end });
    await expect(end).toBeDisabled();
    await expect(end).toHaveAttribute('aria-busy', 'true');
  },
};

export const ActiveEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The course's Hebrew lesson title stays as it is in the English interface.
    const banner = canvas.getByText(enUi.lessonBanner.active).closest('[role="status"]');
    await expect(banner).toHaveTextContent('הפונקציה הריבועית');
    await userEvent.click(canvas.getByRole('button', { name: enUi.lessonBanner.end }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};
