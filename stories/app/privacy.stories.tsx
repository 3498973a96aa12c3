import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from '../../app/src/features/public/components/privacy-page';

const meta = {
  title: 'App/Privacy',
  component: PrivacyPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/privacy']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'מדיניות פרטיות' })).toBeInTheDocument();
    await expect(canvas.getByText('עודכן לאחרונה: מאי 2025')).toBeInTheDocument();
    await expect(canvas.getByText(/חוק הגנת הפרטיות, התשמ״א-1981/)).toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getAllByRole('region')).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. איזה מידע אנו אוספים',
      '2. כיצד אנו משתמשים במידע',
      '3. שיתוף מידע',
      '4. שמירת המידע ואבטחתו',
      '5. הזכויות שלכם',
      '6. יצירת קשר',
    ]);
    await expect(canvas.getByRole('region', { name: '5. הזכויות שלכם' })).toHaveTextContent('קטינים');
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    await expect(canvas.getByText('Last updated: May 2025')).toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getAllByRole('region')).toHaveLength(6);
    await expect(canvas.getByRole('region', { name: '6. Contact' })).toHaveTextContent(
      'privacy@havruta.co.il',
    );
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
