/**
 * How stored chat messages become what the contract answers and what the tutor reads: pure conversions
 * shared by the thread service, the turn pipeline and the media routes (no database, no tutor call).
 */
import {
  BotReply,
  type ChatMessage,
  ExerciseData,
  GuidedTestResult,
  LearningSessionData,
  MessageContent,
  MessageId,
} from '../../contract';
import { toIsoDate } from '../db/dates';
import type { MessageRow } from '../repositories/chat';
import { contentText, type TutorReply, type TutorTurn } from '../tutor';
import type { TransientMessage } from './transient-messages';

/** What a reply carried besides its text, stored as JSON beside it. */
export interface Attachments {
  learning_session_data?: LearningSessionData | null;
  exercise_data?: ExerciseData | null;
  test_result?: GuidedTestResult;
  introduction_summary?: string;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseContent(text: string): MessageContent {
  const parsed = MessageContent.safeParse(parseJson(text));
  return parsed.success ? parsed.data : text;
}

export function parseAttachments(text: string | null): Attachments {
  const json = parseJson(text);
  if (!json || typeof json !== 'object') return {};
  const record = json as Record<string, unknown>;
  const attachments: Attachments = {};
  const session = LearningSessionData.safeParse(record.learning_session_data);
  if (session.success) attachments.learning_session_data = session.data;
  const exercise = ExerciseData.safeParse(record.exercise_data);
  if (exercise.success) attachments.exercise_data = exercise.data;
  const result = GuidedTestResult.safeParse(record.test_result);
  if (result.success) attachments.test_result = result.data;
  if (typeof record.introduction_summary === 'string')
    attachments.introduction_summary = record.introduction_summary;
  return attachments;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const id = MessageId.parse(String(row.id));
  return {
    id,
    role: row.role,
    content: parseContent(row.content),
    timestamp: toIsoDate(row.created_at),
    isUser: row.role === 'user',
    ...(row.image_url ? { imageUrl: row.image_url } : {}),
    ...(row.audio_url ? { audioUrl: row.audio_url } : {}),
    message_id: id,
    ...(row.client_message_id ? { client_message_id: row.client_message_id } : {}),
    ...(row.incomplete ? { incomplete: true } : {}),
  };
}

export function transientToChatMessage(message: TransientMessage): ChatMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.createdAt,
    isUser: message.role === 'user',
    message_id: MessageId.parse(message.id),
    ...(message.clientMessageId ? { client_message_id: message.clientMessageId } : {}),
  };
}

function botOf(content: MessageContent): BotReply['bot'] {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return contentText(content);
  return content;
}

export function replyOf(
  threadId: string,
  content: MessageContent,
  attachments: Attachments,
  messageId: string,
  seconds?: number,
): BotReply {
  return BotReply.parse({
    bot: botOf(content),
    thread_id: threadId,
    message_id: messageId,
    image_url: null,
    image_urls: [],
    images: [],
    audio_url: null,
    ...(seconds === undefined ? {} : { api_response_time: seconds }),
    learning_session_data: attachments.learning_session_data ?? null,
    exercise_data: attachments.exercise_data ?? null,
    ...(attachments.test_result ? { test_result: attachments.test_result } : {}),
  });
}

export function attachmentsOf(reply: TutorReply): Attachments {
  return {
    ...(reply.learningSession ? { learning_session_data: reply.learningSession } : {}),
    ...(reply.exercise ? { exercise_data: reply.exercise } : {}),
    ...(reply.testResult ? { test_result: reply.testResult } : {}),
    ...(reply.introductionSummary ? { introduction_summary: reply.introductionSummary } : {}),
  };
}

/** Stored rows and Time-Out messages as the tutor reads them, oldest first. */
export function historyTurns(
  rows: readonly MessageRow[],
  extra: readonly TransientMessage[] = [],
): TutorTurn[] {
  const stored = rows.map((row) => ({
    role: row.role,
    text: contentText(parseContent(row.content)),
    at: toIsoDate(row.created_at),
  }));
  const kept = extra.map((message) => ({
    role: message.role,
    text: contentText(message.content),
    at: message.createdAt,
  }));
  return [...stored, ...kept]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ role, text }) => ({ role, text }));
}

/** The newest messages (of a list oldest first) whose JSON fits in `maxBytes`. */
export function newestWithin(messages: readonly ChatMessage[], maxBytes: number): ChatMessage[] {
  let bytes = 0;
  let first = messages.length;
  while (first > 0) {
    bytes += Buffer.byteLength(JSON.stringify(messages[first - 1])) + 1;
    if (bytes > maxBytes) break;
    first -= 1;
  }
  return messages.slice(first);
}
