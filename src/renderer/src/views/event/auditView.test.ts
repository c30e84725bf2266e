// @vitest-environment happy-dom
/**
 * Issue 44: the audit log showed raw JSON and internal ids. Each line now says what happened in words,
 * with the round, table and players by name. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { setUiLocale } from '../../i18n';
import AuditView from './AuditView.vue';

async function eventWithHistory(): Promise<{ id: number; ids: number[] }> {
  const e = await api.call('tournaments.create', { name: 'Audit night', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
  const ids: number[] = [];
  for (const name of ['Ann Audit', 'Bob Audit', 'Cy Audit', 'Di Audit']) {
    const p = await api.call('players.create', { name });
    ids.push(p.id);
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  await api.call('results.set', { eventId: e.id, round: 1, board: 1, game: 1, playoff: false, winner: 'a', score: { a: 40, b: 24 } });
  await api.call('results.correct', { eventId: e.id, round: 1, board: 1, game: 1, playoff: false, winner: 'b', score: { a: 24, b: 40 }, reason: 'slip swapped' });
  await api.call('entries.withdraw', { eventId: e.id, entry: String(ids[3]), fromRound: 2, reason: 'went home' });
  return { id: e.id, ids };
}

async function auditScreen(id: number) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/audit', component: AuditView, props: true }] });
  await router.push(`/events/${id}/audit`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.findAll('tbody tr').length).toBeGreaterThanOrEqual(4));
  await vi.waitFor(() => expect(w.text()).toContain('Di Audit'));
  return w;
}

afterEach(() => setUiLocale('en'));

describe('the audit log in words (issue 44)', () => {
  it('shows actions, rounds, tables, results and players by name: no JSON, no internal ids', async () => {
    const { id, ids } = await eventWithHistory();
    const w = await auditScreen(id);
    const rows = w.findAll('tbody tr').map((r) => r.text());
    const corrected = rows.find((r) => r.includes('result corrected'))!;
    expect(corrected).toContain('round 1 · table 1 · game 1 · 1-0 40-24 → 0-1 24-40');
    expect(corrected).toContain('slip swapped');
    const withdrawn = rows.find((r) => r.includes('withdrawal'))!;
    expect(withdrawn).toContain('Di Audit');
    expect(withdrawn).not.toContain(`entry: ${ids[3]}`);
    expect(rows.some((r) => r.includes('round paired'))).toBe(true);
    for (const r of rows) expect(r).not.toMatch(/[{}"]|\bentry:|\bbefore:|\bafter:/);
    w.unmount();
  });

  it('says the actions in the screen\'s language (French)', async () => {
    const { id } = await eventWithHistory();
    setUiLocale('fr');
    const w = await auditScreen(id);
    const text = w.text();
    expect(text).toContain('résultat corrigé');
    expect(text).toContain('ronde 1 · table 1');
    expect(text).not.toContain('correct result');
    w.unmount();
  });
});
