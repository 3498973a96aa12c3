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

/** A history message as an entry. */
export function entryFromHistory(message: ChatMessage): ChatEntry {
  return {
    key: message.id,
    role: message.role,
    content: message.content,
    imageUrls: message.imageUrl ? [message.imageUrl] : undefined,
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

/** The words of any content (prose, formulas' TeX, structured fields), for read-aloud and the mood rules. */
export function plainText(content: MessageContent): string {
  return contentToBlocks(content)
    .map((block) => (block.type === 'text' ? block.text : 'latex' in block ? block.latex : ''))
    .filter((text) => text.trim() !== '')
    .join('\n');
}

/** The session data and exercise a reply carries, in its fields or as its structured reply (§4). */
export function replyPayload(reply: BotReply): { session?: LearningSessionData; exercise?: ExerciseData } {
  const bot = typeof reply.bot === 'string' ? null : reply.bot;
  return {
    session:
      reply.learning_session_data ??
      (bot?.type === 'learning_session' ? bot.learning_session_data : undefined),
    exercise: reply.exercise_data ?? (bot?.type === 'exercise_session' ? bot.exercise_data : undefined),
  };
}
