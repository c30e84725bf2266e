/**
 * Dutch pairing speed: round 9 of a 1,000-player and of a 500-player tournament whose rounds 1-8
 * were paired by the engine itself with seeded random results. Wall time and CPU time (the machine
 * is shared: CPU time is the figure other people's work disturbs least; it includes the garbage
 * collector's threads, so it may exceed wall time).
 */
import type { Bench } from './harness';
import { pairDutch, simulateTournament } from '../src/shared/tournament/pairing';

function measure<T>(fn: () => T): { value: T; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  const value = fn();
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  return { value, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const bench: Bench = (report) => {
  for (const players of [500, 1000]) {
    const generated = measure(() => simulateTournament({ players, rounds: 9, playRounds: 8, seed: 2025 }));
    const sim = generated.value;
    if (sim.error) {
      report.note(`${players} players: could not generate rounds 1-8 (${sim.error.error.message})`);
      continue;
    }
    report.figure(`${players} players, rounds 1-8 paired (generation), wall`, Math.round(generated.wall), 'ms');
    report.figure(`${players} players, rounds 1-8 paired (generation), CPU`, Math.round(generated.cpu), 'ms');
    const input = { round: 9, totalRounds: 9, players: sim.players.map((p) => ({ id: p.id, history: p.history })) };
    const paired = measure(() => pairDutch(input));
    report.figure(`${players} players, pair round 9, wall`, Math.round(paired.wall), 'ms');
    report.figure(`${players} players, pair round 9, CPU`, Math.round(paired.cpu), 'ms');
    if (!paired.value.ok) report.note(`${players} players: round 9 had no legal pairing`);
  }
};

export default bench;
