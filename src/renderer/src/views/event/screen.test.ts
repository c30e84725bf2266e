// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { api, link } from '../../api/client';
import { useToasts } from '../../stores/toasts';
import { testBackend } from '../../testing';
import { useEventScreen } from './screen';

/** An event screen on a real backend; `extra` counts the screen's own loads. */
function screen(id: () => string) {
  let state!: ReturnType<typeof useEventScreen>;
  const extra = vi.fn(async () => undefined);
  const Host = defineComponent({
    setup() {
      state = useEventScreen(id, ['players', 'events', 'rounds'], extra);
      return () => h('p', state.tournament.event?.name ?? 'loading');
    },
  });
  const pinia = createPinia();
  const wrapper = mount(Host, { global: { plugins: [pinia] } });
  return { wrapper, extra, state: () => state, toasts: useToasts(pinia) };
}
const eventGets = () => testBackend().calls.filter((c) => c.method === 'events.get').length;

describe('views/event/screen.ts', () => {
  it('opening a screen loads its event first, then the screen\'s own data', async () => {
    const event = await api.call('events.create', { name: 'Spring Swiss', game: 'othello', format: 'swiss' });
    const { wrapper, extra, state } = screen(() => String(event.id));
    await vi.waitFor(() => expect(wrapper.text()).toBe('Spring Swiss'));
    expect(extra).toHaveBeenCalledTimes(1);
    expect(state().eventId.value).toBe(event.id);
  });

  it('a change to this event (from any screen or device) reloads it; a change to another event does not', async () => {
    const mine = await api.call('events.create', { name: 'Mine', game: 'othello', format: 'swiss' });
    const other = await api.call('events.create', { name: 'Other', game: 'othello', format: 'swiss' });
    const { wrapper, extra } = screen(() => String(mine.id));
    await vi.waitFor(() => expect(extra).toHaveBeenCalledTimes(1));
    await api.call('events.update', { id: mine.id, name: 'Mine, renamed' });
    await vi.waitFor(() => expect(wrapper.text()).toBe('Mine, renamed'));
    const loads = eventGets();
    const calls = extra.mock.calls.length;
    // Games are not among this screen's topics.
    await api.call('games.create', { game: 'othello', options: {}, title: '', eventId: other.id });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(eventGets()).toBe(loads);
    expect(extra).toHaveBeenCalledTimes(calls);
  });

  it('a change made while the link was down is loaded when it comes back (its notice is never repeated)', async () => {
    const event = await api.call('events.create', { name: 'Before', game: 'othello', format: 'swiss' });
    const { wrapper } = screen(() => String(event.id));
    await vi.waitFor(() => expect(wrapper.text()).toBe('Before'));
    link.down();
    // Renamed elsewhere while the stream was down: its notice never reaches this page.
    const lost = testBackend().lose();
    try {
      await api.call('events.update', { id: event.id, name: 'Renamed while away' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(wrapper.text()).toBe('Before');
    } finally {
      lost.restore();
      link.up();
    }
    await vi.waitFor(() => expect(wrapper.text()).toBe('Renamed while away'));
  });

  it('a refused load is toasted, not thrown', async () => {
    const { toasts } = screen(() => '999');
    await vi.waitFor(() => expect(toasts.list).toHaveLength(1));
    expect(toasts.list[0]).toMatchObject({ kind: 'error', text: expect.stringMatching(/999|does not exist/) });
  });
});
