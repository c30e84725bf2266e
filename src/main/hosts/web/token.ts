import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A director token: 128 random bits, printed once when the server starts. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** As long as a generated token (22 characters): a chosen one must not be easier to guess. */
export const MIN_TOKEN_LENGTH = newToken().length;

/** Why a director token chosen in TD_DIRECTOR_TOKEN is refused, or null. */
export function weakToken(token: string): string | null {
  if (token.length < MIN_TOKEN_LENGTH) return `TD_DIRECTOR_TOKEN is ${token.length} characters long; a director token needs at least ${MIN_TOKEN_LENGTH} (unset it and td serve prints a random one)`;
  if (/\s/.test(token)) return 'TD_DIRECTOR_TOKEN contains white space; a token is typed into a field and sent in a header';
  return null;
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
