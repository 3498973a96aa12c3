import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { Button, Card } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'מתמטיקה — 5 יחידות', children: 'מורה: אתנה', media: <span>📐</span> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(
      within(card).getByRole('heading', { level: 3, name: 'מתמטיקה — 5 יחידות' }),
    ).toBeInTheDocument();
    await expect(card).toHaveTextContent('מורה: אתנה');
  },
};

const onChoose = fn();

export const WithAction: Story = {
  args: { footer: <Button onClick={onChoose}>בחירת קורס</Button>, selected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'בחירת קורס' }));
    await expect(onChoose).toHaveBeenCalled();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'selected');
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: { title: 'Statistics 2', children: 'Tutor: Clio', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Statistics 2' }),
    ).toBeInTheDocument();
  },
};
