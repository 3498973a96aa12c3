import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ScoreBadge, TopicProgressBar } from '@havruta/ui';
import { tokenRgb } from './token-colour';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/ScoreBadge',
  component: ScoreBadge,
  args: { score: 92 },
} satisfies Meta<typeof ScoreBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bands: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ScoreBadge score={92} />
      <ScoreBadge score={80} />
      <ScoreBadge score={65} />
      <ScoreBadge score={41} />
      <ScoreBadge score={140} />
      <ScoreBadge score={-3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('ציון 92%')).backgroundColor).toBe(
      tokenRgb('--hv-score-high'),
    );
    await expect(getComputedStyle(canvas.getByText('ציון 80%')).backgroundColor).toBe(
      tokenRgb('--hv-score-high'),
    );
    await expect(getComputedStyle(canvas.getByText('ציון 65%')).backgroundColor).toBe(
      tokenRgb('--hv-score-mid'),
    );
    await expect(getComputedStyle(canvas.getByText('ציון 41%')).backgroundColor).toBe(
      tokenRgb('--hv-score-low'),
    );
    // Clamped to 0–100.
    await expect(canvas.getByText('ציון 100%')).toBeInTheDocument();
    await expect(canvas.getByText('ציון 0%')).toBeInTheDocument();
  },
};

export const BandsEn: Story = {
  globals: { locale: 'en' },
  args: { score: 60 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Score 60%')).toHaveAttribute('data-level', 'mid');
  },
};

export const TopicProgress: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360 }}>
      <TopicProgressBar label="משוואות ריבועיות" value={0.9} />
      <TopicProgressBar label="טריגונומטריה" value={0.6} />
      <TopicProgressBar label="הסתברות" value={0.2} />
      <TopicProgressBar label="נגזרות" value={1.4} />
      <TopicProgressBar label="אינטגרלים" value={-0.5} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'משוואות ריבועיות' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    await expect(canvas.getByRole('progressbar', { name: 'נגזרות' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('progressbar', { name: 'אינטגרלים' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const fill = (name: string) => canvas.getByRole('progressbar', { name }).firstElementChild as HTMLElement;
    await expect(getComputedStyle(fill('משוואות ריבועיות')).backgroundColor).toBe(
      tokenRgb('--hv-topic-high'),
    );
    await expect(getComputedStyle(fill('טריגונומטריה')).backgroundColor).toBe(tokenRgb('--hv-topic-mid'));
    await expect(getComputedStyle(fill('הסתברות')).backgroundColor).toBe(tokenRgb('--hv-topic-low'));
  },
};

export const TopicProgressEn: Story = {
  globals: { locale: 'en' },
  render: () => <TopicProgressBar label="Probability" value={0.5} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Probability' })).toHaveAttribute(
      'aria-valuetext',
      '50%',
    );
  },
};
