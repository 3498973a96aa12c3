import { z } from 'zod';

/**
 * The ids the API hands out, branded so the compiler tells a thread's id from a message's or a
 * course's (docs/api.md, "Ids"). A request accepts a plain string (zod's input type); what the
 * server answers, and what the backend's services and repositories pass around, carries the brand.
 */
const idText = z.string().trim().min(1).max(200);

/** A conversation thread's id (`thread_id`). */
export const ThreadId = idText.brand<'ThreadId'>();
export type ThreadId = z.infer<typeof ThreadId>;

/** A stored message's id (`message_id`): the database's key, as text. */
export const MessageId = idText.brand<'MessageId'>();
export type MessageId = z.infer<typeof MessageId>;

/** A user's id: the database's integer key. */
export const UserId = z.number().int().positive().brand<'UserId'>();
export type UserId = z.infer<typeof UserId>;

/** The kinds of thread a student has: one main thread per course, one per lesson or test, the introduction and Time-Out. */
export const threadKinds = ['main', 'lesson', 'test', 'introduction', 'timeout'] as const;
export const ThreadKind = z.enum(threadKinds);
export type ThreadKind = z.infer<typeof ThreadKind>;
