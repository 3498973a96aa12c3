/**
 * The shapes the tutor answers with (docs/requirements.md#learning-space-entities): structured replies, the bot reply of every
 * chat-like call, chat messages and their content blocks, and threads.
 */
import { z } from 'zod';
import { ExerciseData, LearningSessionData } from './content';
import { MessageId, ThreadId } from './ids';

const text = z.string().trim().min(1);

/** One step of a worked solution: what is done, optionally with its LaTeX. */
export const ReplyStep = z.object({
  description: text,
  latex: z.string().optional(),
});
export type ReplyStep = z.infer<typeof ReplyStep>;

/** One step of the student's answer as the tutor graded it. */
export const FeedbackStep = z.object({
  description: text,
  correct: z.boolean(),
  explanation: z.string(),
});
export type FeedbackStep = z.infer<typeof FeedbackStep>;

export const Correctness = z.enum(['correct', 'partially_correct', 'incorrect']);
export type Correctness = z.infer<typeof Correctness>;

/** Every structured reply type the chat renders, discriminated on `type`. */
export const StructuredReply = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('math_explanation'),
    text: z.string(),
    latex: z.string(),
    steps: z.array(ReplyStep).optional(),
  }),
  z.object({
    type: z.literal('feedback'),
    correctness: Correctness,
    steps: z.array(FeedbackStep),
    improvement_suggestions: z.array(z.string()),
    next_steps: z.array(z.string()),
  }),
  z.object({
    type: z.literal('document_explanation'),
    title: text,
    summary: z.string(),
    sections: z.array(z.object({ title: text, content: z.string() })),
  }),
  z.object({ type: z.literal('conversation'), text: z.string() }),
  z.object({
    type: z.literal('teaching'),
    title: text,
    content: z.string(),
    examples: z.array(z.string()).optional(),
    check_question: z.string().optional(),
  }),
  z.object({
    type: z.literal('problem_walkthrough'),
    problem: text,
    steps: z.array(ReplyStep).min(1),
    answer: z.string().optional(),
  }),
  z.object({
    type: z.literal('open_practice'),
    question: text,
    hints: z.array(z.string()).optional(),
  }),
  z.object({
    type: z.literal('wrapup'),
    summary: z.string(),
    key_points: z.array(z.string()),
    next_steps: z.array(z.string()).optional(),
  }),
  z.object({ type: z.literal('explanation'), title: z.string().optional(), content: z.string() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('image'),
    url: text,
    alt: z.string().optional(),
    caption: z.string().optional(),
  }),
  z.object({
    type: z.literal('exercise_session'),
    message: z.string(),
    exercise_data: ExerciseData,
  }),
  z.object({
    type: z.literal('exercise_session_result'),
    exercise_id: text,
    correctness: Correctness,
    feedback: z.string(),
    sections: z.array(z.object({ id: text, correct: z.boolean(), comment: z.string() })).optional(),
  }),
  z.object({
    type: z.literal('learning_session'),
    message: z.string(),
    learning_session_data: LearningSessionData,
  }),
  z.object({
    type: z.literal('learning_session_result'),
    topic_id: text,
    completed: z.boolean(),
    message: z.string(),
  }),
  z.object({
    type: z.literal('introduction_summary'),
    summary: z.string(),
    goals: z.array(z.string()).optional(),
  }),
  z.object({
    type: z.literal('learning_session_error'),
    message: z.string(),
    topic_id: z.string().optional(),
  }),
  z.object({ type: z.literal('introduction'), message: z.string() }),
  z.object({
    type: z.literal('content'),
    paragraphs: z.array(z.string()).optional(),
    image_urls: z.array(z.string()).optional(),
    audio_urls: z.array(z.string()).optional(),
  }),
]);
export type StructuredReply = z.infer<typeof StructuredReply>;
export type StructuredReplyType = StructuredReply['type'];
export const structuredReplyTypes = StructuredReply.options.map(
  (option) => option.shape.type.value,
) as StructuredReplyType[];

