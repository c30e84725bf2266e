/**
 * Crash safety, measured: starts the real server (`td serve` on a real SQLite file), streams legal moves
 * for many games at once through the HTTP API, SIGKILLs the server at random moments (also while it is
 * still opening the file), restarts it, and checks the file after every kill:
 *   - every action whose request was answered as saved is there, in order (acknowledged => durable);
 *   - nothing else is there but, at most, the one action per game that was in flight at the kill;
 *   - every game's seq runs 1..n and its record replays through the engine (no half-written action);
 *   - PRAGMA integrity_check is ok.
 *
 *   npm run torture [-- --cycles 200 --games 16 --seed 1]
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../src/shared/random';
import type { GameId } from '../src/shared/games/types';
import { isGameId } from '../src/shared/games/registry';
import { LocalGame, PLAYABLE, pick } from './random-games';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface TortureOptions {
  cycles: number;
  /** Games recorded at the same time. */
  games: number;
  seed: number;
  /** Longest a server lives after it is ready (ms); the kill comes at a random moment before. */
  maxLifeMs: number;
  /** Share of cycles killed while the server is still starting (opening, migrating). */
  startupKillShare: number;
  log?: (line: string) => void;
}

export interface TortureReport {
  cycles: number;
  acknowledged: number;
  lost: number;
  integrityFailures: number;
  /** In-flight actions that turned out saved although the answer never arrived (allowed, not lost). */
  savedUnanswered: number;
  gamesPlayed: number;
  problems: string[];
}

export interface Tracked {
  id: number;
  game: GameId;
  /** The record as acknowledged by the server (plus in-flight actions found saved after a kill). */
  acked: string[];
  inFlight: string | null;
  local: LocalGame;
  retired: boolean;
}

const MAX_PLIES = 300;

/** Starts `td serve` as ONE process (node with the tsx loader), so SIGKILL hits the server itself. */
function startServer(file: string): { child: ChildProcess; ready: Promise<string | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/td.ts', 'serve', '--port', '0', '--db', file], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const ready = new Promise<string | null>((resolveReady, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) resolveReady(m[1]!);
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolveReady(null);
      else reject(new Error(`td serve exited (${code ?? signal}) before it was killed: ${err.trim()}`));
    });
  });
  return { child, ready };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

