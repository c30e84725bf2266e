import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A director token: 128 random bits, printed once when the server starts. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** As long as a generated token (22 characters): a chosen one must not be easier to guess. */
export const MIN_TOKEN_LENGTH = newToken().length;

/** Why a director token chosen in TD_DIRECTOR_TOKEN is refused (the caller words it), or null. */
export function weakToken(token: string): { why: 'short'; length: number; min: number } | { why: 'space' } | null {
  if (token.length < MIN_TOKEN_LENGTH) return { why: 'short', length: token.length, min: MIN_TOKEN_LENGTH };
  if (/\s/.test(token)) return { why: 'space' };
  return null;
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
