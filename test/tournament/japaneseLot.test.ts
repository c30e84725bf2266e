/**
 * Issue 41 part 5: the lot, the last tie-break of the Japanese order (wins, disc difference,
 * head-to-head, lot): drawn from a seed recorded with the event when it is created and audited
 * ("draw lot"), reproducible (the same seed gives the same draw), and a change of seed is audited.
 */
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../../src/shared/api/methods/tournament';
import type { TournamentSettings } from '../../src/shared/tournament';
import { lotPlaces, lotPlacesByIndex } from '../../src/shared/tournament/standings/lot';
import { eventWith, matchesOf, must, pairNext, setResult, standings } from './helpers';

const JAPANESE = ['gamesWon', 'scoreDifference', 'directEncounter', 'lot'];
const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];

describe('the Japanese lot (issue 41 part 5)', () => {
  it('is drawn from the seed recorded at creation (settings and audit) and breaks every tie left, the lower draw ahead', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names, rounds: 5, settings: { tieBreaks: JAPANESE } });
    const settings = must<TournamentSettings>(s.backend, 'eventSettings.get', { eventId: s.eventId });
    expect(settings.lotSeed).toEqual(expect.any(Number));
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId }).filter((a) => a.action === 'draw lot');
    expect(audit.map((a) => a.detail)).toEqual([{ seed: settings.lotSeed }]);

    // Round 1 all drawn 32-32: everyone is equal on wins, discs and head-to-head; the lot alone orders them.
    for (const m of matchesOf(pairNext(s))) setResult(s, 1, m.board, null, 32, 32);
    const rows = standings(s).rows;
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((r) => r.values.lot)).toEqual([1, 2, 3, 4, 5, 6]);
    // Reproducible: the places are the draw of the recorded seed over the entries in pairing-number order.
    const places = lotPlaces(rows.map((r) => ({ id: r.entry, pairingNumber: r.pairingNumber })), settings.lotSeed);
    expect(rows.map((r) => places.get(r.entry))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(standings(s).rows.map((r) => r.entry)).toEqual(rows.map((r) => r.entry));
  });

  it('the same seed gives the same draw in another event; a seed given at creation is the one recorded; a new seed is audited', () => {
    const seed = 123456789;
    const a = eventWith({ game: 'othello', format: 'round-robin', names, settings: { tieBreaks: JAPANESE, lotSeed: seed } });
    const b = eventWith({ game: 'othello', format: 'round-robin', names, settings: { tieBreaks: JAPANESE, lotSeed: seed } });
    const order = (s: typeof a) => {
      for (const m of matchesOf(pairNext(s))) setResult(s, 1, m.board, null, 32, 32);
      return standings(s).rows.map((r) => r.pairingNumber);
    };
    expect(order(a)).toEqual(order(b));
    expect(must<AuditView[]>(a.backend, 'audit.list', { eventId: a.eventId }).find((x) => x.action === 'draw lot')?.detail).toEqual({ seed });
    must(a.backend, 'eventSettings.update', { eventId: a.eventId, lotSeed: 42 });
    const change = must<AuditView[]>(a.backend, 'audit.list', { eventId: a.eventId }).find((x) => x.action === 'settings');
    expect(change?.detail).toMatchObject({ before: { lotSeed: seed }, after: { lotSeed: 42 } });
    expect(lotPlaces([{ id: '1', pairingNumber: 1 }, { id: '2', pairingNumber: 2 }, { id: '3', pairingNumber: 3 }], 42))
      .toEqual(lotPlaces([{ id: '3', pairingNumber: 3 }, { id: '1', pairingNumber: 1 }, { id: '2', pairingNumber: 2 }], 42));
  });

  it('an event whose order has no lot still gets a seed, with no draw in its audit', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: names.slice(0, 4) });
    expect(must<TournamentSettings>(s.backend, 'eventSettings.get', { eventId: s.eventId }).lotSeed).toEqual(expect.any(Number));
    expect(must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId }).filter((a) => a.action === 'draw lot')).toEqual([]);
  });

  it('without a seed (an event made before) the lot orders nobody: the entries stay tied', () => {
    expect(lotPlaces([{ id: '1', pairingNumber: 1 }], null).size).toBe(0);
    const s = eventWith({ game: 'othello', format: 'round-robin', names: names.slice(0, 4), settings: { tieBreaks: JAPANESE } });
    s.backend.db.prepare("UPDATE event_settings SET settings = json_set(settings, '$.lotSeed', NULL) WHERE event_id = ?").run(s.eventId);
    for (const m of matchesOf(pairNext(s))) setResult(s, 1, m.board, null, 32, 32);
    expect(standings(s).rows.map((r) => r.rank)).toEqual([1, 1, 1, 1]);
  });

  it('the places by entry index (what the standings read) are the same draw as the places by entry id, in any load order', () => {
    const entries = [{ id: 'c', pairingNumber: 3 }, { id: 'a', pairingNumber: 1 }, { id: 'e', pairingNumber: 5 }, { id: 'b', pairingNumber: 2 }, { id: 'd', pairingNumber: 4 }];
    const byId = lotPlaces(entries, 987);
    expect([...lotPlacesByIndex(entries, 987)]).toEqual(entries.map((e) => byId.get(e.id)));
    expect([...lotPlacesByIndex(entries, null)]).toEqual([0, 0, 0, 0, 0]);
  });
});