async function post(base: string, method: string, body: unknown): Promise<{ ok: boolean; data?: unknown; error?: { code: string; message: string } }> {
  const res = await fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { ok: boolean; data?: unknown; error?: { code: string; message: string } };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Checks the file while no server runs. Opening it read-write is what the next server would do anyway
 * (it recovers the WAL); the checks themselves only read.
 */
export function checkFile(file: string, tracked: Map<number, Tracked>, report: TortureReport): void {
  // Killed before a new database was put in place: there is no file yet (opening one here would make
  // an empty file, which the server refuses as not a database), and nothing can have been answered.
  if (!existsSync(file)) {
    const acked = [...tracked.values()].reduce((n, t) => n + t.acked.length, 0);
    report.lost += acked;
    if (tracked.size) report.problems.push('the database file vanished');
    return;
  }
  const db = new Database(file, { timeout: 5000, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      report.integrityFailures++;
      report.problems.push(`integrity_check: ${String(integrity)}`);
    }
    const hasGames = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'games'").get();
    if (!hasGames) {
      if (tracked.size) {
        report.lost += [...tracked.values()].reduce((n, t) => n + t.acked.length, 0);
        report.problems.push('the games table vanished');
      }
      return;
    }
    const games = db.prepare('SELECT id, game FROM games ORDER BY id').all() as { id: number; game: string }[];
    const actionsOf = db.prepare('SELECT seq, notation FROM actions WHERE game_id = ? ORDER BY seq');
    const stored = new Map<number, string[]>();
    for (const { id, game } of games) {
      const rows = actionsOf.all(id) as { seq: number; notation: string }[];
      rows.forEach((r, i) => {
        if (r.seq !== i + 1) {
          report.integrityFailures++;
          report.problems.push(`game ${id}: seq ${r.seq} at position ${i + 1}`);
        }
      });
      const actions = rows.map((r) => r.notation);
      if (!isGameId(game)) {
        report.integrityFailures++;
        report.problems.push(`game ${id}: unknown game ${game}`);
        continue;
      }
      try {
        new LocalGame(game, actions); // every stored action replays
      } catch (err) {
        report.integrityFailures++;
        report.problems.push(`game ${id}: ${(err as Error).message}`);
      }
      stored.set(id, actions);
    }
    for (const t of tracked.values()) {
      const have = stored.get(t.id);
      if (!have) {
        report.lost += t.acked.length;
        report.problems.push(`game ${t.id} (acknowledged as created) is missing`);
        continue;
      }
      const prefix = have.slice(0, t.acked.length);
      if (!sameList(prefix, t.acked)) {
        const firstBad = t.acked.findIndex((a, i) => prefix[i] !== a);
        report.lost += t.acked.length - firstBad;
        report.problems.push(`game ${t.id}: acknowledged ${JSON.stringify(t.acked)} but stored ${JSON.stringify(have)}`);
      }
      const extra = have.slice(t.acked.length);
      const expected = extra.length === 0 || (extra.length === 1 && extra[0] === t.inFlight);
      if (!expected) {
        report.integrityFailures++;
        report.problems.push(`game ${t.id}: stored actions nobody sent in that order: ${JSON.stringify(extra)} (in flight: ${t.inFlight})`);
      } else if (extra.length === 1) {
        report.savedUnanswered++;
      }
      if (expected && sameList(prefix, t.acked)) {
        t.acked = have;
        t.local = new LocalGame(t.game, have);
      } else {
        t.retired = true; // a damaged record is reported once, not played on
      }
      t.inFlight = null;
    }
    // Games whose creation was saved but not answered are simply adopted.
    for (const { id, game } of games) {
      if (!tracked.has(id) && isGameId(game)) {
        const actions = stored.get(id) ?? [];
        tracked.set(id, { id, game, acked: actions, inFlight: null, local: new LocalGame(game, actions), retired: actions.length >= MAX_PLIES });
      }
    }
  } finally {
    db.close();
  }
}

/** One table device: records random legal moves for one game until the server dies. */
async function playGame(base: string, t: Tracked, random: () => number, stop: { dead: boolean }, report: TortureReport): Promise<void> {
  while (!stop.dead && !t.retired) {
    const action = t.acked.length >= MAX_PLIES ? null : t.local.randomAction(random);
    if (action === null) {
      t.retired = true;
      return;
    }
    t.inFlight = action;
    let answer: Awaited<ReturnType<typeof post>>;
    try {
      answer = await post(base, 'games.append', { id: t.id, expectedSeq: t.acked.length, action });
    } catch {
      stop.dead = true; // the server is gone: the action stays in flight until the file is checked
      return;
    }
    if (!answer.ok) {
      report.problems.push(`game ${t.id}: append ${action} at ${t.acked.length} refused: ${answer.error?.code} ${answer.error?.message}`);
      t.inFlight = null;
      t.retired = true;
      return;
    }
    const saved = (answer.data as { actions: string[] }).actions;
    if (!sameList(saved, [...t.acked, action])) report.problems.push(`game ${t.id}: answer ${JSON.stringify(saved)} after ${action}`);
    t.acked.push(action);
    t.local.play(action);
    t.inFlight = null;
    report.acknowledged++;
  }
}

/** Keeps `want` live games: starts new ones for those finished. */
async function topUp(base: string, tracked: Map<number, Tracked>, want: number, random: () => number, report: TortureReport): Promise<boolean> {
  let live = [...tracked.values()].filter((t) => !t.retired).length;
  while (live < want) {
    const game = pick(PLAYABLE, random);
    let answer: Awaited<ReturnType<typeof post>>;
    try {
      answer = await post(base, 'games.create', { game, title: `torture ${tracked.size + 1}` });
    } catch {
      return false;
    }
    if (!answer.ok) throw new Error(`games.create refused: ${answer.error?.message}`);
    const id = (answer.data as { id: number }).id;
    tracked.set(id, { id, game, acked: [], inFlight: null, local: new LocalGame(game), retired: false });
    report.gamesPlayed++;
    live++;
  }
  return true;
}

export async function runTorture(options: TortureOptions): Promise<TortureReport> {
  const random = mulberry32(options.seed);
  const dir = mkdtempSync(join(tmpdir(), 'td-torture-'));
  const file = join(dir, 'club.sqlite');
  const tracked = new Map<number, Tracked>();
  const report: TortureReport = { cycles: 0, acknowledged: 0, lost: 0, integrityFailures: 0, savedUnanswered: 0, gamesPlayed: 0, problems: [] };
  let child: ChildProcess | null = null;
  let startFailures = 0;
  try {
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const server = startServer(file);
      child = server.child;
      const earlyKill = random() < options.startupKillShare;
      if (earlyKill) setTimeout(() => void kill(server.child), Math.floor(random() * 1500));
      let base: string | null;
      try {
        base = await server.ready;
        startFailures = 0;
      } catch (err) {
        // A start that fails on its own (not killed; e.g. someone rebuilding the renderer right then) is no cycle.
        if (++startFailures > 10) throw err;
        options.log?.(`start failed, retrying: ${(err as Error).message.split('\n')[0]}`);
        await new Promise((r) => setTimeout(r, 3000));
        cycle--;
        continue;
      }
      if (base) {
        const stop = { dead: false };
        const lifetime = 20 + Math.floor(random() * options.maxLifeMs);
        const killer = new Promise<void>((done) => setTimeout(() => void kill(server.child).then(() => ((stop.dead = true), done())), lifetime));
        if (await topUp(base, tracked, options.games, random, report)) {
          const players = [...tracked.values()].filter((t) => !t.retired).map((t) => playGame(base, t, mulberry32(Math.floor(random() * 2 ** 32)), stop, report));
          await Promise.all([...players, killer]);
        } else {
          await killer;
        }
      }
      await kill(server.child);
      report.cycles = cycle;
      checkFile(file, tracked, report);
      options.log?.(`cycle ${cycle}: ${report.acknowledged} acknowledged, ${report.lost} lost, ${report.integrityFailures} integrity failures${base ? '' : ' (killed while starting)'}`);
    }
  } finally {
    if (child) await kill(child);
    rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cycles: { type: 'string', default: '200' }, games: { type: 'string', default: '16' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) }, quiet: { type: 'boolean', default: false },
    },
  });
  const options: TortureOptions = {
    cycles: Number(values.cycles), games: Number(values.games), seed: Number(values.seed), maxLifeMs: 1500, startupKillShare: 0.1,
    log: values.quiet ? undefined : (line) => process.stderr.write(`${line}\n`),
  };
  process.stdout.write(`torture: ${options.cycles} kill/restart cycles, ${options.games} games at once, seed ${options.seed}\n`);
  const started = Date.now();
  const report = await runTorture(options);
  for (const problem of report.problems.slice(0, 20)) process.stdout.write(`problem: ${problem}\n`);
  process.stdout.write([
    `cycles: ${report.cycles}`,
    `actions acknowledged: ${report.acknowledged}`,
    `actions lost: ${report.lost}`,
    `integrity failures: ${report.integrityFailures}`,
    `saved but unanswered at the kill (kept, not lost): ${report.savedUnanswered}`,
    `games played: ${report.gamesPlayed}`,
    `time: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ].join('\n') + '\n');
  return report.lost === 0 && report.integrityFailures === 0 && report.problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then((code) => (process.exitCode = code), (err: Error) => {
    process.stderr.write(`torture: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  });
}
