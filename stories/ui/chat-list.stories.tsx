import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ChatList } from '@havruta/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';

/** `count` numbered messages, oldest first. */
const messages = (count: number) => Array.from({ length: count }, (_, index) => `הודעה ${index + 1}`);

const meta = {
  title: 'UI/ChatList',
  component: ChatList<string>,
  args: {
    items: messages(100),
    getKey: (item: string) => item,
    renderItem: (item: string) => <p style={{ margin: 0, padding: 8 }}>{item}</p>,
    pageSize: 40,
  },
  decorators: [
    (Story) => (
      <div style={{ blockSize: 360, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatList<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: heUi.chatList.label });
    // The newest page of 40: the first frame paints the newest few, the rest follow.
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(40));
    await expect(within(log).getByText('הודעה 100')).toBeInTheDocument();
    await expect(within(log).queryByText('הודעה 60')).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: heUi.chatList.earlier.replace('{count}', '60') }),
    );
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(80));
    await expect(within(log).getByText('הודעה 21')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], empty: <p>עוד אין הודעות בשיחה.</p> },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getByText('עוד אין הודעות בשיחה.')).toBeInTheDocument();
    await expect(within(log).queryAllByRole('listitem')).toHaveLength(0);
    await expect(within(log).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { items: messages(3), busy: true },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongHistoryEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: enUi.chatList.label });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(40));
    await expect(
      canvas.getByRole('button', { name: enUi.chatList.earlier.replace('{count}', '60') }),
    ).toBeInTheDocument();
  },
};
