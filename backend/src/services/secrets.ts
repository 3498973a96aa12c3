import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what a mail link or a client carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
