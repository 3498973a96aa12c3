import { request } from 'node:http';
import { endpoints, ErrorEnvelope, UploadResponse } from '../../../backend/contract';
import type { TestApp } from './app';

export type UploadResult =
  | { ok: true; status: number; data: UploadResponse }
  | { ok: false; status: number; error: ErrorEnvelope; headers: Headers };

/** `POST /api/chat/upload_file` with `bytes` as the multipart field `file`, validated against the contract. */
export async function upload(
  app: TestApp,
  token: string | undefined,
  bytes: Uint8Array,
  filename: string,
  type = 'application/octet-stream',
): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${app.url}${endpoints.uploadFile.path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const json: unknown = await response.json();
  if (response.ok) return { ok: true, status: response.status, data: UploadResponse.parse(json) };
  return { ok: false, status: response.status, error: ErrorEnvelope.parse(json), headers: response.headers };
}

/** Asserts an upload succeeded. */
export function uploaded(result: UploadResult): UploadResponse {
  if (!result.ok)
    throw new Error(`upload failed: ${result.status} ${result.error.code} ${result.error.message}`);
  return result.data;
}

/**
 * Sends a raw request body over one connection and reads the answer, for bodies fetch will not
 * send (a multipart body cut off in the middle).
 */
export function rawRequest(
  app: TestApp,
  options: { path: string; method: string; headers: Record<string, string>; body: Buffer },
): Promise<{ status: number; body: string }> {
  const url = new URL(app.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method,
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** GET of an uploaded file's URL with a token. */
export function fetchFile(app: TestApp, url: string, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${url}`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
