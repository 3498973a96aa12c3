/** The chat's messages as the screen keeps them, made from the history and from replies. Pure. */
import { contentToBlocks } from '@havruta/ui';
import type {
  BotReply,
  ChatMessage,
  ExerciseData,
  LearningSessionData,
  MessageContent,
} from '../../../../../backend/contract';

/** One message of the list. */
export interface ChatEntry {
  /** stable React key: the server's id, or the client's id of a message it sent */
  key: string;
  role: 'user' | 'assistant' | 'system';
  /** a string, blocks, or a structured reply; the learner's math input as a math_explanation block */
  content: MessageContent;
  /** images shown with the message (upload pages, drawings, reply images) */
  imageUrls?: readonly string[];
  audioUrl?: string;
  /** the server's id of the stored message (feedback and read-aloud refer to it) */
  messageId?: string;
  /** ISO time */
  time?: string;
  /** streaming: the reply is still arriving */
  streaming?: boolean;
}

/**
 * A history message as an entry. Its `imageUrl` is the attachment it was sent with (an image, or a PDF whose
 * pages are the content's image blocks): a message whose content already shows its images does not show it
 * again, so one upload or drawing is one picture after a reload.
 */
export function entryFromHistory(message: ChatMessage): ChatEntry {
  const showsImages = contentToBlocks(message.content).some((block) => block.type === 'image');
  return {
    key: message.id,
    role: message.role,
    content: message.content,
    imageUrls: message.imageUrl && !showsImages ? [message.imageUrl] : undefined,
    audioUrl: message.audioUrl,
    messageId: message.message_id ?? message.id,
    time: message.timestamp,
  };
}

/** Every image a reply carries (image_url, image_urls, images), once each. */
export function replyImages(reply: Pick<BotReply, 'image_url' | 'image_urls' | 'images'>): string[] {
  const urls = [
    ...(reply.image_url ? [reply.image_url] : []),
    ...(reply.image_urls ?? []),
    ...(reply.images ?? []).map((image) => image.url),
  ];
  return [...new Set(urls.filter((url) => url.trim() !== ''))];
}

/** A reply as the assistant's entry. */
export function entryFromReply(reply: BotReply, key: string, time = new Date().toISOString()): ChatEntry {
  const images = replyImages(reply);
  return {
    key,
    role: 'assistant',
    content: reply.bot,
    imageUrls: images.length > 0 ? images : undefined,
    audioUrl: reply.audio_url ?? undefined,
    messageId: reply.message_id,
    time,
  };
}

/** Fields of a structured reply that are not words to read: ids, URLs, the type tag. */
const notWords = new Set([
  'type',
  'url',
  'image_urls',
  'audio_urls',
  'diagram_url',
  'exercise_id',
  'topic_id',
  'slide_id',
  'correctness',
  'id',
]);

function words(value: unknown, depth: number): string[] {
  if (depth > 6 || value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => words(item, depth + 1));
  if (typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !notWords.has(key))
    .flatMap(([, field]) => words(field, depth + 1));
}

/**
 * The words of any content, for read-aloud, the test summary and the mood rules: a string or blocks
 * (prose and formulas' TeX), or every prose field of a structured reply in order.
 */
export function plainText(content: MessageContent): string {
  if (typeof content === 'object' && !Array.isArray(content)) return words(content, 0).join('\n');
  return contentToBlocks(content)
    .map((block) => (block.type === 'text' ? block.text : 'latex' in block ? block.latex : ''))
    .filter((text) => text.trim() !== '')
    .join('\n');
}

/** The session data and exercise a reply carries, in its fields or as its structured reply (docs/requirements.md#learning-space-states). */
export function replyPayload(reply: BotReply): { session?: LearningSessionData; exercise?: ExerciseData } {
  const bot = typeof reply.bot === 'string' ? null : reply.bot;
  return {
    session:
      reply.learning_session_data ??
      (bot?.type === 'learning_session' ? bot.learning_session_data : undefined),
    exercise: reply.exercise_data ?? (bot?.type === 'exercise_session' ? bot.exercise_data : undefined),
  };
}
