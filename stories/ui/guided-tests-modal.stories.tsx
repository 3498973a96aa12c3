import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { GuidedTestsModal } from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import enUi from '../../content/locales/en/ui.json';
import heUi from '../../content/locales/he/ui.json';

const text = { he: heUi.guidedTests, en: enUi.guidedTests };
type Lang = keyof typeof text;
const en = { globals: { locale: 'en' } } as const;

const tests = [
  {
    id: 'guided-quadratics',
    name: 'מבחן מודרך: פונקציה ריבועית',
    description: 'המורה שואלת, נותנת רמזים ומסכמת.',
  },
  { id: 'guided-derivatives', name: 'מבחן מודרך: נגזרות', description: 'שאלות פתוחות על כללי גזירה.' },
];

const meta = {
  title: 'UI/GuidedTestsModal',
  component: GuidedTestsModal,
  args: { open: true, onOpenChange: fn(), onSelect: fn(), tests: { status: 'ready', data: tests } },
} satisfies Meta<typeof GuidedTestsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function modalOf(canvasElement: HTMLElement, lang: Lang) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: text[lang].title,
  });
  // The 0.3 s entrance must end before the a11y check measures contrast.
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return within(dialog);
}

const pick = (lang: Lang): Story['play'] =>
  async function play({ canvasElement, args }) {
    const modal = await modalOf(canvasElement, lang);
    await expect(modal.getByText(text[lang].footer)).toBeVisible();
    await expect(modal.getAllByRole('button', { name: /מבחן מודרך/ })).toHaveLength(2);
    await userEvent.click(modal.getByRole('button', { name: /נגזרות/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(tests[1]);
  };
export const Pick: Story = { play: pick('he') };
export const PickEn: Story = { ...en, play: pick('en') };

const empty = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const modal = await modalOf(canvasElement, lang);
    await expect(modal.getByText(text[lang].empty)).toBeVisible();
  };
const none = { tests: { status: 'ready', data: [] } } as const;
export const Empty: Story = { args: none, play: empty('he') };
export const EmptyEn: Story = { ...en, args: none, play: empty('en') };

export const Loading: Story = {
  args: { tests: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const modal = await modalOf(canvasElement, 'he');
    await expect(modal.getByRole('status')).toHaveTextContent(text.he.loading);
  },
};

export const LoadErrorEn: Story = {
  ...en,
  args: { tests: { status: 'error', message: 'Failed to load available tests' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const modal = await modalOf(canvasElement, 'en');
    await expect(modal.getByRole('alert')).toHaveTextContent('Failed to load available tests');
    await userEvent.click(modal.getByRole('button', { name: enUi.loadState.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PreparingATest: Story = {
  args: { busyId: 'guided-quadratics' },
  play: async ({ canvasElement }) => {
    const modal = await modalOf(canvasElement, 'he');
    await expect(modal.getByRole('status')).toHaveTextContent(text.he.selecting);
    for (const button of modal.getAllByRole('button', { name: /מבחן מודרך/ }))
      await expect(button).toBeDisabled();
  },
};

/** The built-in entry of a course without an index is worded in the interface language, left to right. */
export const BuiltInEntryEn: Story = {
  ...en,
  args: {
    tests: {
      status: 'ready',
      data: [
        {
          id: 'test1',
          name: 'Test 1 (AI-Guided Assessment)',
          description: 'A personal assessment.',
          lang: 'en',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await modalOf(canvasElement, 'en');
    await expect(modal.getByText('Test 1 (AI-Guided Assessment)')).toHaveAttribute('dir', 'ltr');
  },
};
