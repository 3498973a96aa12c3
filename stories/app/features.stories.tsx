import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { FeaturesPage } from '../../app/src/features/public/components/features-page';

const meta = {
  title: 'App/Features',
  component: FeaturesPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/features']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FeaturesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'תכונות' })).toBeInTheDocument();
    const grid = canvas.getByRole('list', { name: 'תכונות' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    await expect(within(grid).getByRole('heading', { name: 'אתנה וקליאו' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: 'Features' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(grid).getByRole('heading', { name: 'Three ambient sound modes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
