import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { TutorAvatar, type TutorMood } from '@havruta/ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/TutorAvatar',
  component: TutorAvatar,
  args: { persona: 'athena', mood: 'idle' },
} satisfies Meta<typeof TutorAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const moods: TutorMood[] = ['hello', 'thinking', 'idle', 'encouraging', 'reading'];

export const AthenaIdle: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'אתנה, ממתינה' });
    await expect(avatar).toHaveStyle({ width: '200px', height: '200px' });
  },
};

export const AthenaMoods: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {moods.map((mood) => (
        <TutorAvatar key={mood} {...args} mood={mood} size={140} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['מברכת לשלום', 'חושבת', 'ממתינה', 'מעודדת', 'קוראת']) {
      await expect(canvas.getByRole('img', { name: `אתנה, ${name}` })).toBeInTheDocument();
    }
  },
};

export const ClioMoods: Story = {
  args: { persona: 'clio' },
  render: AthenaMoods.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'קליאו, חושבת' })).toHaveAttribute('data-persona', 'clio');
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};

export const LearningSpaceSize: Story = {
  args: { persona: 'clio', mood: 'encouraging', size: 220 },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'קליאו, מעודדת' });
    await expect(avatar).toHaveStyle({ width: '220px' });
  },
};

export const MoodsEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <TutorAvatar {...args} persona="athena" mood="hello" />
      <TutorAvatar {...args} persona="clio" mood="reading" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Athena, saying hello' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Clio, reading' })).toBeInTheDocument();
  },
};
