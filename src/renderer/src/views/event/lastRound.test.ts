// @vitest-environment happy-dom
/**
 * Issue 44: after the last round of a Swiss, Pairing and Check-in offered "Round 3 (next)" of a 2-round event.
 * Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import CheckInView from './CheckInView.vue';
import PairingView from './PairingView.vue';

async function playedSwiss(): Promise<number> {
  const e = await api.call('tournaments.create', { name: 'Two rounds', game: 'othello', format: 'swiss', roundsPlanned: 2, options: {}, settings: {} });
  for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${name} Two` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  for (const round of [1, 2]) {
    await api.call('rounds.pair', { eventId: e.id });
    await api.call('rounds.publish', { eventId: e.id, round });
    const r = await api.call('rounds.get', { eventId: e.id, round });
    for (const p of r.pairings) if (p.kind === 'match') await api.call('results.set', { eventId: e.id, round, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
  }
  return e.id;
}

async function screen(path: string, component: object) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/:screen', component, props: true }] });
  await router.push(path);
  return mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
}

describe('after the last planned round (issue 44)', () => {
  it('the pairing screen offers no round after it', async () => {
    const id = await playedSwiss();
    const w = await screen(`/events/${id}/pairing`, PairingView);
    await vi.waitFor(() => expect(w.find('nav.round-links').text()).toContain('2'));
    expect(w.find('nav.round-links').text()).not.toContain('3');
    expect(w.find('nav.round-links').text()).not.toContain('next');
    w.unmount();
  });

  it('the check-in screen works on the last round, not on one that does not exist', async () => {
    const id = await playedSwiss();
    const w = await screen(`/events/${id}/check-in`, CheckInView);
    await vi.waitFor(() => expect((w.find('input[name=checkin-round]').element as HTMLInputElement).value).toBe('2'));
    w.unmount();
  });
});
