import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { ContactPage } from '../../app/src/features/public/components/contact-page';

const meta = {
  title: 'App/Contact',
  component: ContactPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/contact']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'צור קשר' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'שם מלא' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'דוא״ל' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'נושא' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'הודעה' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'שליחה' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Act
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    // Assert: every field says what is missing, and focus goes to the first
    const name = canvas.getByRole('textbox', { name: 'שם מלא' });
    await expect(name).toHaveAccessibleDescription('נא למלא שם.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'דוא״ל' })).toHaveAccessibleDescription(
      'נא למלא כתובת דוא״ל.',
    );
    await expect(canvas.getByRole('textbox', { name: 'נושא' })).toHaveAccessibleDescription('נא למלא נושא.');
    await expect(canvas.getByRole('textbox', { name: 'הודעה' })).toHaveAccessibleDescription(
      'נא לכתוב הודעה.',
    );
    await expect(within(canvas.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arrange
    await userEvent.type(canvas.getByRole('textbox', { name: 'שם מלא' }), 'דנה');
    await userEvent.type(canvas.getByRole('textbox', { name: 'דוא״ל' }), 'dana@school');
    await userEvent.type(canvas.getByRole('textbox', { name: 'נושא' }), 'הצטרפות לפיילוט');
    await userEvent.type(canvas.getByRole('textbox', { name: 'הודעה' }), 'שלום, נשמח להצטרף.');
    // Act
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    // Assert
    const email = canvas.getByRole('textbox', { name: 'דוא״ל' });
    await expect(email).toHaveAccessibleDescription('כתובת הדוא״ל אינה תקינה.');
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'שם מלא' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      // Arrange
      await userEvent.type(canvas.getByRole('textbox', { name: 'שם מלא' }), 'דנה כהן');
      await userEvent.type(canvas.getByRole('textbox', { name: 'דוא״ל' }), 'dana@example.org');
      await userEvent.type(canvas.getByRole('textbox', { name: 'נושא' }), 'הצטרפות לפיילוט');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'הודעה' }),
        'שלום, בית הספר שלנו רוצה להצטרף.',
      );
      // Act
      await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
      // Assert: logged locally, confirmed, nothing sent
      await expect(info).toHaveBeenCalledWith('[contact] message kept locally, not sent:', {
        name: 'דנה כהן',
        email: 'dana@example.org',
        subject: 'הצטרפות לפיילוט',
        message: 'שלום, בית הספר שלנו רוצה להצטרף.',
      });
      const confirmation = within(canvas.getByRole('main')).getByRole('status');
      await expect(within(confirmation).getByRole('heading', { name: 'תודה, דנה כהן!' })).toHaveFocus();
      await expect(confirmation).toHaveTextContent('ההודעה בנושא „הצטרפות לפיילוט” נקלטה בטופס.');
      // Act: write another
      await userEvent.click(canvas.getByRole('button', { name: 'כתיבת הודעה נוספת' }));
      await expect(canvas.getByRole('textbox', { name: 'שם מלא' })).toHaveValue('');
    } finally {
      info.mockRestore();
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
        'Please enter your name.',
      );
      await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
        'Please write a message.',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Dana');
      await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Pilot');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello!');
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'This e-mail address is not valid.',
      );
      await expect(info).not.toHaveBeenCalled();
      await userEvent.clear(canvas.getByRole('textbox', { name: 'E-mail' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'dana@example.org');
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent(
        'Thank you, Dana!',
      );
      await expect(info).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    } finally {
      info.mockRestore();
    }
  },
};
