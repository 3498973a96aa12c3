import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { AudioPlayer, type AudioPlayerProps, type AudioPlayerState } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

function Stateful(props: AudioPlayerProps) {
  const [state, setState] = useState<AudioPlayerState>(props.state);
  return (
    <AudioPlayer
      {...props}
      state={state}
      onPlay={() => {
        setState('playing');
        props.onPlay();
      }}
      onPause={() => {
        setState('paused');
        props.onPause();
      }}
      onStop={() => {
        setState('stopped');
        props.onStop();
      }}
    />
  );
}

const meta = {
  title: 'UI/AudioPlayer',
  component: AudioPlayer,
  render: (args) => <Stateful {...args} />,
  args: { state: 'idle', onPlay: fn(), onPause: fn(), onStop: fn() },
} satisfies Meta<typeof AudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlayPauseStop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'נגן הקראה' });
    await expect(within(group).getByRole('button', { name: 'עצירה' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: 'ניגון' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
    await userEvent.click(within(group).getByRole('button', { name: 'השהיה' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await userEvent.click(within(group).getByRole('button', { name: 'עצירה' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(within(group).getByRole('button', { name: 'עצירה' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'נגן הקראה' });
    await expect(within(group).getByRole('status')).toHaveTextContent('טוען שמע...');
    await expect(canvas.getByRole('button', { name: 'ניגון' })).toBeDisabled();
  },
};

export const PlayingEn: Story = {
  globals: { locale: 'en' },
  args: { state: 'playing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Read-aloud player' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};
