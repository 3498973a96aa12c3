import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { DateField, Select, TextAreaField, TextField } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'שם פרטי', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'כפי שמופיע בתעודת הזהות', required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /שם פרטי/ });
    await expect(input).toHaveAccessibleDescription('כפי שמופיע בתעודת הזהות');
    await userEvent.type(input, 'נועה');
    await expect(input).toHaveValue('נועה');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { label: 'אימייל', type: 'email', error: 'כתובת האימייל אינה תקינה', defaultValue: 'noa@' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'אימייל' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('כתובת האימייל אינה תקינה');
    await expect(canvas.getByRole('alert')).toHaveTextContent('כתובת האימייל אינה תקינה');
    // An e-mail address stays LTR on a Hebrew page.
    await expect(getComputedStyle(input).direction).toBe('ltr');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'נועה' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'שם פרטי' })).toBeDisabled();
  },
};

export const SelectField: Story = {
  render: () => (
    <Select
      label="שנת לימודים"
      placeholder="בחרו שנה"
      defaultValue=""
      options={[
        { value: '10', label: 'כיתה י׳' },
        { value: '11', label: 'כיתה י״א' },
        { value: '12', label: 'כיתה י״ב' },
      ]}
      error="יש לבחור שנת לימודים"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'שנת לימודים' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, 'כיתה י״א');
    await expect(select).toHaveValue('11');
  },
};

export const DateAndMessage: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <DateField label="תאריך לידה" defaultValue="2008-03-14" />
      <DateField label="תאריך מבחן" disabled />
      <TextAreaField label="הודעה" rows={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const birth = canvas.getByLabelText('תאריך לידה');
    await expect(birth).toHaveValue('2008-03-14');
    await expect(birth).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByLabelText('תאריך מבחן')).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'הודעה' }), 'שלום');
    await expect(canvas.getByRole('textbox', { name: 'הודעה' })).toHaveValue('שלום');
  },
};

export const WithErrorEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Email', type: 'email', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};
