// What the media routes (read-aloud, transcription) need of the chat engine; services/chat-media.ts provides it.
import type { UserId } from '../../contract';
import type { BotReply, MessageContent, MessageId, ThreadId, User } from '../../contract';

/**
 * The chat engine's stored content of assistant message `messageId` when it is in one of `userId`'s
 * threads, else null: read-aloud speaks only such messages.
 */
export type AssistantMessageLookup = (userId: UserId, messageId: string) => Promise<MessageContent | null>;

/** What `transcribe_audio` needs of the chat engine's threads (services/chat-media.ts). */
export interface VoiceThreads {
  /** throws a 404 unless `threadId` is `userId`'s thread of `courseId` */
  assertThread(userId: UserId, threadId: ThreadId, courseId: string): Promise<void>;
  /**
   * The transcript stored for `clientMessageId` in `threadId` (a retry of a recording already
   * transcribed), so a retry is not transcribed (and paid for) twice; undefined when there is none.
   */
  storedTranscript?(userId: UserId, threadId: string, clientMessageId: string): Promise<string | undefined>;
  /**
   * Stores the transcript as the student's message (once per `client_message_id`) and answers it
   * as `chat` would.
   */
  answer(
    user: User,
    input: {
      thread_id: ThreadId;
      course_id: string;
      transcript: string;
      client_message_id?: string | undefined;
    },
  ): Promise<{ bot: BotReply['bot']; message_id: MessageId }>;
}
