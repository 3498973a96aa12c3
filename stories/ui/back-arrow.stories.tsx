import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { BackArrow } from '@havruta/ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/BackArrow',
  component: BackArrow,
  render: (args, { globals }) => (
    <a href="#back" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <BackArrow {...args} />
      {globals.locale === 'en' ? 'Back' : 'חזרה'}
    </a>
  ),
} satisfies Meta<typeof BackArrow>;
export default meta;
type Story = StoryObj<typeof meta>;

const arrowOf = (canvasElement: HTMLElement) => {
  const arrow = canvasElement.querySelector('svg.hv-back-arrow');
  if (!arrow) throw new Error('no back arrow');
  return arrow;
};

/** In Hebrew the arrow is mirrored, so it points right, back along the reading direction. */
export const Hebrew: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'חזרה' })).toBeVisible();
    const arrow = arrowOf(canvasElement);
    await expect(arrow).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** In English it is drawn as is, pointing left. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toBeVisible();
    await expect(getComputedStyle(arrowOf(canvasElement)).transform).toBe('none');
  },
};
