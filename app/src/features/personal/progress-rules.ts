/** The rules of the Learning Progress view (docs/requirements.md#accounts-screens, #accounts-limits): summary, tabs, time and date formats. */
import type { ActivityType, ProgressRecord } from '../../../../backend/contract';

/** The tabs of Learning Progress, Learning Plan first (the default). */
export const progressTabs = ['learning-plan', 'all', 'test', 'practice'] as const;
export type ProgressTab = (typeof progressTabs)[number];

/** Activity rows shown at first and added by each "Show more". */
export const activityPageSize = 100;

export interface ProgressSummary {
  /** number of activities */
  count: number;
  /** the rounded mean of the scores; null without activities */
  average: number | null;
  /** total time spent, in seconds */
  seconds: number;
  /** the newest created_at; null without activities */
  last: string | null;
}

/** Count, rounded mean score, total time and the newest date of a course's records. */
export function summarise(records: readonly ProgressRecord[]): ProgressSummary {
  let total = 0;
  let seconds = 0;
  let last: string | null = null;
  let lastTime = -Infinity;
  for (const record of records) {
    total += record.score;
    seconds += Math.max(0, record.time_spent);
    const time = Date.parse(record.created_at);
    if (time > lastTime) {
      lastTime = time;
      last = record.created_at;
    }
  }
  return {
    count: records.length,
    average: records.length === 0 ? null : Math.round(total / records.length),
    seconds,
    last,
  };
}

/** The records a tab lists: every one, or one activity type. */
export function recordsOfTab(
  records: readonly ProgressRecord[],
  tab: Exclude<ProgressTab, 'learning-plan'>,
): readonly ProgressRecord[] {
  if (tab === 'all') return records;
  const type: ActivityType = tab;
  return records.filter((record) => record.activity_type === type);
}

/** Seconds as whole minutes and the remaining seconds (docs/requirements.md#accounts-limits: time as minutes and seconds). */
export function minutesAndSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

const shortDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A short date in the interface language's own form (docs/requirements.md#accounts-limits): 27.11.2026 in Hebrew (he-IL),
 * 11/27/2026 in English (en-US); an unreadable date stays as it came.
 */
export function formatShortDate(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const locale = language === 'en' ? 'en-US' : 'he-IL';
  let format = shortDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' });
    shortDates.set(locale, format);
  }
  return format.format(time);
}
