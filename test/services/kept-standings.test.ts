/**
 * A server keeps each changed event's standings ready once its changes stop (services/keptStandings.ts; issue 45,
 * part 5): the next server on the file reads them instead of computing them. Real timers: the delay is the
 * module's own, shortened only where a test passes one.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend, type Backend } from '../../src/main/services/backend';
import { KEEP_STANDINGS_DELAY_MS, KEEP_STANDINGS_LABEL, keepingStandings } from '../../src/main/services/keptStandings';
import { packTable } from '../../src/main/services/storedTables';
import type { RunOnServices } from '../../src/main/services/context';
import { clubNightAfterRoundOne, must, playRoundOne } from '../support/tempdb';
import type { GameInfo } from '../../src/shared/api/methods/games';

type Standings = { rows: Array<{ entry: string; values: { matchPoints: number } }> };
const stamp = globalThis as { __TD_CODE_STAMP__?: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The keeper's delay and the write after the answer (storedTables.ts keeps a table once the event loop turns). */
const quiet = (delayMs: number) => sleep(delayMs + 50);

const kept = (db: Database.Database, eventId: number) =>
  db.prepare('SELECT s.generation = g.n FROM stored_tables s, data_generation g WHERE s.event_id = ?').pluck().get(eventId) as number | undefined;

/** What a server started later on the file answers, the kept table replaced past the services so that a read shows. */
function readByNextServer(file: string, eventId: number, replacement: Standings): Standings {
  const other = new Database(file);
  other.prepare('UPDATE stored_tables SET body = ? WHERE event_id = ?').run(packTable(replacement), eventId);
  other.close();
  return must<Standings>(createBackend(openDatabase({ file })), 'standings.get', { eventId });
}

/** The backend's `run`, counting the keeper's computations. */
function counted(backend: Backend): { run: RunOnServices; runs: number[] } {
  const runs: number[] = [];
  const run: RunOnServices = (label, body, options) => {
    if (label === KEEP_STANDINGS_LABEL) runs.push(Date.now());
    return backend.run(label, body, options);
  };
  return { run, runs };
}

