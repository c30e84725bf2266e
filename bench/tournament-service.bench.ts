/**
 * The tournament services on a real SQLite file: pairing a round through `rounds.pair` (load,
 * Dutch engine or Berger table, checks, save, pre-round backup) for a 500-player Swiss round and a
 * 40-player round robin, and `standings.get` for 500 players x 9 rounds; `entries.list` and
 * `standings.get` for an event of 10,000 entries (target: under 100 ms each).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, timeMs, type Bench, type Reporter } from './harness';
import { openDatabase } from '../src/main/db/connection';
import { createBackend, type Backend } from '../src/main/services/backend';
import type { PairOutcome, RoundView } from '../src/shared/api/methods/tournament';

function call<T>(backend: Backend, method: string, input: unknown): T {
  const r = backend.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
  return r.data as T;
}

function eventOf(backend: Backend, format: string, players: number, rounds: number | null): number {
  const ev = call<{ id: number }>(backend, 'tournaments.create', { name: `${format} ${players}`, game: 'othello', format, roundsPlanned: rounds });
  for (let i = 0; i < players; i++) {
    // A name of its own in each event: the same name twice is the same person to players.create (refused).
    const p = call<{ id: number }>(backend, 'players.create', { name: `E${ev.id} P${String(i + 1).padStart(4, '0')}`, rating: 2400 - i });
    call(backend, 'events.register', { eventId: ev.id, playerId: p.id });
  }
  return ev.id;
}

/** Results by a seeded rule: the higher seed usually wins, one board in seven is drawn. */
function score(backend: Backend, eventId: number, round: RoundView): void {
  for (const p of round.pairings) {
    if (p.kind !== 'match') continue;
    const draw = (p.board * 7 + round.number) % 7 === 0;
    const aWins = (p.a.pairingNumber < p.b.pairingNumber) !== ((p.board + round.number) % 5 === 0);
    const result = draw ? { winner: null, score: { a: 32, b: 32 } } : aWins ? { winner: 'a', score: { a: 40, b: 24 } } : { winner: 'b', score: { a: 24, b: 40 } };
    call(backend, 'results.set', { eventId, round: round.number, board: p.board, ...result });
  }
}

function pairAndPublish(backend: Backend, eventId: number): RoundView {
  const o = call<PairOutcome>(backend, 'rounds.pair', { eventId });
  return call<RoundView>(backend, 'rounds.publish', { eventId, round: o.round.number });
}

/** Wall and CPU milliseconds of `fn`, medians of `runs` runs. */
function medians(runs: number, fn: () => void): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    wall.push(timeMs(fn));
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: percentile(wall, 50), cpu: percentile(cpu, 50) };
}

/**
 * A 10,000-player Swiss: players imported in one CSV, each registered through the API, round 1 paired
 * and published through the API. Its 5,000 results are written straight into the table (5,000
 * results.set calls are not what this measures), then the entry list and the standings are read.
 */
