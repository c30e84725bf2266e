import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A director token: 128 random bits, printed once when the server starts. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
