import { needsMarkdownRenderer } from '../rich-text/plain-markdown';
import { asStructuredReply } from './guard';

/** Who wrote a chat message. */
export type MessageAuthor = 'user' | 'assistant' | 'system';

/**
 * True when a message's body needs the markdown renderer: a structured reply or blocks, or an assistant's
 * text that is more than plain prose (the learner's own text is never markdown). A module of its own, so an
 * app can ask before any of the chat's components have loaded.
 */
export function messageNeedsMarkdown(content: unknown, author: MessageAuthor): boolean {
  if (asStructuredReply(content)) return true;
  if (typeof content === 'string') return author === 'assistant' && needsMarkdownRenderer(content);
  return true;
}