function largeEvent(backend: Backend, report: Reporter): void {
  const N = 10_000;
  const csv = ['name,rating', ...Array.from({ length: N }, (_, i) => `L${String(i + 1).padStart(5, '0')},${2600 - (i % 1500)}`)].join('\n');
  const ids = call<{ players: Array<{ id: number }> }>(backend, 'players.importCsv', { csv }).players.map((p) => p.id);
  const ev = call<{ id: number }>(backend, 'tournaments.create', { name: 'Open 10,000', game: 'othello', format: 'swiss', roundsPlanned: 9 });
  const registerMs = timeMs(() => ids.forEach((playerId) => call(backend, 'events.register', { eventId: ev.id, playerId })));
  report.figure('events.register, 10,000 entries, mean per call', registerMs / ids.length, 'ms');
  const before = medians(5, () => call(backend, 'entries.list', { eventId: ev.id }));
  report.figure('entries.list, 10,000 entries before round 1 (seeded on the fly), median wall', before.wall, 'ms');
  report.figure('entries.list, 10,000 entries before round 1, median CPU', before.cpu, 'ms');
  const pairMs = timeMs(() => pairAndPublish(backend, ev.id));
  report.figure('rounds.pair + publish, 10,000-player Swiss, round 1', pairMs, 'ms');
  backend.db.prepare(`UPDATE match_games SET winner = CASE WHEN pos % 7 = 0 THEN NULL WHEN pos % 2 = 0 THEN 'a' ELSE 'b' END,
    score_a = CASE WHEN pos % 7 = 0 THEN 32 WHEN pos % 2 = 0 THEN 40 ELSE 24 END, score_b = CASE WHEN pos % 7 = 0 THEN 32 WHEN pos % 2 = 0 THEN 24 ELSE 40 END,
    margin = CASE WHEN pos % 7 = 0 THEN 0 ELSE 16 END, ending = 'play' WHERE event_id = ?`).run(ev.id);
  const entries = medians(9, () => call(backend, 'entries.list', { eventId: ev.id }));
  const standings = medians(9, () => call(backend, 'standings.get', { eventId: ev.id }));
  report.figure('entries.list, 10,000 entries, round 1 played, median wall (target < 100 ms)', entries.wall, 'ms');
  report.figure('entries.list, 10,000 entries, median CPU', entries.cpu, 'ms');
  report.figure('standings.get, 10,000 entries, round 1 played, median wall (target < 100 ms)', standings.wall, 'ms');
  report.figure('standings.get, 10,000 entries, median CPU', standings.cpu, 'ms');
}

const bench: Bench = (report) => {
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-'));
  try {
    const db = openDatabase({ file: join(dir, 'bench.sqlite') });
    const backend = createBackend(db);

    const swiss = eventOf(backend, 'swiss', 500, 9);
    const swissTimes: number[] = [];
    let previews: number[] = [];
    for (let r = 1; r <= 9; r++) {
      let round: RoundView | undefined;
      swissTimes.push(timeMs(() => (round = pairAndPublish(backend, swiss))));
      if (r === 9) previews = Array.from({ length: 3 }, () => timeMs(() => call(backend, 'rounds.repair', { eventId: swiss, round: 9, preview: true, reason: 'bench' })));
      score(backend, swiss, round!);
    }
    report.figure('rounds.pair, 500-player Swiss, round 1', swissTimes[0]!, 'ms');
    report.figure('rounds.pair, 500-player Swiss, round 9 (rounds 1-8 played)', swissTimes[8]!, 'ms');
    report.figure('rounds.pair, 500-player Swiss, median over 9 rounds', percentile(swissTimes, 50), 'ms');
    report.figure('rounds.repair preview, 500-player Swiss round 9 (no save, no backup), median', percentile(previews, 50), 'ms');

    const standings = Array.from({ length: 10 }, () => timeMs(() => call(backend, 'standings.get', { eventId: swiss })));
    report.figure('standings.get, 500 players x 9 rounds, median', percentile(standings, 50), 'ms');
    report.figure('standings.get, 500 players x 9 rounds, p95', percentile(standings, 95), 'ms');
    const asOf5 = Array.from({ length: 10 }, () => timeMs(() => call(backend, 'standings.get', { eventId: swiss, round: 5 })));
    report.figure('standings.get as of round 5, median', percentile(asOf5, 50), 'ms');

    const rr = eventOf(backend, 'round-robin', 40, null);
    const rrTimes: number[] = [];
    for (let r = 1; r <= 39; r++) {
      let round: RoundView | undefined;
      rrTimes.push(timeMs(() => (round = pairAndPublish(backend, rr))));
      score(backend, rr, round!);
    }
    report.figure('rounds.pair, 40-player round robin, round 1', rrTimes[0]!, 'ms');
    report.figure('rounds.pair, 40-player round robin, median over 39 rounds', percentile(rrTimes, 50), 'ms');
    report.note('pair times include the pre-round backup (VACUUM INTO from a second connection) and rounds.publish');

    largeEvent(backend, report);
    report.note('wall time counts waiting for a busy CPU too; the CPU figures are what the call itself costs');
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
