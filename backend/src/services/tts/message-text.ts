/**
 * The words of a stored assistant message that read-aloud speaks: its text, its formulas (as LaTeX,
 * which speech-text.ts turns into words), and the human-readable fields of a structured reply —
 * never hints, which the student has not asked to see.
 */
import type { MessageContent, StructuredReply } from '../../../contract';

const math = (latex: string | undefined): string => (latex ? `$$${latex}$$` : '');

function structuredText(reply: StructuredReply): string[] {
  switch (reply.type) {
    case 'math_explanation':
      return [
        reply.text,
        math(reply.latex),
        ...(reply.steps ?? []).flatMap((step) => [step.description, math(step.latex)]),
      ];
    case 'feedback':
      return [
        ...reply.steps.flatMap((step) => [step.description, step.explanation]),
        ...reply.improvement_suggestions,
        ...reply.next_steps,
      ];
    case 'document_explanation':
      return [
        reply.title,
        reply.summary,
        ...reply.sections.flatMap((section) => [section.title, section.content]),
      ];
    case 'teaching':
      return [reply.title, reply.content, ...(reply.examples ?? []), reply.check_question ?? ''];
    case 'problem_walkthrough':
      return [
        reply.problem,
        ...reply.steps.flatMap((step) => [step.description, math(step.latex)]),
        reply.answer ?? '',
      ];
    case 'open_practice':
      return [reply.question];
    case 'wrapup':
      return [reply.summary, ...reply.key_points, ...(reply.next_steps ?? [])];
    case 'explanation':
      return [reply.title ?? '', reply.content];
    case 'conversation':
    case 'text':
      return [reply.text];
    case 'image':
      return [reply.caption ?? reply.alt ?? ''];
    case 'exercise_session':
    case 'learning_session':
    case 'learning_session_result':
    case 'learning_session_error':
    case 'introduction':
      return [reply.message];
    case 'exercise_session_result':
      return [reply.feedback];
    case 'introduction_summary':
      return [reply.summary];
    case 'content':
      return reply.paragraphs ?? [];
  }
}

/** What read-aloud says for a message's content (see the file comment). */
export function speakableTextOf(content: MessageContent): string {
  if (typeof content === 'string') return content;
  const parts = Array.isArray(content)
    ? content.map((block) => {
        if (block.type === 'text') return block.text;
        if (block.type === 'math_block' || block.type === 'math_explanation') return math(block.latex);
        return '';
      })
    : structuredText(content);
  return parts.filter((part) => part.trim() !== '').join('\n');
}
