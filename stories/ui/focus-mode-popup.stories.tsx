import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { FocusModePopup, type FocusMode, type FocusModePopupProps } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

function Stateful(props: FocusModePopupProps) {
  const [mode, setMode] = useState<FocusMode | null>(props.activeMode);
  return (
    <FocusModePopup
      {...props}
      activeMode={mode}
      onSelect={(next) => {
        // Choosing the playing mode again stops it, as in the learning space.
        setMode((current) => (current === next ? null : next));
        props.onSelect(next);
      }}
      onStop={() => {
        setMode(null);
        props.onStop();
      }}
    />
  );
}

const meta = {
  title: 'UI/FocusModePopup',
  component: FocusModePopup,
  render: (args) => <Stateful {...args} />,
  args: { activeMode: null, onSelect: fn(), onStop: fn(), onClose: fn() },
} satisfies Meta<typeof FocusModePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndStop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'מצב ריכוז' });
    await expect(within(group).getByRole('button', { name: 'עצירת הניגון' })).toBeDisabled();
    const study = within(group).getByRole('button', { name: 'למידה' });
    await userEvent.click(study);
    await expect(args.onSelect).toHaveBeenCalledWith('study');
    await expect(study).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'רגוע' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'עצירת הניגון' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(study).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ActiveCalm: Story = {
  args: { activeMode: 'calm' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'רגוע' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'סגירה' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ChooseEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Focus mode' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Creativity' }));
    await expect(canvas.getByRole('button', { name: 'Creativity' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Stop Playback' })).toBeEnabled();
  },
};
