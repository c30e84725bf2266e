// @vitest-environment happy-dom
/**
 * Issue 44: a stalled link (no error, no data) showed "Connected" for 40 s and more while the board went
 * stale. The page now watches for the server's 25 s keep-alive: silence past 30 s shows "reconnecting"
 * and opens the stream again. A fake EventSource stands in for the browser's; the clock is vitest's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS, PING_EVENT, STALL_AFTER_MS } from '../../../shared/api/stream';
import { httpTransport, link } from './client';

class FakeSource extends EventTarget {
  static CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
  emit(type: string, data?: string) {
    if (type === 'open') this.readyState = 1;
    this.dispatchEvent(Object.assign(new Event(type), { data }));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.opened = [];
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a stalled change stream (issue 44)', () => {
  it('the keep-alive comes more often than the page gives up on the link', () => {
    expect(KEEP_ALIVE_MS).toBeLessThan(STALL_AFTER_MS);
    expect(STALL_AFTER_MS).toBeLessThanOrEqual(30_000);
  });

  it('keep-alives keep it "connected"; their absence shows "reconnecting" within 30 s and reopens the stream', () => {
    const transport = httpTransport('/api');
    transport.subscribe(() => undefined);
    const first = FakeSource.opened[0]!;
    first.emit('open');
    expect(link.status.state).toBe('connected');
    // Four keep-alives, 25 s apart: two minutes of a quiet but healthy link.
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(KEEP_ALIVE_MS);
      first.emit(PING_EVENT, '{}');
    }
    expect(link.status.state).toBe('connected');
    expect(FakeSource.opened).toHaveLength(1);
    // The link stalls: no error, no data.
    vi.advanceTimersByTime(STALL_AFTER_MS - 1);
    expect(link.status.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(link.status.state).toBe('reconnecting');
    expect(first.closed).toBe(true);
    expect(FakeSource.opened).toHaveLength(2);
    // The fresh stream opens: connected again.
    FakeSource.opened[1]!.emit('open');
    expect(link.status.state).toBe('connected');
  });

  it('a change notice counts as hearing from the server', () => {
    const transport = httpTransport('/api');
    const heard: unknown[] = [];
    transport.subscribe((n) => heard.push(n));
    const stream = FakeSource.opened[0]!;
    stream.emit('open');
    vi.advanceTimersByTime(STALL_AFTER_MS - 1000);
    stream.emit('change', JSON.stringify({ topic: 'results', id: 1, eventId: 1 }));
    vi.advanceTimersByTime(STALL_AFTER_MS - 1000);
    expect(link.status.state).toBe('connected');
    expect(heard).toHaveLength(1);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