/** A block of a chat message whose content is a list. */
export const MessageBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('math_block'), latex: z.string() }),
  z.object({ type: z.literal('math_explanation'), latex: z.string() }),
  z.object({ type: z.literal('image'), url: text }),
  z.object({ type: z.literal('audio'), url: text }),
]);
export type MessageBlock = z.infer<typeof MessageBlock>;

/** Message content: plain text (markdown with $…$ math), a list of blocks, or a structured reply. */
export const MessageContent = z.union([z.string(), z.array(MessageBlock), StructuredReply]);
export type MessageContent = z.infer<typeof MessageContent>;

export const MessageRole = z.enum(['user', 'assistant', 'system']);
export type MessageRole = z.infer<typeof MessageRole>;

export const ChatMessage = z.object({
  id: text,
  role: MessageRole,
  content: MessageContent,
  /** ISO 8601 */
  timestamp: z.string(),
  isUser: z.boolean(),
  /**
   * the attachment the message was sent with (an image, or a PDF); the pictures it shows are the content's
   * image blocks (a PDF's pages), so a client shows this one only when the content has no image block
   */
  imageUrl: z.string().optional(),
  audioUrl: z.string().optional(),
  /** the server's id of the stored message (feedback and TTS refer to it) */
  message_id: MessageId.optional(),
  /** the id the client gave the message it sent (`client_message_id`), so a retry finds it */
  client_message_id: z.string().optional(),
  /** true for a reply cut short (the client disconnected or the model failed mid-stream) */
  incomplete: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ReplyImage = z.object({ url: text, source: z.string() });
export type ReplyImage = z.infer<typeof ReplyImage>;

/** One answer of an AI-guided test as the tutor recorded it. */
export const GuidedTestAnswer = z.object({
  questionId: text,
  /** the student's last answer; null when the question was not answered */
  answer: z.string().nullable(),
  /** null when not answered; self-assessed answers carry the student's own verdict */
  isCorrect: z.boolean().nullable(),
  /** hints the tutor gave on this question */
  hints: z.number().int().nonnegative(),
  /** true when the student judged the answer against the solution (the tutor could not check it) */
  selfAssessed: z.boolean().optional(),
});
export type GuidedTestAnswer = z.infer<typeof GuidedTestAnswer>;

/**
 * The result of an AI-guided test, sent with the reply that ends it (the same figures as the summary
 * text, in a form the client saves as a test activity result without parsing prose).
 */
export const GuidedTestResult = z.object({
  test_id: text,
  /** correct answers ÷ questions × 100, rounded */
  score: z.number().int().min(0).max(100),
  /** seconds from the first question to the end */
  time_spent: z.number().int().nonnegative(),
  passing_score: z.number().int().min(0).max(100),
  answers: z.array(GuidedTestAnswer),
});
export type GuidedTestResult = z.infer<typeof GuidedTestResult>;

/** What every chat-like call answers: the tutor's text or structured reply, and its attachments. */
export const BotReply = z.object({
  bot: z.union([z.string(), StructuredReply]),
  thread_id: ThreadId,
  /** the stored assistant message, for feedback and TTS */
  message_id: MessageId.optional(),
  image_url: z.string().nullable().optional(),
  image_urls: z.array(z.string()).optional(),
  images: z.array(ReplyImage).optional(),
  audio_url: z.string().nullable().optional(),
  /** seconds the model took */
  api_response_time: z.number().nonnegative().optional(),
  learning_session_data: LearningSessionData.nullable().optional(),
  exercise_data: ExerciseData.nullable().optional(),
  /** set on the reply that ends an AI-guided test */
  test_result: GuidedTestResult.optional(),
});
export type BotReply = z.infer<typeof BotReply>;

/** A thread of the signed-in user, as listed for Time-Out's "Add Conversation". */
export const ThreadSummary = z.object({
  thread_id: ThreadId,
  course_id: z.string(),
  course_name: z.string(),
  created_at: z.string(),
});
export type ThreadSummary = z.infer<typeof ThreadSummary>;
