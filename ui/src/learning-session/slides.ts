/** Pure slide logic of the learning session modal (docs/requirements.md#learning-space-entities, #learning-space-states). */

/** A block of a slide: prose with `$…$` math, a display formula, or an image. */
export type SlideBlock =
  | { type: 'text'; text: string }
  | { type: 'math_block'; latex: string }
  | { type: 'image_url'; url: string; alt?: string };

/** The session as the tutor sends it, in presentational form. */
export interface LearningSessionContent {
  /** a new topic id starts at the first slide again */
  topicId: string;
  title: string;
  slides: readonly { id: string; title: string; blocks: readonly SlideBlock[] }[];
  /** appended as the last slide, 'דוגמה מודרכת' */
  guidedExample?: { question: string; blocks: readonly SlideBlock[] } | null;
}

/** One slide as the modal shows it. */
export interface SessionSlide {
  id: string;
  title: string;
  blocks: readonly SlideBlock[];
  /** the guided example: it has a question, and its steps after the first two are numbered */
  guided: boolean;
  question?: string;
}

/** The id of the appended guided-example slide. */
export const GUIDED_EXAMPLE_ID = 'guided-example';
/** Steps of the guided example shown before the numbered ones (docs/requirements.md#learning-space-entities). */
export const UNNUMBERED_STEPS = 2;

/** The slides in order, with the guided example (if any) appended as the last one, titled `guidedTitle`. */
export function sessionSlides(content: LearningSessionContent, guidedTitle: string): SessionSlide[] {
  const slides: SessionSlide[] = content.slides.map((slide) => ({ ...slide, guided: false }));
  if (content.guidedExample) {
    slides.push({
      id: GUIDED_EXAMPLE_ID,
      title: guidedTitle,
      blocks: content.guidedExample.blocks,
      guided: true,
      question: content.guidedExample.question,
    });
  }
  return slides;
}

/** A text block that names its own step: "שלב 2: …", "Step 2. …". */
const ownStepLabel = /^\s*(?:שלב|step)\s*\d+/i;

/**
 * Whether the guided example's blocks number their steps in their own words ("שלב 1" … "שלב 4"). Badges
 * beside them would count every block, formulas too, and disagree with the text ("6" next to "שלב 4").
 */
export function numbersItsOwnSteps(blocks: readonly SlideBlock[]): boolean {
  return blocks.some((block) => block.type === 'text' && ownStepLabel.test(block.text));
}

/** The badge numbers of a guided example's blocks: none for the first two, then 1, 2, 3, …; none at all
 * when the blocks number their steps themselves. */
export function stepNumbers(blocks: readonly SlideBlock[]): (number | null)[] {
  const own = numbersItsOwnSteps(blocks);
  return blocks.map((_, index) => (own ? null : stepNumber(index)));
}

/** The number of a guided-example step: none for the first two, then 1, 2, 3, … */
export function stepNumber(blockIndex: number): number | null {
  return blockIndex < UNNUMBERED_STEPS ? null : blockIndex - UNNUMBERED_STEPS + 1;
}

/** 'slide N of M' and its percentage (N of M, rounded). */
export function slideProgress(index: number, total: number): { n: number; total: number; percent: number } {
  if (total <= 0) return { n: 0, total: 0, percent: 0 };
  const n = Math.min(Math.max(index, 0), total - 1) + 1;
  return { n, total, percent: Math.round((n / total) * 100) };
}
