/**
 * The introduction chat (docs/requirements.md#accounts-screens, #accounts-states): its own thread, at least four questions, then a Hebrew
 * summary that is stored (one per user; a new introduction replaces it) and shown by
 * `get_introduction_status`.
 */
import type { IntroductionReply, IntroductionStatus, ThreadId, User } from '../../contract';
import { chatMessages } from '../../contract';
import { NotFound } from '../errors';
import type { ChatRepository, IntroductionsRepository } from '../repositories/chat';
import { contentText, type Language } from '../tutor';
import { newThreadId, toChatMessage, type ChatService } from './chat';
import type { RateLimiter } from './rate-limit';

export function introductionService(deps: {
  chat: ChatRepository;
  chats: ChatService;
  introductions: IntroductionsRepository;
  limiter: RateLimiter;
}) {
  const { chat, chats, introductions, limiter } = deps;
  return {
    async status(user: User): Promise<IntroductionStatus> {
      const row = await introductions.find(user.id);
      return row
        ? { exists: true, id: Number(row.id), content: row.summary }
        : { exists: false, id: null, content: null };
    },

    /** A new introduction thread and its first question, in the interface language. */
    async start(user: User, language: Language): Promise<{ thread_id: ThreadId; message: string }> {
      await limiter.hitUser('introductionUser', user.id);
      const thread = await chat.insertThread({ id: newThreadId(), user_id: user.id, kind: 'introduction' });
      const opening = await chats.open(user, thread, language);
      if (!opening) throw new NotFound(chatMessages.threadNotFound, 'thread_not_found');
      return { thread_id: thread.id, message: contentText(toChatMessage(opening).content) };
    },

    async turn(
      user: User,
      body: { message: string; thread_id: ThreadId; client_message_id?: string | undefined },
      interfaceLanguage?: Language,
    ): Promise<IntroductionReply> {
      const { reply, introductionSummary } = await chats.send(user, {
        threadId: body.thread_id,
        text: body.message,
        ...(interfaceLanguage ? { interfaceLanguage } : {}),
        kinds: ['introduction'],
        ...(body.client_message_id ? { clientMessageId: body.client_message_id } : {}),
      });
      if (introductionSummary) await introductions.save(user.id, body.thread_id, introductionSummary);
      return {
        message: typeof reply.bot === 'string' ? reply.bot : contentText(reply.bot),
        has_summary: introductionSummary !== null,
        summary: introductionSummary,
      };
    },
  };
}
export type IntroductionService = ReturnType<typeof introductionService>;
