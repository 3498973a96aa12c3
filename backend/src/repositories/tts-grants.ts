import type { UserId } from '../../contract';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export interface TtsGrant {
  file: string;
  size_bytes: number;
}

/** Users' grants to read-aloud clips (migration 20261127220000_create-tts-grants). */
export function ttsGrantsRepository(db: Db) {
  return {
    /** Grants `file` to `userId`, or marks an existing grant as just used. */
    async grant(userId: UserId, file: string, sizeBytes: number): Promise<void> {
      await db('tts_grants')
        .insert({ user_id: userId, file, size_bytes: sizeBytes, created_at: nowIso() })
        .onConflict(['user_id', 'file'])
        .merge(['size_bytes', 'created_at']);
    },
    async has(userId: UserId, file: string): Promise<boolean> {
      return (await db('tts_grants').where({ user_id: userId, file }).first('id')) !== undefined;
    },
    /** The user's grants, most recently used first. */
    async newestFirst(userId: UserId): Promise<TtsGrant[]> {
      const rows = await db<TtsGrant & { user_id: number }>('tts_grants')
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('file', 'size_bytes');
      return rows.map((row) => ({ file: row.file, size_bytes: Number(row.size_bytes) }));
    },
    async revoke(userId: UserId, files: readonly string[]): Promise<void> {
      if (files.length === 0) return;
      await db('tts_grants').where({ user_id: userId }).whereIn('file', files).delete();
    },
    /** Which of `files` nobody holds a grant to any more. */
    async unheld(files: readonly string[]): Promise<string[]> {
      if (files.length === 0) return [];
      const held = await db('tts_grants').whereIn('file', files).distinct<Array<{ file: string }>>('file');
      const still = new Set(held.map((row) => row.file));
      return files.filter((file) => !still.has(file));
    },
  };
}
export type TtsGrantsRepository = ReturnType<typeof ttsGrantsRepository>;
