/**
 * One process, one cold server, one `standings.get` (the standings bench): opens the database file, asks
 * the event's standings once and prints `cpuMs wallMs pages` of that call alone (the process's start-up and
 * the file's opening are not counted; `pages`: the pages of memory it touched for the first time, its minor
 * page faults). `TD_STANDINGS_OUT=<file>` also writes the answer as JSON (to compare two versions' output).
 * `TD_BENCH_STAMP=<stamp>` runs as a build with that code stamp does: it reads the standings an earlier server
 * kept in the file, or keeps them after the answer (services/storedTables.ts).
 */
import { writeFileSync } from 'node:fs';
import { cpuMs, processCpuMs, timeMs } from '../harness';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { tierForServer } from '../../src/main/tiering';

tierForServer(); // as td serve and the desktop app
const [file, eventId] = [process.argv[2]!, Number(process.argv[3])];
if (process.env.TD_BENCH_STAMP) (globalThis as { __TD_CODE_STAMP__?: string }).__TD_CODE_STAMP__ = process.env.TD_BENCH_STAMP;
const backend = createBackend(openDatabase({ file }));
// A server has started before its first request comes: V8's helper threads may still be optimising the start-up's
// code (the loader's parser of CommonJS packages, 20-50 ms of compiling), and that CPU is not the call's. Wait until
// the process is idle (a 50 ms step that adds under 1 ms of CPU), at most a second; none of our code runs meanwhile.
for (let step = 0, before = processCpuMs(); step < 20; step++) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const now = processCpuMs();
  if (now - before < 1) break;
  before = now;
}
let answer: unknown;
let wall = 0;
const faultsBefore = process.resourceUsage().minorPageFault;
const cpu = cpuMs(() => {
  wall = timeMs(() => {
    const r = backend.call('standings.get', { eventId });
    if (!r.ok) throw new Error(`standings.get: ${r.error.message}`);
    answer = r.data;
  });
});
const faults = process.resourceUsage().minorPageFault - faultsBefore;
if (process.env.TD_STANDINGS_OUT) writeFileSync(process.env.TD_STANDINGS_OUT, JSON.stringify(answer));
// The table is kept once the event loop turns after the answer.
await new Promise((resolve) => setImmediate(resolve));
backend.db.close();
process.stdout.write(`${cpu.toFixed(2)} ${wall.toFixed(2)} ${faults}\n`);
