// @vitest-environment happy-dom
/**
 * Issue 44: typing `0-1 ff` in the Results grid withdrew the forfeiter from the rest of the event with no
 * question; and the line typed after a forfeit line was skipped (the forfeit leaves the grid). Against the
 * real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import ResultsView from './ResultsView.vue';

async function roundOne(): Promise<number> {
  const e = await api.call('tournaments.create', { name: 'Forfeit night', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
  for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${name} Forfeit` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  return e.id;
}

async function resultsScreen(id: number) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/results', component: ResultsView, props: true }] });
  await router.push(`/events/${id}/results?round=1`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.findAll('input.result, td input').length).toBeGreaterThanOrEqual(2));
  return w;
}

describe('a forfeit typed in the Results grid (issue 44)', () => {
  it('says what it will do and saves nothing until the director agrees', async () => {
    const id = await roundOne();
    const w = await resultsScreen(id);
    const [first] = w.findAll('td input');
    await first!.setValue('0-1 ff');
    await first!.trigger('keydown', { key: 'Enter' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Record a forfeit at table 1?'));
    expect(document.body.textContent).toMatch(/withdrawn|withdraw/i);
    const round = await api.call('rounds.get', { eventId: id, round: 1 });
    expect(round.pairings.filter((p) => p.kind === 'match' && p.forfeit !== null)).toEqual([]);
    const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!;
    cancel.click();
    await new Promise((r) => setTimeout(r, 50));
    const after = await api.call('rounds.get', { eventId: id, round: 1 });
    expect(after.pairings.filter((p) => p.kind === 'match' && p.forfeit !== null)).toEqual([]);
    w.unmount();
  });

  it('once agreed, the forfeit is saved and the cursor goes to the line that followed it', async () => {
    const id = await roundOne();
    const w = await resultsScreen(id);
    const [first, second] = w.findAll('td input');
    await first!.setValue('0-1 ff');
    await first!.trigger('keydown', { key: 'Enter' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Record the forfeit'));
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Record the forfeit')!.click();
    await vi.waitFor(async () => {
      const round = await api.call('rounds.get', { eventId: id, round: 1 });
      expect(round.pairings.filter((p) => p.kind === 'match' && p.forfeit !== null)).toHaveLength(1);
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(second!.element));
    w.unmount();
  });
});
