/**
 * Durable moves over HTTP (issue 45, part 1): `games.append` on the web host of `td serve` against the
 * floor, a bare Node HTTP server with better-sqlite3 doing one INSERT per transaction with the same
 * journal mode (WAL) and synchronous setting (FULL). Each server runs in its own process; 1, 10 and 100
 * clients each play their own Othello games as fast as the answers come.
 * One fsync per commit makes a run's figure follow the disk and the other processes of the machine, which
 * drift within seconds: each concurrency is measured as RUNS pairs of short runs, floor and ours back to
 * back, the pair's order swapped every time (a drift favours neither), and reported as the median of the
 * pairs' ratios with their range, the medians of each side, the server CPU per move (the figure the disk
 * does not disturb), the answer's p50 and the load average around the runs.
 * Then a 150-board venue night: table devices moving at a player's pace while every device and the
 * director's page follow the change notices and the director keeps reading the boards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, get, type IncomingMessage } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/main/db/connection';
import { createBackend, type Backend } from '../src/main/services/backend';
import { rules } from '../src/shared/games/othello';
import { percentile, range, type Bench } from './harness';
import { bundled } from './support/bundled';

const here = dirname(fileURLToPath(import.meta.url));
/** The machine's cores, read before the bench pins itself to some of them. */
const CORES = availableParallelism();
const RUN_MS = Number(process.env.TD_BENCH_MOVES_MS ?? 2000);
/** Pairs of runs (floor and ours) per concurrency. */
const RUNS = Number(process.env.TD_BENCH_MOVES_RUNS ?? 7);
const CLIENTS = (process.env.TD_BENCH_MOVES_CLIENTS ?? '1,10,100').split(',').map(Number);
const GAMES_PER_CLIENT = 8;
/**
 * Games each client has for a run: enough for the whole RUN_MS at a few thousand moves per second (a
 * client that ran out of games ended the run early: at one client 8 games were about 0.4 s of moves).
 */
const gamesPerClient = (clients: number): number => Math.max(GAMES_PER_CLIENT, Math.ceil(640 / clients));
const VENUE_BOARDS = 150;
/**
 * Moves each server plays before a run is measured (a whole night's server is past its start): V8 has
 * compiled the hot path by then, and the write-ahead log has reached its first checkpoint (1,000 pages),
 * after which a commit rewrites the log's blocks instead of growing the file. Growing costs a commit
 * about 30 µs more here; the floor writes two pages a move and ours one, so with a short warm-up ours
 * paid for growth over about twice as many measured moves (a run is 2,000-4,000 moves).
 * V8 is not done after the first checkpoint: with 1,200 moves of warm-up, `--trace-opt` showed td serve
 * compiling 184 more functions in the next 3 s of one client, and the floor 92, so a run measured the
 * optimising compiler's thread as much as the moves. After 6,000 moves about 40 remain.
 */
const WARM_UP_MOVES = 6_000;
/**
 * What a table device's board sends with each move (boards/session.ts): the players' view, and a receipt
 * for an answer, since the board drew the move from the shared engine (the floor answers `{id, seq}`).
 */
const TABLE_DEVICE = { audience: 'players', answer: 'receipt' } as const;

function call<T>(backend: Backend, method: string, input: unknown): T {
  const r = backend.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
  return r.data as T;
}

/** A whole Othello game of random legal moves (a fixed seed: every run plays the same games). */
function randomGame(seed: number): string[] {
  let x = seed >>> 0 || 1;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) / 2 ** 32);
  const setup = rules.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.value;
  const out: string[] = [];
  while (rules.status(s).status !== 'finished') {
    const legal = rules.legal!(s);
    const a = legal[Math.floor(next() * legal.length)]!;
    out.push(rules.formatAction(a));
    s = (rules.apply(s, a) as { value: typeof s }).value;
  }
  return out;
}

interface Server { child: ChildProcess; port: number; agent: Agent }

/**
 * Where the scheduler puts the clients and the server decided a one-client run as much as the code did:
 * on one core they take turns, on two each wakes the other across cores, and pairs of runs of one build
 * ranged 0.57-0.90x. Where taskset is (Linux) and there are two cores or more, every server runs on the
 * last core and this process, the clients, on the others, for the floor and ours alike. Returns the
 * command prefix for a server and the function that gives this process its cores back.
 */
