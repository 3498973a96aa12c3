import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { SideToolbar, type SideTool } from '@havruta/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectControlsInViewport, phoneEn, phoneHe } from '../phone';

const onCalculator = fn();
const onPractice = fn();

/** The learning space's tools in one language: one hidden (stop test), one disabled (upload), one pressed. */
function tools(lang: 'he' | 'en'): SideTool[] {
  const he = lang === 'he';
  return [
    { id: 'calculator', icon: 'calculator', label: he ? 'מחשבון' : 'Calculator', onClick: onCalculator },
    {
      id: 'practice',
      icon: 'practice',
      label: he ? 'תרגול' : 'Practice',
      onClick: onPractice,
      pressed: true,
    },
    { id: 'lessons', icon: 'lessons', label: he ? 'שיעורים' : 'Lessons', onClick: fn() },
    { id: 'upload', icon: 'upload', label: he ? 'העלאת קובץ' : 'Upload', onClick: fn(), disabled: true },
    { id: 'stopTest', icon: 'stopTest', label: he ? 'עצירת מבחן' : 'Stop test', onClick: fn(), hidden: true },
    { id: 'status', icon: 'status', label: he ? 'מצב למידה' : 'Learning status', onClick: fn() },
  ];
}

const meta = {
  title: 'UI/SideToolbar',
  component: SideToolbar,
  args: { label: 'כלים', tools: tools('he') },
  beforeEach: () => {
    onCalculator.mockClear();
    onPractice.mockClear();
  },
} satisfies Meta<typeof SideToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tools: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'כלים' });
    // The hidden tool is not rendered; the disabled one is, but cannot be used.
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'עצירת מבחן' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'העלאת קובץ' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'תרגול' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'מחשבון' }));
    await expect(onCalculator).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardRtl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'מחשבון' }).focus();
    // Down moves to the next tool; the disabled upload is skipped; End and Home jump to the ends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'תרגול' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'מצב למידה' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'מחשבון' })).toHaveFocus();
    // In right-to-left text, Left is forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'תרגול' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(onPractice).not.toHaveBeenCalled();
  },
};

export const ToolsEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Tools', tools: tools('en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Tools' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Stop test' })).not.toBeInTheDocument();
    canvas.getByRole('button', { name: 'Calculator' }).focus();
    // In left-to-right text, Right is forward.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Practice' })).toHaveFocus();
    await expect(onPractice).toHaveBeenCalledTimes(1);
  },
};

/** The learning space's full set of tools outside a lesson or a test (eight shown, as issue #27 counted). */
function allTools(lang: 'he' | 'en'): SideTool[] {
  const he = lang === 'he';
  const tool = (id: string, icon: SideTool['icon'], heLabel: string, enLabel: string): SideTool => ({
    id,
    icon,
    label: he ? heLabel : enLabel,
    onClick: fn(),
  });
  return [
    tool('calculator', 'calculator', 'מחשבון', 'Calculator'),
    tool('practice', 'practice', 'תרגול', 'Practice'),
    tool('guidedTests', 'guidedTest', 'מבחן מודרך', 'Guided test'),
    tool('tests', 'tests', 'מבחנים', 'Tests'),
    tool('lessons', 'lessons', 'שיעורים', 'Lessons'),
    tool('upload', 'upload', 'העלאת קובץ', 'Upload file'),
    tool('status', 'status', 'מצב למידה', 'Learning status'),
    tool('focus', 'focus', 'מצב ריכוז', 'Focus mode'),
  ];
}

/** On a phone every tool shows its name and is reachable with no sideways scroll (#27). */
const phoneBar =
  (lang: 'he' | 'en'): Story['play'] =>
  async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar');
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons).toHaveLength(8);
    // Assert: the name is visible text, not only a tooltip.
    for (const [index, button] of buttons.entries())
      await expect(button).toHaveTextContent(allTools(lang)[index]?.label ?? '');
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    await expectControlsInViewport(toolbar);
  };

export const PhoneBar: Story = {
  ...phoneHe,
  parameters: { layout: 'fullscreen' },
  args: { tools: allTools('he') },
  play: phoneBar('he'),
};

export const PhoneBarEn: Story = {
  ...phoneEn,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Tools', tools: allTools('en') },
  play: phoneBar('en'),
};
