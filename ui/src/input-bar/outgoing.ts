import { hasMath } from '../math/tex';
import type { ContentBlock } from '../rich-text/blocks';

/** What the input bar sends: the trimmed text, and the content the chat should post. */
export interface OutgoingMessage {
  /** the trimmed text as typed */
  text: string;
  /** plain text, or one math_explanation block when the text holds a `$…$` pair */
  content: string | [Extract<ContentBlock, { type: 'math_explanation' }>];
}

/**
 * Turns typed text into a message, or null when there is nothing to send (empty or whitespace only).
 * Text with a LaTeX inline marker pair is wrapped as a math_explanation block (docs/requirements.md#learning-space-validation).
 */
export function buildOutgoingMessage(raw: string): OutgoingMessage | null {
  const text = raw.trim();
  if (text === '') return null;
  if (/\$[^$]+\$/.test(text) && hasMath(text)) {
    return { text, content: [{ type: 'math_explanation', latex: text }] };
  }
  return { text, content: text };
}