function pinCores(): { server: string[]; release(): void; said: string } {
  const was = CORES >= 2 && process.platform === 'linux' ? spawnSync('taskset', ['-a', '-p', '-c', String(process.pid)], { encoding: 'utf8' }) : null;
  const list = was?.status === 0 ? /list:\s*(\S+)/.exec(was.stdout)?.[1] : undefined;
  // The cores this process may use, by number ("0-3,6" is 0, 1, 2, 3 and 6): a container's need not start at 0.
  const ids = (list ?? '').split(',').filter(Boolean).flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
  if (!list || ids.length < 2) return { server: [], release: () => undefined, said: 'not pinned (no taskset, or one core)' };
  const serverCore = String(ids.at(-1));
  const clientCores = ids.slice(0, -1).join(',');
  spawnSync('taskset', ['-a', '-p', '-c', clientCores, String(process.pid)], { stdio: 'ignore' });
  return {
    server: ['taskset', '-c', serverCore],
    release: () => void spawnSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' }),
    said: `servers pinned to core ${serverCore}, the clients to core ${clientCores}`,
  };
}
/** A server of `kind` on `file`, started through `prefix` (pinCores' command for servers, or none). */
async function start(kind: 'floor' | 'ours', file: string, prefix: readonly string[]): Promise<Server> {
  const command = [...prefix, process.execPath, await bundled(join(here, 'support', 'moves-server.ts')), kind, file];
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
    child.stdout!.once('data', (d: Buffer) => resolve({ child, port: Number(String(d).trim()), agent: new Agent({ keepAlive: true, maxSockets: 1000 }) }));
  });
}

function serverCpu(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.child.once('message', (m) => resolve((m as { cpu: number }).cpu));
    server.child.send('cpu');
  });
}

async function stop(server: Server): Promise<void> {
  server.agent.destroy();
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill();
  await exited;
}

function post(server: Server, method: string, body: unknown): Promise<{ ok: boolean; error?: { message: string } }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: `/api/${method}`, method: 'POST', agent: server.agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** Clients each playing their games (ids `games[c]`) move after move until the time is up. */
async function load(server: Server, games: number[][], record: string[][], stopAt: number, latencies: number[], pause?: () => number): Promise<number> {
  let moves = 0;
  await Promise.all(games.map(async (mine, c) => {
    for (let g = 0; g < mine.length; g++) {
      const moves_ = record[(c * mine.length + g) % record.length]!;
      for (let k = 0; k < moves_.length; k++) {
        if (Date.now() >= stopAt) return;
        if (pause) await new Promise((r) => setTimeout(r, pause()));
        const sent = performance.now();
        const answer = await post(server, 'games.append', { id: mine[g], expectedSeq: k, action: moves_[k], ...TABLE_DEVICE });
        if (!answer.ok) throw new Error(`games.append: ${answer.error?.message}`);
        latencies.push(performance.now() - sent);
        moves++;
      }
    }
  }));
  return moves;
}

const median = (xs: number[]): number => percentile(xs, 50);

