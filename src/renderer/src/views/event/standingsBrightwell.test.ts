// @vitest-environment happy-dom
/**
 * Issue 41 part 3 on the standings screen: when the Brightwell quotient is in the order, the screen
 * says its coefficient, why (the Othello federations: 0 below 8 rounds, 6 from 8), and what a round
 * not played counts; in the screen's language. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { setUiLocale } from '../../i18n';
import StandingsView from './StandingsView.vue';

afterEach(() => setUiLocale('en'));

async function standingsScreen(game: 'othello' | 'ninuki', rounds: number | null, settings: object = {}) {
  const e = await api.call('tournaments.create', { name: `Brightwell ${game} ${rounds}`, game, format: 'swiss', roundsPlanned: rounds, options: {}, settings });
  for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${name} BW${e.id}` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id, preview: false });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  if (game === 'othello') {
    await api.call('results.set', { eventId: e.id, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } });
    await api.call('results.set', { eventId: e.id, round: 1, board: 2, winner: null, score: { a: 32, b: 32 } });
  }
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/standings', component: StandingsView, props: true }] });
  await router.push(`/events/${e.id}/standings`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.find('table').exists()).toBe(true));
  return w;
}
const note = (w: Awaited<ReturnType<typeof standingsScreen>>) => w.find('[data-testid="brightwell"]');

describe('the Brightwell note on the standings screen (issue 41 part 3)', () => {
  it('7 rounds: coefficient 0 and why (below 8 rounds), with the value of an unplayed round', async () => {
    const w = await standingsScreen('othello', 7);
    await vi.waitFor(() => expect(note(w).exists()).toBe(true));
    expect(note(w).text()).toContain('Brightwell quotient: discs + 0 × the opponents\' points.');
    expect(note(w).text()).toContain('The coefficient is 0 because the event plans fewer than 8 rounds');
    expect(note(w).text()).toContain('32 discs + 0 × the player\'s own points');
    w.unmount();
  });

  it('9 rounds: coefficient 6 from 8 rounds; a coefficient the director changed is said to be the event\'s choice', async () => {
    const nine = await standingsScreen('othello', 9);
    await vi.waitFor(() => expect(note(nine).text()).toContain('The coefficient is 6 because the event plans 8 rounds or more'));
    nine.unmount();
    const chosen = await standingsScreen('othello', 7, { brightwellConstant: 3 });
    await vi.waitFor(() => expect(note(chosen).text()).toContain('The coefficient 3 was set for this event; the Othello federations would use 0 for 7 rounds'));
    chosen.unmount();
  });

  it('in the screen\'s language (French, Japanese, Spanish)', async () => {
    setUiLocale('fr');
    const fr = await standingsScreen('othello', 7);
    await vi.waitFor(() => expect(note(fr).text()).toContain('Le coefficient est 0 car le tournoi prévoit moins de 8 rondes'));
    fr.unmount();
    setUiLocale('ja');
    const ja = await standingsScreen('othello', 9);
    await vi.waitFor(() => expect(note(ja).text()).toContain('予定ラウンド数が8以上のため係数は6です'));
    ja.unmount();
    setUiLocale('es');
    const es = await standingsScreen('othello', 9);
    await vi.waitFor(() => expect(note(es).text()).toContain('32 fichas + 6 × los puntos del propio jugador'));
    es.unmount();
  });

  it('no note when Brightwell is not in the order (a Ninuki-Renju Swiss)', async () => {
    const w = await standingsScreen('ninuki', 5);
    await vi.waitFor(() => expect(w.find('[data-testid="editions"]').exists()).toBe(true));
    expect(note(w).exists()).toBe(false);
    w.unmount();
  });
});
