/**
 * Dutch pairings compared with a reference engine, round by round, on random tournaments of many
 * shapes (late entries, requested half-point byes, absences, forfeits, withdrawals).
 *
 * Each tournament is played round after round: the events of the round are drawn first (who is
 * absent, who asked for a bye), then the round is paired by the reference (bbpPairings 5.0.1, 2017
 * rules) when its binary is found, else by our engine, and random results are entered. The finished
 * TRF then goes through `td pair --check` (`checkTrf`): our engine re-pairs every round from the
 * rounds before it and is compared pair for pair (with colours) with the file, and every round's
 * pairing, ours and the file's, is checked against the rules (checkPairing).
 *
 *   npm run compare:dutch [-- --players 100,250,500,1000 --rounds 9 --seed 1 --shapes plain,forfeits
 *                          --reference /path/to/bbpPairings | --reference none --keep dir --edition 2026]
 *
 * The reference binary: --reference, else $BBP_PAIRINGS, else ../shared/tools/bbpPairings-5.0.1/
 * bbpPairings beside the clone; with --edition 2026 (our 2026 engine), $BBP_PAIRINGS_6, else
 * ../shared/tools/bbpPairings-6.0.0/bbpPairings. Exit code 1 when a rule is broken or a pairing differs.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../src/shared/random';
import { pairDutch, type DutchEdition, type DutchPair } from '../src/shared/tournament/pairing';
import { formatTrf, roundInput, type Trf, type TrfPlayer, type TrfRound } from '../src/shared/tournament/trf';
import { roundEntry } from '../src/shared/tournament/trf/pairing';
import { checkTrf, type RoundCheck } from '../src/cli/commands/pair';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The pair lines (`white black`, the bye `N 0`) of a pairing printed JaVaFo-style, as bbpPairings and td pair print it: the count first. */
export const printedPairs = (text: string): string[] => text.trim().split(/\s*\n/).slice(1).map((l) => l.trim());

/** The bbpPairings version that pairs an edition's rules. */
export const referenceVersion = (edition: DutchEdition): string => (edition === '2026' ? '6.0.0' : '5.0.1');

/** The reference binary, or null when none is on this machine. */
export function findReference(explicit?: string, edition: DutchEdition = '2017'): string | null {
  const bundled = resolve(repoRoot, `../shared/tools/bbpPairings-${referenceVersion(edition)}/bbpPairings`);
  const fromEnv = edition === '2026' ? process.env.BBP_PAIRINGS_6 : process.env.BBP_PAIRINGS;
  const candidates = explicit !== undefined ? [explicit] : [fromEnv, bundled];
  for (const c of candidates) {
    if (!c || c === 'none') continue;
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      // not there: try the next
    }
  }
  return null;
}

/** A tournament's shape: chances are per player and round unless said otherwise. */
export interface Shape {
  name: string;
  /** Share of the players who enter late (in round 2 or 3; the rounds before are zero-point byes). */
  late?: number;
  /** Chance of a requested half-point bye (H) in rounds before the last. */
  halfBye?: number;
  /** Chance of an absence without notice, scored as a zero-point bye (Z). */
  absence?: number;
  /** Chance that a game is forfeited (+/-: not played, the two may meet again). */
  forfeit?: number;
  /** Share of the players who withdraw after a random round (absent from then on). */
  withdraw?: number;
  /** Chance of a draw; default 0.3. */
  draw?: number;
}

export const SHAPES: Shape[] = [
  { name: 'plain' },
  { name: 'draws', draw: 0.6 },
  { name: 'late entries', late: 0.1 },
  { name: 'byes', halfBye: 0.05 },
  { name: 'forfeits', forfeit: 0.05 },
  { name: 'withdrawals', withdraw: 0.15, absence: 0.03 },
  { name: 'everything', late: 0.05, halfBye: 0.03, absence: 0.03, forfeit: 0.03, withdraw: 0.1 },
];

export interface TournamentSpec {
  shape: Shape;
  players: number;
  rounds: number;
  seed: number;
  /** The rules to pair by (default 2017, bbpPairings 5.0.1; 2026 is bbpPairings 6.0.0). */
  edition?: DutchEdition;
}

export interface TournamentReport {
  spec: TournamentSpec;
  /** Who paired the rounds in the file: the reference, or our engine (rules and round trip only). */
  pairedBy: 'reference' | 'engine';
  trf: Trf;
  checks: RoundCheck[];
  /** Wall milliseconds the reference took to pair (null without it). */
  referenceMs: number | null;
}

const cell = (opponent: number, colour: 'w' | 'b' | '-', result: string): TrfRound => ({ opponent, colour, result });

