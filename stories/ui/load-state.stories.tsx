import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { LoadStateView } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';

const meta = {
  title: 'UI/LoadStateView',
  component: LoadStateView<readonly string[]>,
  args: {
    state: { status: 'ready', data: ['פונקציות', 'נגזרות'] },
    emptyLabel: 'אין פריטים',
    onRetry: fn(),
    children: (items: readonly string[]) => (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof LoadStateView<readonly string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(heUi.loadState.loading)).toBeVisible();
  },
};

export const LoadingEn: Story = {
  globals: { locale: 'en' },
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(enUi.loadState.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('אין פריטים')).toBeVisible();
  },
};

export const ErrorWithRetryEn: Story = {
  globals: { locale: 'en' },
  args: { state: { status: 'error', message: 'Something went wrong.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(canvas.getByRole('button', { name: enUi.loadState.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
