import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LandingPage } from '../../app/src/features/public/components/landing-page';

const meta = {
  title: 'App/Landing',
  component: LandingPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hero
    await expect(
      canvas.getByRole('heading', { level: 1, name: /חברותא — מורה פרטי חכם למתמטיקה ולסטטיסטיקה/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('חינם בתקופת הפיילוט', { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'אתנה' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'קליאו' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'שותפה למורה, לא תחליף' })).toBeInTheDocument();
    await expect(canvas.getByText(/מודל שפה גדול/)).toBeInTheDocument();
    await expect(canvas.getByText(/רגוע, ריכוז ויצירתיות/)).toBeInTheDocument();
    // Nav links, in order
    const nav = canvas.getByRole('navigation', { name: 'ניווט ראשי' });
    const navLinks = within(nav).getAllByRole('link');
    await expect(navLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['תכונות', '/features'],
      ['איך זה עובד', '/how-it-works'],
      ['אודות', '/about'],
      ['צור קשר', '/contact'],
    ]);
    // Footer links
    const footer = canvas.getByRole('navigation', { name: 'מידע משפטי ושאלות' });
    const footerLinks = within(footer).getAllByRole('link');
    await expect(footerLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['מדיניות פרטיות', '/privacy'],
      ['תנאי שימוש', '/terms'],
      ['שאלות נפוצות', '/faq'],
    ]);
    // Log In and Sign Up
    await expect(canvas.getByRole('link', { name: 'התחברות' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'הרשמה' })).toHaveAttribute('href', '/login?signup=true');
    await expect(canvas.getByRole('link', { name: 'מתחילים ללמוד — הרשמה חינם' })).toHaveAttribute(
      'href',
      '/login?signup=true',
    );
    await expect(canvas.getByRole('button', { name: 'English' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: /a smart private tutor for math and statistics/ }),
    ).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'How It Works', 'About', 'Contact']);
    const footer = canvas.getByRole('navigation', { name: 'Legal and help' });
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy Policy', 'Terms of Service', 'FAQ']);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?signup=true');
    await expect(
      canvas.getByRole('heading', { name: 'A companion to teachers, not a replacement' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Free during the pilot' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'עברית' })).toBeInTheDocument();
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Act: he → en
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    // Assert
    await expect(await canvas.findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'ltr');
    // Act: en → he
    await userEvent.click(canvas.getByRole('button', { name: 'עברית' }));
    // Assert
    await expect(await canvas.findByRole('link', { name: 'הרשמה' })).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
