import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A bench file's default export: measures something and reports figures. Never asserts. */
export type Bench = (report: Reporter) => Promise<void> | void;

export interface Reporter {
  /** One measured figure, printed as `  label: value unit`. */
  figure(label: string, value: number, unit: string): void;
  note(text: string): void;
}

let certificateFile: string | undefined;

/**
 * NODE_EXTRA_CA_CERTS makes every Node start read that certificate file: a sandbox's proxy sets it (144
 * certificates here, 30 ms of CPU per start against Node's own 20 ms), a director's machine normally does
 * not. The runner takes it out of the benched processes, or every figure against `node -e 0` would carry that
 * constant on both sides; what it was stays here for a command that may open a TLS connection (npm start's
 * Electron download). Returns a note for the output, or null when it was not set.
 */
export function leaveOutCertificateFile(): string | null {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return null;
  certificateFile = file;
  delete process.env.NODE_EXTRA_CA_CERTS;
  return `NODE_EXTRA_CA_CERTS=${file} is left out of the benched processes: every Node start would read it`;
}

/** The environment variables `leaveOutCertificateFile` took out, for a child that may need them. */
export const certificateEnv = (): Record<string, string> => (certificateFile ? { NODE_EXTRA_CA_CERTS: certificateFile } : {});

/** CPU time (ms) of this process's finished children: cutime + cstime of /proc/self/stat, in 10 ms ticks; null without /proc. */
export function childrenCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

/** How `commandCpuMs` runs a command: `stdout` a file descriptor for its output, `ok` the exit codes that count as a run. */
export interface CommandRun {
  runs?: number;
  cwd?: string;
  stdout?: number;
  ok?: readonly number[];
}

/**
 * CPU time (ms) of one run of a command and its own children: the mean of `runs` runs back to back, since the
 * kernel counts in ticks of 10 ms (bbpPairings pairs 100 players within one). Throws when a run fails (an exit
 * code not in `ok`, 0 alone by default); null without /proc.
 */
export function commandCpuMs(file: string, args: string[], { runs = 1, cwd, stdout, ok = [0] }: CommandRun = {}): number | null {
  const before = childrenCpuMs();
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(file, args, { cwd, stdio: ['ignore', stdout ?? 'ignore', 'ignore'] });
    if (r.status === null || !ok.includes(r.status)) throw new Error(`${file} ${args.join(' ')}: ${r.error?.message ?? `exit ${r.status ?? r.signal}`}`);
  }
  const after = childrenCpuMs();
  return before !== null && after !== null ? (after - before) / runs : null;
}

/** Wall time of `fn` in milliseconds (high resolution). */
export function timeMs(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function timeMsAsync(fn: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** CPU time of `fn` in milliseconds (user + system of the whole process): the figure a shared machine disturbs least. */
export function cpuMs(fn: () => void): number {
  const start = processCpuMs();
  fn();
  return processCpuMs() - start;
}

/** This process's CPU time so far, every thread (ms). */
export function processCpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

/**
 * What this machine charges for memory a process touches for the first time, in microseconds per 4 KiB page
 * (64 MiB written twice: the first pass's CPU less the second's, per page; the median of three). A virtual
 * machine whose host backs guest pages lazily charges it on every page a process's heap grows into: 11-16 us
 * here on 2026-12-06, where a machine whose memory is backed up front charges a fraction of one; a cold server's
 * first 10,000-entry standings take about 5,900 fresh pages. Printed by the runner so that figures from two days
 * can be compared.
 */
export function freshPageMicros(): number {
  const size = 64 << 20;
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    let buffer: Buffer | undefined;
    const first = cpuMs(() => (buffer = Buffer.alloc(size)).fill(1));
    const again = cpuMs(() => buffer!.fill(2));
    samples.push(((first - again) * 1000) / (size / 4096));
  }
  return percentile(samples, 50);
}

/** The p-th percentile (0..100) of a list of samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** `lowest-highest` of a list of samples, each with `digits` decimals: the spread printed beside a median. */
export function range(samples: number[], digits: number): string {
  return `${Math.min(...samples).toFixed(digits)}-${Math.max(...samples).toFixed(digits)}`;
}
