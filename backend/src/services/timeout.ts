/**
 * The Time-Out's "Add Conversation" (docs/requirements.md#accounts-states): a summary of the Time-Out chat, then that summary
 * as a system message in the threads the student picks. The Time-Out thread itself is never a target.
 * What one call may store is bounded (docs/backend.md, Security model): a summary of at most
 * `chatLimits.summaryChars`, a format of at most `summaryFormatChars` with one placeholder, at most
 * `injectThreads` threads, and `injectUser` calls per user.
 */
import { chatLimits, chatMessages, summaryPlaceholder, type ThreadId, type User } from '../../contract';
import { tutorFailure, ValidationError } from '../errors';
import type { ChatRepository } from '../repositories/chat';
import type { Language, Tutor } from '../tutor';
import type { ChatService } from './chat';
import type { RateLimiter } from './rate-limit';

export function timeoutService(deps: {
  chat: ChatRepository;
  chats: ChatService;
  tutor: Tutor;
  limiter: RateLimiter;
}) {
  const { chat, chats, tutor, limiter } = deps;
  return {
    /**
     * Two to three paragraphs in the interface language. The client's `prompt` is not an instruction:
     * the server has its own. `signal` is the request's: a client that goes away stops the model.
     */
    async summary(
      user: User,
      body: { thread_id: ThreadId },
      language: Language,
      signal: AbortSignal,
    ): Promise<string> {
      const thread = await chats.ownedThread(user.id, body.thread_id, ['timeout']);
      await limiter.chargeTutorTurn(user.id);
      const history = await chats.conversation(thread);
      const texts = tutor.texts(language);
      try {
        // What the client then sends back to inject_summary must fit its contract.
        const summary = await tutor.summarise({
          language,
          persona: texts.personas.athena,
          history,
          signal,
        });
        return summary.slice(0, chatLimits.summaryChars);
      } catch (error) {
        throw tutorFailure(error, signal);
      }
    },

    /**
     * Adds the summary to each chosen thread of the user, in one transaction. A thread id that is not
     * the user's refuses the whole call (the same answer for an unknown id); Time-Out and introduction
     * threads are skipped. Without the client's format, the server's is in the interface language.
     */
    async inject(
      user: User,
      body: { summary: string; thread_ids: ThreadId[]; system_message_format?: string | undefined },
      language: Language,
    ): Promise<ThreadId[]> {
      await limiter.hitUser('injectUser', user.id);
      const ids = [...new Set(body.thread_ids)];
      const owned = await chat.ownedThreads(user.id, ids);
      const found = new Set(owned.map((thread) => thread.id));
      const refused = body.thread_ids
        .map((id, index) => ({ id, index }))
        .filter(({ id }) => !found.has(id))
        .map(({ index }) => ({ field: `body.thread_ids.${index}`, message: chatMessages.threadNotFound }));
      if (refused.length > 0) {
        throw new ValidationError(`Invalid ${refused[0]?.field}: ${chatMessages.threadNotFound}`, {
          fields: refused,
        });
      }
      const format = body.system_message_format?.trim() || tutor.texts(language).timeout.injected;
      // One placeholder (the contract refuses more), replaced once: the message is at most the
      // summary plus its format, whatever they hold.
      const text = format.includes(summaryPlaceholder)
        ? format.replace(summaryPlaceholder, () => body.summary)
        : `${format}\n\n${body.summary}`;
      const targets = owned.filter((thread) => thread.kind !== 'timeout' && thread.kind !== 'introduction');
      await chat.insertSystemMessages(
        targets.map((thread) => ({
          thread_id: thread.id,
          user_id: user.id,
          role: 'system',
          content: JSON.stringify(text),
        })),
      );
      const injected = new Set(targets.map((thread) => thread.id));
      return ids.filter((id) => injected.has(id));
    },
  };
}
export type TimeoutService = ReturnType<typeof timeoutService>;
