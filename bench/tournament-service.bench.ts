/**
 * The tournament services on a real SQLite file: pairing a round through `rounds.pair` (load,
 * Dutch engine or Berger table, checks, save, pre-round backup) for a 500-player Swiss round and a
 * 40-player round robin, and `standings.get` for 500 players x 9 rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, timeMs, type Bench } from './harness';
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
    const p = call<{ id: number }>(backend, 'players.create', { name: `P${String(i + 1).padStart(4, '0')}`, rating: 2400 - i });
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
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
