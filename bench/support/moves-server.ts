/**
 * A server for the moves bench, in its own process so that its CPU time is its own (bench/moves.bench.ts).
 * `floor <file>`: a bare Node HTTP server with better-sqlite3 doing one INSERT per transaction, WAL and
 * synchronous FULL like the app's database. `ours <file>`: the web host of `td serve` on that file.
 * Prints the port on stdout; answers the message 'cpu' with its CPU time so far (ms).
 */
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { createWebHost, listen } from '../../src/main/hosts/web/server';
import { tierForServer } from '../../src/main/tiering';

const [kind, file] = process.argv.slice(2) as ['floor' | 'ours', string];

async function floor(): Promise<number> {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS moves (game_id INTEGER NOT NULL, seq INTEGER NOT NULL, notation TEXT NOT NULL, PRIMARY KEY (game_id, seq))');
  const insert = db.prepare('INSERT INTO moves (game_id, seq, notation) VALUES (?, ?, ?)');
  const write = db.transaction((id: number, seq: number, action: string) => insert.run(id, seq, action));
  const server = createServer({ noDelay: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; expectedSeq: number; action: string };
      write(body.id, body.expectedSeq + 1, body.action);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ok: true, data: { id: body.id, seq: body.expectedSeq + 1 } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

async function ours(): Promise<number> {
  tierForServer(); // as td serve
  const backend = createBackend(openDatabase({ file }));
  const staticDir = join(dirname(file), 'renderer');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '');
  const server = createWebHost({ backend, staticDir, host: '127.0.0.1', port: 0, token: null });
  return (await listen(server, 0, '127.0.0.1')).port;
}

const port = kind === 'floor' ? await floor() : await ours();
process.on('message', (m) => {
  if (m === 'cpu') {
    const used = process.cpuUsage();
    process.send!({ cpu: (used.user + used.system) / 1000, user: used.user / 1000, system: used.system / 1000 });
  }
});
process.stdout.write(`${port}\n`);
// A clean exit on a signal: the database closes, and a --cpu-prof profile is written.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
