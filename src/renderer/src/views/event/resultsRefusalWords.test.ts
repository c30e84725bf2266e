// @vitest-environment happy-dom
/**
 * Desk defect 4 on the Results screen itself (QA s13): Othello `70-10` showed "score.a = 70 is outside 0..64
 * (official discs)" under the line, in every language. It now names the player of the line, in the UI's
 * language. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { setUiLocale } from '../../i18n';
import ResultsView from './ResultsView.vue';

afterEach(() => {
  setUiLocale('en');
  document.body.innerHTML = '';
});

describe('desk defect 4: the Results screen names the player of a refused score', () => {
  it('70-10 in French: the line\'s first player named, in French, no score.a', async () => {
    const e = await api.call('tournaments.create', { name: 'Words night', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
    for (const name of ['Ann', 'Bob']) {
      const p = await api.call('players.create', { name: `${name} Words` });
      await api.call('events.register', { eventId: e.id, playerId: p.id });
    }
    const round = await api.call('rounds.pair', { eventId: e.id });
    await api.call('rounds.publish', { eventId: e.id, round: 1 });
    const board = round.round.pairings.find((p) => p.kind === 'match');
    const first = board?.kind === 'match' ? board.a.name : '';
    setUiLocale('fr');
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/results', component: ResultsView, props: true }] });
    await router.push(`/events/${e.id}/results?round=1`);
    const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
    await vi.waitFor(() => expect(w.findAll('td input').length).toBeGreaterThanOrEqual(1));
    const line = w.findAll('td input')[0]!;
    await line.setValue('70-10');
    await line.trigger('keydown', { key: 'Enter' });
    await vi.waitFor(() => expect(w.find('p.error[role=alert]').exists()).toBe(true));
    const text = w.find('p.error[role=alert]').text();
    expect(text).toContain(`${first} : 70 est hors de 0..64 (pions officiels)`);
    expect(text).not.toContain('score.a');
    w.unmount();
  });
});
