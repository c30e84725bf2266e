/**
 * Failed credentials per client address: a table code has 60 random bits and a director token 128, but
 * nothing stops a device on the LAN from guessing a thousand a second. After `limit` wrong ones within
 * `windowMs`, every credential from that address is refused unread until the oldest failure is that old.
 * Requests without a credential (a projector reading standings) are never held up.
 */
export class GuessThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit = 10,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds `client` must wait before its next credential is looked at; 0 when it may try now. */
  wait(client: string): number {
    const recent = this.recent(client);
    if (recent.length < this.limit) return 0;
    return Math.max(1, recent[recent.length - this.limit]! + this.windowMs - this.now());
  }

  fail(client: string): void {
    // A bounded map: a flood of addresses (IPv6) cannot grow it without end.
    if (this.failures.size >= 10_000 && !this.failures.has(client)) {
      for (const key of this.failures.keys()) if (this.recent(key).length === 0) this.failures.delete(key);
      if (this.failures.size >= 10_000) this.failures.delete(this.failures.keys().next().value!);
    }
    this.failures.set(client, [...this.recent(client), this.now()]);
  }

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(client) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(client);
    else this.failures.set(client, kept);
    return kept;
  }
}