const bench: Bench = async (report) => {
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-moves-'));
  const pins = pinCores();
  report.note(pins.said);
  try {
    const record = Array.from({ length: 16 }, (_, i) => randomGame(i + 1));
    // One template with every game the clients need, copied fresh for each run.
    const template = join(dir, 'template.sqlite');
    const needed = Math.max(...CLIENTS, VENUE_BOARDS) * GAMES_PER_CLIENT;
    let eventId = 0;
    {
      const db = openDatabase({ file: template });
      const backend = createBackend(db);
      eventId = call<{ id: number }>(backend, 'tournaments.create', { name: 'Venue night', game: 'othello', format: 'swiss', roundsPlanned: 7 }).id;
      db.transaction(() => {
        for (let i = 0; i < needed; i++) call(backend, 'games.create', { game: 'othello', title: `Board ${i + 1}`, eventId: i < VENUE_BOARDS ? eventId : null });
      })();
      db.close();
    }
    // The warm-up's games: the last ids of the template (after every game a run or the venue night plays),
    // as many of the recorded games as make WARM_UP_MOVES.
    const warmUpGames: number[] = [];
    for (let moves = 0; moves < WARM_UP_MOVES;) {
      moves += record[warmUpGames.length % record.length]!.length;
      warmUpGames.push(needed - warmUpGames.length);
    }
    const gamesFor = (clients: number, first = 1) => {
      const each = gamesPerClient(clients);
      return Array.from({ length: clients }, (_, c) => Array.from({ length: each }, (_, g) => first + c * each + g));
    };
    let run = 0;
    const once = async (kind: 'floor' | 'ours', clients: number) => {
      const file = join(dir, `run-${++run}.sqlite`);
      copyFileSync(template, file);
      const server = await start(kind, file, pins.server);
      try {
        // A server runs for a whole night: games are played first (not counted) until its code is compiled
        // and its write-ahead log has been checkpointed once (see WARM_UP_MOVES).
        await load(server, [warmUpGames], record, Date.now() + 60_000, []);
        const cpu0 = await serverCpu(server);
        const latencies: number[] = [];
        const begin = performance.now();
        const moves = await load(server, gamesFor(clients, VENUE_BOARDS + 1), record, Date.now() + RUN_MS, latencies);
        const seconds = (performance.now() - begin) / 1000;
        const cpu = (await serverCpu(server)) - cpu0;
        return { perSecond: moves / seconds, cpuPerMove: cpu / moves, p50: median(latencies) };
      } finally {
        await stop(server);
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      }
    };
    const load1 = () => loadavg().map((l) => l.toFixed(1)).join(' ');
    for (const clients of CLIENTS) {
      if (clients * gamesPerClient(clients) + VENUE_BOARDS >= needed - warmUpGames.length) throw new Error('too few games in the template');
      const loadBefore = load1();
      const floor: Awaited<ReturnType<typeof once>>[] = [];
      const ours: typeof floor = [];
      for (let i = 0; i < RUNS; i++) {
        // Swapped every pair: the second run of a pair meets a warmer disk cache and a later load.
        if (i % 2 === 0) {
          floor.push(await once('floor', clients));
          ours.push(await once('ours', clients));
        } else {
          ours.push(await once('ours', clients));
          floor.push(await once('floor', clients));
        }
      }
      const ratios = ours.map((o, i) => o.perSecond / floor[i]!.perSecond);
      const f = median(floor.map((r) => r.perSecond));
      const o = median(ours.map((r) => r.perSecond));
      const fc = median(floor.map((r) => r.cpuPerMove));
      const oc = median(ours.map((r) => r.cpuPerMove));
      const who = clients === 1 ? '1 client' : `${clients} clients`;
      report.figure(`games.append over HTTP, ${who}: floor (bare http + one INSERT per transaction), median of ${RUNS} runs`, Math.round(f), 'moves/s');
      report.figure(`games.append over HTTP, ${who}: td serve, median of ${RUNS} runs`, Math.round(o), 'moves/s');
      report.figure(`games.append over HTTP, ${who}: td serve / floor, median of the ${RUNS} pairs' ratios (target >= 0.8)`, median(ratios), `x (pairs ${range(ratios, 2)})`);
      report.figure(`games.append over HTTP, ${who}: server CPU per move, td serve / floor`, oc / fc, `x (${oc.toFixed(2)} vs ${fc.toFixed(2)} ms)`);
      report.figure(`games.append over HTTP, ${who}: answer p50, td serve / floor`, median(ours.map((r) => r.p50)) / median(floor.map((r) => r.p50)),
        `x (${median(ours.map((r) => r.p50)).toFixed(2)} vs ${median(floor.map((r) => r.p50)).toFixed(2)} ms)`);
      // Whether the order of a pair matters (the first run's writes still reaching the disk in the second's).
      const order = (first: 0 | 1) => ratios.filter((_, i) => i % 2 === first).map((r) => r.toFixed(2)).join(' ');
      report.note(`${who}: td serve / floor per pair, the floor run first: ${order(0)}; td serve first: ${order(1)}`);
      report.note(`${who}: load average ${loadBefore} before the runs, ${load1()} after (${CORES} cores: above that, the runs shared the CPU)`);
    }
    if (process.env.TD_BENCH_VENUE_MS !== '0') await venueNight(report, dir, template, eventId, record, pins.server);
  } finally {
    pins.release();
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A change-notice stream (`GET /api/events`), calling `onNotice` with each notice and its arrival time. */
function follow(server: Server, onNotice: (n: { topic: string; id?: number; seq?: number }, at: number) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port: server.port, path: '/api/events', agent: false }, (res) => {
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        const at = performance.now();
        buffered += text;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data) onNotice(JSON.parse(data.slice(6)), at);
        }
      });
      resolve(res);
    });
    req.on('error', reject);
  });
}

