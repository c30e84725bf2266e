// @vitest-environment happy-dom
/**
 * Issue 19, targeted refreshes: the event dashboard and the projector read again only what a change
 * notice concerns (they used to reload everything on every move of any event). Counted in API calls
 * against the real backend.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../api/client';
import { testBackend } from '../testing';
import EventDetailView from './EventDetailView.vue';
import ProjectorView from './ProjectorView.vue';

const router = () => createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] });

/** An Othello event with two players and round 1 published; returns its id and round 1's board. */
async function event(name: string): Promise<number> {
  const e = await api.call('tournaments.create', { name, game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
  for (const player of ['Ann', 'Bob']) {
    const p = await api.call('players.create', { name: `${player} ${name}` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  return e.id;
}

/** The methods called while `act` runs and the notices it causes are handled. */
async function callsDuring(act: () => Promise<unknown>): Promise<string[]> {
  await flushPromises();
  await new Promise((r) => setTimeout(r, 20));
  const calls = testBackend().calls;
  calls.length = 0;
  await act();
  await flushPromises();
  await new Promise((r) => setTimeout(r, 20));
  await flushPromises();
  return calls.map((c) => c.method);
}

describe('targeted refreshes (issue 19)', () => {
  it('the dashboard ignores other events, reads only its board checks on a move, and its rounds and results on a result', async () => {
    const mine = await event('Mine');
    const other = await event('Other');
    const theirs = await api.call('games.create', { game: 'othello', eventId: other });
    const ours = await api.call('games.create', { game: 'othello', eventId: mine });
    const w = mount(EventDetailView, { props: { id: String(mine) }, global: { plugins: [createPinia(), router()] } });
    await vi.waitFor(() => expect(w.text()).toContain('Mine'));
    expect(await callsDuring(() => api.call('games.append', { id: theirs.id, expectedSeq: 0, action: 'f5' }))).toEqual(['games.append']);
    expect(await callsDuring(() => api.call('results.set', { eventId: other, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } }))).toEqual(['results.set']);
    expect(await callsDuring(() => api.call('games.append', { id: ours.id, expectedSeq: 0, action: 'f5' }))).toEqual(['games.append', 'boardChecks.list']);
    const result = await callsDuring(() => api.call('results.set', { eventId: mine, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } }));
    expect(result).toContain('rounds.get');
    expect(result).not.toContain('players.list');
    w.unmount();
  });

  it('the projector reads again only the game that moved, and only the event whose result came in', async () => {
    const one = await event('One');
    await event('Two');
    const game = await api.call('games.create', { game: 'othello', eventId: one });
    const w = mount(ProjectorView, { global: { plugins: [createPinia(), router()] } });
    await vi.waitFor(() => expect(w.findAll('[data-game-id]')).toHaveLength(1));
    // The notice carries the move: the projector draws it without reading the game again (issue 44).
    expect(await callsDuring(() => api.call('games.append', { id: game.id, expectedSeq: 0, action: 'f5' }))).toEqual(['games.append']);
    const result = await callsDuring(() => api.call('results.set', { eventId: one, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } }));
    expect(result.sort()).toEqual(['results.set', 'rounds.get', 'rounds.list', 'standings.get']);
    w.unmount();
  });
});
