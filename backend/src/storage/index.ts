import path from 'node:path';
import type { Config } from '../config';
import { diskStore } from './disk';
import { s3Store } from './s3';
import type { ObjectStore } from './store';

export * from './store';

/** The configured store: the bucket when `S3_BUCKET` is set, else DATA_DIR/media on local disk. */
export function createObjectStore(config: Pick<Config, 'dataDir' | 'media'>): ObjectStore {
  return config.media.s3 ? s3Store(config.media.s3) : diskStore(path.join(config.dataDir, 'media'));
}

/** Where uploads are written while they arrive, before they are checked and stored. */
export function scratchDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'tmp', 'uploads');
}
