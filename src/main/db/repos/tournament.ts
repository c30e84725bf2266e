/**
 * The tournament tables behind one event: entries (registrations and doubles pairs), requested
 * byes, settings, rounds with their pairings and match games. The services load an event as the
 * pure domain's `TournamentEvent`, transform it there, and save back the rounds and entries that
 * changed (see src/main/services/tournamentState.ts).
 */
import type { Db } from '../types';
import { tournamentLogRepo } from './tournamentLog';
import { tournamentRatingsRepo } from './tournamentRatings';
import type { FirstMoveDecision, GameResult, Match, MatchGame, Pairing, Round, Slot } from '../../../shared/tournament';
import type { EntryFields } from '../../../shared/api/methods/tournament';

/** An entry as stored: a registered player or a doubles pair, with its place in the event (`rating`: the players table's). */
export interface EntryRow extends EntryFields {
  registeredAt: string;
  /** Doubles: player ids seated A1, A2. */
  members: Array<{ playerId: number; name: string }> | null;
}

export interface RoundMeta {
  number: number;
  published: boolean;
  night: number | null;
  pairedAt: string;
}

export interface EntryState {
  pairingNumber: number | null;
  joinedRound: number | null;
  withdrawnRound: number | null;
}

interface PairingRecord {
  round: number;
  pos: number;
  board: number | null;
  a: string;
  b: string | null;
  bye: 'pairing' | 'half' | 'zero' | 'forfeit' | null;
  forfeit: Slot | 'both' | null;
  settledWinner: Slot | null;
  settledHow: 'higher-seed' | 'lot' | 'director' | null;
}

interface GameRecordRow {
  round: number;
  pos: number;
  playoff: number;
  idx: number;
  first: Slot;
  decidedBy: string | null;
  winner: Slot | null;
  scoreA: number | null;
  scoreB: number | null;
  margin: number | null;
  ending: GameResult['ending'] | null;
  lastPlay: Slot | null;
  markersUsed: number | null;
  underProtest: number;
  decided: number;
  struck: number;
  gameId: number | null;
}

/** A pairing row's columns, as `PairingRaw` names them. */
export const PAIRING_COLUMNS = 'round, pos, board, a, b, bye, forfeit, settled_winner, settled_how';
/**
 * A game row's columns, as `GameRaw` names them. decided_by, JSON text, comes as that text and is parsed once per
 * distinct text (`decisionOf`): most of an event's games carry the same decision (`{"how":"allocated"}` on every
 * Othello game), and SQLite's json() parsed and wrote it again for each (issue 45, part 5: 34 of 73 ms of SQLite
 * for the 45,000 games of a 10,000-entry event after nine rounds).
 */
export const GAME_COLUMNS = `round, pos, playoff, idx, first, decided_by, winner, score_a, score_b,
  margin, ending, last_play, markers_used, under_protest, decided, struck, game_id`;

/**
 * The large reads (every entry, pairing and game of an event) take their rows as arrays and build the
 * domain's objects from them directly: row objects, or plain rows copied into the domain's shapes, cost
 * more than the query for a 10,000-entry event (its entry list and standings). The arrays come through
 * one JSON text that SQLite builds per read (json_group_array of `row`, a json_array per row):
 * better-sqlite3 makes every value of every row through V8's API, several times SQLite's own reading
 * there, while JSON.parse makes them in one native pass (issue 45, part 5; objects made by json_object
 * took a cold server longer than the arrays). For integers, text and NULL only (a BLOB cannot be JSON;
 * SQLite writes a real with every digit it needs). The rows come in no promised order: `roundsFromRows`
 * checks the order it needs as it goes.
 */
function jsonRows<Row, P extends unknown[] = [number]>(db: Db, row: string, from: string): (...params: P) => Row[] {
  const read = db.prepare<P, string>(`SELECT json_group_array(${row}) ${from}`).pluck();
  return (...params) => JSON.parse(read.get(...params)!) as Row[];
}

