/**
 * Issue 45, part 5: an event's entries, pairings and games are read through one JSON text per read that
 * SQLite builds (repos/tournament.ts, `jsonRows`). What comes back must be exactly what was written:
 * names in any script and with any quoting, nulls, the first-move decisions kept as JSON, flags, playoff
 * games, byes, forfeits and settled matches, in listing order, read round by round.
 */
import { describe, expect, it } from 'vitest';
import { GAME_COLUMNS, PAIRING_COLUMNS, roundsFromRows, tournamentRepo, type GameRaw, type PairingRaw } from '../../src/main/db/repos/tournament';
import type { MatchGame, Round } from '../../src/shared/tournament';
import type { Backend } from '../../src/main/services/backend';
import { createContext } from '../../src/main/services/context';
import { loadEvent } from '../../src/main/services/tournamentState';
import { must, tempBackend } from '../support/tempdb';

/** Registers `names` in a new event of `game`; the event and the entry ids, in order. */
function eventWith(backend: Backend, game: string, names: readonly string[]): { eventId: number; ids: number[] } {
  const eventId = must<{ id: number }>(backend, 'tournaments.create', { name: 'Read back', game, format: 'swiss', roundsPlanned: 3 }).id;
  const ids = names.map((name, i) => {
    const id = must<{ id: number }>(backend, 'players.create', { name, rating: i % 2 ? 1500 + i : null }).id;
    must(backend, 'events.register', { eventId, playerId: id });
    return id;
  });
  return { eventId, ids };
}

const NAMES = ['O\'Brien "Ace" \\ Jr.', 'Zoë Ødegård 😀', 'محمد بن سلمان', '名人 本因坊', 'Back\\slash\\', 'Ⅻ <b>&amp;</b> ""'];

