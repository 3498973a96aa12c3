import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Button, IconButton } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'התחל שיעור זה', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args}>ראשי</Button>
      <Button {...args} variant="secondary">
        משני
      </Button>
      <Button {...args} variant="ghost">
        שקוף
      </Button>
      <Button {...args} variant="danger">
        סיום השיעור
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'סיום השיעור' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'ראשי' })).toHaveAttribute('type', 'button');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'התחל שיעור זה' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'שולח...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'שולח...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'התחל שיעור זה' })).toBeDisabled();
  },
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="מחשבון" icon="🧮" onClick={fn()} />
      <IconButton label="חזרה" icon="➜" mirrorInRtl />
      <IconButton label="הקראה" icon="🔊" pressed />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'מחשבון' })).toHaveAttribute('title', 'מחשבון');
    await expect(canvas.getByRole('button', { name: 'הקראה' })).toHaveAttribute('aria-pressed', 'true');
    const mirrored = canvas.getByRole('button', { name: 'חזרה' }).firstElementChild as HTMLElement;
    await expect(getComputedStyle(mirrored).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const IconButtonsEn: Story = {
  globals: { locale: 'en' },
  render: () => <IconButton label="Back" icon="➜" mirrorInRtl />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Back' });
    await expect(getComputedStyle(button.firstElementChild as HTMLElement).transform).toBe('none');
  },
};
