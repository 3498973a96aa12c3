import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AboutPage } from '../../app/src/features/public/components/about-page';

const meta = {
  title: 'App/About',
  component: AboutPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/about']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'אודות חברותא' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'המשימה שלנו' })).toBeInTheDocument();
    const team = canvas.getByRole('region', { name: 'הצוות המייסד' });
    const members = within(team).getAllByRole('listitem');
    await expect(members).toHaveLength(2);
    await expect(members[0]).toHaveTextContent('מייסדת שותפה ומנכ״לית');
    await expect(members[1]).toHaveTextContent('מייסד שותף ומנהל טכנולוגיות ראשי');
    const profiles = within(team).getAllByRole('link');
    await expect(profiles).toHaveLength(2);
    for (const profile of profiles) {
      await expect(profile.getAttribute('href')).toMatch(/^https:\/\//);
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Havruta' })).toBeInTheDocument();
    const team = canvas.getByRole('region', { name: 'The founding team' });
    await expect(within(team).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(team).getByText('Co-founder and CEO')).toBeVisible();
    await expect(within(team).getByText('Co-founder and CTO')).toBeVisible();
    await expect(within(team).getAllByRole('link', { name: /^Professional profile of / })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
