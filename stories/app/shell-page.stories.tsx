import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ShellPage } from '../../app/src/routes/shell-page';
import { schoolsHandlers } from '../../mocks/handlers';

const meta = {
  title: 'App/ShellPage',
  component: ShellPage,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: { schools: schoolsHandlers.ok } } },
} satisfies Meta<typeof ShellPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'בחירת בית ספר' })).toBeInTheDocument();
    const select = await canvas.findByRole('combobox', { name: 'בית ספר' });
    await expect(
      await within(select).findByRole('option', { name: 'הטכניון – מכון טכנולוגי לישראל' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'הטכניון – מכון טכנולוגי לישראל');
    await expect(canvas.getByRole('status')).toHaveTextContent('נבחר: הטכניון – מכון טכנולוגי לישראל');
  },
};

export const LoadedEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose your school' })).toBeInTheDocument();
    const select = await canvas.findByRole('combobox', { name: 'School' });
    await expect(
      await within(select).findByRole('option', { name: 'אוניברסיטת תל אביב' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { schools: schoolsHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'טוען בתי ספר...' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'בית ספר' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { schools: schoolsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'אין בתי ספר זמינים' })).toBeInTheDocument();
  },
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { schools: schoolsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'No schools available' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { schools: schoolsHandlers.error(500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'טעינת בתי הספר נכשלה. נסו שוב מאוחר יותר.',
    );
  },
};

export const ServerErrorEn: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { schools: schoolsHandlers.error(500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load schools. Please try again later.',
    );
  },
};

export const InvalidJson: Story = {
  parameters: { msw: { handlers: { schools: schoolsHandlers.invalidJson() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('טעינת בתי הספר נכשלה');
  },
};
