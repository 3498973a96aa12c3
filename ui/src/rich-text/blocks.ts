/** The content block types of a chat message or a lesson (docs/requirements.md#learning-space-entities). */
export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'math_block'; latex: string }
  | { type: 'math_explanation'; latex: string }
  | { type: 'image'; url: string }
  | { type: 'audio'; url: string };

/** The block type names. */
export type ContentBlockType = ContentBlock['type'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Narrows unknown data to a well-formed block; anything else is rejected. */
export function isContentBlock(value: unknown): value is ContentBlock {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'text':
      return typeof value.text === 'string';
    case 'math_block':
    case 'math_explanation':
      return typeof value.latex === 'string';
    case 'image':
    case 'audio':
      return typeof value.url === 'string';
    default:
      return false;
  }
}
