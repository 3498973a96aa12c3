import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Loader, LoaderOverlay, type LoaderType } from '@havruta/ui';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Loader',
  component: Loader,
  args: { type: 'dots', intensity: 'normal', context: 'chat' },
  decorators: [
    (Story) => (
      <section aria-label="demo">
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own region: the app shell around it has a toast region that is also a status. */
function demo(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('region', { name: 'demo' }));
}

const types: LoaderType[] = ['dots', 'pulse', 'anime', 'thinking', 'typing'];

export const ChatRotates: Story = {
  play: async ({ canvasElement }) => {
    const status = demo(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('המורה חושבת על תשובה...');
    await waitFor(() => expect(status).toHaveTextContent('מנסחת הסבר ברור...'), { timeout: 3000 });
  },
};

export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      {types.map((type) => (
        <Loader key={type} {...args} type={type} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(demo(canvasElement).getAllByRole('status')).toHaveLength(5);
  },
};

export const Intensities: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Loader {...args} intensity="minimal" context="uploading" />
      <Loader {...args} intensity="normal" context="audio" />
      <Loader {...args} intensity="engaging" context="generating" type="anime" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [minimal, normal, engaging] = demo(canvasElement).getAllByRole('status');
    // Minimal keeps its message for screen readers only.
    await expect(minimal).toHaveTextContent('מעלה את הקובץ...');
    await expect(normal).toHaveTextContent('מתמללת את ההקלטה...');
    await expect(engaging).toHaveTextContent('יוצרת תוכן...');
  },
};

export const LearningPlanOverlay: Story = {
  render: () => <LoaderOverlay />,
  play: async ({ canvasElement }) => {
    const overlay = demo(canvasElement).getAllByRole('status')[0];
    await expect(overlay).toHaveTextContent('יוצרת תוכנית למידה...');
    await expect(overlay).toHaveTextContent('זה עשוי להימשך כמה דקות.');
  },
};

export const LearningPlanOverlayEn: Story = {
  globals: { locale: 'en' },
  render: () => <LoaderOverlay />,
  play: async ({ canvasElement }) => {
    const overlay = demo(canvasElement).getAllByRole('status')[0];
    await expect(overlay).toHaveTextContent('Generating Learning Plan...');
    await expect(overlay).toHaveTextContent('This may take a few minutes.');
  },
};

export const AnimeRotatesEn: Story = {
  globals: { locale: 'en' },
  args: { type: 'anime', context: 'learning_plan' },
  play: async ({ canvasElement }) => {
    const status = demo(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Building a learning plan...');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // At 2.1 s the anime loader (2.5 s period) still shows its first message.
    await expect(status).toHaveTextContent('Building a learning plan...');
    await waitFor(() => expect(status).toHaveTextContent('Analysing your progress...'), { timeout: 1500 });
  },
};
