import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchoolSelect, type SchoolSelectProps } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildSchools } from '../../mocks/fixtures/schools';

function Stateful(props: SchoolSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SchoolSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SchoolSelect',
  component: SchoolSelect,
  render: (args) => <Stateful {...args} />,
  args: { schools: buildSchools(), status: 'ready', value: '', onValueChange: fn(), onRetry: fn() },
} satisfies Meta<typeof SchoolSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;

export const Loading: Story = {
  args: { status: 'loading', schools: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'בית ספר' });
    await expect(select).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'טוען בתי ספר...' })).toBeInTheDocument();
  },
};

export const LoadingEn: Story = {
  ...en,
  args: Loading.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'School' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'Loading schools...' })).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'בית ספר' });
    await expect(select).toBeEnabled();
    // Act: pick by keyboard-accessible selectOptions, as a user's choice would.
    await userEvent.selectOptions(select, 'אוניברסיטת תל אביב');
    await expect(args.onValueChange).toHaveBeenCalledWith('5');
    await expect(select).toHaveValue('5');
  },
};

export const LoadedEn: Story = {
  ...en,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'School' });
    await expect(canvas.getByRole('option', { name: 'Select a school' })).toBeInTheDocument();
    await expect(within(select).getAllByRole('option')).toHaveLength(7);
  },
};

export const Empty: Story = {
  args: { schools: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'בית ספר' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'אין בתי ספר זמינים' })).toBeInTheDocument();
  },
};

export const EmptyEn: Story = {
  ...en,
  args: { schools: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'No schools available' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', schools: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('טעינת בתי הספר נכשלה. נסו שוב מאוחר יותר.');
    await userEvent.click(canvas.getByRole('button', { name: 'נסו שוב' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorEn: Story = {
  ...en,
  args: { status: 'error', schools: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load schools. Please try again later.',
    );
    await expect(canvas.getByRole('combobox', { name: 'School' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongHebrewText: Story = {
  args: {
    schools: [
      { id: 1, name: 'המכללה האקדמית להנדסה ולמדעים מדויקים על שם פרופסור ישעיהו ליבוביץ׳ בעמק יזרעאל' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: /ליבוביץ׳/ })).toBeInTheDocument();
  },
};
