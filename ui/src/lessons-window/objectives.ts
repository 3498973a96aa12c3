/** How many objectives a lesson card shows before '...ועוד N יעדים' (docs/requirements.md#learning-space-limits). */
export const OBJECTIVES_SHOWN = 2;

/** The objectives a card shows, and how many it leaves out. */
export function objectivesPreview(objectives: readonly string[]): { shown: readonly string[]; more: number } {
  return {
    shown: objectives.slice(0, OBJECTIVES_SHOWN),
    more: Math.max(0, objectives.length - OBJECTIVES_SHOWN),
  };
}

/**
 * A lesson's markdown without its leading `# title` when that repeats the title the detail already shows
 * above the objectives (most course files open with it).
 */
export function withoutLeadingTitle(content: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/.exec(content);
  return match && match[1]?.trim() === title.trim() ? content.slice(match[0].length) : content;
}
