/**
 * Child of dutch.bench.ts: pairs one round read from a JSON DutchInput in a worker thread and prints
 * its CPU time, wall time and the process's peak RSS (MB) as JSON, so that the figures are this
 * pairing's alone. The main thread keeps the time limit (argv[3], seconds): when the pairing has
 * not finished by then it still prints the CPU time and peak memory so far, with `finished: false`.
 */
import { readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { pairDutch, type DutchInput } from '../src/shared/tournament/pairing';

const cpuNow = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const peakMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);

if (isMainThread) {
  const [file, limitS] = [process.argv[2]!, Number(process.argv[3] ?? 120)];
  const rssBefore = Math.round(process.memoryUsage.rss() / 1024 / 1024);
  const worker = new Worker(new URL(import.meta.url), { workerData: file });
  const print = (out: object): void => {
    process.stdout.write(JSON.stringify({ ...out, rssBefore, peakRss: peakMb() }));
    process.exit(0);
  };
  let timer: NodeJS.Timeout | undefined;
  worker.on('message', (m: { started?: boolean; cpu?: number; wall?: number; pairs?: number; error?: string }) => {
    if (m.started) {
      const cpu0 = cpuNow();
      const wall0 = performance.now();
      timer = setTimeout(() => print({ finished: false, cpu: cpuNow() - cpu0, wall: performance.now() - wall0 }), limitS * 1000);
      return;
    }
    clearTimeout(timer);
    if (m.error) print({ finished: false, error: m.error });
    else print({ finished: true, cpu: m.cpu, wall: m.wall, pairs: m.pairs });
  });
  worker.on('error', (e) => print({ finished: false, error: String(e) }));
} else {
  const input = JSON.parse(readFileSync(workerData as string, 'utf8')) as DutchInput;
  parentPort!.postMessage({ started: true });
  const cpu0 = cpuNow();
  const start = performance.now();
  const result = pairDutch(input);
  const wall = performance.now() - start;
  const cpu = cpuNow() - cpu0;
  parentPort!.postMessage(result.ok ? { cpu, wall, pairs: result.pairs.length } : { error: result.error.message });
}