/** The pairing the reference gives for the next round of `trf`. */
function referencePairing(binary: string, trf: Trf, dir: string): { pairs: DutchPair[]; bye: number | null; ms: number } {
  const input = join(dir, 'in.trf');
  const output = join(dir, 'out.txt');
  writeFileSync(input, formatTrf(trf));
  const start = performance.now();
  execFileSync(binary, ['--dutch', input, '-p', output], { stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - start;
  const pairs: DutchPair[] = [];
  let bye: number | null = null;
  for (const line of printedPairs(readFileSync(output, 'utf8'))) {
    const [a, b] = line.split(/\s+/).map(Number) as [number, number];
    if (b === 0) bye = a;
    else pairs.push({ white: a, black: b });
  }
  return { pairs, bye, ms };
}

/** Plays a tournament of this shape and checks every round (see the file's comment). */
export function playTournament(spec: TournamentSpec, reference: string | null): TournamentReport {
  const { shape, players: n, rounds: R } = spec;
  const random = mulberry32(spec.seed);
  const chance = (p: number | undefined): boolean => p !== undefined && p > 0 && random() < p;
  const entry = Array.from({ length: n }, () => (chance(shape.late) ? 2 + Math.floor(random() * 2) : 1));
  const leaves = Array.from({ length: n }, () => (chance(shape.withdraw) ? 2 + Math.floor(random() * (R - 1)) : R + 1));
  const trf: Trf = {
    headers: [`012 ${shape.name}, ${n} players, seed ${spec.seed}`],
    totalRounds: R,
    initialColour: random() < 0.5 ? 'white' : 'black',
    players: Array.from({ length: n }, (_, i): TrfPlayer => ({
      id: i + 1, sex: '', title: '', name: `Player ${i + 1}`, rating: 2600 - i, federation: '', fideId: '', birth: '',
      points: 0, rank: null, rounds: [],
    })),
  };
  const dir = reference ? mkdtempSync(join(tmpdir(), 'compare-dutch-')) : null;
  let referenceMs = 0;
  try {
    for (let round = 1; round <= R; round++) {
      // The round's events, decided before it is paired.
      for (const [i, p] of trf.players.entries()) {
        if (round < entry[i]! || round >= leaves[i]!) p.rounds.push(cell(0, '-', 'Z'));
        else if (round < R && chance(shape.halfBye)) p.rounds.push(cell(0, '-', 'H'));
        else if (chance(shape.absence)) p.rounds.push(cell(0, '-', 'Z'));
        else p.rounds.push(null);
      }
      // The file as it stands before the pairing (a pre-set cell of this round counts in the score).
      const before: Trf = { ...trf, players: trf.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, round) })) };
      for (const p of before.players) p.points = p.rounds.reduce((s, c) => s + (c ? roundEntry(c).points : 0), 0);
      let pairing: { pairs: DutchPair[]; bye: number | null };
      if (reference && dir) {
        let made: ReturnType<typeof referencePairing>;
        try {
          made = referencePairing(reference, before, dir);
        } catch (err) {
          // The reference found no legal pairing (a small field late in the event): ours must agree,
          // and the tournament ends with the rounds before it.
          const ours = pairDutch({ ...roundInput(before, round), edition: spec.edition ?? '2017' });
          if (ours.ok) throw new Error(`${shape.name}, ${n} players, seed ${spec.seed}, round ${round}: the reference refused (${(err as Error).message.split('\n')[0]}) but the engine paired it`);
          trf.players.forEach((p) => p.rounds.splice(round - 1));
          break;
        }
        referenceMs += made.ms;
        pairing = made;
      } else {
        const result = pairDutch({ ...roundInput(before, round), edition: spec.edition ?? '2017' });
        if (!result.ok) throw new Error(`${shape.name}, ${n} players, seed ${spec.seed}, round ${round}: ${result.error.message}`);
        pairing = result;
      }
      const byId = new Map(trf.players.map((p) => [p.id, p]));
      const draw = shape.draw ?? 0.3;
      for (const { white, black } of pairing.pairs) {
        const w = byId.get(white)!;
        const b = byId.get(black)!;
        if (chance(shape.forfeit)) {
          const whiteWins = random() < 0.5;
          w.rounds[round - 1] = cell(black, 'w', whiteWins ? '+' : '-');
          b.rounds[round - 1] = cell(white, 'b', whiteWins ? '-' : '+');
          continue;
        }
        const r = random();
        // The higher ranked (lower number) player wins more often.
        const pWhite = (1 - draw) * (white < black ? 0.65 : 0.35);
        const [rw, rb] = r < pWhite ? ['1', '0'] : r < pWhite + draw ? ['=', '='] : ['0', '1'];
        w.rounds[round - 1] = cell(black, 'w', rw);
        b.rounds[round - 1] = cell(white, 'b', rb);
      }
      if (pairing.bye !== null) byId.get(pairing.bye)!.rounds[round - 1] = cell(0, '-', 'U');
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  for (const p of trf.players) p.points = p.rounds.reduce((s, c) => s + (c ? roundEntry(c).points : 0), 0);
  return { spec, pairedBy: reference ? 'reference' : 'engine', trf, checks: checkTrf(trf, spec.edition ?? '2017'), referenceMs: reference ? referenceMs : null };
}