async function venueNight(report: Parameters<Bench>[0], dir: string, template: string, eventId: number, record: string[][], prefix: readonly string[]): Promise<void> {
  const file = join(dir, 'venue.sqlite');
  copyFileSync(template, file);
  const server = await start('ours', file, prefix);
  const streams: IncomingMessage[] = [];
  try {
    const sentAt = new Map<string, number>();
    const noticeDelays: number[] = [];
    // Every table device and the director's page follow the notices; the director's page measures.
    for (let b = 0; b < VENUE_BOARDS; b++) streams.push(await follow(server, () => undefined));
    streams.push(await follow(server, (n, at) => {
      const sent = n.topic === 'games' ? sentAt.get(`${n.id}/${n.seq}`) : undefined;
      if (sent !== undefined) noticeDelays.push(at - sent);
    }));
    const answers: number[] = [];
    const director: number[] = [];
    const stopAt = Date.now() + Number(process.env.TD_BENCH_VENUE_MS ?? 10_000);
    // A compressed night: each board moves after a random think of 0-2 s (about 75 moves/s in all).
    const boards = Array.from({ length: VENUE_BOARDS }, (_, b) => [b + 1]);
    const directorLoop = (async () => {
      while (Date.now() < stopAt) {
        const t = performance.now();
        const list = await post(server, 'games.list', { eventId, audience: 'director' });
        if (!list.ok) throw new Error('games.list');
        const one = await post(server, 'games.get', { id: 1 + Math.floor(Math.random() * VENUE_BOARDS), audience: 'director' });
        if (!one.ok) throw new Error('games.get');
        director.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    const cpu0 = await serverCpu(server);
    const begin = performance.now();
    const moves = await loadTracked(server, boards, record, stopAt, answers, sentAt);
    const seconds = (performance.now() - begin) / 1000;
    await directorLoop;
    const cpu = (await serverCpu(server)) - cpu0;
    report.figure(`venue night, ${VENUE_BOARDS} boards, ${VENUE_BOARDS + 1} notice streams: moves`, Math.round(moves / seconds), 'moves/s');
    report.figure('venue night: answer p50', percentile(answers, 50), 'ms');
    report.figure('venue night: answer p99', percentile(answers, 99), 'ms');
    report.figure('venue night: move sent to its notice on the director\'s page, p50', percentile(noticeDelays, 50), 'ms');
    report.figure('venue night: move sent to its notice on the director\'s page, p99', percentile(noticeDelays, 99), 'ms');
    report.figure('venue night: director\'s games.list (150 boards) + games.get, p50', percentile(director, 50), 'ms');
    report.figure('venue night: director\'s games.list (150 boards) + games.get, p99', percentile(director, 99), 'ms');
    report.figure('venue night: server CPU', Math.round((cpu / (seconds * 1000)) * 100), '% of one core');
  } finally {
    for (const s of streams) s.destroy();
    await stop(server);
  }
}

/** The venue's boards: a think of 0-2 s before each move; the send time of each move kept for its notice. */
async function loadTracked(server: Server, games: number[][], record: string[][], stopAt: number, latencies: number[], sentAt: Map<string, number>): Promise<number> {
  let moves = 0;
  await Promise.all(games.map(async ([id], c) => {
    const line = record[c % record.length]!;
    for (let k = 0; k < line.length && Date.now() < stopAt; k++) {
      await new Promise((r) => setTimeout(r, Math.random() * 2000));
      const sent = performance.now();
      sentAt.set(`${id}/${k + 1}`, sent);
      const answer = await post(server, 'games.append', { id, expectedSeq: k, action: line[k], ...TABLE_DEVICE });
      if (!answer.ok) throw new Error(`games.append: ${answer.error?.message}`);
      latencies.push(performance.now() - sent);
      moves++;
    }
  }));
  return moves;
}

export default bench;
