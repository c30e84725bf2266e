/**
 * The day's changes and the rest of the API: preview and publish, re-pairing, manual edits with
 * warnings, late entries, requested byes, corrections in the audit log, results from digital
 * boards, first moves (R-ONI-11, R-DOM-2), Onino doubles pairs, ratings and the pre-round backup.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AuditView, EntryView, PairOutcome, PairingView, RatingView, RoundSummary, RoundView, SanctionView } from '../../src/shared/api/methods/tournament';
import type { GameInfo, GameState } from '../../src/shared/api/methods/games';
import type { Player } from '../../src/shared/api/schemas';
import { FULL_GAME } from '../../src/shared/games/onino/fixtures';
import { entries, eventWith, matchesOf, must, pairNext, refusal, setResult, standings } from './helpers';

describe('pairing, preview, publish and re-pairing', () => {
  it('a preview returns the pairing and its warnings without saving; pairing takes a backup first', () => {
    // The Dutch system: the lowest-ranked gets the bye (PAPP draws it in round 1).
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 3, names: ['Ann', 'Bob', 'Cid'], settings: { swissSystem: 'dutch' } });
    const preview = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId, preview: true });
    expect(preview).toMatchObject({ saved: false, backup: null });
    expect(preview.warnings.map((w) => w.message)).toEqual(['Cid has a pairing-allocated bye']);
    expect(must<RoundSummary[]>(s.backend, 'rounds.list', { eventId: s.eventId })).toEqual([]);
    const paired = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId });
    expect(paired.round.pairings).toEqual(preview.round.pairings);
    expect(paired.backup).toMatch(/pre-round-1/);
    const dir = `${s.file}.backups`;
    expect(existsSync(dir) && readdirSync(dir).some((f) => f.includes('pre-round-1'))).toBe(true);
    expect(paired.round.published).toBe(false);
    expect(must<RoundView>(s.backend, 'rounds.publish', { eventId: s.eventId, round: 1 }).published).toBe(true);
  });

  it('a round is re-paired before results (a late bye request taken in), never after', () => {
    // The Dutch system: the lowest-ranked gets the bye (PAPP draws it in round 1).
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 3, names: ['Ann', 'Bob', 'Cid', 'Dan'], settings: { swissSystem: 'dutch' } });
    pairNext(s);
    must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids.Dan, round: 1, kind: 'half', reason: 'arrives late' });
    const again = must<PairOutcome>(s.backend, 'rounds.repair', { eventId: s.eventId, round: 1, reason: 'Dan asked for a bye' });
    const byes = again.round.pairings.filter((p) => p.kind === 'bye');
    expect(byes).toMatchObject([{ entry: { name: 'Cid' }, bye: 'pairing', points: 1 }, { entry: { name: 'Dan' }, bye: 'half', points: 0.5 }]);
    expect(again.warnings.map((w) => w.message)).toContain('Dan has a requested half-point bye');
    must(s.backend, 'rounds.publish', { eventId: s.eventId, round: 1 });
    const m = matchesOf(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))[0]!;
    setResult(s, 1, m.board, 'a', 40, 24);
    expect(refusal(s.backend, 'rounds.repair', { eventId: s.eventId, round: 1, reason: 'x' }).message).toMatch(/already has results/);
    expect(must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId }).map((a) => a.action)).toEqual(['pair round', 'publish round', 'bye request', 're-pair round', 'publish round']);
  });

  it('a manual edit warns about a rematch and a first-move imbalance, and is audited', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 5, names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const r1 = pairNext(s);
    for (const m of matchesOf(r1)) setResult(s, 1, m.board, 'a', 40, 24);
    const [m1] = matchesOf(r1);
    const others = Object.values(s.ids).filter((id) => id !== m1!.a.id && id !== m1!.b.id);
    const edit = must<PairOutcome>(s.backend, 'pairings.edit', {
      eventId: s.eventId, round: 2, reason: 'club tradition', pairings: [{ board: 1, a: m1!.a.id, b: m1!.b.id, first: 'a' }, { board: 2, a: others[0], b: others[1] }],
    });
    expect(edit.saved).toBe(true);
    expect(edit.warnings.map((w) => w.rule)).toContain('rematch');
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.at(-1)).toMatchObject({ action: 'edit pairings', reason: 'club tradition' });
  });
});

describe('late entries, withdrawals and byes', () => {
  it('a late entry in a Swiss plays from the next round with the next pairing number; zero points for the rounds missed', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 3, names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const r1 = pairNext(s);
    for (const m of matchesOf(r1)) setResult(s, 1, m.board, 'a', 40, 24);
    const eve = must<EntryView>(s.backend, 'entries.lateEntry', { eventId: s.eventId, name: 'Eve', reason: 'arrived at noon' });
    expect(eve).toMatchObject({ pairingNumber: 5, joinedRound: 2, status: 'active' });
    const r2 = pairNext(s);
    expect(r2.pairings.some((p) => (p.kind === 'match' ? [p.a.id, p.b.id] : [p.entry.id]).includes(eve.id))).toBe(true);
    expect(standings(s, 1).rows.find((r) => r.name === 'Eve')!.values.matchPoints).toBe(0);
  });

  it('a round robin refuses late entries once started; a withdrawal from a later round gives the opponents forfeit byes', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    pairNext(s);
    expect(refusal(s.backend, 'entries.lateEntry', { eventId: s.eventId, name: 'Eve' }).message).toMatch(/schedule is fixed/);
    must(s.backend, 'entries.withdraw', { eventId: s.eventId, entry: s.ids.Dan, fromRound: 2, reason: 'called away' });
    setResult(s, 1, 1, 'a', 40, 24);
    setResult(s, 1, 2, 'a', 40, 24);
    const r2 = pairNext(s);
    expect(r2.pairings.find((p) => p.kind === 'bye')).toMatchObject({ entry: { name: 'Cid' }, bye: 'forfeit', points: 1 });
    expect(entries(s).find((e) => e.name === 'Dan')).toMatchObject({ status: 'withdrawn', withdrawnRound: 2 });
  });
});

describe('results: corrections, digital boards, first moves', () => {
  it('a correction keeps the old value in the audit log with its reason', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, 24);
    must(s.backend, 'results.correct', { eventId: s.eventId, round: 1, board: 1, winner: 'a', score: { a: 41, b: 23 }, reason: 'scoresheet misread' });
    const entry = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId }).find((a) => a.action === 'correct result')!;
    expect(entry).toMatchObject({ reason: 'scoresheet misread', detail: { before: { score: { a: 40, b: 24 } }, after: { score: { a: 41, b: 23 }, margin: 18 } } });
  });

  it('a game recorded on a digital board gives the result the moment it finishes (mapped through the first mover)', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    const game = must<GameInfo>(s.backend, 'games.create', { game: 'othello', eventId: s.eventId });
    const linked = must<PairingView>(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, gameId: game.id });
    expect(linked).toMatchObject({ status: 'pending', games: [{ gameId: game.id, result: null }] });
    let seq = 0;
    for (const move of ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4']) seq = must<{ seq: number }>(s.backend, 'games.append', { id: game.id, expectedSeq: seq, action: move }).seq;
    // Already entered by the move that finished the game; nothing left for a sync.
    expect(must<{ updated: number }>(s.backend, 'results.sync', { eventId: s.eventId }).updated).toBe(0);
    // Slot a moved first (black) and won 64-0 on the board.
    const r = must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 });
    expect(r.pairings[0]).toMatchObject({ status: 'played', winner: 'a', games: [{ result: { winner: 'a', score: { a: 64, b: 0 }, ending: 'play' } }] });
    const other = must<GameInfo>(s.backend, 'games.create', { game: 'ninuki' });
    expect(refusal(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, gameId: other.id }).code).toBe('invalid');
  });

  it('R-ONI-11: the coin toss of game 1 and the loser\'s choice of game 2 are recorded and checked', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob'], settings: { gamesPerMatch: 2 } });
    pairNext(s);
    const tossed = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 1, decision: { how: 'toss', won: 'b', chose: 'first' } });
    expect(tossed.kind === 'match' && tossed.games[0]).toMatchObject({ first: 'b', decidedBy: { how: 'toss', won: 'b' } });
    setResult(s, 1, 1, 'b', -60, 60, { game: 1 });
    // The loser of game 1 (a) chooses; b may not.
    expect(refusal(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 2, decision: { how: 'choice', by: 'b', chose: 'first' } }).details?.rule).toBe('R-ONI-11');
    const chosen = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 2, decision: { how: 'choice', by: 'a', chose: 'second' } });
    expect(chosen.kind === 'match' && chosen.games[1]!.first).toBe('b');
  });

  it('R-ONI-11: a drawn game recorded on a board names who made its last play, and that side chooses next', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob'], settings: { gamesPerMatch: 2 } });
    pairNext(s);
    // b won the toss and plays first: the record's "second" side is slot a.
    must(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 1, decision: { how: 'toss', won: 'b', chose: 'first' } });
    const game = must<GameInfo>(s.backend, 'games.create', { game: 'onino', eventId: s.eventId });
    must(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, game: 1, gameId: game.id });
    let seq = 0;
    for (const play of FULL_GAME.split(' ')) seq = must<{ seq: number }>(s.backend, 'games.append', { id: game.id, expectedSeq: seq, action: play }).seq;
    const r = must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 });
    expect(r.pairings[0]).toMatchObject({ games: [{ result: { winner: null, ending: 'draw', score: { a: 0, b: 0 }, lastPlay: 'a' } }, { result: null }] });
    expect(refusal(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 2, decision: { how: 'choice', by: 'b', chose: 'first' } }).details?.rule).toBe('R-ONI-11');
    const chosen = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 2, decision: { how: 'choice', by: 'a', chose: 'first' } });
    expect(chosen.kind === 'match' && chosen.games[1]!.first).toBe('a');
  });

  it('a board linked to a match names who plays which side (games.get with seating), through the first mover', () => {
    const s = eventWith({ game: 'ninuki', format: 'round-robin', names: ['Ann', 'Bob'], settings: { gamesPerMatch: 2 } });
    pairNext(s);
    const game = must<GameInfo>(s.backend, 'games.create', { game: 'ninuki', eventId: s.eventId });
    expect(must<GameState>(s.backend, 'games.get', { id: game.id, seating: true }).seating).toBeNull();
    must(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, game: 2, gameId: game.id });
    const m = matchesOf(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))[0]!;
    const second = m.games[1]!.first === 'a' ? [m.a.name, m.b.name] : [m.b.name, m.a.name];
    expect(must<GameState>(s.backend, 'games.get', { id: game.id, audience: 'players', seating: true }).seating).toEqual({
      eventId: s.eventId, event: expect.any(String), round: 1, board: 1, game: 'game 2', number: 2, playoff: false, sides: { x: second[0], o: second[1] },
      resultInEvent: false, laterRounds: [],
    });
    expect(must<GameState>(s.backend, 'games.get', { id: game.id }).seating).toBeUndefined();
  });

  it('R-DOM-2: the draw for set is recorded with every draw, ties included', () => {
    const s = eventWith({ game: 'dominoes', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    const v = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, decision: { how: 'draw-for-set', draws: [{ a: 5, b: 5 }, { a: 3, b: 9 }] } });
    expect(v.kind === 'match' && v.games[0]).toMatchObject({ first: 'b', firstSide: 'a', decidedBy: { draws: [{ a: 5, b: 5 }, { a: 3, b: 9 }] } });
    expect(refusal(s.backend, 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, decision: { how: 'draw-for-set', draws: [{ a: 4, b: 4 }] } }).details?.rule).toBe('R-DOM-2');
  });
});

describe('Onino doubles and ratings', () => {
  it('pairs are entered with their seating, play as one entry, and each member is rated at finalisation', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: [], options: { mode: 'doubles' } });
    const p = ['Ann', 'Bob', 'Cid', 'Dan'].map((name) => must<Player>(s.backend, 'players.create', { name }));
    const ab = must<EntryView>(s.backend, 'entries.addPair', { eventId: s.eventId, members: [p[0]!.id, p[1]!.id] });
    expect(ab).toMatchObject({ name: 'Ann / Bob', members: [{ seat: 'A1', name: 'Ann' }, { seat: 'A2', name: 'Bob' }] });
    must(s.backend, 'entries.addPair', { eventId: s.eventId, members: [p[2]!.id, p[3]!.id], name: 'The Cids' });
    expect(refusal(s.backend, 'entries.addPair', { eventId: s.eventId, members: [p[0]!.id, p[2]!.id] }).message).toMatch(/Ann already plays in a pair/);
    const r1 = pairNext(s);
    expect(matchesOf(r1)).toHaveLength(1);
    setResult(s, 1, 1, 'a', 40, -40);
    must(s.backend, 'events.finalise', { eventId: s.eventId, reason: 'season over' });
    const list = must<RatingView[]>(s.backend, 'ratings.list', { game: 'onino' });
    // Newcomers: provisional, so K by experience gives them the newcomer's K (40 by default).
    expect(list.map((r) => [r.name, r.rating, r.totals?.total])).toEqual([['Ann', 1520, 40], ['Bob', 1520, 40], ['Cid', 1480, -40], ['Dan', 1480, -40]]);
  });

  it('R-ONI-2: a doubles board\'s seating names the player in each seat, A1 A2 for the pair playing first', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: [], options: { mode: 'doubles' } });
    const p = ['Ann', 'Bob', 'Cid', 'Dan'].map((name) => must<Player>(s.backend, 'players.create', { name }));
    must(s.backend, 'entries.addPair', { eventId: s.eventId, members: [p[0]!.id, p[1]!.id] });
    must(s.backend, 'entries.addPair', { eventId: s.eventId, members: [p[2]!.id, p[3]!.id] });
    pairNext(s);
    const game = must<GameInfo>(s.backend, 'games.create', { game: 'onino', options: { mode: 'doubles' }, eventId: s.eventId });
    must(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, game: 1, gameId: game.id });
    const seating = must<GameState>(s.backend, 'games.get', { id: game.id, audience: 'players', seating: true }).seating!;
    const annFirst = seating.sides.first === 'Ann / Bob';
    expect(seating.seats).toEqual(annFirst ? { A1: 'Ann', A2: 'Bob', B1: 'Cid', B2: 'Dan' } : { A1: 'Cid', A2: 'Dan', B1: 'Ann', B2: 'Bob' });
  });

  it('Elo per game across events with configurable K and start, and each player\'s history', () => {
    const first = eventWith({ game: 'ninuki', format: 'round-robin', names: ['Ann', 'Bob'], settings: { ratingK: 32, ratingKNew: 32, ratingStart: 1600 } });
    pairNext(first);
    setResult(first, 1, 1, 'a', 5, 0);
    must(first.backend, 'events.finalise', { eventId: first.eventId });
    const list = must<RatingView[]>(first.backend, 'ratings.list', { game: 'ninuki' });
    expect(list.map((r) => [r.name, r.rating, r.games])).toEqual([['Ann', 1616, 1], ['Bob', 1584, 1]]);
    const annId = Number(first.ids.Ann);
    const h = must<{ history: Array<{ before: number; after: number; score: number }> }>(first.backend, 'ratings.history', { game: 'ninuki', playerId: annId });
    expect(h.history).toMatchObject([{ before: 1600, after: 1616, score: 1 }]);
    expect(must<RatingView[]>(first.backend, 'ratings.list', { game: 'othello' })).toEqual([]);
    expect(must<SanctionView[]>(first.backend, 'sanctions.list', { eventId: first.eventId })).toEqual([]);
  });
});
