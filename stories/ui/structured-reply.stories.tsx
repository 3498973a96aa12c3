import type { Meta, StoryObj } from '@storybook/react-vite';
import '@havruta/ui/tokens.css';
import {
  ImageSourceProvider,
  StructuredReply,
  type ImageLoader,
  type StructuredReplyKind,
} from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildImageBlob, structuredReplyExamples } from '../../mocks/fixtures/chat';
import { englishReplies } from './structured-reply-examples';

// Reply images are protected (/api/chat/images/…): the app reads them with the token; here, a fixture blob.
const loader: ImageLoader = {
  protects: (url) => url.includes('/api/chat/images/'),
  load: async () => buildImageBlob(),
};

const meta = {
  title: 'UI/StructuredReply',
  component: StructuredReply,
  args: {
    reply: structuredReplyExamples.text,
    onOpenImages: fn(),
    onOpenExercise: fn(),
    onOpenLearningSession: fn(),
  },
  render: (args) => (
    <ImageSourceProvider loader={loader}>
      <div style={{ maxInlineSize: '40rem' }}>
        <StructuredReply {...args} />
      </div>
    </ImageSourceProvider>
  ),
} satisfies Meta<typeof StructuredReply>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } } as const;
type Check = (
  canvas: ReturnType<typeof within>,
  args: Story['args'] & object,
  element: HTMLElement,
) => Promise<void>;

/** A story of one type: the Hebrew fixture, or the English example, with its own assertion. */
function story(type: StructuredReplyKind, lang: 'he' | 'en', check: Check): Story {
  return {
    ...(lang === 'en' ? en : {}),
    args: { reply: lang === 'en' ? englishReplies[type] : structuredReplyExamples[type] },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const element = canvasElement.querySelector(`.hv-reply[data-type="${type}"]`) as HTMLElement;
      await expect(element).not.toBeNull();
      await check(canvas, args, element);
    },
  };
}
const text = (he: string | RegExp, english: string | RegExp) => ({
  he: (async (canvas) => void (await expect(await canvas.findByText(he)).toBeVisible())) as Check,
  en: (async (canvas) => void (await expect(await canvas.findByText(english)).toBeVisible())) as Check,
});
const typeset =
  (count: number): Check =>
  async (_canvas, _args, element) => {
    // Formulas are LTR islands inside the RTL text.
    await waitFor(() =>
      expect(element.querySelectorAll('.hv-math[dir="ltr"] .katex').length).toBeGreaterThanOrEqual(count),
    );
  };
const both =
  (...checks: Check[]): Check =>
  async (canvas, args, element) => {
    for (const check of checks) await check(canvas, args, element);
  };

const mathExplanation = text('שלבי הפתרון', 'Solution steps');
export const MathExplanation = story('math_explanation', 'he', both(mathExplanation.he, typeset(2)));
export const MathExplanationEn = story('math_explanation', 'en', both(mathExplanation.en, typeset(2)));

const feedback =
  (lang: 'he' | 'en'): Check =>
  async (canvas) => {
    await expect(canvas.getByText(lang === 'he' ? 'נכון חלקית' : 'Partially correct')).toBeVisible();
    await expect(canvas.getByText(lang === 'he' ? 'צעד שגוי' : 'Wrong step')).toBeInTheDocument();
    await expect(
      canvas.getByText(lang === 'he' ? 'הצעות לשיפור' : 'Suggestions for improvement'),
    ).toBeVisible();
  };
export const Feedback = story('feedback', 'he', feedback('he'));
export const FeedbackEn = story('feedback', 'en', feedback('en'));

const documentExplanation = text('שאלה 1', 'Question 1');
export const DocumentExplanation = story('document_explanation', 'he', documentExplanation.he);
export const DocumentExplanationEn = story('document_explanation', 'en', documentExplanation.en);

const conversation = text(/על איזה נושא/, /Which topic/);
export const Conversation = story('conversation', 'he', conversation.he);
export const ConversationEn = story('conversation', 'en', conversation.en);

const teaching = text('בדקו את עצמכם', 'Check yourself');
export const Teaching = story('teaching', 'he', both(teaching.he, typeset(3)));
export const TeachingEn = story('teaching', 'en', both(teaching.en, typeset(3)));

