/**
 * PAPP pairing speed (issue 41), as a ratio against the named reference: the project's Dutch engine
 * pairing the very same round inputs (the same players, histories and availability). The events are
 * played by PAPP itself (simulateTournament with pappRound as the pairing), so the Dutch is timed on
 * PAPP-shaped histories. The PAPP program itself is not the reference: one round through its menu costs
 * ~0.5 s of process start and screen I/O (../shared/tools/papp-1.37.1/NOTES.md), not pairing.
 * Also printed: the share of the complete graph's pairs the sparse matching costed (papp/sparse.ts).
 */
import type { Bench } from './harness';
import { cpuMs } from './harness';
import { pairDutch, simulateTournament, type DutchResult } from '../src/shared/tournament/pairing';
import { DEFAULT_PAPP_TABLE, pairPapp } from '../src/shared/tournament/papp';

const bench: Bench = (report) => {
  for (const [players, rounds] of [[30, 9], [200, 9], [1000, 9]] as const) {
    let papp = 0;
    let dutch = 0;
    let costed = 0;
    let complete = 0;
    const sim = simulateTournament({
      players, rounds, seed: 41, absence: 0.02,
      pair: (input) => {
        let result: DutchResult | null = null;
        papp += cpuMs(() => {
          // pappRound without countries is pairPapp on the same players; this gives the pairs costed too.
          const r = pairPapp({ round: input.round, players: input.players, seed: input.round, table: DEFAULT_PAPP_TABLE, pointsForWin: 1 });
          result = { ok: true, pairs: r.pairs.map(({ white, black }) => ({ white, black })), bye: r.bye };
          costed += r.costed ?? 0;
        });
        const n = input.players.filter((p) => p.available !== false).length;
        complete += ((n + (n % 2)) * (n + (n % 2) - 1)) / 2;
        dutch += cpuMs(() => void pairDutch(input));
        return result!;
      },
    });
    if (sim.error) report.note(`${players} players: round ${sim.error.round}: ${sim.error.error.message}`);
    report.figure(`${players} players, rounds 1-${rounds} by PAPP, CPU`, Math.round(papp), 'ms');
    report.figure(`${players} players, rounds 1-${rounds} by the Dutch engine, CPU`, Math.round(dutch), 'ms');
    report.figure(`${players} players, rounds 1-${rounds}, CPU time ratio PAPP / Dutch engine on the same inputs`, papp / Math.max(dutch, 1), 'x');
    report.figure(`${players} players, pairs costed by the sparse matching / the complete graph's`, costed / Math.max(complete, 1), 'x');
  }
};

export default bench;
