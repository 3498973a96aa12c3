import type { MessageContent } from '../../contract';

/**
 * The readable text of a message's content: a plain string as is, blocks joined (formulas as $$…$$),
 * a structured reply by its text fields in reading order. Used for the model's history and for the
 * deltas of a reply that arrives whole.
 */
export function contentText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((block) => {
        if (block.type === 'text') return block.text;
        if (block.type === 'math_block' || block.type === 'math_explanation') return `$$${block.latex}$$`;
        return '';
      })
      .filter(Boolean)
      .join('\n\n');
  }
  const reply = content;
  switch (reply.type) {
    case 'text':
    case 'conversation':
      return reply.text;
    case 'math_explanation':
      return [reply.text, `$$${reply.latex}$$`, ...(reply.steps ?? []).map((step) => step.description)].join(
        '\n\n',
      );
    case 'feedback':
      return [
        ...reply.steps.map((step) => `${step.description}: ${step.explanation}`),
        ...reply.improvement_suggestions,
        ...reply.next_steps,
      ].join('\n\n');
    case 'document_explanation':
      return [
        reply.title,
        reply.summary,
        ...reply.sections.map((section) => `${section.title}: ${section.content}`),
      ].join('\n\n');
    case 'teaching':
      return [reply.title, reply.content, ...(reply.examples ?? []), reply.check_question ?? '']
        .filter(Boolean)
        .join('\n\n');
    case 'problem_walkthrough':
      return [reply.problem, ...reply.steps.map((step) => step.description), reply.answer ?? '']
        .filter(Boolean)
        .join('\n\n');
    case 'open_practice':
      return reply.question;
    case 'wrapup':
      return [reply.summary, ...reply.key_points, ...(reply.next_steps ?? [])].join('\n\n');
    case 'explanation':
      return [reply.title ?? '', reply.content].filter(Boolean).join('\n\n');
    case 'image':
      return reply.caption ?? reply.alt ?? '';
    case 'exercise_session':
    case 'learning_session':
    case 'learning_session_error':
    case 'introduction':
      return reply.message;
    case 'exercise_session_result':
      return reply.feedback;
    case 'learning_session_result':
      return reply.message;
    case 'introduction_summary':
      return reply.summary;
    case 'content':
      return (reply.paragraphs ?? []).join('\n\n');
  }
}
