// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../testing';
import { useEvents } from './events';
import { usePlayers } from './players';
import { useTournament } from './tournament';

beforeEach(() => {
  setActivePinia(createPinia());
});

describe('players store (real backend)', () => {
  it('create, update, load and remove players; the list is what the database holds', async () => {
    const players = usePlayers();
    expect(players.loaded).toBe(false);
    const ada = await players.create({ name: 'Ada', club: 'Leeds', rating: 1500 });
    await players.create({ name: 'Zoë Ångström' });
    await players.update(ada.id, { rating: 1620 });
    await players.load();
    expect(players.loaded).toBe(true);
    expect(players.list.map((p) => [p.name, p.rating])).toEqual(expect.arrayContaining([['Ada', 1620], ['Zoë Ångström', null]]));
    await players.remove(ada.id);
    await players.load();
    expect(players.list.map((p) => p.name)).toEqual(['Zoë Ångström']);
  });

  it('a CSV export imports back into an empty club', async () => {
    const players = usePlayers();
    await players.create({ name: 'Ada', club: 'Leeds' });
    const csv = await players.exportCsv();
    expect(csv).toContain('Ada');
    await players.remove((await players.load(), players.list[0]!.id));
    await players.importCsv(csv);
    await players.load();
    expect(players.list.map((p) => [p.name, p.club])).toEqual([['Ada', 'Leeds']]);
  });
});

describe('events store (real backend)', () => {
  it('create an event, register a player, open it with its registrations, unregister', async () => {
    const events = useEvents();
    const ada = await usePlayers().create({ name: 'Ada' });
    const event = await events.create({ name: 'Spring Swiss', game: 'othello', format: 'swiss', roundsPlanned: 5 });
    await events.register(event.id, ada.id);
    await events.open(event.id);
    expect(events.current).toMatchObject({ name: 'Spring Swiss', game: 'othello', registrations: [expect.objectContaining({ playerId: ada.id, name: 'Ada' })] });
    await events.update(event.id, { venue: 'Town hall' });
    await events.unregister(event.id, ada.id);
    await events.open(event.id);
    expect(events.current).toMatchObject({ venue: 'Town hall', registrations: [] });
    await events.load();
    expect(events.list.map((e) => e.name)).toEqual(['Spring Swiss']);
  });
});

describe('tournament store (real backend)', () => {
  it('loads an event with its settings, entries, rounds and sanctions', async () => {
    const events = useEvents();
    const event = await events.create({ name: 'Round robin', game: 'ninuki', format: 'round-robin' });
    for (const name of ['Ada', 'Bo']) await events.register(event.id, (await usePlayers().create({ name })).id);
    const tournament = useTournament();
    await tournament.load(event.id);
    expect(tournament.event?.name).toBe('Round robin');
    expect(tournament.settings).not.toBeNull();
    expect(tournament.entries.map((e) => tournament.entryName(e.id)).sort()).toEqual(['Ada', 'Bo']);
    expect(tournament.entryName(null)).toBe('');
    expect(tournament.rounds).toEqual([]);
    expect(tournament.lastRound).toBe(0);
    expect(tournament.pendingProtests).toEqual([]);
    expect(tournament.finished).toBe(false);
    expect(tournament.loading).toBe(false);
  });

  it('a slower answer for an event the director has since left never overwrites the new one', async () => {
    const events = useEvents();
    const first = await events.create({ name: 'First', game: 'othello', format: 'swiss' });
    const second = await events.create({ name: 'Second', game: 'othello', format: 'swiss' });
    const tournament = useTournament();
    const held = testBackend().hold(['events.get']);
    const slow = tournament.load(first.id);
    await vi.waitFor(() => expect(held.count).toBe(1));
    const fast = tournament.load(second.id);
    await vi.waitFor(() => expect(held.count).toBe(2));
    // The second event's answer arrives first, then the first event's late one.
    held.releaseOne(1);
    await fast;
    held.release();
    await slow;
    expect(tournament.event?.name).toBe('Second');
    expect(tournament.eventId).toBe(second.id);
  });
});
