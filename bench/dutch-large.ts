/**
 * Child of dutch.bench.ts: pairs one round read from a JSON DutchInput and prints its CPU time, wall
 * time and the process's peak RSS (KB) as JSON, so that the figure is this pairing's alone.
 */
import { readFileSync } from 'node:fs';
import { pairDutch, type DutchInput } from '../src/shared/tournament/pairing';

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as DutchInput;
const rssBefore = process.memoryUsage.rss();
const cpu0 = process.cpuUsage();
const start = performance.now();
const result = pairDutch(input);
const wall = performance.now() - start;
const cpu = process.cpuUsage(cpu0);
if (!result.ok) throw new Error(result.error.message);
process.stdout.write(JSON.stringify({
  cpu: (cpu.user + cpu.system) / 1000, wall, rssBefore, peakRss: process.resourceUsage().maxRSS, pairs: result.pairs.length,
}));
