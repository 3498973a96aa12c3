import type { Meta, StoryObj } from '@storybook/react-vite';
import { DrawingPad } from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawStroke, zigzag } from '../draw-stroke';

const meta = {
  title: 'UI/DrawingPad',
  component: DrawingPad,
  args: { height: 300, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DrawingPad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: 'משטח ציור' });
    const submit = canvas.getByRole('button', { name: 'שליחה' });
    // Assert: 300 px high, nothing to submit yet.
    await expect(pad.getBoundingClientRect().height).toBe(300);
    await expect(submit).toBeDisabled();
    // Act: draw with a mouse, then submit from the keyboard.
    drawStroke(pad, zigzag);
    await waitFor(() => expect(submit).toBeEnabled());
    submit.focus();
    await userEvent.keyboard('{Enter}');
    // Assert: a base64 PNG at 2× scale.
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
    const png = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    const image = new Image();
    image.src = png;
    await image.decode();
    await expect(image.naturalHeight).toBe(600);
    await expect(image.naturalWidth).toBe(Math.round(pad.getBoundingClientRect().width * 2));
  },
};

export const ClearAndCancelEn: Story = {
  globals: { locale: 'en' },
  args: { height: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: 'Drawing pad' });
    await expect(pad.getBoundingClientRect().height).toBe(200);
    // Act: a pen stroke with real pressure, then Clear.
    drawStroke(pad, zigzag, 'pen');
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await waitFor(() => expect(clear).toBeEnabled());
    await userEvent.click(clear);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // Act: Cancel from the keyboard.
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Touch: Story = {
  args: { height: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: 'משטח ציור' });
    // Act: a touch stroke.
    drawStroke(pad, zigzag, 'touch');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'שליחה' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
