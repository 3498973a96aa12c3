import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExerciseCanvas, type ExerciseCanvasHandle, type ExerciseCanvasProps } from '@havruta/ui';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawStroke } from '../draw-stroke';

const line = (y: number): [number, number][] =>
  Array.from({ length: 25 }, (_, index) => [80 + index * 10, y]);

/** The canvas with an export button standing in for the exercise platform's submit. */
function WithExport(props: ExerciseCanvasProps & { exportLabel: string; onExport: (png: string) => void }) {
  const { exportLabel, onExport, ...rest } = props;
  const ref = useRef<ExerciseCanvasHandle>(null);
  const [size, setSize] = useState('');
  return (
    <div style={{ maxInlineSize: '720px' }}>
      <ExerciseCanvas ref={ref} {...rest} />
      <button
        type="button"
        onClick={() => {
          const png = ref.current?.exportPng() ?? '';
          const image = new Image();
          image.onload = () => setSize(`${image.naturalWidth}×${image.naturalHeight}`);
          image.src = png;
          onExport(png);
        }}
      >
        {exportLabel}
      </button>
      <output aria-label="png">{size}</output>
    </div>
  );
}

const meta = {
  title: 'UI/ExerciseCanvas',
  component: ExerciseCanvas,
  args: { height: 400, onChange: fn() },
  render: (args) => <WithExport {...args} exportLabel="ייצוא" onExport={fn()} />,
} satisfies Meta<typeof ExerciseCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawUndoRedo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('img', { name: 'דף פתרון משורטט' });
    const undo = canvas.getByRole('button', { name: 'ביטול פעולה' });
    const redo = canvas.getByRole('button', { name: 'ביצוע מחדש' });
    await expect(canvas.getByRole('button', { name: 'עט' })).toHaveAttribute('aria-pressed', 'true');
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();
    // Act: two strokes.
    drawStroke(page, line(60));
    await waitFor(() => expect(undo).toBeEnabled());
    drawStroke(page, line(110));
    await waitFor(() => expect(undo).toBeEnabled());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    // Act: undo by button, then redo by Ctrl+Y.
    await userEvent.click(undo);
    await expect(redo).toBeEnabled();
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(redo).toBeDisabled();
    // Act: Ctrl+Z twice empties the page.
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    await expect(undo).toBeDisabled();
    await expect(redo).toBeEnabled();
    // Act: a new stroke forgets the redo stack.
    drawStroke(page, line(160));
    await waitFor(() => expect(redo).toBeDisabled());
    await expect(undo).toBeEnabled();
  },
};

export const EraseClearAndExportEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <WithExport {...args} exportLabel="Export" onExport={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('img', { name: 'Ruled solution sheet' });
    drawStroke(page, line(60));
    // Act: erase across the stroke.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Eraser' }));
    await expect(canvas.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
    drawStroke(page, [
      [150, 20],
      [150, 100],
    ]);
    // Act: clear all, then undo the clear.
    const clearAll = canvas.getByRole('button', { name: 'Clear all' });
    await userEvent.click(clearAll);
    await expect(clearAll).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(clearAll).toBeEnabled();
    // Act: export; Assert: PNG at 2× the page size.
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const width = Math.round(page.getBoundingClientRect().width * 2);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'png' })).toHaveTextContent(`${width}×800`),
    );
  },
};

export const TextByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const undo = canvas.getByRole('button', { name: 'ביטול פעולה' });
    // Act: choose Text from the keyboard: a field opens at the first line past the margin.
    canvas.getByRole('button', { name: 'טקסט' }).focus();
    await userEvent.keyboard('{Enter}');
    const field = await canvas.findByRole('textbox', { name: 'טקסט להוספה לדף' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('x = 2{Enter}');
    // Assert: the text is on the page and can be undone.
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(undo).toBeEnabled();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ tool: 'text', text: 'x = 2' }),
      ]),
    );
    // Act: Escape cancels a second field.
    canvas.getByRole('button', { name: 'טקסט' }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('textbox', { name: 'טקסט להוספה לדף' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const TextByPointerEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <WithExport {...args} exportLabel="Export" onExport={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Text' }));
    drawStroke(canvas.getByRole('img', { name: 'Ruled solution sheet' }), [[120, 95]]);
    const field = await canvas.findByRole('textbox', { name: 'Text to add to the sheet' });
    await userEvent.type(field, 'y = 3x{Enter}');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};
