import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, type DialogProps } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function WithTrigger(props: DialogProps & { trigger: string; action: string }) {
  const { trigger, action, onOpenChange, ...rest } = props;
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        {trigger}
      </button>
      <Dialog {...rest} open={open} onOpenChange={change}>
        <p>{rest.children}</p>
        <button type="button" onClick={() => change(false)}>
          {action}
        </button>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: false, onOpenChange: fn(), title: 'בחירת קורס', children: 'בחרו קורס כדי להמשיך.' },
  render: (args) => <WithTrigger {...args} trigger="בחירת קורס" action="מתמטיקה" />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const backdrop = (doc: Document) => doc.querySelector('.hv-dialog__overlay') as HTMLElement;

export const Dismissable: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = screen.getByRole('button', { name: 'בחירת קורס' });
    // Act: open from the keyboard.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'בחירת קורס' });
    // Assert: focus is trapped inside: Tab cycles between its two buttons.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'סגירה' })).toBeInTheDocument();
    // Act: a click on the backdrop closes it.
    await userEvent.click(backdrop(canvasElement.ownerDocument));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const DismissableEn: Story = {
  globals: { locale: 'en' },
  args: { title: 'Select a Course', children: 'Pick a course to continue.' },
  render: (args) => <WithTrigger {...args} trigger="Select a course" action="Mathematics" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = screen.getByRole('button', { name: 'Select a course' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Select a Course' });
    // Act: Escape closes; Assert: focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Act: the close button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NonDismissable: Story = {
  args: { dismissable: false, description: 'יש לבחור קורס כדי להמשיך' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'בחירת קורס' }));
    const dialog = await screen.findByRole('dialog', { name: 'בחירת קורס' });
    await expect(dialog).toHaveAccessibleDescription('יש לבחור קורס כדי להמשיך');
    // Act: Escape and a backdrop click do nothing.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop(canvasElement.ownerDocument));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'סגירה' })).not.toBeInTheDocument();
    // Act: choosing a course closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'מתמטיקה' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NonDismissableEn: Story = {
  globals: { locale: 'en' },
  args: {
    dismissable: false,
    title: 'Select a Course',
    description: 'Please select a course to continue',
    children: 'No course is selected yet.',
  },
  render: (args) => <WithTrigger {...args} trigger="Select a course" action="Statistics" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    screen.getByRole('button', { name: 'Select a course' }).focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Select a Course' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    // Act: the only way out is the choice, reached by keyboard.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    within(dialog).getByRole('button', { name: 'Statistics' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
