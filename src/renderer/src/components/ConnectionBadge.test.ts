// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { link } from '../api/client';
import { onResync } from '../live';
import ConnectionBadge from './ConnectionBadge.vue';

describe('ConnectionBadge and resync (issue 27)', () => {
  afterEach(() => {
    link.up();
    vi.useRealTimers();
  });

  it('shows connected, reconnecting, then offline since the time the link was lost; the return triggers a resync', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 19, 42, 10));
    const resync = vi.fn();
    const stop = onResync(resync);
    const w = mount(ConnectionBadge);
    expect(w.text()).toBe('Connected');
    link.down();
    await nextTick();
    expect(w.text()).toBe('Reconnecting…');
    expect(w.attributes('data-state')).toBe('reconnecting');
    vi.setSystemTime(new Date(2026, 10, 25, 19, 45, 0));
    vi.advanceTimersByTime(8000);
    await nextTick();
    // "Since" is when the link was lost, not when the badge gave up on it.
    expect(w.text()).toBe('Offline since 19:42');
    expect(resync).not.toHaveBeenCalled();
    link.up();
    await nextTick();
    expect(w.text()).toBe('Connected');
    expect(resync).toHaveBeenCalledTimes(1);
    // The browser's offline event is offline at once.
    link.down(true);
    await nextTick();
    expect(w.attributes('data-state')).toBe('offline');
    // Back online: reconnecting until the stream opens (offline again after 8 s if it does not).
    link.retry();
    await nextTick();
    expect(w.text()).toBe('Reconnecting…');
    vi.advanceTimersByTime(8000);
    await nextTick();
    expect(w.attributes('data-state')).toBe('offline');
    stop();
    link.up();
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('a page becoming visible again or the browser coming back online resyncs', () => {
    expect(document.visibilityState).toBe('visible');
    const resync = vi.fn();
    const stop = onResync(resync);
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(resync).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(resync).toHaveBeenCalledTimes(2);
  });
});
