import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const saneId = /^[\w-]{8,64}$/;

/** The request's id: a sane incoming `x-request-id` is kept, anything else gets a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID();
}
