import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calculator } from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Calculator',
  component: Calculator,
  args: { onClose: fn(), onModeChange: fn(), defaultPosition: { x: 24, y: 24 } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Calculator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const calculator = await screen.findByRole('dialog', { name: 'מחשבון' });
    const input = screen.getByRole('textbox', { name: 'ביטוי לחישוב' });
    const result = screen.getByRole('status', { name: 'תוצאה' });
    // Assert: 400 px wide and focus in the expression field.
    await expect(calculator.getBoundingClientRect().width).toBe(400);
    await expect(input).toHaveFocus();
    // Act: keyboard entry.
    await userEvent.keyboard('sin(30){Enter}');
    await waitFor(() => expect(result).toHaveTextContent(/^0\.5$/));
    // Act: the keypad: C 7 × 6 = → 42, then M+.
    const key = (name: string) => screen.getByRole('button', { name });
    for (const name of ['C ניקוי', '7', 'כפל', '6', 'שווה']) await userEvent.click(key(name));
    await waitFor(() => expect(result).toHaveTextContent(/^42$/));
    await userEvent.click(key('M+ הוספה לזיכרון'));
    await waitFor(() => expect(screen.getByText('זיכרון: 42')).toBeInTheDocument());
    // Act: division by zero.
    await userEvent.clear(input);
    await userEvent.type(input, '1/0{Enter}');
    await waitFor(() => expect(result).toHaveTextContent(/^Error$/));
    // Act: MR ÷ 2 = → 21.
    for (const name of ['C ניקוי', 'MR שליפה מהזיכרון', 'חילוק', '2', 'שווה'])
      await userEvent.click(key(name));
    await waitFor(() => expect(result).toHaveTextContent(/^21$/));
    // Assert: five columns.
    const keypad = screen.getByRole('group', { name: 'מקשי המחשבון' });
    await expect(getComputedStyle(keypad).gridTemplateColumns.split(' ')).toHaveLength(5);
    // Act: Escape closes.
    input.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ScientificEn: Story = {
  globals: { locale: 'en' },
  args: { defaultMode: 'scientific' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('dialog', { name: 'Calculator' });
    const input = screen.getByRole('textbox', { name: 'Expression' });
    const result = screen.getByRole('status', { name: 'Result' });
    await expect(screen.getByRole('button', { name: 'Scientific' })).toHaveAttribute('aria-pressed', 'true');
    // Assert: the angle unit is on the screen (#27), and named for a screen reader.
    await expect(screen.getByText('DEG')).toBeVisible();
    await expect(screen.getByText('Angles in degrees')).toBeInTheDocument();
    // Act: trigonometry in degrees from the keypad: cos(60) = 0.5.
    await userEvent.click(screen.getByRole('button', { name: 'cos' }));
    await userEvent.click(screen.getByRole('button', { name: '6' }));
    await userEvent.click(screen.getByRole('button', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: ')' }));
    await userEvent.click(screen.getByRole('button', { name: 'Equals' }));
    await waitFor(() => expect(result).toHaveTextContent(/^0\.5$/));
    // Act: ANS continues: × 4 = → 2.
    await userEvent.click(screen.getByRole('button', { name: 'Multiply' }));
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Equals' }));
    await waitFor(() => expect(result).toHaveTextContent(/^2$/));
    // Act: roots, powers and logs by keyboard.
    await userEvent.clear(input);
    await userEvent.type(input, 'sqrt(16)+2^3+log(100)+ln(e){Enter}');
    await waitFor(() => expect(result).toHaveTextContent(/^15$/));
  },
};

export const HostileInputEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('dialog', { name: 'Calculator' });
    const input = screen.getByRole('textbox', { name: 'Expression' });
    const result = screen.getByRole('status', { name: 'Result' });
    // Act/Assert: each hostile input ends as Error quickly and the panel stays responsive.
    for (const hostile of ['9^9^9^9', '99999999!', `${'('.repeat(200)}1${')'.repeat(200)}`]) {
      await userEvent.click(screen.getByRole('button', { name: 'C Clear' }));
      await userEvent.click(input);
      await userEvent.paste(hostile);
      const started = performance.now();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(result).toHaveTextContent(/^Error$/), { timeout: 1000 });
      await expect(performance.now() - started).toBeLessThan(1000);
    }
    await userEvent.click(screen.getByRole('button', { name: 'C Clear' }));
    await userEvent.type(input, '2+2{Enter}');
    await waitFor(() => expect(result).toHaveTextContent(/^4$/));
  },
};

export const ModeSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('dialog', { name: 'מחשבון' });
    await expect(screen.queryByRole('button', { name: 'sin' })).not.toBeInTheDocument();
    // Act: switch to scientific from the keyboard.
    screen.getByRole('button', { name: 'מדעי' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('scientific');
    await expect(screen.getByRole('button', { name: 'sin' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'שורש ריבועי' })).toBeInTheDocument();
    // Act: minimise the panel.
    await userEvent.click(screen.getByRole('button', { name: 'מזעור' }));
    await expect(screen.getByRole('dialog', { name: 'מחשבון' })).toHaveAttribute('data-state', 'minimized');
  },
};
