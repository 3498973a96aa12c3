import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { InputBar, type InputBarProps } from '@havruta/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

function Stateful(props: InputBarProps) {
  const [draw, setDraw] = useState(false);
  const [exercise, setExercise] = useState(false);
  const [session, setSession] = useState(false);
  return (
    <InputBar
      {...props}
      drawMode={draw}
      onDrawModeChange={(on) => {
        setDraw(on);
        props.onDrawModeChange?.(on);
      }}
      exercisePlatform={exercise}
      onExercisePlatformChange={(on) => {
        setExercise(on);
        props.onExercisePlatformChange?.(on);
      }}
      learningSession={session}
      onLearningSessionChange={(on) => {
        setSession(on);
        props.onLearningSessionChange?.(on);
      }}
    />
  );
}

const meta = {
  title: 'UI/InputBar',
  component: InputBar,
  render: (args) => <Stateful {...args} />,
  args: {
    onSend: fn(),
    onRecordToggle: fn(),
    onDrawModeChange: fn(),
    onExercisePlatformChange: fn(),
    onLearningSessionChange: fn(),
  },
} satisfies Meta<typeof InputBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'הודעה למורה' });
    await expect(box).toHaveAttribute('placeholder', 'הקלד כאן...');
    await expect(canvas.getByRole('button', { name: 'שליחה' })).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(canvas.getByRole('button', { name: 'שליחה' })).toBeDisabled();
  },
};

export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'הודעה למורה' });
    await userEvent.type(box, 'שורה ראשונה{Shift>}{Enter}{/Shift}שורה שנייה');
    await expect(box).toHaveValue('שורה ראשונה\nשורה שנייה');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'שורה ראשונה\nשורה שנייה',
      content: 'שורה ראשונה\nשורה שנייה',
    });
    await expect(box).toHaveValue('');
  },
};

export const MathIsSentAsMathExplanation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'פתרתי $x^2=4$ וקיבלתי 2');
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'פתרתי $x^2=4$ וקיבלתי 2',
      content: [{ type: 'math_explanation', latex: 'פתרתי $x^2=4$ וקיבלתי 2' }],
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'שאלה{Enter}');
    await expect(canvas.getByRole('button', { name: 'שליחה' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Recording: Story = {
  args: { recording: 'recording' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('מקליט...')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'שליחה' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'עצירת ההקלטה' }));
    await expect(args.onRecordToggle).toHaveBeenCalledOnce();
  },
};

export const Transcribing: Story = {
  args: { recording: 'transcribing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('מתמלל...')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'הקלטת שמע' })).toBeDisabled();
  },
};

export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const draw = canvas.getByRole('button', { name: 'מצב ציור' });
    await expect(draw).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(draw);
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onDrawModeChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'פלטפורמת תרגול' }));
    await expect(args.onExercisePlatformChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'שיעור מודרך' }));
    await expect(args.onLearningSessionChange).toHaveBeenCalledWith(true);
  },
};

export const EnterSendsEn: Story = {
  ...en,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message to the tutor' });
    await expect(box).toHaveAttribute('placeholder', 'Type here...');
    await userEvent.type(box, 'What is $\\pi$?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'What is $\\pi$?',
      content: [{ type: 'math_explanation', latex: 'What is $\\pi$?' }],
    });
    await expect(canvas.getByRole('button', { name: 'Draw mode' })).toBeInTheDocument();
  },
};

const closed = (input: string, send: string, record: string): Story['play'] =>
  async function play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    // A closed conversation: text box, tools, record and Send are all disabled.
    await expect(canvas.getByRole('textbox', { name: input })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: send })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: record })).toBeDisabled();
    for (const tool of within(canvas.getByRole('group')).getAllByRole('button'))
      await expect(tool).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  };
export const Disabled: Story = {
  args: { disabled: true, value: 'ההיכרות הסתיימה' },
  play: closed('הודעה למורה', 'שליחה', 'הקלטת שמע'),
};
export const DisabledEn: Story = {
  ...en,
  args: { disabled: true },
  play: closed('Message to the tutor', 'Send', 'Record audio'),
};
