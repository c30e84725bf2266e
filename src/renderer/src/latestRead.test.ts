// @vitest-environment happy-dom
/**
 * A screen's reads answering out of order: an older answer never undoes a newer one. Seen in the e2e run
 * of a table night under load: the PINs just issued vanished when a live refresh started before the issue
 * answered after it, so the director's list of PINs was empty. Against the real backend, answers held.
 */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h, type Component } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from './api/client';
import { latestRead } from './latestRead';
import { useTournament } from './stores/tournament';
import { useEvents } from './stores/events';
import { testBackend } from './testing';
import StandingsView from './views/event/StandingsView.vue';
import TableNightView from './views/event/TableNightView.vue';
import PlayerView from './views/PlayerView.vue';
import DoorView from './views/DoorView.vue';
import AuditView from './views/event/AuditView.vue';
import SectionsPanel from './components/SectionsPanel.vue';
import ExchangeView from './views/ExchangeView.vue';

/** An event of four players; with `rounds`, that many rounds paired, published and played. */
async function fourPlayers(name: string, rounds = 0) {
  const e = await api.call('tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (const who of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${who} ${name}` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  for (let round = 1; round <= rounds; round++) {
    await api.call('rounds.pair', { eventId: e.id, preview: false });
    await api.call('rounds.publish', { eventId: e.id, round });
    await api.call('results.set', { eventId: e.id, round, board: 1, winner: 'a', score: { a: 40, b: 24 } });
    await api.call('results.set', { eventId: e.id, round, board: 2, winner: 'b', score: { a: 20, b: 44 } });
  }
  return e.id;
}

