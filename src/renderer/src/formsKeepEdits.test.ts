// @vitest-environment happy-dom
/**
 * A form being edited while a change comes in from a table or another device: the live refresh brings
 * the stored values, and the fields the director is editing keep what was typed (rebase.ts). Before,
 * the prize list, a match card's line-ups and the league settings were rebuilt from the stored ones on
 * every result entered anywhere in the event, and the unsaved rows and choices were gone. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h, type Component } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from './api/client';
import { rebase } from './rebase';
import { testBackend } from './testing';
import PrizesView from './views/event/PrizesView.vue';
import MatchCardView from './views/teams/MatchCardView.vue';
import TeamEventView from './views/teams/TeamEventView.vue';

async function screen(route: string, path: string, component: Component) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: route, component, props: true }] });
  await router.push(path);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  return w;
}

/** Waits for the refresh a notice starts (its read held, then answered) and for the answer to be applied. */
async function refreshedBy(methods: string[], change: () => Promise<unknown>) {
  const held = testBackend().hold(methods);
  await change();
  await vi.waitFor(() => expect(held.count).toBeGreaterThan(0));
  held.release();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A league of four teams of two, round 1 tonight: its two matches. */
async function league(name: string) {
  const eventId = (await api.call('teams.createEvent', { name, game: 'othello', format: 'league', boards: 2 })).eventId;
  for (const t of ['North', 'South', 'East', 'West']) {
    await api.call('teams.addTeam', { eventId, name: t, club: `${t} club` });
    const ids = [];
    for (const p of ['1', '2']) ids.push((await api.call('players.create', { name: `${t} ${p} ${name}` })).id);
    await api.call('teams.addPlayers', { eventId, team: t, playerIds: ids });
  }
  const today = new Date().toISOString().slice(0, 10);
  const [mine, other] = (await api.call('teams.makeFixtures', { eventId, dates: [today, today, today] })).fixtures.filter((f) => f.round === 1);
  /** A result on board 1 of `fixture`, as a captain's phone enters it. */
  const result = (fixture: string) => api.call('teams.setResult', { eventId, fixture, board: 1, playedOn: today, defaultLineups: true, result: { winner: 'a', score: { a: 40, b: 24 } } });
  return { eventId, today, mine: mine!, other: other!, result };
}

describe('forms keep their edits through a live refresh', () => {
  it('rebase: untouched fields take the new values, edited ones stay, and with no earlier values every field is taken', () => {
    const draft = { name: 'typed', rounds: '5', venue: 'Hall' };
    rebase(draft, { name: 'Club night', rounds: '5', venue: 'Hall' }, { name: 'Club night', rounds: '7', venue: 'Annex' });
    expect(draft).toEqual({ name: 'typed', rounds: '7', venue: 'Annex' });
    rebase(draft, null, { name: 'Club night', rounds: '7', venue: 'Annex' });
    expect(draft.name).toBe('Club night');
  });

  it('the prize list: a row being added stays when a result entered at a table refreshes the screen', async () => {
    const e = await api.call('tournaments.create', { name: 'Prize night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    for (const who of ['Ann', 'Bob', 'Cy', 'Di']) await api.call('events.register', { eventId: e.id, playerId: (await api.call('players.create', { name: `${who} prizes` })).id });
    await api.call('rounds.pair', { eventId: e.id, preview: false });
    await api.call('rounds.publish', { eventId: e.id, round: 1 });
    const w = await screen('/events/:id(\\d+)/prizes', `/events/${e.id}/prizes`, PrizesView);
    await vi.waitFor(() => expect(w.find('button.small').exists()).toBe(true));
    const add = w.findAll('button.small').find((b) => b.text() === 'Add a place prize')!;
    await add.trigger('click');
    await w.find('input[name=prize-name-0]').setValue('Best junior');
    await w.find('input[name=prize-amount-0]').setValue('25');
    await refreshedBy(['prizes.get'], () => api.call('results.set', { eventId: e.id, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } }));
    expect((w.find('input[name=prize-name-0]').element as HTMLInputElement).value).toBe('Best junior');
    expect((w.find('input[name=prize-amount-0]').element as HTMLInputElement).value).toBe('25');
    w.unmount();
  });

  it('a match card: a line-up being chosen stays when a result on another match of the league refreshes the card', async () => {
    const { eventId, mine, other, result } = await league('Card league');
    const w = await screen('/teams/:id(\\d+)/fixtures/:fixture(\\d+\\.\\d+)', `/teams/${eventId}/fixtures/${mine.id}`, MatchCardView);
    await vi.waitFor(() => expect(w.find('select[name=home-board-1-1]').exists()).toBe(true));
    const first = w.find('select[name=home-board-1-1]');
    const options = first.findAll('option').map((o) => (o.element as HTMLOptionElement).value);
    const swapped = options.find((v) => v !== (first.element as HTMLSelectElement).value)!;
    await first.setValue(swapped);
    await refreshedBy(['teams.get'], () => result(other.id));
    expect((w.find('select[name=home-board-1-1]').element as HTMLSelectElement).value).toBe(swapped);
    w.unmount();
  });

  it('the league settings: a card lock being typed stays when a captain\'s result reloads the league desk', async () => {
    const { eventId, mine, result } = await league('Desk league');
    await api.call('league.configure', { eventId, cardLockDays: 7 });
    const w = await screen('/teams/:id(\\d+)', `/teams/${eventId}`, TeamEventView);
    await vi.waitFor(() => expect((w.find('input[name=lock-days]').element as HTMLInputElement | undefined)?.value).toBe('7'));
    await w.find('input[name=lock-days]').setValue('21');
    await refreshedBy(['league.desk'], () => result(mine.id));
    expect((w.find('input[name=lock-days]').element as HTMLInputElement).value).toBe('21');
    w.unmount();
  });
});
