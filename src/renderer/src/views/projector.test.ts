// @vitest-environment happy-dom
/**
 * Issue 44, the projector: standings rows past the screen were never shown (it now turns pages on a
 * timer), and it read the moved game again on every notice though the notice carries the move (a burst
 * of moves now costs no request). Against the real backend, API calls counted.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../api/client';
import { testBackend } from '../testing';
import ProjectorView from './ProjectorView.vue';
import { boardFor } from '../boards';
import { statusText } from '../boards/statusLine';
import { PAGE_MS, pageOf, rowsPerPage } from './projectorPages';

const router = () => createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] });

async function swiss(name: string, players: number): Promise<number> {
  const e = await api.call('tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (let i = 1; i <= players; i++) {
    const p = await api.call('players.create', { name: `${name} player ${String(i).padStart(2, '0')}`, rating: 2000 - i });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  return e.id;
}

afterEach(() => vi.useRealTimers());

describe('projector paging (issue 44)', () => {
  it('pages by the rows a screen holds, wrapping round', () => {
    expect(rowsPerPage(768)).toBe(15);
    expect(rowsPerPage(200)).toBe(5);
    const rows = Array.from({ length: 40 }, (_, i) => i);
    expect(pageOf(rows, 15, 0)).toMatchObject({ page: 1, pages: 3, rows: rows.slice(0, 15) });
    expect(pageOf(rows, 15, 2).rows).toEqual(rows.slice(30));
    expect(pageOf(rows, 15, 3).page).toBe(1);
    expect(pageOf([], 15, 7)).toEqual({ rows: [], page: 1, pages: 1 });
  });

  it('standings longer than the screen show every row, a page at a time on a timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const id = await swiss('Paging', 24);
    const w = mount(ProjectorView, { global: { plugins: [createPinia(), router()] }, attachTo: document.body });
    const standings = () => w.get(`[data-event-id="${id}"]`).findAll('section')[1]!;
    await vi.waitFor(() => expect(w.find(`[data-event-id="${id}"] [data-testid="standings-page"]`).exists()).toBe(true), { timeout: 5000 });
    const size = rowsPerPage(window.innerHeight);
    expect(size).toBeLessThan(24);
    const seen = new Set<string>();
    const pages = Math.ceil(24 / size);
    for (let p = 1; p <= pages; p++) {
      expect(standings().get('[data-testid="standings-page"]').text()).toContain(`page ${p} of ${pages}`);
      const rows = standings().findAll('tbody tr').map((r) => r.findAll('td')[1]!.text());
      expect(rows.length).toBeLessThanOrEqual(size);
      for (const r of rows) seen.add(r);
      vi.advanceTimersByTime(PAGE_MS);
      await flushPromises();
    }
    expect(seen.size).toBe(24);
    expect(standings().get('[data-testid="standings-page"]').text()).toContain(`page 1 of ${pages}`);
    w.unmount();
  });
});

describe('moves from the notices (issue 44)', () => {
  it('a burst of moves on a shown game is drawn from the notices: no request per notice', async () => {
    const id = await swiss('Burst', 2);
    const game = await api.call('games.create', { game: 'othello', eventId: id });
    const w = mount(ProjectorView, { global: { plugins: [createPinia(), router()] } });
    await vi.waitFor(() => expect(w.findAll('[data-game-id]')).toHaveLength(1));
    await flushPromises();
    await new Promise((r) => setTimeout(r, 20));
    const calls = testBackend().calls;
    calls.length = 0;
    const moves = ['f5', 'd6', 'c3', 'd3', 'c4', 'f4', 'f6', 'f3', 'e6', 'e7'];
    for (const [i, action] of moves.entries()) await api.call('games.append', { id: game.id, expectedSeq: i, action });
    await flushPromises();
    await new Promise((r) => setTimeout(r, 50));
    await flushPromises();
    expect(calls.map((c) => c.method)).toEqual(moves.map(() => 'games.append'));
    // The board drawn from the notices is the one the server holds.
    const server = await api.call('games.get', { id: game.id, audience: 'players' });
    expect(server.seq).toBe(10);
    const fresh = mount(boardFor('othello'), { props: { game: server, hints: false, audience: 'players', disabled: true } });
    const card = w.get(`[data-game-id="${game.id}"]`);
    expect(card.get('svg').html()).toBe(fresh.get('svg').html());
    expect(card.text()).toContain(statusText('othello', server.report));
    fresh.unmount();
    w.unmount();
  });
});