const walkthrough = text('תשובה:', 'Answer:');
export const ProblemWalkthrough = story('problem_walkthrough', 'he', both(walkthrough.he, typeset(2)));
export const ProblemWalkthroughEn = story('problem_walkthrough', 'en', both(walkthrough.en, typeset(2)));

const hint =
  (lang: 'he' | 'en'): Check =>
  async (canvas) => {
    const summary = canvas.getByText(lang === 'he' ? 'רמז 1' : 'Hint 1');
    await userEvent.click(summary);
    await expect(await canvas.findByText(lang === 'he' ? /שמכפלתם 12/ : /product is 12/)).toBeVisible();
  };
export const OpenPractice = story('open_practice', 'he', hint('he'));
export const OpenPracticeEn = story('open_practice', 'en', hint('en'));

const wrapup = text('נקודות מרכזיות', 'Key points');
export const Wrapup = story('wrapup', 'he', wrapup.he);
export const WrapupEn = story('wrapup', 'en', wrapup.en);

const explanation = text('למה זה עובד?', 'Why does it work?');
export const Explanation = story('explanation', 'he', explanation.he);
export const ExplanationEn = story('explanation', 'en', explanation.en);

const plain = text('מצוין, בדיוק כך!', 'Excellent, exactly right!');
export const Text = story('text', 'he', plain.he);
export const TextEn = story('text', 'en', plain.en);

const opensImage =
  (lang: 'he' | 'en'): Check =>
  async (canvas, args) => {
    const button = await canvas.findByRole('button', {
      name: lang === 'he' ? 'הגדלת התמונה 1 מתוך 1' : 'Enlarge image 1 of 1',
    });
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    await userEvent.click(button);
    await expect(args.onOpenImages).toHaveBeenCalledWith(['/api/chat/images/parabola.png'], 0);
  };
export const Image = story('image', 'he', opensImage('he'));
export const ImageEn = story('image', 'en', opensImage('en'));

const opensExercise =
  (lang: 'he' | 'en'): Check =>
  async (canvas, args) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: lang === 'he' ? 'פתיחת פלטפורמת התרגול' : 'Open the exercise platform',
      }),
    );
    await expect(args.onOpenExercise).toHaveBeenCalledOnce();
  };
export const ExerciseSession = story('exercise_session', 'he', opensExercise('he'));
export const ExerciseSessionEn = story('exercise_session', 'en', opensExercise('en'));

const sections = text('סעיף א', 'Section א');
export const ExerciseSessionResult = story('exercise_session_result', 'he', sections.he);
export const ExerciseSessionResultEn = story('exercise_session_result', 'en', sections.en);

const opensSlides =
  (lang: 'he' | 'en'): Check =>
  async (canvas, args) => {
    await userEvent.click(
      canvas.getByRole('button', { name: lang === 'he' ? /פתיחת המצגת/ : /Open the slides/ }),
    );
    await expect(args.onOpenLearningSession).toHaveBeenCalledOnce();
  };
export const LearningSession = story('learning_session', 'he', opensSlides('he'));
export const LearningSessionEn = story('learning_session', 'en', opensSlides('en'));

const completed = text('הנושא הושלם', 'Topic completed');
export const LearningSessionResult = story('learning_session_result', 'he', completed.he);
export const LearningSessionResultEn = story('learning_session_result', 'en', completed.en);

const goals = text('מטרות', 'Goals');
export const IntroductionSummary = story('introduction_summary', 'he', goals.he);
export const IntroductionSummaryEn = story('introduction_summary', 'en', goals.en);

const sessionError =
  (lang: 'he' | 'en'): Check =>
  async (canvas) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      lang === 'he' ? 'לא הצלחתי' : 'could not prepare',
    );
  };
export const LearningSessionError = story('learning_session_error', 'he', sessionError('he'));
export const LearningSessionErrorEn = story('learning_session_error', 'en', sessionError('en'));

const introduction = text(/אני אתנה/, /I'm Athena/);
export const Introduction = story('introduction', 'he', introduction.he);
export const IntroductionEn = story('introduction', 'en', introduction.en);

const content =
  (lang: 'he' | 'en'): Check =>
  async (canvas) => {
    await expect(canvas.getByText(lang === 'he' ? /פרבולה היא/ : /A parabola is/)).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: lang === 'he' ? /הגדלת התמונה/ : /Enlarge image/ }),
    ).toBeVisible();
  };
export const Content = story('content', 'he', content('he'));
export const ContentEn = story('content', 'en', content('en'));
