/**
 * A `transcribe_audio` request of any size sent with `node:http`, its body made as it is sent from
 * one reused chunk (a 24 MB upload costs the sender 1 MB), with the text fields before or after the
 * file. The answer is read as soon as it comes; a server that refuses before the body is done may
 * reset the connection afterwards, which is not counted as a failure once the answer is in.
 */
import { request } from 'node:http';

export interface RecordingUpload {
  /** the server's base URL */
  url: string;
  token: string;
  fields: Record<string, string>;
  /** the file's size in bytes */
  bytes: number;
  /** where the text fields go (the app sends them first) */
  fieldsFirst: boolean;
  /** the file's first bytes (an Ogg header unless given) */
  head?: Uint8Array;
}

export interface UploadAnswer {
  /** 0 when the connection failed before any answer */
  status: number;
  body: string;
}

const chunkBytes = 1024 * 1024;
const filler = Buffer.alloc(chunkBytes, 0x55);

export function uploadRecording(upload: RecordingUpload): Promise<UploadAnswer> {
  const boundary = `----havruta-${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(upload.fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHeader =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.ogg"\r\n` +
    'Content-Type: audio/ogg\r\n\r\n';
  const before = Buffer.from(upload.fieldsFirst ? fieldParts + fileHeader : fileHeader);
  const after = Buffer.from(`\r\n${upload.fieldsFirst ? '' : fieldParts}--${boundary}--\r\n`);
  const head = Buffer.from(upload.head ?? Buffer.from('OggS\0\x02\0\0\0\0\0\0', 'latin1'));
  const length = before.length + upload.bytes + after.length;
  return new Promise((resolve) => {
    let answered = false;
    const req = request(`${upload.url}/api/chat/transcribe_audio`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${upload.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', () => {
      if (!answered) resolve({ status: 0, body: '' });
    });
    let sent = 0;
    const pump = (): void => {
      while (!answered && !req.destroyed) {
        if (sent === 0) {
          req.write(before);
          const first = Buffer.concat([
            head,
            filler.subarray(0, Math.min(chunkBytes, upload.bytes) - head.length),
          ]);
          sent = first.length;
          if (!req.write(first)) return void req.once('drain', pump);
          continue;
        }
        if (sent >= upload.bytes) {
          req.end(after);
          return;
        }
        const next = filler.subarray(0, Math.min(chunkBytes, upload.bytes - sent));
        sent += next.length;
        if (!req.write(next)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}
