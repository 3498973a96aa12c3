/**
 * Everything a node stores as a file (uploads, PDF page images, read-aloud audio) goes through this
 * one interface, so a shared store can replace the local disk: local disk by default, an
 * S3-compatible bucket when `S3_BUCKET` is set (docs/backend.md, Storage).
 */
import type { Readable } from 'node:stream';

/** An object's key: a folder and a file name, e.g. `uploads/2bX….png`, `tts/9f….wav`. */
export type ObjectKey = `${string}/${string}`;

/** Keys are made by the server only; anything else is refused before a path or URL is built. */
export const objectKeyPattern = /^[a-z]+\/[\w-]+(?:\.[a-z0-9]+)?$/;

export interface ObjectInfo {
  /** bytes of the whole object */
  size: number;
  contentType: string | undefined;
}

export interface StoredObject extends ObjectInfo {
  /** the object's bytes, or the requested range of them */
  body: Readable;
}

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStore {
  /** which implementation this is, for logs and docs */
  readonly kind: 'disk' | 's3';
  /**
   * Stores a local file (a finished upload under the scratch directory) under `key`; the local
   * file is gone afterwards (moved, or uploaded and removed).
   */
  putFile(key: ObjectKey, file: string, info: { size: number; contentType: string }): Promise<void>;
  /** Stores bytes already in memory (a rendered page, synthesised audio). */
  putBytes(key: ObjectKey, bytes: Uint8Array, info: { contentType: string }): Promise<void>;
  /** The object, or its range; null when there is none. */
  get(key: ObjectKey, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and type without the bytes; null when there is none. */
  stat(key: ObjectKey): Promise<ObjectInfo | null>;
  /** Removes the object; a missing one is fine. */
  delete(key: ObjectKey): Promise<void>;
  /** Resolves when the store can be written (the readiness check); rejects with the reason otherwise. */
  check(): Promise<void>;
}

export function assertKey(key: string): asserts key is ObjectKey {
  if (!objectKeyPattern.test(key)) throw new Error(`invalid object key: ${key}`);
}
