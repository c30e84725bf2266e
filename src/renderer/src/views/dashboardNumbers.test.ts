// @vitest-environment happy-dom
/**
 * Issue 44: the dashboard's "#" was the row's place in the (alphabetical) registration list while every
 * other screen's "#" is the pairing number. It is now the pairing number. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../api/client';
import EventDetailView from './EventDetailView.vue';

const router = () => createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] });

describe('one meaning of "#" (issue 44)', () => {
  it('the dashboard\'s registered list numbers each player by their pairing number, as the Entries screen does', async () => {
    const e = await api.call('tournaments.create', { name: 'Numbers', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
    for (const [name, rating] of [['Zoe Number', 2000], ['Max Number', 1900], ['Amy Number', 1800]] as const) {
      const p = await api.call('players.create', { name, rating });
      await api.call('events.register', { eventId: e.id, playerId: p.id });
    }
    await api.call('rounds.pair', { eventId: e.id });
    const entries = await api.call('entries.list', { eventId: e.id });
    const expected = Object.fromEntries(entries.map((x) => [x.name, String(x.pairingNumber)]));
    const w = mount(EventDetailView, { props: { id: String(e.id) }, global: { plugins: [createPinia(), router()] } });
    await vi.waitFor(() => expect(w.text()).toContain('Amy Number'));
    const rows = () => w.findAll('tr').map((r) => r.findAll('td').map((c) => c.text())).filter((c) => c.length >= 4 && c[1]!.endsWith('Number'));
    await vi.waitFor(() => expect(rows().every((c) => c[0] !== '')).toBe(true));
    const shown = Object.fromEntries(rows().map((c) => [c[1], c[0]]));
    expect(shown).toEqual(expected);
    // Not the list's own order: the list is not in pairing-number order here.
    expect(rows().map((c) => c[0])).not.toEqual(['1', '2', '3']);
    w.unmount();
  });
});
