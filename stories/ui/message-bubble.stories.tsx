import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { FeedbackButtons, MessageBubble } from '@havruta/ui';
import { expect, fn, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/MessageBubble',
  component: MessageBubble,
  args: { role: 'assistant', content: 'שלום! אני אתנה. במה נעסוק היום?', time: '10:24' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <MessageBubble {...args} />
    </div>
  ),
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;

export const Assistant: Story = {
  args: { actions: <FeedbackButtons onSubmit={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('article', { name: 'המורה' });
    await expect(message).toHaveTextContent('שלום! אני אתנה.');
    await expect(within(message).getByRole('group', { name: 'משוב על התשובה' })).toBeInTheDocument();
  },
};

export const User: Story = {
  args: { role: 'user', content: 'איך פותרים $x^2 = 9$?', actions: <FeedbackButtons onSubmit={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'אני' })).toBeInTheDocument();
    // Feedback is for assistant replies only.
    await expect(canvas.queryByRole('group', { name: 'משוב על התשובה' })).toBeNull();
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(1));
  },
};

export const System: Story = {
  args: { role: 'system', content: 'סיום השיעור. חזרה למצב שיחה רגיל.', time: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'הודעת מערכת' })).toHaveTextContent(
      'סיום השיעור',
    );
  },
};

export const Blocks: Story = {
  args: {
    content: [
      { type: 'text', text: 'נפתור יחד:' },
      { type: 'math_block', latex: 'x^2 = 9 \\Rightarrow x = \\pm 3' },
      { type: 'math_explanation', latex: 'כי $3^2 = 9$ וגם $(-3)^2 = 9$.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(3));
    await expect(within(canvasElement).getByText('נפתור יחד:')).toBeInTheDocument();
  },
};

export const StructuredReply: Story = {
  args: {
    content: {
      type: 'feedback',
      correctness: 'כמעט נכון!',
      steps: [{ description: 'פתחת סוגריים נכון.' }, { description: 'בצעד האחרון שכחת לחלק ב-$2$.' }],
      next_steps: ['נסו שוב את התרגיל הבא.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('כמעט נכון!')).toBeInTheDocument();
    await expect(canvas.getByText('נסו שוב את התרגיל הבא.')).toBeInTheDocument();
  },
};

export const LongHebrewText: Story = {
  args: {
    content:
      'כדי לפתור משוואה ריבועית נשתמש בנוסחת השורשים $x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$. '.repeat(4) +
      'אם הדיסקרימיננטה שלילית אין פתרונות ממשיים.',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(4));
    await expect(within(canvasElement).getByText(/אין פתרונות ממשיים/)).toBeInTheDocument();
  },
};

export const AssistantEn: Story = {
  ...en,
  args: {
    content: 'Hello! I am **Athena**. Let us solve $2x = 4$.',
    actions: <FeedbackButtons onSubmit={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Tutor' })).toHaveTextContent('Hello!');
    await expect(canvas.getByRole('button', { name: 'This response was helpful' })).toBeEnabled();
  },
};
