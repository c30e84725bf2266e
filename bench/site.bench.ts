/**
 * The event website for 1,000 players x 9 rounds (4,500 matches, 100 of them with a digital record of
 * a whole game): reading and building every page, then writing the folder. The bar is 5 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeMs, type Bench } from './harness';
import { openDatabase } from '../src/main/db/connection';
import { createBackend, type Backend } from '../src/main/services/backend';
import { createContext } from '../src/main/services/context';
import { siteFiles } from '../src/main/services/site';
import { writeSiteFolder } from '../src/main/export/site/folder';
import { rules } from '../src/shared/games/othello';
import { validateResult, type Match, type Round } from '../src/shared/tournament';

function call<T>(backend: Backend, method: string, input: unknown): T {
  const r = backend.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
  return r.data as T;
}

/** One whole Othello game: the first legal move each time. */
function wholeGame(): string[] {
  const setup = rules.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.value;
  const out: string[] = [];
  while (rules.status(s).status !== 'finished') {
    const a = rules.legal!(s)[0]!;
    out.push(rules.formatAction(a));
    s = (rules.apply(s, a) as { value: typeof s }).value;
  }
  return out;
}

const bench: Bench = (report) => {
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-'));
  try {
    const db = openDatabase({ file: join(dir, 'bench.sqlite') });
    const backend = createBackend(db);
    const ctx = createContext(db, () => undefined);
    const PLAYERS = 1000;
    const ROUNDS = 9;
    const ev = call<{ id: number }>(backend, 'tournaments.create', { name: 'Bench open', game: 'othello', format: 'swiss', roundsPlanned: ROUNDS });
    const ids: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < PLAYERS; i++) {
        const p = call<{ id: number }>(backend, 'players.create', { name: `Player ${i + 1} Ångström`, rating: 2400 - i });
        call(backend, 'events.register', { eventId: ev.id, playerId: p.id });
        ctx.tournament.store.setEntryState(ev.id, { playerId: p.id, teamId: null }, { pairingNumber: i + 1, joinedRound: null, withdrawnRound: null });
        ids.push(String(p.id));
      }
      const win = validateResult('othello', { winner: 'a', score: { a: 40, b: 24 } });
      if (!win.ok) throw new Error('result');
      const actions = wholeGame();
      let recorded = 0;
      for (let r = 1; r <= ROUNDS; r++) {
        // A rotation schedule: a fixed half against the other half, shifted each round (no repeats).
        const pairings: Match[] = [];
        for (let b = 0; b < PLAYERS / 2; b++) {
          const game: Match['games'][number] = { first: 'a', result: win.value };
          if (recorded < 100 && b % 45 === 0) {
            const row = ctx.games.insert({ game: 'othello', options: {}, title: '', eventId: ev.id });
            actions.forEach((a, k) => ctx.games.append(row.id, k + 1, a));
            game.recordId = String(row.id);
            recorded++;
          }
          pairings.push({ kind: 'match', board: b + 1, a: ids[b]!, b: ids[PLAYERS / 2 + ((b + r) % (PLAYERS / 2))]!, games: [game] });
        }
        const round: Round = { number: r, pairings };
        ctx.tournament.store.saveRound(ev.id, round, { published: true, night: null });
      }
    })();

    let files = new Map<string, string>();
    const cold = timeMs(() => (files = db.transaction(() => siteFiles(ctx, ev.id))()));
    const build = timeMs(() => (files = db.transaction(() => siteFiles(ctx, ev.id))()));
    const out = join(dir, 'site');
    const write = timeMs(() => {
      const w = writeSiteFolder(out, ev.id, files, false);
      if (!w.ok) throw new Error('refused');
    });
    const again = timeMs(() => void writeSiteFolder(out, ev.id, db.transaction(() => siteFiles(ctx, ev.id))(), false));
    report.figure('site, 1,000 players x 9 rounds: read and build, first export (with the viewer bundle)', cold, 'ms');
    report.figure('site, 1,000 players x 9 rounds: read and build', build, 'ms');
    report.figure('site, 1,000 players x 9 rounds: write the folder', write, 'ms');
    report.figure('site, 1,000 players x 9 rounds: re-export over it (read, build, write)', again, 'ms');
    report.figure('site pages and assets', files.size, 'files');
    report.figure('site size', [...files.values()].reduce((s, t) => s + Buffer.byteLength(t), 0) / 1e6, 'MB');
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