async function screen(path: string, component: Component) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: path.replace(/\d+/, ':id(\\d+)'), component, props: true }] });
  await router.push(path);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  return { w, router };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('latestRead', () => {
  it('only the latest read started applies its answer; a change applied directly outdates the reads before it', () => {
    const reads = latestRead();
    const first = reads.begin();
    const second = reads.begin();
    expect([first(), second()]).toEqual([false, true]);
    reads.supersede();
    expect(second()).toBe(false);
    expect(reads.begin()()).toBe(true);
  });

  it('the event store: an older read of the same event answering last does not put back the entries before a registration', async () => {
    const id = await fourPlayers('Store night');
    setActivePinia(createPinia());
    const tournament = useTournament();
    const held = testBackend().hold(['entries.list']);
    const older = tournament.load(id);
    await vi.waitFor(() => expect(held.count).toBe(1));
    await api.call('events.register', { eventId: id, playerId: (await api.call('players.create', { name: 'Eve Store night' })).id });
    const newer = tournament.load(id);
    await vi.waitFor(() => expect(held.count).toBe(2));
    held.releaseOne(1);
    await newer;
    held.release();
    await older;
    expect(tournament.entries).toHaveLength(5);
    expect(tournament.loading).toBe(false);
  });

  it('the Table night screen: PINs just issued stay on screen when a refresh started before the issue answers after it', async () => {
    const id = await fourPlayers('PIN night');
    const { w } = await screen(`/events/${id}/table-night`, TableNightView);
    await vi.waitFor(() => expect(w.find('[data-testid=decisions]').text()).toContain('Nothing waits for you.'));
    const held = testBackend().hold(['pins.list']);
    // A late entry's notice refreshes the screen: its read of the PINs (none yet) is held.
    await api.call('events.register', { eventId: id, playerId: (await api.call('players.create', { name: 'Eve PIN night' })).id });
    await vi.waitFor(() => expect(held.count).toBe(1));
    await w.find('button[name=issue-pins]').trigger('click');
    await vi.waitFor(() => expect(w.findAll('[data-testid=pins] tr')).toHaveLength(5));
    held.release();
    await settle();
    expect(w.findAll('[data-testid=pins] tr')).toHaveLength(5);
    w.unmount();
  });

  it('the standings screen: rounds picked quickly show the last one picked, whichever answer comes last', async () => {
    const id = await fourPlayers('As-of night', 2);
    const { w, router } = await screen(`/events/${id}/standings`, StandingsView);
    await vi.waitFor(() => expect(w.find('table').exists()).toBe(true));
    const afterTwo = w.find('table').text();
    const held = testBackend().hold(['standings.get']);
    await router.replace({ query: { round: '1' } });
    await vi.waitFor(() => expect(held.count).toBe(1));
    await router.replace({ query: { round: '2' } });
    await vi.waitFor(() => expect(held.count).toBe(2));
    held.releaseOne(1);
    await vi.waitFor(() => expect(w.find('table').text()).toBe(afterTwo));
    held.release();
    await settle();
    expect(w.find('table').text()).toBe(afterTwo);
    w.unmount();
  });

  it('a player\'s page: going on to another player while the first one\'s page is being read shows the one asked for last', async () => {
    const ann = await api.call('players.create', { name: 'Ann Page' });
    const bob = await api.call('players.create', { name: 'Bob Page' });
    const { w, router } = await screen(`/players/${ann.id}`, PlayerView);
    await vi.waitFor(() => expect(w.find('h1').text()).toBe('Ann Page'));
    const held = testBackend().hold(['players.profile']);
    // A change to the players (another screen) reads Ann's page again; the director goes on to Bob's.
    await api.call('players.create', { name: 'Cy Page' });
    await vi.waitFor(() => expect(held.count).toBe(1));
    await router.push(`/players/${bob.id}`);
    await vi.waitFor(() => expect(held.count).toBe(2));
    held.releaseOne(1);
    await vi.waitFor(() => expect(w.find('h1').text()).toBe('Bob Page'));
    held.release();
    await settle();
    expect(w.find('h1').text()).toBe('Bob Page');
    w.unmount();
  });

  it('the door: a player just checked in stays checked in when a read started before the check-in answers after it', async () => {
    const id = await fourPlayers('Door night');
    const pins = await api.call('pins.issue', { eventId: id });
    const { w } = await screen(`/events/${id}/door`, DoorView);
    await vi.waitFor(() => expect(w.findAll('.door-list li')).toHaveLength(4));
    const held = testBackend().hold(['checkIn.list']);
    // A late entry's notice reads the door's list again (nobody here yet); then Ann checks in at the door.
    await api.call('events.register', { eventId: id, playerId: (await api.call('players.create', { name: 'Eve Door night' })).id });
    await vi.waitFor(() => expect(held.count).toBe(1));
    const ann = pins.find((p) => p.name.startsWith('Ann'))!;
    await w.find(`button[name=door-${ann.entry}]`).trigger('click');
    await w.find('input[name=door-pin]').setValue(ann.pin);
    await w.find('.door-list form').trigger('submit');
    await vi.waitFor(() => expect(w.find('[data-testid=door-note]').text()).toContain('Ann'));
    await settle();
    expect(held.count).toBeGreaterThanOrEqual(2);
    // The reads after the check-in answer first, the one started before it last.
    while (held.count > 1) held.releaseOne(1);
    await vi.waitFor(() => expect(w.find(`[data-testid=door-here-${ann.entry}]`).exists()).toBe(true));
    held.release();
    await settle();
    expect(w.find(`[data-testid=door-here-${ann.entry}]`).exists()).toBe(true);
    w.unmount();
  });

  it('the audit log: a removal just undone shows undone when a read started before the undo answers after it', async () => {
    const id = await fourPlayers('Audit night');
    const eve = await api.call('players.create', { name: 'Eve Audit night' });
    await api.call('events.register', { eventId: id, playerId: eve.id });
    await api.call('events.unregister', { eventId: id, playerId: eve.id, reason: 'registered by mistake' });
    const { w } = await screen(`/events/${id}/audit`, AuditView);
    const undo = () => w.findAll('button').filter((b) => b.text() === 'Undo the removal');
    await vi.waitFor(() => expect(undo()).toHaveLength(1));
    const gus = await api.call('players.create', { name: 'Gus Audit night' });
    await settle();
    const held = testBackend().hold(['audit.list']);
    // Another screen's change reads the log again (the removal not undone yet); then the director undoes it.
    await api.call('events.register', { eventId: id, playerId: gus.id });
    await vi.waitFor(() => expect(held.count).toBe(1));
    await undo()[0]!.trigger('click');
    await vi.waitFor(() => expect(held.count).toBeGreaterThanOrEqual(2));
    await settle();
    // The reads after the undo answer first, the one started before it last.
    while (held.count > 1) held.releaseOne(1);
    await vi.waitFor(() => expect(undo()).toHaveLength(0));
    held.release();
    await settle();
    expect(undo()).toHaveLength(0);
    w.unmount();
  });

  it('the sections panel: a split just made stays on screen when a read started before it answers after it', async () => {
    const e = await api.call('tournaments.create', { name: 'Split night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    for (let i = 1; i <= 8; i++) await api.call('events.register', { eventId: e.id, playerId: (await api.call('players.create', { name: `P${i} Split night`, rating: 2000 - i * 50 })).id });
    await api.call('sections.create', { eventId: e.id, name: 'A' });
    await api.call('sections.create', { eventId: e.id, name: 'B' });
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:any(.*)*', component: { render: () => null } }] });
    const w = mount(SectionsPanel, { props: { eventId: e.id }, global: { plugins: [createPinia(), router] }, attachTo: document.body });
    const playersIn = (name: string) => w.find(`tr[data-section="${name}"] td.num`).text();
    await vi.waitFor(() => expect(playersIn('A')).toBe('0'));
    const late = await api.call('players.create', { name: 'P9 Split night' });
    await settle();
    const held = testBackend().hold(['sections.list']);
    // A late entry's notice reads the sections again (nobody placed yet); then the players are split by rating.
    await api.call('events.register', { eventId: e.id, playerId: late.id });
    await vi.waitFor(() => expect(held.count).toBe(1));
    await api.call('sections.split', { eventId: e.id, rule: { by: 'top', count: 4 } });
    await vi.waitFor(() => expect(held.count).toBeGreaterThanOrEqual(2));
    await settle();
    while (held.count > 1) held.releaseOne(1);
    await vi.waitFor(() => expect(playersIn('A')).toBe('4'));
    held.release();
    await settle();
    expect(playersIn('A')).toBe('4');
    w.unmount();
  });

  it('the events list: a read started before an event was created, answering after the read that has it, does not hide it', async () => {
    setActivePinia(createPinia());
    const events = useEvents();
    const held = testBackend().hold(['events.list']);
    const older = events.load();
    await vi.waitFor(() => expect(held.count).toBe(1));
    const made = await api.call('tournaments.create', { name: 'List night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    const newer = events.load();
    await vi.waitFor(() => expect(held.count).toBe(2));
    held.releaseOne(1);
    await newer;
    held.release();
    await older;
    expect(events.list.map((e) => e.id)).toContain(made.id);
  });

  it('the Exchange screen: a season read in is a team event there, though the screen\'s first read of the team events answers last', async () => {
    const league = await api.call('teams.createEvent', { name: 'County league', game: 'othello', format: 'league', boards: 2 });
    const season = (await api.call('teams.exportSeason', { eventId: league.eventId })).json;
    // The file reaches a club whose database does not hold the season yet.
    await api.call('events.delete', { eventId: league.eventId, reason: 'the season file goes to another club' });
    const held = testBackend().hold(['teams.list']);
    const { w } = await screen('/exchange', ExchangeView);
    await vi.waitFor(() => expect(held.count).toBe(1));
    const input = w.get('input[name=season-file]');
    Object.defineProperty(input.element, 'files', { value: [new File([season], 'county-league.json', { type: 'application/json' })] });
    await input.trigger('change');
    // The import's own read of the team events answers first, the screen's first read last.
    await vi.waitFor(() => expect(held.count).toBe(2));
    held.releaseOne(1);
    await settle();
    held.release();
    await settle();
    const copy = (await api.call('events.list', {})).find((e) => e.name === 'County league')!.id;
    await w.get('select[name=event]').setValue(String(copy));
    expect(w.find('[data-testid=export-season]').exists()).toBe(true);
    expect(w.find('[data-testid=export-json]').exists()).toBe(false);
    w.unmount();
  });
});
