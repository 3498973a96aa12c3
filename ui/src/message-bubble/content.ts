import { isContentBlock, type ContentBlock } from '../rich-text/blocks';

/** A message's content as the spec allows it: a string, a list of blocks, or a structured object. */
export type MessageContent = string | readonly unknown[] | Record<string, unknown> | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fields of structured replies read as prose, in reading order. */
const TEXT_FIELDS = ['title', 'text', 'message', 'summary', 'explanation', 'correctness'] as const;
/** Fields holding lists of items (strings or objects with a description or text). */
const LIST_FIELDS = ['steps', 'improvement_suggestions', 'next_steps', 'sections', 'blocks'] as const;

function fromList(items: readonly unknown[], depth: number): ContentBlock[] {
  return items.flatMap((item) => toBlocks(item, depth + 1));
}

function toBlocks(content: unknown, depth: number): ContentBlock[] {
  if (depth > 4 || content === null || content === undefined) return [];
  if (typeof content === 'string') return content.trim() === '' ? [] : [{ type: 'text', text: content }];
  if (typeof content === 'number' || typeof content === 'boolean')
    return [{ type: 'text', text: String(content) }];
  if (Array.isArray(content)) return fromList(content, depth);
  if (!isRecord(content)) return [];
  if (isContentBlock(content)) return [content];
  const blocks: ContentBlock[] = [];
  for (const field of TEXT_FIELDS) {
    const value = content[field];
    if (typeof value === 'string' && value.trim() !== '') blocks.push({ type: 'text', text: value });
  }
  if (typeof content.description === 'string') blocks.push({ type: 'text', text: content.description });
  if (typeof content.latex === 'string') blocks.push({ type: 'math_block', latex: content.latex });
  if (typeof content.content === 'string' || Array.isArray(content.content) || isRecord(content.content)) {
    blocks.push(...toBlocks(content.content, depth + 1));
  }
  for (const field of LIST_FIELDS) {
    const value = content[field];
    if (Array.isArray(value)) blocks.push(...fromList(value, depth));
  }
  return blocks;
}

/**
 * Normalises any message content into blocks: a string is one text block, a list keeps its valid blocks
 * (and reads strings and objects inside it), and a structured reply (math_explanation, feedback, teaching…)
 * contributes its prose fields, its LaTeX and its lists of steps and suggestions.
 */
export function contentToBlocks(content: MessageContent): ContentBlock[] {
  return toBlocks(content, 0);
}
