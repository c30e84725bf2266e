/**
 * Child of dutch.bench.ts: pairs one round read from a JSON DutchInput and prints its CPU time,
 * wall time and the process's peak RSS (MB) as JSON, so that the figures are this pairing's alone.
 * A watcher thread keeps the time limit (argv[3], seconds): when the pairing has not finished by
 * then it prints the CPU time and peak memory so far, with `finished: false`, and ends the process.
 * A finished pairing is then checked against the rules (`checkPairing`, as `td pair --check`).
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { checkPairing, pairDutch, type DutchInput } from '../../src/shared/tournament/pairing';
import { processCpuMs } from '../harness';

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as DutchInput;
const limitS = Number(process.argv[3] ?? 120);
const rssBefore = Math.round(process.memoryUsage.rss() / 1024 / 1024);
const cpu0 = processCpuMs();
const start = performance.now();
// Plain JavaScript (the thread runs while the pairing blocks this one): writes straight to fd 1.
const watcher = new Worker(
  `const { workerData: d } = require('node:worker_threads');
   setTimeout(() => {
     const c = process.cpuUsage();
     require('node:fs').writeSync(1, JSON.stringify({
       finished: false, cpu: (c.user + c.system) / 1000 - d.cpu0, wall: performance.timeOrigin + performance.now() - d.start,
       rssBefore: d.rssBefore, peakRss: Math.round(process.resourceUsage().maxRSS / 1024),
     }));
     process.kill(process.pid, 'SIGKILL');
   }, d.limitS * 1000);`,
  { eval: true, workerData: { cpu0, start: performance.timeOrigin + start, rssBefore, limitS } },
);
const result = pairDutch(input);
const wall = performance.now() - start;
const cpu = processCpuMs() - cpu0;
void watcher.terminate();
const peakRss = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(JSON.stringify(result.ok
  // The rules every pairing must keep (td pair --check), checked after the clock stopped.
  ? { finished: true, cpu, wall, rssBefore, peakRss, pairs: result.pairs.length, breaches: checkPairing(input, result).length }
  : { finished: false, error: result.error.message, rssBefore, peakRss: Math.round(process.resourceUsage().maxRSS / 1024) }));
process.exit(0);