/** About how many pairings `rounds` reads at once (with their games). */
const PAIRINGS_PER_READ = 2_000;

/** A row of `GAME_COLUMNS`, in that order. */
export type GameRaw = [
  round: number, pos: number, playoff: number, idx: number, first: Slot, decidedBy: string | null, winner: Slot | null,
  scoreA: number | null, scoreB: number | null, margin: number | null, ending: GameResult['ending'] | null, lastPlay: Slot | null,
  markersUsed: number | null, underProtest: number, decided: number, struck: number, gameId: number | null,
];
/** A row of `PAIRING_COLUMNS`, in that order. */
export type PairingRaw = [
  round: number, pos: number, board: number | null, a: string, b: string | null, bye: PairingRecord['bye'], forfeit: PairingRecord['forfeit'],
  settledWinner: Slot | null, settledHow: PairingRecord['settledHow'],
];
/** A registered player as `entries` reads it. */
type PlayerRaw = [
  playerId: number, name: string, rating: number | null, pairingNumber: number | null, joinedRound: number | null, withdrawnRound: number | null,
  registeredAt: string, country: string,
];

/**
 * The first-move decision written as `text`, one object per distinct text of a read, shared by the games that
 * carry it: frozen, so that no code can change one game's decision through another's (the domain makes a new one).
 */
function decisionOf(text: string, decisions: Map<string, FirstMoveDecision>): FirstMoveDecision {
  let d = decisions.get(text);
  if (d === undefined) decisions.set(text, (d = Object.freeze(JSON.parse(text) as FirstMoveDecision)));
  return d;
}

/**
 * A game from its row, its fields read by index: a cold server runs this once per game, and destructuring
 * an array steps an iterator through every element there.
 */
function gameOf(row: GameRaw, decisions: Map<string, FirstMoveDecision>): MatchGame {
  const ending = row[10];
  let result: GameResult | null = null;
  if (ending !== null) {
    result = { winner: row[6], score: { a: row[7]!, b: row[8]! }, margin: row[9] ?? 0, ending };
    if (row[11]) result.lastPlay = row[11];
    if (row[12] !== null) result.markersUsed = row[12];
  }
  // Made with its result: made with null and given it after, the field turned from constant to mutable in
  // V8's shape of the games, which discards the code compiled against it (a cold server, every first read).
  const g: MatchGame = { first: row[4], result };
  if (row[5]) g.decidedBy = decisionOf(row[5], decisions);
  if (row[13] || row[14] || row[15]) {
    g.flags = {};
    if (row[13]) g.flags.underProtest = true;
    if (row[14]) g.flags.decided = true;
    if (row[15]) g.flags.struck = true;
  }
  if (row[16] !== null) g.recordId = String(row[16]);
  return g;
}

/**
 * The rounds numbered `numbers` from their pairing and game rows, in any order. Read in key order, (round, pos)
 * and (round, pos, playoff, idx), each pairing's games are the next run of game rows: one pass. SQLite gives
 * rows in its primary key's order unasked, but promises none, and an ORDER BY inside the aggregate made it
 * sort every row again (22 of 52 ms of SQLite for the 45,000 games of a 10,000-entry event after nine
 * rounds, issue 45 part 5). So the pass checks the order as it goes, and on rows out of order sorts both
 * lists and starts again.
 */
export function roundsFromRows(numbers: readonly number[], pairings: PairingRaw[], games: GameRaw[]): Round[] {
  return merged(numbers, pairings, games, false)
    ?? merged(numbers, pairings.slice().sort((x, y) => byKeys(x, y, 2)), games.slice().sort((x, y) => byKeys(x, y, 4)), true)!;
}

