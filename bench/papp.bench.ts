/**
 * PAPP pairing speed (issue 41), as a ratio against the named reference: the project's Dutch engine
 * pairing the very same round inputs (the same players, histories and availability). The events are
 * played by PAPP itself (simulateTournament with pairPapp as the pairing), so the Dutch is timed on
 * PAPP-shaped histories. The PAPP program itself is not the reference: one round through its menu costs
 * ~0.5 s of process start and screen I/O (../shared/tools/papp-1.37.1/NOTES.md), not pairing.
 *
 * CPU time (process.cpuUsage) of all the event's rounds, PAPP and Dutch runs alternating (which goes
 * first alternates too), and the median of each: the machine is shared, a single run is noise. PAPP
 * is timed again on the same inputs with a federation per player (the Dutch engine has no use for them).
 * Also printed: the share of the complete graph's pairs the sparse matching costed (papp/sparse.ts).
 */
import type { Bench } from './harness';
import { cpuMs } from './harness';
import { pairDutch, simulateTournament, type DutchInput } from '../src/shared/tournament/pairing';
import { DEFAULT_PAPP_TABLE, pairPapp, type PappPlayer } from '../src/shared/tournament/papp';

/** Timed runs of each engine per field size. */
const RUNS = 5;

const papp = (input: DutchInput) => pairPapp({ round: input.round, players: input.players, seed: input.round, table: DEFAULT_PAPP_TABLE, pointsForWin: 1 });

/** The same inputs with a federation per player (five, random): Chauvinisme then tells pairs apart. */
const COUNTRIES = ['FRA', 'JPN', 'NED', 'GBR', 'USA'];
const withCountries = (input: DutchInput): DutchInput & { players: PappPlayer[] } =>
  ({ ...input, players: input.players.map((p) => ({ ...p, country: COUNTRIES[(p.id * 7919) % COUNTRIES.length] })) });

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const bench: Bench = (report) => {
  for (const [players, rounds] of [[30, 9], [200, 9], [1000, 9]] as const) {
    const inputs: DutchInput[] = [];
    let costed = 0;
    let complete = 0;
    const sim = simulateTournament({
      players, rounds, seed: 41, absence: 0.02,
      pair: (input) => {
        inputs.push(input);
        const r = papp(input);
        costed += r.costed ?? 0;
        const n = input.players.filter((p) => p.available !== false).length;
        complete += ((n + (n % 2)) * (n + (n % 2) - 1)) / 2;
        return { ok: true, pairs: r.pairs.map(({ white, black }) => ({ white, black })), bye: r.bye };
      },
    });
    if (sim.error) report.note(`${players} players: round ${sim.error.round}: ${sim.error.error.message}`);
    const national = inputs.map(withCountries);
    const times = { papp: [] as number[], dutch: [] as number[], countries: [] as number[] };
    const run = {
      papp: () => cpuMs(() => { for (const input of inputs) papp(input); }),
      dutch: () => cpuMs(() => { for (const input of inputs) pairDutch(input); }),
      countries: () => cpuMs(() => { for (const input of national) papp(input); }),
    };
    const engines = ['papp', 'dutch', 'countries'] as const;
    for (let i = 0; i < RUNS; i++) for (const engine of i % 2 === 0 ? engines : [...engines].reverse()) times[engine].push(run[engine]());
    const [p, d, c] = [median(times.papp), median(times.dutch), median(times.countries)];
    report.figure(`${players} players, rounds 1-${rounds} by PAPP, CPU (median of ${RUNS})`, Math.round(p), 'ms');
    report.figure(`${players} players, rounds 1-${rounds} by the Dutch engine, CPU (median of ${RUNS})`, Math.round(d), 'ms');
    report.figure(`${players} players, rounds 1-${rounds}, CPU time ratio PAPP / Dutch engine on the same inputs`, p / Math.max(d, 1), 'x');
    report.figure(`${players} players, pairs costed by the sparse matching / the complete graph's`, costed / Math.max(complete, 1), 'x');
    report.figure(`${players} players with federations (5), rounds 1-${rounds} by PAPP, CPU time ratio PAPP / Dutch engine`, c / Math.max(d, 1), 'x');
  }
};

export default bench;
