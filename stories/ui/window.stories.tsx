import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Window,
  exerciseWindowPreset,
  practiceWindowPreset,
  testsWindowPreset,
  type WindowProps,
} from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectPhoneSheet, phoneEn, phoneHe } from '../phone';

/** Opens the window from a button, so focus can move in and come back. */
function Launcher(props: WindowProps & { launch: string }) {
  const { launch, onClose, ...rest } = props;
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {launch}
      </button>
      <Window
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Window',
  component: Window,
  render: (args) => <Launcher {...args} launch="פתיחה / Open" />,
  args: {
    title: 'חלון לדוגמה',
    defaultSize: { width: 480, height: 320 },
    defaultPosition: { x: 40, y: 60 },
    onClose: fn(),
    onMinimizedChange: fn(),
    children: <p style={{ padding: '1rem', margin: 0 }}>תוכן החלון: אפשר לגרור, לשנות גודל ולמזער.</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Window>;
export default meta;
type Story = StoryObj<typeof meta>;

const rectOf = (element: Element) => element.getBoundingClientRect();

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'חלון לדוגמה' });
    // Assert: focus moved into the window on open.
    await expect(dialog).toHaveFocus();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // Act: arrows move by 10 px, Shift+arrows resize.
    const move = screen.getByRole('button', { name: 'הזזת החלון' });
    move.focus();
    const before = rectOf(dialog);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(rectOf(dialog).left).toBe(before.left + 10));
    await expect(rectOf(dialog).top).toBe(before.top + 10);
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    await waitFor(() => expect(rectOf(dialog).width).toBe(before.width + 20));
    await expect(rectOf(dialog).height).toBe(before.height + 10);
    // Act: minimise and restore.
    await userEvent.click(screen.getByRole('button', { name: 'מזעור' }));
    await expect(dialog).toHaveAttribute('data-state', 'minimized');
    await expect(args.onMinimizedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'שחזור' }));
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // Act: Escape inside the window closes it.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseReturnsFocusEn: Story = {
  globals: { locale: 'en' },
  args: { title: 'Example window' },
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open window
        </button>
        <Window {...args} open={open} onClose={() => setOpen(false)}>
          <p style={{ padding: '1rem', margin: 0 }}>Drag me by the title bar.</p>
        </Window>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const launcher = screen.getByRole('button', { name: 'Open window' });
    // Act: open from the keyboard.
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Example window' });
    await expect(dialog).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Minimize' })).toBeInTheDocument();
    // Act: Escape closes; Assert: focus is back on the launcher.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(launcher).toHaveFocus();
    // Act: open again and close with the close button.
    await userEvent.click(launcher);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(launcher).toHaveFocus();
  },
};

export const TestsWindow: Story = {
  args: { ...testsWindowPreset, title: 'קטגוריות מבחנים', defaultPosition: undefined },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'קטגוריות מבחנים' });
    // Assert: default and minimum 800×600, with a 20 px resize grip.
    await expect(rectOf(dialog).width).toBe(800);
    await expect(rectOf(dialog).height).toBe(600);
    const grip = canvasElement.ownerDocument.querySelector('.hv-window__grip');
    await expect(grip && rectOf(grip).width).toBe(20);
    // Act: Shift+ArrowUp/Left try to shrink it below the minimum.
    screen.getByRole('button', { name: 'הזזת החלון' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowLeft}{/Shift}');
    await expect(rectOf(dialog).width).toBe(800);
    await expect(rectOf(dialog).height).toBe(600);
  },
};

export const PracticeWindowEn: Story = {
  globals: { locale: 'en' },
  args: { ...practiceWindowPreset, title: 'Select a Subject', defaultPosition: { x: 600, y: 400 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Select a Subject' });
    const start = rectOf(dialog);
    // Act: 60 presses of ArrowLeft would move 600 px; the drag limit is 500.
    screen.getByRole('button', { name: 'Move window' }).focus();
    await userEvent.keyboard('{ArrowLeft>60/}');
    await waitFor(() => expect(rectOf(dialog).left).toBe(start.left - 500));
    // Act: 40 presses of ArrowUp would move 400 px; the limit is 300.
    await userEvent.keyboard('{ArrowUp>40/}');
    await waitFor(() => expect(rectOf(dialog).top).toBe(start.top - 300));
    // Assert: no resizing in this preset.
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(rectOf(dialog).width).toBe(start.width);
  },
};

export const ExerciseWindow: Story = {
  args: { ...exerciseWindowPreset, title: 'פלטפורמת תרגול' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'פלטפורמת תרגול' });
    const inside = () => {
      const rect = rectOf(dialog);
      return rect.left >= 0 && rect.top >= 0 && rect.right <= innerWidth && rect.bottom <= innerHeight;
    };
    await expect(inside()).toBe(true);
    // Act: push it far past the edges and grow it.
    screen.getByRole('button', { name: 'הזזת החלון' }).focus();
    await userEvent.keyboard('{ArrowRight>120/}{ArrowDown>120/}{Shift>}{ArrowDown>60/}{/Shift}');
    // Assert: still inside the viewport, and never above 1200×800.
    await expect(inside()).toBe(true);
    await expect(rectOf(dialog).height).toBeLessThanOrEqual(800);
    // Act: shrink far below the minimum.
    await userEvent.keyboard('{Shift>}{ArrowUp>80/}{ArrowLeft>80/}{/Shift}');
    await expect(rectOf(dialog).height).toBe(350);
    await expect(rectOf(dialog).width).toBe(450);
  },
};

