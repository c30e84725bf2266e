/**
 * Our C.07 tie-breaks against Gacrux, FIDE's tie-break checker (issue 37 part 3): random Swiss and
 * round-robin events (byes, forfeits, absences, withdrawals) written as TRF-16, Gacrux run on each, and
 * every value and rank compared. Gacrux is not part of the repository: $GACRUX, else
 * ../shared/tools/gacrux-1.9.57 beside the clone (or beside the worktrees' folder); it needs python3.
 * test/tournament/c07-2026.test.ts runs this, and keeps a few of its outputs as fixtures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, shuffled } from '../src/shared/random';
import { computeStandings, type Criterion, type Standings } from '../src/shared/tournament/standings';
import { bergerTable } from '../src/shared/tournament/formats/roundRobin';
import type { Entry, Pairing, TournamentEvent } from '../src/shared/tournament/model';
import { bye, match, played } from '../src/shared/tournament/testing';
import { formatTrf, trfFromEvent } from '../src/shared/tournament/trf';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Gacrux's folder, or null when it (or python3) is not on this machine. */
export function findGacrux(): string | null {
  const candidates = [process.env.GACRUX, resolve(repoRoot, '../shared/tools/gacrux-1.9.57'), resolve(repoRoot, '../../shared/tools/gacrux-1.9.57')];
  const folder = candidates.find((c) => c && existsSync(join(c, 'tiebreakchecker.py'))) ?? null;
  if (!folder) return null;
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return folder;
  } catch {
    return null;
  }
}

/** Gacrux's codes and our criteria. DE's value is Gacrux's own rank-like figure: compared by rank only. */
export const CODES: Record<string, Criterion> = {
  PTS: 'matchPoints', BH: 'buchholz', 'BH/C1': 'buchholzCut1', 'BH/C2': 'buchholzCut2', 'BH/M1': 'buchholzMedian', 'BH/M2': 'buchholzMedian2',
  SB: 'sonnebornBerger', WIN: 'wins', WON: 'winsPlayed', PS: 'progressive', KS: 'koya', ARO: 'aro', STD: 'standardPoints', TPN: 'pairingNumber',
  RTNG: 'rating', DE: 'directEncounter',
};
/** What each kind of event is compared on (`order`: the ranking, TPN last so that ranks are unique). */
export const COMPARED = {
  swiss: {
    values: ['PTS', 'BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/M2', 'SB', 'WIN', 'WON', 'PS', 'ARO', 'STD', 'TPN', 'RTNG'],
    order: ['PTS', 'BH/C1', 'BH', 'SB', 'DE', 'WIN', 'TPN'],
  },
  roundRobin: {
    values: ['PTS', 'SB', 'WIN', 'WON', 'PS', 'KS', 'ARO', 'STD', 'TPN', 'RTNG'],
    order: ['PTS', 'DE', 'SB', 'WIN', 'KS', 'TPN'],
  },
} as const;

export interface Shape {
  kind: 'swiss' | 'roundRobin';
  players: number;
  rounds: number;
}

/**
 * A random event of the shape: results 40% first mover wins, 35% second, 25% draw; 6% forfeits (one in
 * six by both), Swiss: 5% requested half- or zero-point byes, 4% absences, one withdrawal in three events.
 */
export function randomEvent(shape: Shape, seed: number): TournamentEvent {
  const random = mulberry32(seed);
  const entries: Entry[] = Array.from({ length: shape.players }, (_, i) => ({
    id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2400 - i * 25 - Math.floor(random() * 20), pairingNumber: i + 1,
  }));
  const result = (a: string, b: string, board: number): Pairing => {
    const r = random();
    if (r < 0.06) {
      const m = match(board, a, b, { first: 'a', result: null });
      m.forfeit = random() < 1 / 6 ? 'both' : random() < 0.5 ? 'a' : 'b';
      return m;
    }
    const x = random();
    return match(board, a, b, x < 0.4 ? played('a', 1, 0) : x < 0.75 ? played('b', 0, 1) : played(null, 0, 0));
  };
  const rounds: Pairing[][] = [];
  if (shape.kind === 'roundRobin') {
    const table = bergerTable(shape.players);
    for (const round of table.slice(0, shape.rounds)) {
      rounds.push(round.map(([a, b], k) => {
        const ea = entries[a - 1];
        const eb = entries[b - 1];
        if (!ea || !eb) return bye((ea ?? eb)!.id, 'pairing');
        return result(ea.id, eb.id, k + 1);
      }));
    }
    return { name: `rr-${seed}`, game: 'ninuki', format: 'round-robin', entries, rounds: rounds.map((pairings, i) => ({ number: i + 1, pairings })), tieBreakEdition: '2026' };
  }
  const withdrawn = random() < 1 / 3 ? { entry: entries[Math.floor(random() * entries.length)]!, from: 2 + Math.floor(random() * (shape.rounds - 1)) } : null;
  if (withdrawn) withdrawn.entry.withdrawnFromRound = withdrawn.from;
  const met = new Set<string>();
  for (let n = 1; n <= shape.rounds; n++) {
    const pairings: Pairing[] = [];
    const here: Entry[] = [];
    for (const e of entries) {
      if (withdrawn?.entry === e && n >= withdrawn.from) continue;
      const r = random();
      if (r < 0.05) pairings.push(bye(e.id, random() < 0.5 ? 'half' : 'zero'));
      else if (r < 0.09) continue; // absent
      else here.push(e);
    }
    // Random pairs, avoiding a repeat where a few tries allow it.
    let order = shuffled(here, random);
    for (let tries = 0; tries < 20; tries++) {
      const ok = order.every((e, i) => i % 2 === 1 || i + 1 >= order.length || !met.has(`${e.id}|${order[i + 1]!.id}`));
      if (ok) break;
      order = shuffled(here, random);
    }
    if (order.length % 2 === 1) pairings.push(bye(order.pop()!.id, 'pairing'));
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [a, b] = [order[i]!, order[i + 1]!];
      met.add(`${a.id}|${b.id}`).add(`${b.id}|${a.id}`);
      pairings.push(result(a.id, b.id, i / 2 + 1));
    }
    rounds.push(pairings);
  }
  return { name: `swiss-${seed}`, game: 'ninuki', format: 'swiss', entries, rounds: rounds.map((pairings, i) => ({ number: i + 1, pairings })), tieBreakEdition: '2026' };
}

