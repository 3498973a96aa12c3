import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExperimentalPage } from '../../app/src/features/public/components/experimental-page';
import { drawStroke, zigzag } from '../draw-stroke';

const meta = {
  title: 'App/Experimental',
  component: ExperimentalPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/experimental']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExperimentalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(screen.getByRole('heading', { level: 1, name: 'המרחב הניסיוני' })).toBeInTheDocument();
    await expect(screen.getByRole('heading', { level: 2, name: 'מחשבון מדעי' })).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: 'לוח ציור' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'חזרה' })).toHaveAttribute('href', '/');
  },
};

export const Calculator: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    // Act: open the calculator
    const open = screen.getByRole('button', { name: 'פתיחת המחשבון' });
    await userEvent.click(open);
    // Assert: a working calculator
    const calculator = await screen.findByRole('dialog', { name: 'מחשבון' });
    const input = within(calculator).getByRole('textbox', { name: 'ביטוי לחישוב' });
    const result = within(calculator).getByRole('status', { name: 'תוצאה' });
    await userEvent.click(input);
    await userEvent.keyboard('6*7{Enter}');
    await waitFor(() => expect(result).toHaveTextContent(/^42$/));
    // Act: Escape closes it and focus returns to the opener
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'פתיחת המחשבון' })).toHaveFocus();
  },
};

export const DrawingPad: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const pad = screen.getByRole('img', { name: 'משטח ציור' });
    const submit = screen.getByRole('button', { name: 'שליחה' });
    await expect(pad.getBoundingClientRect().height).toBe(300);
    await expect(submit).toBeDisabled();
    // Act
    drawStroke(pad, zigzag.slice(0, 20));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    // Assert: the drawing is previewed locally as a PNG
    const preview = await screen.findByRole('img', { name: 'הציור האחרון ששלחתם' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'הוא לא נשלח לשום מקום',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(screen.getByRole('heading', { level: 1, name: 'Experimental Space' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the calculator' }));
    const calculator = await screen.findByRole('dialog', { name: 'Calculator' });
    await expect(calculator).toBeVisible();
    // Act: the same button now closes it
    await userEvent.click(screen.getByRole('button', { name: 'Close the calculator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('img', { name: 'Drawing pad' })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  },
};
