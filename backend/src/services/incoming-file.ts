import type { Readable } from 'node:stream';

/** The uploaded file as it arrives. */
export interface IncomingFile {
  /** the name the client gave, reduced to its last path segment (never used as a storage path) */
  filename: string;
  /** the client's claimed type: informative only, uploads are judged by content */
  mimeType: string;
  /** the text fields sent before the file (a handler may check them before reading a byte of it) */
  fieldsBefore?: Readonly<Record<string, string>>;
  /** the bytes; fails with a 413 `PayloadTooLarge` once they pass the limit */
  stream: Readable;
  /**
   * Settles when the whole form has been read: a consumer keeps nothing before it resolves, because
   * a body cut off after the file's last byte is still a failed request.
   */
  complete: Promise<void>;
}
