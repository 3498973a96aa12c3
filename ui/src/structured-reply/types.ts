/**
 * The structured replies the chat renders (docs/requirements.md#learning-space-entities), as presentational types. They mirror the
 * contract's StructuredReply field for field, so the app passes what the API gave it; the design system
 * itself knows nothing of the API.
 */

/** How right an answer was. */
export type ReplyCorrectness = 'correct' | 'partially_correct' | 'incorrect';

/** One step of a worked solution. */
export interface ReplyStepView {
  description: string;
  latex?: string;
}

/** A slide block of a learning session. */
export type SlideBlockView =
  | { type: 'text'; text: string }
  | { type: 'math_block'; latex: string }
  | { type: 'image_url'; url: string; alt?: string };

/** A learning session's slides, as a reply carries them. */
export interface LearningSessionView {
  topic_id: string;
  title: string;
  learning_slides: readonly { slide_id: string; title: string; explanation: readonly SlideBlockView[] }[];
  guided_example: { question: string; explanation: readonly SlideBlockView[] };
}

/** An exercise for the exercise platform, as a reply carries it. */
export interface ExerciseView {
  exercise_id: string;
  topic: string;
  description: string;
  equations: readonly string[];
  sections: readonly { id: string; question: string; equation?: string }[];
  relevant_formulas: readonly string[];
  diagram_url: string | null;
}

/** Every structured reply type, discriminated on `type`. */
export type StructuredReplyView =
  | { type: 'math_explanation'; text: string; latex: string; steps?: readonly ReplyStepView[] }
  | {
      type: 'feedback';
      correctness: ReplyCorrectness;
      steps: readonly { description: string; correct: boolean; explanation: string }[];
      improvement_suggestions: readonly string[];
      next_steps: readonly string[];
    }
  | {
      type: 'document_explanation';
      title: string;
      summary: string;
      sections: readonly { title: string; content: string }[];
    }
  | { type: 'conversation'; text: string }
  | {
      type: 'teaching';
      title: string;
      content: string;
      examples?: readonly string[];
      check_question?: string;
    }
  | { type: 'problem_walkthrough'; problem: string; steps: readonly ReplyStepView[]; answer?: string }
  | { type: 'open_practice'; question: string; hints?: readonly string[] }
  | { type: 'wrapup'; summary: string; key_points: readonly string[]; next_steps?: readonly string[] }
  | { type: 'explanation'; title?: string; content: string }
  | { type: 'text'; text: string }
  | { type: 'image'; url: string; alt?: string; caption?: string }
  | { type: 'exercise_session'; message: string; exercise_data: ExerciseView }
  | {
      type: 'exercise_session_result';
      exercise_id: string;
      correctness: ReplyCorrectness;
      feedback: string;
      sections?: readonly { id: string; correct: boolean; comment: string }[];
    }
  | { type: 'learning_session'; message: string; learning_session_data: LearningSessionView }
  | { type: 'learning_session_result'; topic_id: string; completed: boolean; message: string }
  | { type: 'introduction_summary'; summary: string; goals?: readonly string[] }
  | { type: 'learning_session_error'; message: string; topic_id?: string }
  | { type: 'introduction'; message: string }
  | {
      type: 'content';
      paragraphs?: readonly string[];
      image_urls?: readonly string[];
      audio_urls?: readonly string[];
    };

/** The type names. */
export type StructuredReplyKind = StructuredReplyView['type'];
