import type { UserId } from '../../contract';
import type { Evidence } from '../../domain/mastery';
import { toIsoDate } from '../db/dates';
import type { Db } from '../db/knex';

export interface EvidenceRow {
  id: number;
  user_id: number;
  course_id: string;
  topic: string;
  item_id: string | null;
  source: string;
  correct: boolean | number;
  hints_used: number;
  choices: number | null;
  origin: string;
  created_at: string | Date;
}

/** A row to store: its owner is a parsed user id. */
export type NewEvidence = Omit<EvidenceRow, 'id' | 'user_id'> & { user_id: UserId };

/** The newest answers the mastery model reads per user and course (older ones are outweighed anyway). */
export const evidenceLimit = 2_000;

const sources: ReadonlyArray<Evidence['source']> = ['practice', 'test', 'guided-test'];

export function toEvidence(row: EvidenceRow): Evidence {
  const source = sources.find((item) => item === row.source) ?? 'practice';
  return {
    topic: row.topic,
    ...(row.item_id ? { itemId: row.item_id } : {}),
    correct: Boolean(row.correct),
    hintsUsed: Number(row.hints_used),
    source,
    ...(row.choices ? { choices: Number(row.choices) } : {}),
    at: toIsoDate(row.created_at),
  };
}

export function evidenceRepository(db: Db) {
  return {
    /** Stores answers once: a row with an origin already stored is left as it is. */
    async insert(rows: readonly NewEvidence[]): Promise<void> {
      if (rows.length === 0) return;
      await db('learning_evidence')
        .insert([...rows])
        .onConflict(['user_id', 'origin'])
        .ignore();
    },
    /** A user's evidence in a course, oldest first (the newest `evidenceLimit`). */
    async list(userId: UserId, courseId: string): Promise<Evidence[]> {
      const rows = await db<EvidenceRow>('learning_evidence')
        .where({ user_id: userId, course_id: courseId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(evidenceLimit);
      return rows.reverse().map(toEvidence);
    },
  };
}
export type EvidenceRepository = ReturnType<typeof evidenceRepository>;
