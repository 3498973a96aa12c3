import { clampProgress } from '../score-badge/levels';

/** One block of a visual plan: the heading, a card, or the footer line. */
export type LearningPlanBlock =
  | { component: 'heading'; text: string }
  | { component: 'card'; title: string; body: string }
  | { component: 'footer'; text: string };

/** What a topic's value rests on; `lastActivity` is already formatted for display. */
export interface LearningPlanTopicBasis {
  /** answers counted as evidence */
  attempts: number;
  /** the last evidence, formatted; null when there is none */
  lastActivity: string | null;
}

/** A topic of the plan: its mastery (0–1), or null when it is not yet assessed. */
export interface LearningPlanTopic {
  name: string;
  mastery: number | null;
  /** the evidence behind the value, when the server sent it */
  basis?: LearningPlanTopicBasis;
}

/** A mastery as a whole percentage, clamped to 0–100; null stays null (never an invented number). */
export function masteryPercent(mastery: number | null): number | null {
  return mastery === null ? null : Math.round(clampProgress(mastery) * 100);
}

/** Splits a block's text into paragraphs at blank or single line breaks, dropping empty ones. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
