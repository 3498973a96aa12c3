/** Whether a course thread's history needs the markdown renderer, read before the screen has checked it. */
import { messageNeedsMarkdown, type ChatMessageBodyProps } from '@havruta/ui';

type MessageAuthor = ChatMessageBodyProps['author'];

const authors: ReadonlySet<unknown> = new Set<MessageAuthor>(['user', 'assistant', 'system']);

/** True when one of these messages needs the markdown renderer (messageNeedsMarkdown). */
export function messagesNeedMarkdown(
  messages: readonly { role: MessageAuthor; content: unknown }[],
): boolean {
  return messages.some((message) => messageNeedsMarkdown(message.content, message.role));
}

/**
 * True when a course thread's answer (not yet checked against the contract) holds a message that needs the
 * markdown renderer; false for anything unexpected (the screen then decides, once it has checked it).
 */
export function historyNeedsMarkdown(payload: unknown): boolean {
  const messages: unknown =
    typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'messages') : [];
  if (!Array.isArray(messages)) return false;
  const known = messages.flatMap((message: unknown) => {
    if (typeof message !== 'object' || message === null) return [];
    const role: unknown = Reflect.get(message, 'role');
    return authors.has(role)
      ? [{ role: role as MessageAuthor, content: Reflect.get(message, 'content') }]
      : [];
  });
  return messagesNeedMarkdown(known);
}
