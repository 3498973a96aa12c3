/** The Time-Out chat's fixed identity (docs/requirements.md#accounts-limits) and the rule of where its summary goes. */
import { chatLimits, type ThreadSummary } from '../../../../backend/contract';

/** Course id 'Time-out', subject 'personal', a fixed assistant, database logging skipped. */
export const timeoutChat = {
  courseId: 'Time-out',
  subject: 'personal',
  assistantId: 'time-out-companion',
  skipDbLog: true,
} as const;

/** inject_summary takes at most this many threads (the contract's limit). */
export const maxInjectThreads = chatLimits.injectThreads;

/**
 * The threads Add Conversation shares the summary with: the user's course threads (courses the app
 * knows), once each, never the Time-Out thread itself (docs/requirements.md#accounts-states).
 */
export function injectTargets(
  threads: readonly ThreadSummary[],
  timeoutThreadId: string,
  courseIds: ReadonlySet<string>,
): string[] {
  const targets = threads
    .filter(
      (thread) =>
        thread.thread_id !== timeoutThreadId &&
        thread.course_id !== timeoutChat.courseId &&
        courseIds.has(thread.course_id),
    )
    .map((thread) => thread.thread_id);
  return [...new Set(targets)].slice(0, maxInjectThreads);
}
