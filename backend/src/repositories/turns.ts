import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

/** A turn in progress or ended: who runs it (node, holder), its heartbeat and the text streamed so far. */
export interface TurnRow {
  key: string;
  thread_id: string;
  node_id: string;
  holder: string;
  heartbeat_at: string | Date;
  status: 'running' | 'done' | 'failed';
  produced: string;
}

/** `chat_turns`: knex only. Every write after the insert is a compare-and-set on the holder. */
export function turnsRepository(db: Db) {
  return {
    /** Inserts the turn's row unless one exists; true when this call inserted it. */
    async insert(row: Omit<TurnRow, 'heartbeat_at' | 'produced' | 'status'>): Promise<boolean> {
      const inserted = await db('chat_turns')
        .insert({ ...row, status: 'running', produced: '', heartbeat_at: nowIso() })
        .onConflict('key')
        .ignore()
        .returning('key');
      return inserted.length > 0;
    },
    async find(key: string): Promise<TurnRow | undefined> {
      return db<TurnRow>('chat_turns').where({ key }).first();
    },
    /** Takes the row over from `previous` (an ended or expired run); false when someone else changed it first. */
    async takeOver(
      key: string,
      previous: string,
      next: { node_id: string; holder: string },
    ): Promise<boolean> {
      const changed = await db('chat_turns')
        .where({ key, holder: previous })
        .update({ ...next, status: 'running', produced: '', heartbeat_at: nowIso() });
      return changed > 0;
    },
    /** The holder's heartbeat and text so far; false when the holder lost the lease. */
    async progress(key: string, holder: string, produced: string): Promise<boolean> {
      const changed = await db('chat_turns')
        .where({ key, holder, status: 'running' })
        .update({ produced, heartbeat_at: nowIso() });
      return changed > 0;
    },
    async finish(key: string, holder: string, status: 'done' | 'failed', produced: string): Promise<boolean> {
      const changed = await db('chat_turns')
        .where({ key, holder })
        .update({ status, produced, heartbeat_at: nowIso() });
      return changed > 0;
    },
  };
}
export type TurnsRepository = ReturnType<typeof turnsRepository>;
