import { Markdown } from '@havruta/ui';
import type { LearningPlan } from '../../../../../backend/contract';

/**
 * The one place the learning space shows a plan. The personal space's plan view (the design system's,
 * built with issue 16) takes this slot's place when the two land together; until then the plan's text
 * is shown as it came: sections, paragraphs, or the legacy title, summary and sections.
 */
export function PlanSlot({ plan }: { plan: LearningPlan }) {
  const parts: { title?: string; text: string }[] =
    plan.type === 'learning_plan'
      ? plan.content.student_plan.map((item) =>
          item.type === 'section' ? { title: item.title, text: item.text } : { text: item.text },
        )
      : plan.type === 'student_plan'
        ? [
            { title: plan.content.title, text: plan.content.summary },
            ...plan.content.sections.map((section) => ({ title: section.title, text: section.content })),
          ]
        : plan.content.blocks.map((block) =>
            block.component === 'card' ? { title: block.title, text: block.body } : { text: block.text },
          );
  return (
    <div className="learning-plan">
      {parts.map((part, index) => (
        <section key={index} className="learning-plan__part">
          {part.title && <p className="learning-plan__title">{part.title}</p>}
          <Markdown source={part.text} />
        </section>
      ))}
    </div>
  );
}
