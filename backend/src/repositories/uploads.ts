import type { UserId } from '../../contract';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export type UploadKind = 'image' | 'pdf' | 'pdf_page';

export interface UploadRow {
  id: number;
  file: string;
  user_id: number;
  kind: UploadKind;
  content_type: string;
  size_bytes: number;
  sha256: string;
  original_name: string | null;
  width: number | null;
  height: number | null;
  parent_id: number | null;
  page_number: number | null;
  page_count: number | null;
  text: string | null;
  created_at: string | Date;
}

/** A row to store: its owner is a parsed user id. */
export type NewUpload = Omit<UploadRow, 'id' | 'created_at' | 'parent_id' | 'user_id'> & { user_id: UserId };

export function uploadsRepository(db: Db) {
  return {
    /** Stores an upload and, for a PDF, its pages (pointing at it), in one transaction. */
    async insert(upload: NewUpload, pages: NewUpload[] = []): Promise<number> {
      const createdAt = nowIso();
      return db.transaction(async (trx) => {
        const [row] = await trx('uploads')
          .insert({ ...upload, created_at: createdAt })
          .returning<Array<{ id: number }>>('id');
        const id = Number(row?.id);
        if (pages.length > 0) {
          await trx('uploads').insert(
            pages.map((page) => ({ ...page, parent_id: id, created_at: createdAt })),
          );
        }
        return id;
      });
    },
    /** The upload of `file` when it belongs to `userId`; anyone else's is as absent as a missing one. */
    async findOwned(userId: UserId, file: string): Promise<UploadRow | undefined> {
      const row = await db<UploadRow>('uploads').where({ file, user_id: userId }).first();
      return row ? normalise(row) : undefined;
    },
    /** The bytes `userId`'s uploads take in the store, page images included. */
    async bytesUsed(userId: UserId): Promise<number> {
      const row = await db('uploads')
        .where({ user_id: userId })
        .sum<Array<{ total: string | number | null }>>({ total: 'size_bytes' })
        .first();
      return Number(row?.total ?? 0);
    },
    /** A PDF's pages in order. */
    async pagesOf(parentId: number): Promise<UploadRow[]> {
      const rows = await db<UploadRow>('uploads').where({ parent_id: parentId }).orderBy('page_number');
      return rows.map(normalise);
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;

/** PostgreSQL's integers of `increments`/`integer` come back as numbers; SQLite's too, but be sure. */
function normalise(row: UploadRow): UploadRow {
  return { ...row, id: Number(row.id), user_id: Number(row.user_id), size_bytes: Number(row.size_bytes) };
}