/** The order of two rows by their first `keys` columns (integers). */
function byKeys(x: readonly unknown[], y: readonly unknown[], keys: number): number {
  for (let k = 0; k < keys; k++) {
    const d = (x[k] as number) - (y[k] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * `roundsFromRows`' pass over rows in key order; null when they are not (unless `sorted`: a game row without its
 * pairing, which the foreign key forbids, is then passed over).
 */
function merged(numbers: readonly number[], pairings: PairingRaw[], games: GameRaw[], sorted: boolean): Round[] | null {
  const out = new Map<number, Round>(numbers.map((n) => [n, { number: n, pairings: [] }]));
  const decisions = new Map<string, FirstMoveDecision>();
  let g = 0;
  // Indexed: a cold server runs this unoptimised, where every step of an iterator is an allocation.
  for (let i = 0; i < pairings.length; i++) {
    const p = pairings[i]!;
    const round = p[0];
    const pos = p[1];
    if (i > 0 && byKeys(pairings[i - 1]!, p, 2) >= 0) return null;
    while (g < games.length && (games[g]![0] < round || (games[g]![0] === round && games[g]![1] < pos))) {
      if (!sorted) return null;
      g++;
    }
    const first = g;
    while (g < games.length && games[g]![0] === round && games[g]![1] === pos) {
      if (g > first && byKeys(games[g - 1]!, games[g]!, 4) >= 0) return null;
      g++;
    }
    if (p[5] !== null) {
      out.get(round)!.pairings.push({ kind: 'bye', entry: p[3], bye: p[5] });
      continue;
    }
    const m: Match = { kind: 'match', board: p[2]!, a: p[3], b: p[4]!, games: [] };
    for (let k = first; k < g; k++) {
      if (!games[k]![2]) m.games.push(gameOf(games[k]!, decisions));
      else (m.playoff ??= []).push(gameOf(games[k]!, decisions));
    }
    if (p[6]) m.forfeit = p[6];
    if (p[7] && p[8]) m.settled = { winner: p[7], how: p[8] };
    out.get(round)!.pairings.push(m);
  }
  if (g < games.length && !sorted) return null;
  return [...out.values()];
}

export function tournamentRepo(db: Db) {
  // Rows come out in their final shape (teamId, members): copying 10,000 rows with a spread to add
  // them cost more than the query itself.
  const players = jsonRows<PlayerRaw>(db, 'json_array(r.player_id, p.name, p.rating, r.pairing_number, r.joined_round, r.withdrawn_round, r.registered_at, p.country)',
    'FROM registrations r JOIN players p ON p.id = r.player_id WHERE r.event_id = ?');
  const teams = db.prepare<[number], Omit<EntryRow, 'members' | 'playerId'>>(
    `SELECT 't' || t.id AS id, t.id AS teamId, t.name, NULL AS rating, t.pairing_number AS pairingNumber, '' AS country,
       t.joined_round AS joinedRound, t.withdrawn_round AS withdrawnRound, t.created_at AS registeredAt
     FROM teams t WHERE t.event_id = ?`,
  );
  const members = db.prepare<[number], { teamId: number; seat: number; playerId: number; name: string }>(
    `SELECT m.team_id AS teamId, m.seat, m.player_id AS playerId, p.name FROM team_members m
     JOIN teams t ON t.id = m.team_id JOIN players p ON p.id = m.player_id WHERE t.event_id = ? ORDER BY m.team_id, m.seat`,
  );
  const setPlayerState = db.prepare<EntryState & { eventId: number; playerId: number }>(
    `UPDATE registrations SET pairing_number = @pairingNumber, joined_round = @joinedRound, withdrawn_round = @withdrawnRound
     WHERE event_id = @eventId AND player_id = @playerId`,
  );
  const setTeamState = db.prepare<EntryState & { eventId: number; teamId: number }>(
    `UPDATE teams SET pairing_number = @pairingNumber, joined_round = @joinedRound, withdrawn_round = @withdrawnRound
     WHERE event_id = @eventId AND id = @teamId`,
  );
  const insertTeam = db.prepare<[number, string]>('INSERT INTO teams (event_id, name) VALUES (?, ?)');
  const insertMember = db.prepare<[number, number, number]>('INSERT INTO team_members (team_id, seat, player_id) VALUES (?, ?, ?)');

  const getSettings = db.prepare<[number], { settings: string }>('SELECT settings FROM event_settings WHERE event_id = ?');
  // The event itself when its publish setting says auto, else the event holding it as a section when that
  // one's does. SQLite reads the two keys: the site watcher asks this after every move, and parsing the
  // whole settings (about 1 KB, twice) cost a one-client move a sixth of its CPU (issue 45, part 1).
  const autoPublisher = db.prepare<[number], { target: number | null }>(
    `SELECT CASE WHEN json_type(s.settings, '$.publish.auto') = 'true' THEN s.event_id ELSE (
       SELECT p.event_id FROM event_settings p
       WHERE p.event_id = json_extract(s.settings, '$.section.parentId') AND json_type(p.settings, '$.publish.auto') = 'true'
     ) END AS target
     FROM event_settings s WHERE s.event_id = ?`,
  );
  const putSettings = db.prepare<[number, string]>(
    'INSERT INTO event_settings (event_id, settings) VALUES (?, ?) ON CONFLICT (event_id) DO UPDATE SET settings = excluded.settings',
  );

  const byes = db.prepare<[number], { round: number; entry: string; kind: 'half' | 'zero' }>(
    'SELECT round, entry, kind FROM bye_requests WHERE event_id = ? ORDER BY round, entry',
  );
  const putBye = db.prepare<[number, number, string, string]>(
    'INSERT INTO bye_requests (event_id, round, entry, kind) VALUES (?, ?, ?, ?) ON CONFLICT (event_id, round, entry) DO UPDATE SET kind = excluded.kind',
  );
  const dropBye = db.prepare<[number, number, string]>('DELETE FROM bye_requests WHERE event_id = ? AND round = ? AND entry = ?');

  const rounds = db.prepare<[number], { number: number; published: number; night: number | null; pairedAt: string }>(
    'SELECT number, published, night, paired_at AS pairedAt FROM rounds WHERE event_id = ? ORDER BY number',
  );
  const upsertRound = db.prepare<{ eventId: number; number: number; published: number; night: number | null }>(
    `INSERT INTO rounds (event_id, number, published, night) VALUES (@eventId, @number, @published, @night)
     ON CONFLICT (event_id, number) DO UPDATE SET published = excluded.published, night = excluded.night`,
  );
  const deleteRound = db.prepare<[number, number]>('DELETE FROM rounds WHERE event_id = ? AND number = ?');
  const pairingRows = jsonRows<PairingRaw, [number, number, number]>(db, `json_array(${PAIRING_COLUMNS})`, 'FROM pairings WHERE event_id = ? AND round BETWEEN ? AND ?');
  const gameRows = jsonRows<GameRaw, [number, number, number]>(db, `json_array(${GAME_COLUMNS})`, 'FROM match_games WHERE event_id = ? AND round BETWEEN ? AND ?');
  const clearPairings = db.prepare<[number, number]>('DELETE FROM pairings WHERE event_id = ? AND round = ?');
  const insertPairing = db.prepare<Omit<PairingRecord, 'round'> & { eventId: number; round: number }>(
    `INSERT INTO pairings (event_id, round, pos, board, a, b, bye, forfeit, settled_winner, settled_how)
     VALUES (@eventId, @round, @pos, @board, @a, @b, @bye, @forfeit, @settledWinner, @settledHow)`,
  );
  const insertGame = db.prepare<Omit<GameRecordRow, 'round' | 'pos'> & { eventId: number; round: number; pos: number }>(
    `INSERT INTO match_games (event_id, round, pos, playoff, idx, first, decided_by, winner, score_a, score_b, margin, ending,
       last_play, markers_used, under_protest, decided, struck, game_id)
     VALUES (@eventId, @round, @pos, @playoff, @idx, @first, @decidedBy, @winner, @scoreA, @scoreB, @margin, @ending,
       @lastPlay, @markersUsed, @underProtest, @decided, @struck, @gameId)`,
  );
  const appearances = db.prepare<[number, string, string], { round: number }>(
    'SELECT DISTINCT round FROM pairings WHERE event_id = ? AND (a = ? OR b = ?) ORDER BY round',
  );
  const everyAppearance = db.prepare<[number, number], { entry: string; round: number }>(
    'SELECT a AS entry, round FROM pairings WHERE event_id = ? UNION SELECT b, round FROM pairings WHERE event_id = ? AND b IS NOT NULL ORDER BY round',
  );
  const byesOf = db.prepare<[number, string], { round: number; kind: 'half' | 'zero' }>('SELECT round, kind FROM bye_requests WHERE event_id = ? AND entry = ? ORDER BY round');
  const dropByesOf = db.prepare<[number, string]>('DELETE FROM bye_requests WHERE event_id = ? AND entry = ?');
  const gameLink = db.prepare<[number], { eventId: number; round: number; pos: number; playoff: number; idx: number }>(
    'SELECT event_id AS eventId, round, pos, playoff, idx FROM match_games WHERE game_id = ?',
  );

  function writeGame(eventId: number, round: number, pos: number, playoff: number, idx: number, g: MatchGame): void {
    const r = g.result;
    insertGame.run({
      eventId, round, pos, playoff, idx, first: g.first, decidedBy: g.decidedBy ? JSON.stringify(g.decidedBy) : null,
      winner: r?.winner ?? null, scoreA: r?.score.a ?? null, scoreB: r?.score.b ?? null, margin: r?.margin ?? null,
      ending: r?.ending ?? null, lastPlay: r?.lastPlay ?? null, markersUsed: r?.markersUsed ?? null,
      underProtest: g.flags?.underProtest ? 1 : 0, decided: g.flags?.decided ? 1 : 0, struck: g.flags?.struck ? 1 : 0,
      gameId: g.recordId === undefined ? null : Number(g.recordId),
    });
  }

  return {
    /** Every registered player and doubles pair of the event, unordered. */
    entries(eventId: number): EntryRow[] {
      const seats = new Map<number, Array<{ playerId: number; name: string }>>();
      for (const m of members.all(eventId)) {
        const list = seats.get(m.teamId) ?? [];
        list.push({ playerId: m.playerId, name: m.name });
        seats.set(m.teamId, list);
      }
      const rows = players(eventId).map((r): EntryRow => ({
        id: String(r[0]), playerId: r[0], teamId: null, name: r[1], rating: r[2], pairingNumber: r[3], joinedRound: r[4], withdrawnRound: r[5],
        registeredAt: r[6], members: null, country: r[7],
      }));
      for (const t of teams.all(eventId)) rows.push({ ...t, playerId: null, members: seats.get(t.teamId!) ?? [] });
      return rows;
    },
    setEntryState(eventId: number, row: Pick<EntryRow, 'playerId' | 'teamId'>, state: EntryState): void {
      if (row.teamId !== null) setTeamState.run({ ...state, eventId, teamId: row.teamId });
      else setPlayerState.run({ ...state, eventId, playerId: row.playerId! });
    },
    insertTeam(eventId: number, name: string, memberIds: [number, number]): number {
      const id = Number(insertTeam.run(eventId, name).lastInsertRowid);
      memberIds.forEach((p, i) => insertMember.run(id, i + 1, p));
      return id;
    },
    settings: (eventId: number): unknown => JSON.parse(getSettings.get(eventId)?.settings ?? '{}'),
    saveSettings: (eventId: number, settings: unknown): void => void putSettings.run(eventId, JSON.stringify(settings)),
    /** The event whose website re-publishes itself after a change to `eventId` (itself or its parent), or null. */
    autoPublisher: (eventId: number): number | null => autoPublisher.get(eventId)?.target ?? null,
    byeRequests: (eventId: number) => byes.all(eventId),
    /** Rounds in which the entry appears in a pairing (a match or a bye): such an entry is never deleted. */
    appearances: (eventId: number, entry: string): number[] => appearances.all(eventId, entry, entry).map((r) => r.round),
    /** `appearances` for every entry at once (one query, for the entry list of a large event). */
    allAppearances(eventId: number): Map<string, number[]> {
      const map = new Map<string, number[]>();
      for (const r of everyAppearance.all(eventId, eventId)) {
        const list = map.get(r.entry);
        if (list) list.push(r.round);
        else map.set(r.entry, [r.round]);
      }
      return map;
    },
    byesOf: (eventId: number, entry: string) => byesOf.all(eventId, entry),
    dropByesOf: (eventId: number, entry: string): void => void dropByesOf.run(eventId, entry),
    requestBye: (eventId: number, round: number, entry: string, kind: 'half' | 'zero'): void => void putBye.run(eventId, round, entry, kind),
    cancelBye: (eventId: number, round: number, entry: string): void => void dropBye.run(eventId, round, entry),
    roundMeta: (eventId: number): RoundMeta[] => rounds.all(eventId).map((r) => ({ ...r, published: r.published === 1 })),
    /**
     * Every round's pairings in listing order, with the games of each match. Read a few rounds at a time, about
     * `pairingsPerRead` pairings as the first round's size foretells: one read of every round held all of an event's
     * rows as JSON arrays at once while their objects were built, and V8's young collections copied them again and
     * again (issue 45, part 5: a 10,000-entry event after nine rounds touched 19,800 new pages of memory for its first
     * standings, 14,800 read a round at a time), while a read per round would make an arena's hundreds of small
     * rounds hundreds of reads.
     */
    rounds(eventId: number, pairingsPerRead = PAIRINGS_PER_READ): Round[] {
      const numbers = rounds.all(eventId).map((r) => r.number);
      const out: Round[] = [];
      let perRead = 1;
      for (let i = 0; i < numbers.length;) {
        const chunk = numbers.slice(i, i + perRead);
        const from = chunk[0]!;
        const to = chunk[chunk.length - 1]!;
        const pairings = pairingRows(eventId, from, to);
        out.push(...roundsFromRows(chunk, pairings, gameRows(eventId, from, to)));
        if (i === 0) perRead = Math.max(1, Math.floor(pairingsPerRead / Math.max(1, pairings.length)));
        i += chunk.length;
      }
      return out;
    },
    /** Replace one round's pairings (and its games) with `round`; the round row keeps or takes `meta`. */
    saveRound(eventId: number, round: Round, meta: { published: boolean; night: number | null }): void {
      upsertRound.run({ eventId, number: round.number, published: meta.published ? 1 : 0, night: meta.night });
      clearPairings.run(eventId, round.number);
      round.pairings.forEach((p: Pairing, pos) => {
        if (p.kind === 'bye') {
          insertPairing.run({ eventId, round: round.number, pos, board: null, a: p.entry, b: null, bye: p.bye, forfeit: null, settledWinner: null, settledHow: null });
          return;
        }
        insertPairing.run({
          eventId, round: round.number, pos, board: p.board, a: p.a, b: p.b, bye: null, forfeit: p.forfeit ?? null,
          settledWinner: p.settled?.winner ?? null, settledHow: p.settled?.how ?? null,
        });
        p.games.forEach((g, i) => writeGame(eventId, round.number, pos, 0, i, g));
        (p.playoff ?? []).forEach((g, i) => writeGame(eventId, round.number, pos, 1, i, g));
      });
    },
    deleteRound: (eventId: number, number: number): void => void deleteRound.run(eventId, number),
    /** Where a digital-board game is used in an event, if anywhere. */
    gameLink: (gameId: number) => gameLink.get(gameId),
  };
}

export type TournamentRepo = ReturnType<typeof tournamentRepo>;

/** The tournament repositories together, as the service context holds them. */
export function tournamentRepos(db: Db) {
  return { store: tournamentRepo(db), log: tournamentLogRepo(db), ratings: tournamentRatingsRepo(db) };
}