/** Pairs identical / total and rounds identical / total over some reports. */
export function agreement(reports: TournamentReport[]): { pairs: number; samePairs: number; rounds: number; sameRounds: number; breaches: number } {
  const checks = reports.flatMap((r) => r.checks);
  return {
    pairs: checks.reduce((s, c) => s + c.recorded.pairs.length, 0),
    samePairs: checks.reduce((s, c) => s + c.samePairs, 0),
    rounds: checks.length,
    sameRounds: checks.filter((c) => c.identical).length,
    breaches: checks.reduce((s, c) => s + c.engineBreaches.length + c.fileBreaches.length, 0),
  };
}

function main(): number {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '100,250,500,1000' },
      rounds: { type: 'string', default: '9' },
      seed: { type: 'string', default: '1' },
      shapes: { type: 'string' },
      reference: { type: 'string' },
      keep: { type: 'string' },
      edition: { type: 'string', default: '2017' },
    },
  });
  const sizes = values.players.split(',').map(Number);
  const rounds = Number(values.rounds);
  const seed = Number(values.seed);
  if (sizes.some((s) => !Number.isInteger(s) || s < 2) || !Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(seed)) {
    process.stderr.write('compare-dutch: --players takes sizes of at least 2 (comma separated), --rounds and --seed integers\n');
    return 2;
  }
  const edition = values.edition as DutchEdition;
  if (edition !== '2017' && edition !== '2026') {
    process.stderr.write('compare-dutch: --edition takes 2017 or 2026\n');
    return 2;
  }
  const wanted = values.shapes?.split(',');
  const shapes = wanted ? SHAPES.filter((s) => wanted.includes(s.name)) : SHAPES;
  if (wanted && shapes.length !== wanted.length) {
    process.stderr.write(`compare-dutch: unknown shape in ${values.shapes}; shapes: ${SHAPES.map((s) => s.name).join(', ')}\n`);
    return 2;
  }
  const reference = findReference(values.reference, edition);
  process.stdout.write(reference ? `reference: ${reference}\n` : 'no reference binary: rounds paired by the engine, rules and round trip checked\n');
  if (values.keep) mkdirSync(values.keep, { recursive: true });
  const reports: TournamentReport[] = [];
  let k = 0;
  for (const players of sizes) {
    for (const shape of shapes) {
      const spec = { shape, players, rounds, seed: seed * 1000 + k++, edition };
      const cpu0 = process.cpuUsage();
      const report = playTournament(spec, reference);
      const cpu = process.cpuUsage(cpu0);
      reports.push(report);
      const a = agreement([report]);
      if (values.keep) writeFileSync(join(values.keep, `${shape.name.replace(/ /g, '-')}-${players}-${spec.seed}.trf`), formatTrf(report.trf));
      process.stdout.write(
        `${shape.name.padEnd(12)} ${String(players).padStart(5)} players, seed ${spec.seed}: pairs ${a.samePairs}/${a.pairs}, ` +
          `rounds ${a.sameRounds}/${a.rounds}, rule breaches ${a.breaches}; CPU ours ${Math.round((cpu.user + cpu.system) / 1000)} ms` +
          (report.referenceMs !== null ? `, reference ${Math.round(report.referenceMs)} ms wall` : '') + '\n',
      );
      for (const c of report.checks) {
        if (c.identical && c.engineBreaches.length + c.fileBreaches.length === 0) continue;
        process.stdout.write(`  round ${c.round}: ${c.samePairs}/${c.recorded.pairs.length} pairs` +
          [...c.engineBreaches.map((b) => `; engine breaks ${b}`), ...c.fileBreaches.map((b) => `; file breaks ${b}`)].join('') + '\n');
      }
    }
  }
  const total = agreement(reports);
  process.stdout.write(
    `total: pairs identical ${total.samePairs}/${total.pairs}, rounds identical ${total.sameRounds}/${total.rounds}, rule breaches ${total.breaches}` +
      (reference ? '' : ' (no reference: agreement is the TRF round trip)') + '\n',
  );
  return total.breaches > 0 || total.samePairs !== total.pairs || total.sameRounds !== total.rounds ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main();
