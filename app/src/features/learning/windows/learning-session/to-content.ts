import type { LearningSessionContent } from '@havruta/ui';
import type { LearningSessionData } from '../../../../../../backend/contract';

/** The tutor's session data (docs/requirements.md#learning-space-entities) as the modal shows it. */
export function toSessionContent(data: LearningSessionData): LearningSessionContent {
  return {
    topicId: data.topic_id,
    title: data.title,
    slides: data.learning_slides.map((slide) => ({
      id: slide.slide_id,
      title: slide.title,
      blocks: slide.explanation,
    })),
    guidedExample: { question: data.guided_example.question, blocks: data.guided_example.explanation },
  };
}
