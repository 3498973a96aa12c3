/** How many objectives a lesson card shows before '...ועוד N יעדים' (learning-space §9). */
export const OBJECTIVES_SHOWN = 2;

/** The objectives a card shows, and how many it leaves out. */
export function objectivesPreview(objectives: readonly string[]): { shown: readonly string[]; more: number } {
  return {
    shown: objectives.slice(0, OBJECTIVES_SHOWN),
    more: Math.max(0, objectives.length - OBJECTIVES_SHOWN),
  };
}
