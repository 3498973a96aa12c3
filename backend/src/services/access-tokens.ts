import { UserId } from '../../contract';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes; refresh tokens carry the session beyond that. */
export const accessTokenSeconds = 15 * 60;

export interface AccessClaims {
  userId: UserId;
  /** seconds since the epoch */
  issuedAt: number;
  /** the user's token version when it was issued; a password reset increments it */
  version: number;
}

/** A user id as the server writes it: decimal, no sign, no leading zero, no spaces. */
const canonicalId = /^[1-9]\d{0,15}$/;

/** Verified tokens kept in memory; a token string's claims never change, only its expiry matters. */
const cacheSize = 10_000;

/**
 * HS256 JWTs. The key is imported once, because importing it per request costs more than the HMAC,
 * and a verified token is remembered until it expires, so a client's repeated calls skip the HMAC.
 */
export function accessTokens(secret: string, previousSecrets: readonly string[] = []) {
  const verified = new Map<string, AccessClaims & { expiresAt: number }>();
  const importKey = (raw: string) =>
    crypto.subtle.importKey('raw', new TextEncoder().encode(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  const key = importKey(secret);
  // Rotation (JWT_PREVIOUS_SECRETS): tokens signed with a secret being retired stay valid until they expire,
  // at most 15 minutes after the new secret reached every node. New tokens are signed with `secret` only.
  const keys = [key, ...previousSecrets.map(importKey)];
  const payloadOf = async (token: string) => {
    for (const [index, candidate] of keys.entries()) {
      try {
        return (
          await jwtVerify(token, await candidate, {
            algorithms: ['HS256'],
            requiredClaims: ['exp', 'iat', 'sub'],
          })
        ).payload;
      } catch (error) {
        if (index === keys.length - 1) throw error;
      }
    }
    return null;
  };
  /**
   * The claims of a token this node verified before and that has not expired yet, synchronously:
   * the hot path of every bearer call pays neither the HMAC nor a promise.
   */
  function recall(token: string): AccessClaims | undefined {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAt > Date.now() / 1000) return known;
    verified.delete(token);
    return undefined;
  }
  return {
    async sign(userId: UserId, version: number): Promise<string> {
      return new SignJWT({ typ: 'access', ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTokenSeconds}s`)
        .sign(await key);
    },
    recall,
    /**
     * The claims of a valid, unexpired access token, or null. Only what `sign` writes passes: exp and
     * iat present, `sub` a canonical decimal id ("0x2" or "02" is not user 2), `ver` an integer.
     */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = recall(token);
      if (known) return known;
      try {
        const payload = await payloadOf(token);
        if (!payload) return null;
        const { sub, ver, typ, iat, exp } = payload;
        if (typ !== 'access' || !sub || !canonicalId.test(sub)) return null;
        if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
        if (iat === undefined || exp === undefined) return null;
        const claims = { userId: UserId.parse(Number(sub)), issuedAt: iat, version: ver };
        if (verified.size >= cacheSize) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, { ...claims, expiresAt: exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
