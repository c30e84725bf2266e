/**
 * Foundation figures: API round-trip latency over HTTP (players.create, players.list with 1,000
 * players) and bulk CSV import throughput (10,000 players), on a real SQLite file.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/main/db/connection';
import { createBackend } from '../src/main/services/backend';
import { createWebHost, listen } from '../src/main/hosts/web/server';
import { percentile, timeMs, type Bench } from './harness';

const bench: Bench = async (report) => {
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-'));
  try {
    const backend = createBackend(openDatabase({ file: join(dir, 'bench.sqlite') }));
    const staticDir = join(dir, 'renderer');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '');
    const server = createWebHost({ backend, staticDir, host: '127.0.0.1', port: 0, token: null });
    const { port } = await listen(server, 0, '127.0.0.1');
    const call = async (method: string, body: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/${method}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      const json = (await res.json()) as { ok: boolean };
      if (!json.ok) throw new Error(`${method} failed: ${JSON.stringify(json)}`);
    };

    const creates: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const start = performance.now();
      await call('players.create', { name: `Player ${i} Łódź`, club: 'Bench', rating: 1000 + i });
      creates.push(performance.now() - start);
    }
    report.figure('players.create over HTTP p50', percentile(creates, 50), 'ms');
    report.figure('players.create over HTTP p95', percentile(creates, 95), 'ms');

    const lists: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await call('players.list', {});
      lists.push(performance.now() - start);
    }
    report.figure('players.list (1,000 players) over HTTP p50', percentile(lists, 50), 'ms');
    report.figure('players.list (1,000 players) over HTTP p95', percentile(lists, 95), 'ms');
    server.close();

    const rows = ['name,club,rating'];
    for (let i = 0; i < 10_000; i++) rows.push(`"Zoë Ångström ${i}",Malmö,${1200 + (i % 1500)}`);
    const csv = rows.join('\n');
    const ms = timeMs(() => {
      const result = backend.call('players.importCsv', { csv });
      if (!result.ok) throw new Error(result.error.message);
    });
    report.figure('CSV import of 10,000 players', ms, 'ms');
    report.figure('CSV import throughput', Math.round(10_000 / (ms / 1000)), 'players/s');
    backend.db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