/** The event as TRF-16 for Gacrux: a round without a pairing is written as a zero-point bye (an absence, to C.07). */
export function trfText(event: TournamentEvent): string {
  const trf = trfFromEvent({ name: event.name, venue: '', startDate: null, endDate: null, format: event.format, roundsPlanned: event.rounds.length, initialColour: 'white' }, event, new Map());
  const last = event.rounds.length;
  for (const p of trf.players) {
    for (let n = 0; n < last; n++) p.rounds[n] ??= { opponent: 0, colour: '-', result: 'Z' };
  }
  return formatTrf(trf);
}

/** Gacrux's values and ranks per starting number (its tab-separated output). */
export interface GacruxTable {
  codes: string[];
  rows: Map<number, { rank: number; values: Array<number | null> }>;
}

export function parseGacrux(tsv: string): GacruxTable {
  const lines = tsv.trim().split(/\r?\n/);
  const head = lines[0]!.split('\t');
  const codes = head.slice(2);
  const rows = new Map<number, { rank: number; values: Array<number | null> }>();
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    rows.set(Number(cells[0]), { rank: Number(cells[1]), values: cells.slice(2).map((c) => (c === '' || c === 'None' ? null : Number(c))) });
  }
  return { codes, rows };
}

/** Runs Gacrux on a TRF text: `-s` Swiss rules or `-p` round-robin rules, the codes in order. */
export function runGacrux(folder: string, trf: string, kind: Shape['kind'], rounds: number, codes: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gacrux-'));
  try {
    const file = join(dir, 'event.trf');
    writeFileSync(file, trf);
    return execFileSync('python3', ['tiebreakchecker.py', '-i', file, '-b', 'utf-8', kind === 'swiss' ? '-s' : '-p', '-n', String(rounds), '-t', ...codes, '-d', 'T'], { cwd: folder, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Difference {
  entry: number;
  code: string;
  /** Null: our table has no such value (an opponent tie-break out of the order). */
  ours: number | null;
  theirs: number | null;
}

/** The codes of one Gacrux run: the ranking order first (its ranks end at TPN, unique), then the other values. */
export function runCodes(kind: Shape['kind']): string[] {
  const c = COMPARED[kind];
  return [...c.order, ...c.values.filter((v) => !(c.order as readonly string[]).includes(v))];
}

/** Compares our standings with Gacrux's table: every value but DE's, and every rank by the order. */
export function compare(event: TournamentEvent, table: GacruxTable): { compared: number; differences: Difference[] } {
  const kind = event.format === 'swiss' ? 'swiss' : 'roundRobin';
  const order = COMPARED[kind].order.map((c) => CODES[c]!);
  const ours: Standings = computeStandings(event, { order });
  const byNumber = new Map(ours.rows.map((r) => [r.pairingNumber, r]));
  const differences: Difference[] = [];
  let compared = 0;
  for (const [entry, row] of table.rows) {
    const mine = byNumber.get(entry)!;
    table.codes.forEach((code, k) => {
      if (code === 'DE') return;
      const theirs = row.values[k]!;
      const value = mine.values[CODES[code]!];
      compared++;
      if (theirs === null || value === null || Math.abs(value - theirs) > 0.005) differences.push({ entry, code, ours: value, theirs });
    });
  }
  for (const [entry, row] of table.rows) {
    compared++;
    const rank = byNumber.get(entry)!.rank;
    if (rank !== row.rank) differences.push({ entry, code: 'rank', ours: rank, theirs: row.rank });
  }
  return { compared, differences };
}
