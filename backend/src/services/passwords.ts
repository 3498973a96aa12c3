import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20–40 ms on this machine kind. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against its hash, or against a dummy hash with the same cost when the account
 * does not exist, so the response time does not tell whether an e-mail is registered.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('dummy password that never matches', options);
  const target = hash ?? (await dummyHash);
  let matches = false;
  try {
    matches = await argon2.verify(target, password);
  } catch {
    matches = false;
  }
  return hash !== undefined && matches;
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, options);
}
