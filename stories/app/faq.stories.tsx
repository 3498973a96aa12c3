import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { FaqPage } from '../../app/src/features/public/components/faq-page';

const meta = {
  title: 'App/FAQ',
  component: FaqPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/faq']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'שאלות נפוצות' })).toBeInTheDocument();
    const questions = canvas.getAllByRole('heading', { level: 2 });
    await expect(questions).toHaveLength(8);
    await expect(questions[0]).toHaveTextContent('מה זו חברותא?');
    await expect(questions[7]).toHaveTextContent('מה קורה למידע שלי?');
    await expect(canvas.getByRole('link', { name: 'לקריאת מדיניות הפרטיות' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'כתבו לנו' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await expect(canvas.getByRole('heading', { name: 'Does Havruta replace the teacher?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
