import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { TermsPage } from '../../app/src/features/public/components/terms-page';

const meta = {
  title: 'App/Terms',
  component: TermsPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/terms']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'תנאי שימוש' })).toBeInTheDocument();
    await expect(canvas.getByText('עודכן לאחרונה: מאי 2025')).toBeInTheDocument();
    const sections = within(canvas.getByRole('main')).getAllByRole('region');
    await expect(sections).toHaveLength(7);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. הגדרת השירות',
      '2. שימוש מותר',
      '3. דיוק התוכן שנוצר בבינה מלאכותית',
      '4. קניין רוחני',
      '5. שינויים והפסקת השירות',
      '6. הגבלת אחריות',
      '7. הדין החל וסמכות שיפוט',
    ]);
    await expect(within(sections[6] as HTMLElement).getByText(/דיני מדינת ישראל.*תל אביב–יפו/)).toBeVisible();
    await expect(within(sections[4] as HTMLElement).getByText(/וללא הודעה מוקדמת/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
    await expect(canvas.getByTestId('animated-background')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    await expect(canvas.getByText('Last updated: May 2025')).toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getAllByRole('region')).toHaveLength(7);
    await expect(canvas.getByRole('region', { name: '7. Governing law and jurisdiction' })).toHaveTextContent(
      'Tel Aviv',
    );
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
