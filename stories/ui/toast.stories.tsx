import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider, useToast } from '@havruta/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';

function Triggers({ labels }: { labels: { success: string; error: string; info: string; flood: string } }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <button type="button" onClick={() => toast.success(labels.success)}>
        success
      </button>
      <button type="button" onClick={() => toast.error(labels.error, { duration: 4000 })}>
        error
      </button>
      <button type="button" onClick={() => toast.info(labels.info, { duration: 600 })}>
        info
      </button>
      <button
        type="button"
        onClick={() => {
          for (let index = 1; index <= 25; index += 1) toast.info(`${labels.flood} ${index}`);
        }}
      >
        flood
      </button>
    </div>
  );
}

function ToastDemo(props: { labels: { success: string; error: string; info: string; flood: string } }) {
  return (
    <ToastProvider>
      <Triggers labels={props.labels} />
    </ToastProvider>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: {
    labels: { success: 'השינויים נשמרו', error: 'טעינת השיעור נכשלה', info: 'השיעור מתחיל', flood: 'הודעה' },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const live = screen.getByRole('status');
    await expect(screen.getByRole('region', { name: 'התראות' })).toContainElement(live);
    // Act: a success toast and an error toast (4 s).
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    // Assert: both are announced through the live region; the error as an alert.
    await expect(live).toHaveTextContent('השינויים נשמרו');
    await expect(screen.getByRole('alert')).toHaveTextContent('טעינת השיעור נכשלה');
    // Act: dismiss the error from the keyboard.
    const dismiss = within(screen.getByRole('alert')).getByRole('button', { name: 'סגירת ההתראה' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expect(live).toHaveTextContent('השינויים נשמרו');
  },
};

export const QueueLimitEn: Story = {
  globals: { locale: 'en' },
  args: {
    labels: {
      success: 'Saved',
      error: 'Failed to load the lesson',
      info: 'Lesson starting',
      flood: 'Message',
    },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    // Act: 25 toasts at once.
    await userEvent.click(screen.getByRole('button', { name: 'flood' }));
    // Assert: only the 20 newest remain.
    const live = screen.getByRole('status');
    await expect(within(live).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(20);
    await expect(within(live).queryByText('Message 5')).not.toBeInTheDocument();
    await expect(within(live).getByText('Message 6')).toBeInTheDocument();
    await expect(within(live).getByText('Message 25')).toBeInTheDocument();
  },
};

export const CustomDurationEn: Story = {
  globals: { locale: 'en' },
  args: QueueLimitEn.args,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    // Act: an info toast that lasts 600 ms, shown from the keyboard.
    screen.getByRole('button', { name: 'info' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('status')).toHaveTextContent('Lesson starting');
    // Assert: it leaves on its own.
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Lesson starting'), {
      timeout: 3000,
    });
  },
};
