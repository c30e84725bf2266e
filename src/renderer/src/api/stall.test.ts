// @vitest-environment happy-dom
/**
 * Issue 44: a stalled link (no error, no data) showed "Connected" for 40 s and more while the board went
 * stale. The page now watches for the server's 25 s keep-alive: silence past 30 s shows "reconnecting"
 * and opens the stream again. A fake EventSource stands in for the browser's; the clock is vitest's.
 */
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { KEEP_ALIVE_MS, PING_EVENT, STALL_AFTER_MS } from '../../../shared/api/stream';
import ConnectionBadge from '../components/ConnectionBadge.vue';
import { onResync } from '../live';
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

  it('a page just opened says "Connecting…" until its stream answers; that first answer is no return of the link', async () => {
    link.up();
    const resync = vi.fn();
    const stop = onResync(resync);
    const badge = mount(ConnectionBadge);
    httpTransport('/api').subscribe(() => undefined);
    await nextTick();
    // Nothing has answered yet: a server that is not there must not be shown as connected.
    expect(badge.attributes('data-state')).toBe('connecting');
    expect(badge.text()).toBe('Connecting…');
    FakeSource.opened[0]!.emit('open');
    await nextTick();
    expect(badge.text()).toBe('Connected');
    // The page's own first read is as new as the stream: nothing to read again.
    expect(resync).not.toHaveBeenCalled();
    stop();
    badge.unmount();
  });

  it('a stream that never answers leaves "Connecting…" for "Reconnecting…" when the page gives up on it', () => {
    link.up();
    httpTransport('/api').subscribe(() => undefined);
    expect(link.status.state).toBe('connecting');
    vi.advanceTimersByTime(STALL_AFTER_MS);
    expect(link.status.state).toBe('reconnecting');
    expect(FakeSource.opened).toHaveLength(2);
  });
});
