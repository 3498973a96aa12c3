import type { Meta, StoryObj } from '@storybook/react-vite';
import { DrawingPad } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawStroke, zigzag } from '../draw-stroke';
import { expectControlsInViewport, phoneEn, phoneHe } from '../phone';

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

/** Shows the pad from a toggle, as the input bar's draw mode does; Cancel (or Escape) hides it again. */
function PadFromToggle({
  onSubmit,
  onCancel,
  label,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <DrawingPad
          height={200}
          onSubmit={onSubmit}
          onCancel={() => {
            setOpen(false);
            onCancel();
          }}
        />
      )}
    </>
  );
}

/** Escape closes the pad, from the toggle or from inside the pad, and focus stays on the toggle (#27). */
const escapeCloses =
  (label: string, clear: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: label });
    // Act: open from the keyboard, then Escape with focus still on the toggle.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: clear })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: clear })).not.toBeInTheDocument();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    // Act: open again, Tab into the pad, Escape there; Assert: focus goes back to the toggle.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: clear })).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  };

export const EscapeCloses: Story = {
  render: (args) => <PadFromToggle onSubmit={fn()} onCancel={args.onCancel ?? fn()} label="מצב ציור" />,
  play: escapeCloses('מצב ציור', 'ניקוי'),
};

export const EscapeClosesEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <PadFromToggle onSubmit={fn()} onCancel={args.onCancel ?? fn()} label="Draw mode" />,
  play: escapeCloses('Draw mode', 'Clear'),
};

/** On a phone the pad is as wide as the screen, and Clear, Cancel and Submit are on it and tappable (#27). */
const onPhone =
  (pad: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = canvas.getByRole('img', { name: pad });
    drawStroke(surface, zigzag);
    await expect(surface.getBoundingClientRect().right).toBeLessThanOrEqual(innerWidth);
    await expectControlsInViewport(canvasElement);
  };

export const Phone: Story = { ...phoneHe, args: { height: 260 }, play: onPhone('משטח ציור') };
export const PhoneEn: Story = { ...phoneEn, args: { height: 260 }, play: onPhone('Drawing pad') };