export const ExerciseWindowEn: Story = {
  globals: { locale: 'en' },
  args: { ...exerciseWindowPreset, title: 'Exercise platform', defaultMinimized: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Exercise platform' });
    await expect(dialog).toHaveAttribute('data-state', 'minimized');
    const restore = screen.getByRole('button', { name: 'Restore' });
    await expect(restore).toHaveAttribute('aria-expanded', 'false');
    // Act: restore from the keyboard.
    restore.focus();
    await userEvent.keyboard(' ');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(screen.getByRole('button', { name: 'Minimize' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Drags `handle` by (dx, dy) with the mouse, in five steps, as a hand would. */
function dragBy(handle: Element, dx: number, dy: number) {
  const view = handle.ownerDocument.defaultView;
  if (!view) throw new Error('no window');
  const box = handle.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const at = (type: string, px: number, py: number) => ({
    bubbles: true,
    cancelable: true,
    button: 0,
    buttons: type === 'pointerup' ? 0 : 1,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    clientX: px,
    clientY: py,
  });
  handle.dispatchEvent(new PointerEvent('pointerdown', at('pointerdown', x, y)));
  for (let step = 1; step <= 5; step += 1)
    handle.dispatchEvent(
      new PointerEvent('pointermove', at('pointermove', x + (dx * step) / 5, y + (dy * step) / 5)),
    );
  handle.dispatchEvent(new PointerEvent('pointerup', at('pointerup', x + dx, y + dy)));
}

/** The title bar is wholly inside the viewport. */
function titleBarOnScreen(dialog: Element): boolean {
  const bar = dialog.querySelector('.hv-window__titlebar');
  if (!bar) return false;
  const box = bar.getBoundingClientRect();
  return box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
}

export const GripDrags: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'חלון לדוגמה' });
    const before = rectOf(dialog);
    // Act: drag the ⠿ move grip itself (#27: it did not move with the mouse).
    dragBy(screen.getByRole('button', { name: 'הזזת החלון' }), -120, 40);
    // Assert
    await waitFor(() => expect(rectOf(dialog).left).toBe(before.left - 120));
    await expect(rectOf(dialog).top).toBe(before.top + 40);
  },
};

export const DragNearAnEdgeEn: Story = {
  globals: { locale: 'en' },
  args: { ...testsWindowPreset, title: 'Test categories', defaultPosition: undefined },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Test categories' });
    const before = rectOf(dialog);
    const bar = dialog.querySelector('.hv-window__titlebar');
    if (!bar) throw new Error('no title bar');
    // Act: 300 px to the right, past the edge (#27: the window snapped to (0, 0)).
    dragBy(bar, 300, 0);
    // Assert: it went as far right as the screen allows, at the same height.
    await waitFor(() => expect(rectOf(dialog).right).toBe(innerWidth));
    await expect(rectOf(dialog).top).toBe(before.top);
  },
};

export const TitleBarStaysOnScreen: Story = {
  args: { ...practiceWindowPreset, title: 'בחירת נושא', defaultPosition: { x: 200, y: 100 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'בחירת נושא' });
    const bar = dialog.querySelector('.hv-window__titlebar');
    if (!bar) throw new Error('no title bar');
    // Act: up and to the start, beyond the viewport (#27: the title bar went off-screen at (−77, −18)).
    dragBy(bar, 400, -400);
    await waitFor(() => expect(rectOf(dialog).top).toBe(0));
    await expect(titleBarOnScreen(dialog)).toBe(true);
    // Act: far down; the window may leave the screen, its title bar may not.
    dragBy(bar, -100, 2000);
    await waitFor(() => expect(rectOf(dialog).top).toBeGreaterThan(0));
    await expect(titleBarOnScreen(dialog)).toBe(true);
    // Act: by the keyboard too.
    screen.getByRole('button', { name: 'הזזת החלון' }).focus();
    await userEvent.keyboard('{ArrowDown>20/}');
    await expect(titleBarOnScreen(dialog)).toBe(true);
  },
};

/** On a phone the window is a sheet with Back and Close; either returns focus to the opener (#27). */
const phoneSheet =
  (lang: 'he' | 'en', title: string, launch: string): Story['play'] =>
  async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const launcher = screen.getByRole('button', { name: launch });
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: title });
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
    await expectPhoneSheet(dialog, lang);
    // Act: Back closes; Assert: focus is on the opener again.
    await userEvent.click(within(dialog).getByRole('button', { name: lang === 'he' ? 'חזרה' : 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(launcher).toHaveFocus();
    // Act: again, and Escape.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(launcher).toHaveFocus();
  };

function ClosedLauncher(props: WindowProps & { launch: string }) {
  const { launch, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {launch}
      </button>
      <Window {...rest} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const PhoneSheet: Story = {
  ...phoneHe,
  args: { ...testsWindowPreset, title: 'מבחנים' },
  render: (args) => <ClosedLauncher {...args} launch="פתיחה" />,
  play: phoneSheet('he', 'מבחנים', 'פתיחה'),
};

export const PhoneSheetEn: Story = {
  ...phoneEn,
  args: { ...testsWindowPreset, title: 'Tests' },
  render: (args) => <ClosedLauncher {...args} launch="Open" />,
  play: phoneSheet('en', 'Tests', 'Open'),
};
