import type { StructuredReplyKind, StructuredReplyView } from './types';

/** The fields each type must have, by kind: s = string, a = array, b = boolean, o = object. */
const required: Record<StructuredReplyKind, Record<string, 's' | 'a' | 'b' | 'o'>> = {
  math_explanation: { text: 's', latex: 's' },
  feedback: { correctness: 's', steps: 'a', improvement_suggestions: 'a', next_steps: 'a' },
  document_explanation: { title: 's', summary: 's', sections: 'a' },
  conversation: { text: 's' },
  teaching: { title: 's', content: 's' },
  problem_walkthrough: { problem: 's', steps: 'a' },
  open_practice: { question: 's' },
  wrapup: { summary: 's', key_points: 'a' },
  explanation: { content: 's' },
  text: { text: 's' },
  image: { url: 's' },
  exercise_session: { message: 's', exercise_data: 'o' },
  exercise_session_result: { exercise_id: 's', correctness: 's', feedback: 's' },
  learning_session: { message: 's', learning_session_data: 'o' },
  learning_session_result: { topic_id: 's', completed: 'b', message: 's' },
  introduction_summary: { summary: 's' },
  learning_session_error: { message: 's' },
  introduction: { message: 's' },
  content: {},
};

const correctness = new Set(['correct', 'partially_correct', 'incorrect']);

function matches(value: unknown, kind: 's' | 'a' | 'b' | 'o'): boolean {
  if (kind === 's') return typeof value === 'string';
  if (kind === 'a') return Array.isArray(value);
  if (kind === 'b') return typeof value === 'boolean';
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every structured reply type the chat renders. */
export const structuredReplyKinds = Object.keys(required) as StructuredReplyKind[];

/**
 * The content as a structured reply when it is one of the 19 types with its required fields (and a known
 * correctness); otherwise null, and the chat falls back to reading its prose fields.
 */
export function asStructuredReply(content: unknown): StructuredReplyView | null {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return null;
  const record = content as Record<string, unknown>;
  const kind = record.type;
  const fields =
    typeof kind === 'string' && Object.hasOwn(required, kind)
      ? required[kind as StructuredReplyKind]
      : undefined;
  if (!fields) return null;
  for (const [name, kind] of Object.entries(fields)) if (!matches(record[name], kind)) return null;
  if ('correctness' in fields && !correctness.has(String(record.correctness))) return null;
  return record as unknown as StructuredReplyView;
}
