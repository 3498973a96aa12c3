/**
 * A recording as `transcribe_audio` receives it: streamed to a temporary file under the scratch
 * directory (never held in memory), cut off at `maxRecordingBytes` (413), and refused (400) unless its
 * first bytes are those of a format the app records: WebM, Ogg, WAV, MP3 (or AAC) and MP4/M4A.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingFile } from '../incoming-file';

/** A recording on disk; the caller removes `path` when done. */
export interface Recording {
  path: string;
  size: number;
  filename: string;
  contentType: string;
}

/** Bytes needed to tell the formats apart. */
const sniffBytes = 12;

/** True when `head` (the first bytes) starts like a WebM, Ogg, WAV, MP3/AAC or MP4/M4A file. */
export function looksLikeAudio(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => Buffer.from(head.subarray(from, to)).toString('latin1');
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = head;
  if (b0 === 0x1a && b1 === 0x45 && b2 === 0xdf && b3 === 0xa3) return true; // EBML: WebM, Matroska
  if (ascii(0, 4) === 'OggS') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return true;
  if (ascii(0, 3) === 'ID3') return true; // MP3 with a tag
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0) return true; // an MPEG audio or ADTS frame
  return ascii(4, 8) === 'ftyp'; // MP4, M4A (Safari records audio/mp4)
}

/** Passes the bytes through, failing with `notAudio()` once the first ones are not audio. */
function audioCheck(notAudio: () => Error): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const judge = (): Error | undefined => {
    checked = true;
    return looksLikeAudio(head) ? undefined : notAudio();
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (checked) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < sniffBytes) return done();
      const error = judge();
      done(error, error ? undefined : head);
    },
    flush(done) {
      // A recording shorter than the sniffed bytes: judged on what there is (empty is no_audio later).
      if (checked || head.length === 0) return done();
      const error = judge();
      done(error, error ? undefined : head);
    },
  });
}

/**
 * Writes the incoming file to `scratchDir`, checking its format on the way (`notAudio()` when it is
 * not); the file is removed again when the write or the form fails.
 */
export async function saveRecording(
  incoming: IncomingFile,
  scratchDir: string,
  notAudio: () => Error,
): Promise<Recording> {
  await mkdir(scratchDir, { recursive: true });
  const file = path.join(scratchDir, `rec-${randomBytes(12).toString('hex')}`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(incoming.stream, audioCheck(notAudio), counter, createWriteStream(file, { mode: 0o600 }));
    await incoming.complete;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, size, filename: incoming.filename, contentType: incoming.mimeType };
}
