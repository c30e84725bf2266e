/**
 * Dutch pairing speed: round 9 of a 1,000-player and of a 500-player tournament whose rounds 1-8
 * were paired by the engine itself with seeded random results.
 */
import { timeMs, type Bench } from './harness';
import { pairDutch, simulateTournament } from '../src/shared/tournament/pairing';

const bench: Bench = (report) => {
  for (const players of [500, 1000]) {
    let sim: ReturnType<typeof simulateTournament> | undefined;
    const generate = timeMs(() => (sim = simulateTournament({ players, rounds: 9, playRounds: 8, seed: 2025 })));
    if (!sim || sim.error) {
      report.note(`${players} players: could not generate rounds 1-8 (${sim?.error?.error.message ?? 'no result'})`);
      continue;
    }
    report.figure(`${players} players, rounds 1-8 paired (generation)`, Math.round(generate), 'ms');
    const input = { round: 9, totalRounds: 9, players: sim.players.map((p) => ({ id: p.id, history: p.history })) };
    let ok = false;
    const ms = timeMs(() => (ok = pairDutch(input).ok));
    report.figure(`${players} players, pair round 9`, Math.round(ms), 'ms');
    if (!ok) report.note(`${players} players: round 9 had no legal pairing`);
  }
};

export default bench;
