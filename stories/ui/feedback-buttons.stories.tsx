import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { FeedbackButtons } from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/FeedbackButtons',
  component: FeedbackButtons,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FeedbackButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;

export const Positive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: 'התשובה עזרה לי' });
    await userEvent.click(up);
    await expect(args.onSubmit).toHaveBeenCalledWith({ isPositive: true, comment: '' });
    // Both buttons lock after a positive vote.
    await expect(up).toBeDisabled();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'התשובה לא עזרה לי' })).toBeDisabled();
  },
};

export const NegativeWithComment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'התשובה לא עזרה לי' }));
    const dialog = await screen.findByRole('dialog', { name: 'מה לא היה מועיל בתשובה הזו?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'הערה' }), 'ההסבר היה קצר מדי');
    await userEvent.click(within(dialog).getByRole('button', { name: 'שליחת משוב' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ isPositive: false, comment: 'ההסבר היה קצר מדי' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'התשובה עזרה לי' })).toBeDisabled();
  },
};

export const NegativeCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'התשובה לא עזרה לי' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'התשובה לא עזרה לי' })).toBeEnabled();
  },
};

export const SaveFailedUnlocks: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to save feedback'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: 'התשובה עזרה לי' });
    await userEvent.click(up);
    await waitFor(() => expect(up).toBeEnabled());
  },
};

export const AlreadyGiven: Story = {
  args: { value: 'negative' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'התשובה לא עזרה לי' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'התשובה עזרה לי' })).toBeDisabled();
  },
};

export const NegativeEn: Story = {
  ...en,
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'This response was not helpful' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "What wasn't helpful about this response?" });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ isPositive: false, comment: '' });
  },
};
