/**
 * Read-aloud clips belong to the users who asked for them (docs/backend.md, Security model): a reply
 * may carry personal data, so a clip is served only through `GET /api/chat/tts/<file>` with the
 * bearer of a user granted it. The clip itself stays content-addressed and shared: two users who hear
 * the same words hold grants to one stored file. Each user's grants are bounded in bytes; past the
 * quota the least recently asked-for are let go, and a clip nobody holds any more is deleted.
 */
import type { UserId } from '../../../contract';
import type { Readable } from 'node:stream';
import { ttsClipFile } from '../../../contract';
import { NotFound } from '../../errors';
import type { Logger } from '../../logger';
import type { TtsGrantsRepository } from '../../repositories/tts-grants';
import type { ByteRange, ObjectKey, ObjectStore } from '../../storage';
import type { TtsService } from './index';

/** Where a user's clips are served (routes/media.ts). */
export const ttsAudioPath = '/api/chat/tts/';

export interface OwnedClipsDeps {
  tts: TtsService;
  grants: TtsGrantsRepository;
  store: ObjectStore;
  /** bytes of clips one user may hold (TTS_QUOTA_BYTES) */
  quotaBytes: number;
  logger: Logger;
}

export interface OwnedClip {
  size: number;
  contentType: string;
  /** the bytes, or a range of them */
  open(range?: ByteRange): Promise<Readable>;
}

export function ownedClips({ tts, grants, store, quotaBytes, logger }: OwnedClipsDeps) {
  const notFound = () => new NotFound('Audio not found', 'audio_not_found');

  /** Lets go of the user's least recently asked-for clips past the quota; the newest always stays. */
  async function keepWithinQuota(userId: UserId): Promise<void> {
    let total = 0;
    const dropped: string[] = [];
    for (const [index, grant] of (await grants.newestFirst(userId)).entries()) {
      total += grant.size_bytes;
      if (index > 0 && total > quotaBytes) dropped.push(grant.file);
    }
    if (dropped.length === 0) return;
    await grants.revoke(userId, dropped);
    for (const file of await grants.unheld(dropped)) {
      // A clip being made again right now is about to be granted: it stays.
      if (tts.making(file)) continue;
      await store.delete(`tts/${file}`).catch((error: unknown) => {
        logger.warn({ err: error, file }, 'could not delete a read-aloud clip');
      });
    }
  }

  return {
    /** Speaks `text` for `userId` and grants them the clip; the URL needs their bearer token. */
    async speak(userId: UserId, text: string): Promise<{ audio_url: string }> {
      const clip = await tts.speak(text);
      await grants.grant(userId, clip.file, clip.size);
      await keepWithinQuota(userId);
      return { audio_url: `${ttsAudioPath}${clip.file}` };
    },
    /** The clip `file` when `userId` holds a grant to it; anyone else's is as absent as a missing one. */
    async find(userId: UserId, file: string): Promise<OwnedClip> {
      if (!ttsClipFile.test(file) || !(await grants.has(userId, file))) throw notFound();
      const key: ObjectKey = `tts/${file}`;
      const info = await store.stat(key);
      if (!info) throw notFound();
      return {
        size: info.size,
        contentType: file.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav',
        async open(range) {
          const object = await store.get(key, range);
          if (!object) throw notFound();
          return object.body;
        },
      };
    },
  };
}
export type OwnedClips = ReturnType<typeof ownedClips>;
