import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ChoiceGroup, type ChoiceGroupProps } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Holds the choice, as the practice and tests windows do. */
function Stateful(props: ChoiceGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div>
      <p id="question">מהו $\sqrt{16}$? / What is the square root of 16?</p>
      <ChoiceGroup
        {...props}
        value={value}
        labelledBy="question"
        onValueChange={(index) => {
          setValue(index);
          props.onValueChange(index);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/ChoiceGroup',
  component: ChoiceGroup,
  render: (args) => <Stateful {...args} />,
  args: { options: ['$4$', '$\\frac{16}{2}$', 'שמונה', 'אין תשובה'], value: null, onValueChange: fn() },
} satisfies Meta<typeof ChoiceGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('radiogroup');
  // Math options are named in plain text; arrows move the choice like any radio group.
  const first = within(group).getByRole('radio', { name: '4' });
  await userEvent.click(first);
  await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
  await userEvent.keyboard('{ArrowDown}');
  await expect(within(group).getByRole('radio', { name: '16/2' })).toBeChecked();
  await expect(within(group).getByRole('radio', { name: 'שמונה' })).not.toBeChecked();
};
export const Choose: Story = { play: choose };
export const ChooseEn: Story = { globals: { locale: 'en' }, play: choose };

export const MarkedAndLocked: Story = {
  args: { value: 1, disabled: true, marks: { 0: 'correct', 1: 'incorrect' } },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(radios[0]?.closest('label')).toHaveAttribute('data-mark', 'correct');
    await expect(radios[1]?.closest('label')).toHaveAttribute('data-mark', 'incorrect');
    await expect(radios[1]).toBeChecked();
  },
};
