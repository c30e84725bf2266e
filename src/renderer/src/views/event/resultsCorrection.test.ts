// @vitest-environment happy-dom
/**
 * Issue 44: correcting a result of a round whose results were used to pair a later round gave no warning.
 * The correction dialog now names the rounds paired on the old result, and the audit keeps them. Against
 * the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import ResultsView from './ResultsView.vue';

async function twoRounds(pairSecond: boolean): Promise<number> {
  const e = await api.call('tournaments.create', { name: 'Correction night', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
  for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${name} Correction` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  for (const board of [1, 2]) {
    await api.call('results.set', { eventId: e.id, round: 1, board, game: 1, playoff: false, winner: 'a', score: { a: 40, b: 24 } });
  }
  if (pairSecond) await api.call('rounds.pair', { eventId: e.id });
  return e.id;
}

async function correctBoardOne(id: number): Promise<void> {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/results', component: ResultsView, props: true }] });
  await router.push(`/events/${id}/results?round=1`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.findAll('td input').length).toBeGreaterThanOrEqual(2));
  const [first] = w.findAll('td input');
  await first!.setValue('24-40');
  await first!.trigger('keydown', { key: 'Enter' });
  await vi.waitFor(() => expect(document.querySelector('dialog[open], .dialog')?.textContent ?? document.body.textContent).toContain('40-24'));
  const text = document.body.textContent ?? '';
  const reason = document.querySelector<HTMLInputElement>('input[name="confirm-reason"]')!;
  reason.value = 'scores swapped on the slip';
  reason.dispatchEvent(new Event('input'));
  await new Promise((r) => setTimeout(r, 10));
  lastDialogText = text;
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Correct the result')!.click();
  await vi.waitFor(async () => {
    const audit = await api.call('audit.list', { eventId: id, audience: 'director' });
    expect(audit.some((a) => a.action === 'correct result')).toBe(true);
  });
  w.unmount();
}
let lastDialogText = '';

describe('correcting a result a later pairing used (issue 44)', () => {
  it('warns that round 2 was paired on the old result, and the audit names the round', async () => {
    const id = await twoRounds(true);
    await correctBoardOne(id);
    expect(lastDialogText).toContain('Round 2 was paired on the old result and will not change.');
    const audit = await api.call('audit.list', { eventId: id, audience: 'director' });
    const entry = audit.find((a) => a.action === 'correct result')!;
    expect(entry.detail).toMatchObject({ round: 1, board: 1, pairedAfter: [2] });
  });

  it('gives no such warning when no later round was paired', async () => {
    const id = await twoRounds(false);
    await correctBoardOne(id);
    expect(lastDialogText).not.toContain('was paired on the old result');
    const audit = await api.call('audit.list', { eventId: id, audience: 'director' });
    expect(audit.find((a) => a.action === 'correct result')!.detail).not.toHaveProperty('pairedAfter');
  });
});