describe('standings kept at idle by a server (issue 45, part 5)', () => {
  beforeEach(() => {
    stamp.__TD_CODE_STAMP__ = 'test-code';
  });
  afterEach(() => {
    delete stamp.__TD_CODE_STAMP__;
  });

  it('a server with a host listening keeps the standings after a result, and the next server reads them', async () => {
    const { backend, db, file, eventId } = clubNightAfterRoundOne();
    const stop = backend.subscribe(() => {});
    must(backend, 'results.correct', { eventId, round: 1, board: 2, winner: 'b', score: { a: 24, b: 40 }, reason: 'misread sheet' });
    expect(kept(db, eventId)).toBeUndefined();
    await quiet(KEEP_STANDINGS_DELAY_MS);
    expect(kept(db, eventId)).toBe(1);
    const computed = must<Standings>(backend, 'standings.get', { eventId });
    expect(computed.rows.map((r) => r.values.matchPoints).sort()).toEqual([0, 0, 1, 1]);
    stop();
    expect(readByNextServer(file, eventId, { ...computed, rows: computed.rows.slice(0, 1) }).rows).toHaveLength(1);
  }, 10_000);

  it('without a host (the command line) nothing is computed after a change', async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    must(backend, 'results.correct', { eventId, round: 1, board: 2, winner: 'b', score: { a: 24, b: 40 }, reason: 'misread sheet' });
    await quiet(KEEP_STANDINGS_DELAY_MS);
    expect(kept(db, eventId)).toBeUndefined();
  }, 10_000);

  it('after the last host leaves, a change waiting to be kept is dropped', async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    const stop = backend.subscribe(() => {});
    must(backend, 'results.correct', { eventId, round: 1, board: 2, winner: 'b', score: { a: 24, b: 40 }, reason: 'misread sheet' });
    stop();
    await quiet(KEEP_STANDINGS_DELAY_MS);
    expect(kept(db, eventId)).toBeUndefined();
  }, 10_000);

  it('changes in quick succession are kept once, after the last of them', async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    const { run, runs } = counted(backend);
    const keeper = keepingStandings(run, 200);
    const stop = backend.subscribe(keeper.listener);
    let last = 0;
    for (const [board, winner] of [[1, 'b'], [2, 'a'], [1, 'a']] as const) {
      must(backend, 'results.correct', { eventId, round: 1, board, winner, score: winner === 'a' ? { a: 40, b: 24 } : { a: 24, b: 40 }, reason: 'misread sheet' });
      last = Date.now();
      await sleep(100);
    }
    await quiet(200);
    expect(runs).toHaveLength(1);
    // A millisecond of the timer's rounding allowed.
    expect(runs[0]! - last).toBeGreaterThanOrEqual(199);
    expect(kept(db, eventId)).toBe(1);
    stop();
    keeper.stop();
  });

  it('moves on a board compute nothing', async () => {
    const { backend, eventId } = clubNightAfterRoundOne();
    const { run, runs } = counted(backend);
    const keeper = keepingStandings(run, 50);
    const game = must<GameInfo>(backend, 'games.create', { game: 'othello', eventId });
    keeper.listener({ topic: 'games', id: game.id, eventId });
    await quiet(50);
    expect(runs).toHaveLength(0);
    keeper.listener({ topic: 'events', id: eventId });
    await quiet(50);
    expect(runs).toHaveLength(1);
  });

  it("another process's change, which names no event, keeps each running event whose kept table is old, once", async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    const second = must<{ id: number }>(backend, 'tournaments.create', { name: 'Second night', game: 'othello', format: 'round-robin' });
    playRoundOne(backend, second.id, ['Eve', 'Fay', 'Gus', 'Hal']);
    const draft = must<{ id: number }>(backend, 'tournaments.create', { name: 'Next week', game: 'othello', format: 'round-robin' });
    const { run, runs } = counted(backend);
    const keeper = keepingStandings(run, 50);
    keeper.listener({ topic: 'results', external: true });
    await quiet(50);
    expect([kept(db, eventId), kept(db, second.id), kept(db, draft.id)]).toEqual([1, 1, undefined]);
    expect(runs).toHaveLength(2);
    // Another build on the same file keeps its own table, a write that moves no generation, and this server hears of
    // it as another process's change: it does not keep its table back (the two would take turns for ever).
    db.prepare("UPDATE stored_tables SET code = 'another-build' WHERE event_id = ?").run(eventId);
    keeper.listener({ topic: 'results', external: true });
    await quiet(50);
    expect(runs).toHaveLength(2);
    // A change to the file does make the tables old again.
    must(backend, 'players.create', { name: 'Ivy' });
    keeper.listener({ topic: 'players', id: 9 });
    await quiet(50);
    expect(runs).toHaveLength(4);
    expect([kept(db, eventId), kept(db, second.id)]).toEqual([1, 1]);
    keeper.stop();
  });

  it("a server just started keeps the old tables of running events at once: a command's change, another build's table", async () => {
    const { backend, db, file, eventId } = clubNightAfterRoundOne();
    const second = must<{ id: number }>(backend, 'tournaments.create', { name: 'Second night', game: 'othello', format: 'round-robin' });
    playRoundOne(backend, second.id, ['Eve', 'Fay', 'Gus', 'Hal']);
    // A table kept by another build at the current generation, and none for the second event (a command changed it).
    db.prepare("INSERT INTO stored_tables (event_id, generation, code, view, body) SELECT ?, n, 'another-build', '1', ? FROM data_generation")
      .run(eventId, packTable({ rows: [] }));
    db.close();
    const server = createBackend(openDatabase({ file }));
    const stop = server.subscribe(() => {});
    const code = () => server.db.prepare('SELECT event_id, code FROM stored_tables ORDER BY event_id').all();
    expect(code()).toEqual([{ event_id: eventId, code: 'another-build' }]);
    await quiet(0);
    expect(code()).toEqual([{ event_id: eventId, code: 'test-code' }, { event_id: second.id, code: 'test-code' }]);
    expect([kept(server.db, eventId), kept(server.db, second.id)]).toEqual([1, 1]);
    stop();
  });

  it('an event deleted before its standings are kept, or a closed file, is no failure of the server', async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    delete stamp.__TD_CODE_STAMP__; // nothing kept in the file: only the events named are computed, none listed
    const { run, runs } = counted(backend);
    const keeper = keepingStandings(run, 50);
    keeper.listener({ topic: 'results', eventId: eventId + 100 });
    await quiet(50);
    expect(runs).toHaveLength(1);
    keeper.listener({ topic: 'results', eventId });
    db.close();
    await quiet(50);
    expect(runs).toHaveLength(2);
  });
});