describe('the event read through SQLite JSON (issue 45, part 5)', () => {
  it('gives back every entry field as stored, whatever the name holds', () => {
    const { backend, db } = tempBackend();
    const { eventId, ids } = eventWith(backend, 'othello', NAMES);
    const plain = db.prepare(`SELECT r.player_id AS playerId, p.name, p.rating, r.pairing_number AS pairingNumber, r.joined_round AS joinedRound,
      r.withdrawn_round AS withdrawnRound, r.registered_at AS registeredAt, p.country FROM registrations r JOIN players p ON p.id = r.player_id
      WHERE r.event_id = ?`).all(eventId) as Array<Record<string, unknown>>;
    const read = tournamentRepo(db).entries(eventId);
    expect(read.map((e) => e.playerId).sort((a, b) => a! - b!)).toEqual(ids);
    expect(read.map((e) => e.name).sort()).toEqual([...NAMES].sort());
    for (const row of plain) {
      expect(read.find((e) => e.playerId === row.playerId)).toEqual({ ...row, id: String(row.playerId), teamId: null, members: null });
    }
  });

  it('gives back a round exactly as saved: games, decisions, flags, playoffs, byes, forfeits and settled matches, in order', () => {
    const { backend, db } = tempBackend();
    const { eventId, ids } = eventWith(backend, 'onino', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
    const [e1, e2, e3, e4, e5, e6, e7] = ids.map(String) as [string, string, string, string, string, string, string];
    const recordId = String(must<{ id: number }>(backend, 'games.create', { game: 'onino', options: {}, eventId }).id);
    const store = tournamentRepo(db);
    const round: Round = {
      number: 1,
      pairings: [
        {
          kind: 'match', board: 1, a: e1, b: e2,
          games: [
            { first: 'a', decidedBy: { how: 'toss', won: 'b', chose: 'second' }, result: { winner: 'a', score: { a: 7, b: -3 }, margin: 10, ending: 'play', lastPlay: 'a', markersUsed: 4 }, recordId },
            { first: 'b', decidedBy: { how: 'choice', by: 'b', chose: 'first' }, result: { winner: null, score: { a: 0, b: 0 }, margin: 0, ending: 'draw' }, flags: { underProtest: true, decided: true } },
            { first: 'a', result: null },
          ],
          playoff: [{ first: 'b', decidedBy: { how: 'draw-for-set', draws: [{ a: 3, b: 3 }, { a: 9, b: 4 }] }, result: { winner: 'b', score: { a: 1, b: 5 }, margin: 4, ending: 'resignation' }, flags: { struck: true } }],
        },
        { kind: 'match', board: 2, a: e3, b: e4, games: [{ first: 'a', result: { winner: 'a', score: { a: 0, b: 0 }, margin: 0, ending: 'forfeit' } }], forfeit: 'b' },
        { kind: 'match', board: 3, a: e5, b: e6, games: [{ first: 'b', result: null }], settled: { winner: 'b', how: 'lot' } },
        { kind: 'bye', entry: e7, bye: 'pairing' },
      ],
    };
    store.saveRound(eventId, { number: 2, pairings: [{ kind: 'bye', entry: e1, bye: 'half' }] }, { published: false, night: null });
    store.saveRound(eventId, round, { published: true, night: null });
    expect(store.rounds(eventId)).toEqual([round, { number: 2, pairings: [{ kind: 'bye', entry: e1, bye: 'half' }] }]);
  });

  it('builds the same rounds from rows in any order (SQLite promises none without an ORDER BY)', () => {
    const { backend, db } = tempBackend();
    const { eventId, ids } = eventWith(backend, 'onino', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    const [e1, e2, e3, e4, e5, e6] = ids.map(String) as [string, string, string, string, string, string];
    const store = tournamentRepo(db);
    const game = (first: 'a' | 'b', winner: 'a' | 'b' | null): MatchGame => ({ first, result: { winner, score: { a: winner === 'a' ? 5 : 1, b: winner === 'b' ? 5 : 1 }, margin: winner === null ? 0 : 4, ending: winner === null ? 'draw' : 'play' } });
    const rounds: Round[] = [1, 2, 3].map((number) => ({
      number,
      pairings: [
        { kind: 'match', board: 1, a: e1, b: e2, games: [game('a', 'a'), game('b', null), game('a', 'b')], playoff: [game('b', 'b'), game('a', 'a')] },
        { kind: 'match', board: 2, a: e3, b: e4, games: [game('b', 'b'), game('a', null)] },
        { kind: 'bye', entry: e5, bye: 'pairing' },
        { kind: 'bye', entry: e6, bye: 'half' },
      ],
    }));
    // Saved last round first, then round 1 saved again: the rows' insertion order is not their keys' order.
    for (const r of [...rounds].reverse()) store.saveRound(eventId, r, { published: true, night: null });
    store.saveRound(eventId, rounds[0]!, { published: true, night: null });
    expect(store.rounds(eventId)).toEqual(rounds);
    // Read a round at a time, two and three at a time (four pairings a round), and all at once.
    for (const pairingsPerRead of [1, 8, 12, 1000]) expect(store.rounds(eventId, pairingsPerRead)).toEqual(rounds);

    const rows = <Row>(columns: string, table: string, order: string) =>
      JSON.parse(db.prepare(`SELECT json_group_array(json_array(${columns}) ORDER BY ${order}) FROM ${table} WHERE event_id = ?`).pluck().get(eventId) as string) as Row[];
    const pairings = rows<PairingRaw>(PAIRING_COLUMNS, 'pairings', 'rowid');
    const games = rows<GameRaw>(GAME_COLUMNS, 'match_games', 'rowid');
    expect(pairings.map((p) => p[0])).not.toEqual(pairings.map((p) => p[0]).sort());
    expect(roundsFromRows([1, 2, 3], pairings, games)).toEqual(rounds);
    // In key order; every game row one place later; two games of one match swapped; pairings backwards (byes alone too); random orders.
    const inKeyOrder = <Row extends number[] | unknown[]>(list: Row[], keys: number) =>
      [...list].sort((x, y) => x.slice(0, keys).reduce<number>((d, v, k) => d || (v as number) - (y[k] as number), 0));
    const inPairingKeys = inKeyOrder(pairings, 2);
    const inGameKeys = inKeyOrder(games, 4);
    expect(roundsFromRows([1, 2, 3], inPairingKeys, inGameKeys)).toEqual(rounds);
    expect(roundsFromRows([1, 2, 3], inPairingKeys, [...inGameKeys.slice(1), inGameKeys[0]!])).toEqual(rounds);
    expect(roundsFromRows([1, 2, 3], inPairingKeys, [inGameKeys[1]!, inGameKeys[0]!, ...inGameKeys.slice(2)])).toEqual(rounds);
    expect(roundsFromRows([1, 2, 3], [...inPairingKeys].reverse(), inGameKeys)).toEqual(rounds);
    const byes = (list: Round[]) => list.map((r) => ({ ...r, pairings: r.pairings.filter((p) => p.kind === 'bye') }));
    expect(roundsFromRows([1, 2, 3], pairings.filter((p) => p[5] !== null).reverse(), [])).toEqual(byes(rounds));
    const matches = (list: Round[]) => list.map((r) => ({ ...r, pairings: r.pairings.filter((p) => p.kind === 'match') }));
    expect(roundsFromRows([1, 2, 3], inPairingKeys.filter((p) => p[5] === null), [...inGameKeys.slice(1), inGameKeys[0]!])).toEqual(matches(rounds));
    const shuffle = <T,>(list: T[]) => list.map((x) => ({ x, k: Math.random() })).sort((a, b) => a.k - b.k).map((y) => y.x);
    for (let i = 0; i < 20; i++) expect(roundsFromRows([1, 2, 3], shuffle(pairings), shuffle(games))).toEqual(rounds);
  });

  it('gives the games that carry the same first-move decision one frozen object: no game changes another\'s', () => {
    const { backend, db } = tempBackend();
    const { eventId, ids } = eventWith(backend, 'othello', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    const [e1, e2, e3, e4, e5, e6] = ids.map(String) as [string, string, string, string, string, string];
    const store = tournamentRepo(db);
    const allocated = (first: 'a' | 'b'): MatchGame => ({ first, decidedBy: { how: 'allocated' }, result: null });
    store.saveRound(eventId, {
      number: 1,
      pairings: [
        { kind: 'match', board: 1, a: e1, b: e2, games: [allocated('a')] },
        { kind: 'match', board: 2, a: e3, b: e4, games: [allocated('b')] },
        { kind: 'match', board: 3, a: e5, b: e6, games: [{ first: 'a', decidedBy: { how: 'toss', won: 'a', chose: 'first' }, result: null }] },
      ],
    }, { published: true, night: null });
    const [one, two, three] = store.rounds(eventId)[0]!.pairings.map((p) => (p.kind === 'match' ? p.games[0]!.decidedBy : undefined));
    expect(one).toEqual({ how: 'allocated' });
    expect(one).toBe(two);
    expect(three).toEqual({ how: 'toss', won: 'a', chose: 'first' });
    expect(Object.isFrozen(one)).toBe(true);
    expect(() => {
      (one as { how: string }).how = 'choice';
    }).toThrow(TypeError);
    expect(two).toEqual({ how: 'allocated' });
  });

  it('reads an event with nothing in it as empty lists', () => {
    const { backend, db } = tempBackend();
    const eventId = must<{ id: number }>(backend, 'tournaments.create', { name: 'Empty', game: 'othello', format: 'swiss', roundsPlanned: 3 }).id;
    expect(tournamentRepo(db).entries(eventId)).toEqual([]);
    expect(tournamentRepo(db).rounds(eventId)).toEqual([]);
  });
});

describe('the event as the services load it (issue 45, part 5)', () => {
  const numbers = (db: Parameters<typeof createContext>[0], eventId: number) => loadEvent(createContext(db, () => {}), eventId).event.entries.map((e) => e.pairingNumber);

  it('lists the entries in pairing order, whatever order they registered in', () => {
    const { backend, db } = tempBackend();
    const eventId = must<{ id: number }>(backend, 'tournaments.create', { name: 'Seeded', game: 'othello', format: 'swiss', roundsPlanned: 3 }).id;
    // Registered lowest rating first: seeded by rating, the pairing numbers run the other way.
    for (let i = 0; i < 9; i++) {
      const id = must<{ id: number }>(backend, 'players.create', { name: `R${i}`, rating: 1200 + 100 * i }).id;
      must(backend, 'events.register', { eventId, playerId: id });
    }
    must(backend, 'rounds.pair', { eventId });
    const registered = db.prepare('SELECT pairing_number FROM registrations WHERE event_id = ? ORDER BY player_id').pluck().all(eventId);
    expect(registered).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(numbers(db, eventId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Numbers far apart, and a number given twice (a file edited by hand): still in order.
    db.prepare('UPDATE registrations SET pairing_number = pairing_number * 1000 WHERE event_id = ? AND pairing_number > 7').run(eventId);
    expect(numbers(db, eventId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8000, 9000]);
    db.prepare('UPDATE registrations SET pairing_number = 3 WHERE event_id = ? AND pairing_number = 9000').run(eventId);
    expect(numbers(db, eventId)).toEqual([1, 2, 3, 3, 4, 5, 6, 7, 8000]);
  });
});
