/**
 * Failed credentials: a table code has 60 random bits and a director token 128, but nothing stops a
 * device on the LAN from guessing a thousand a second. Failures are counted per client address, per
 * credential presented (a revoked code retried from many devices), and over all addresses together
 * (issue 38: 500 guesses from 50 addresses, 10 each, were never held up). After `limit` wrong ones from
 * an address within `windowMs` (or `limit` of one credential, or `globalLimit` in all), every
 * credential concerned is refused unread until the oldest of those failures is that old. Requests
 * without a credential (a projector reading standings) are never held up. This computer (loopback)
 * is left out of the global count, so guessing from the LAN cannot lock the director out.
 */
import { createHash } from 'node:crypto';

const GLOBAL = '*';

export class GuessThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit = 10,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    readonly globalLimit = 5 * limit,
  ) {}

  /** Milliseconds `client` must wait before its next credential (`given`, when known) is looked at; 0 when it may try now. */
  wait(client: string, given?: string): number {
    return Math.max(
      this.waitFor(`a ${client}`, this.limit),
      given === undefined ? 0 : this.waitFor(codeKey(given), this.limit),
      isLoopback(client) ? 0 : this.waitFor(GLOBAL, this.globalLimit),
    );
  }

  fail(client: string, given?: string): void {
    this.record(`a ${client}`);
    if (given !== undefined) this.record(codeKey(given));
    if (!isLoopback(client)) this.record(GLOBAL);
  }

  private waitFor(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return Math.max(1, recent[recent.length - limit]! + this.windowMs - this.now());
  }

  private record(key: string): void {
    // A bounded map: a flood of addresses (IPv6) or codes cannot grow it without end.
    if (this.failures.size >= 10_000 && !this.failures.has(key)) {
      for (const k of this.failures.keys()) if (this.recent(k).length === 0) this.failures.delete(k);
      if (this.failures.size >= 10_000) this.failures.delete([...this.failures.keys()].find((k) => k !== GLOBAL)!);
    }
    this.failures.set(key, [...this.recent(key), this.now()].slice(-Math.max(this.limit, this.globalLimit)));
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}

/** A credential as typed (case, dashes, look-alike letters aside), kept only as a hash. */
function codeKey(given: string): string {
  const plain = given.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return `c ${createHash('sha256').update(plain).digest('hex').slice(0, 32)}`;
}

function isLoopback(address: string): boolean {
  const ip = address.replace(/^::ffff:/, '');
  return ip === '::1' || ip.startsWith('127.');
}
