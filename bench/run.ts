/**
 * `npm run bench [-- name...]`: runs every bench/*.bench.ts (or those named) and prints the figures.
 * Benchmarks measure; they never gate CI.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshPageMicros, leaveOutCertificateFile, type Bench, type Reporter } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();

const left = leaveOutCertificateFile();
if (left) console.log(`(${left})`);
console.log(`(this machine: a page of memory a process touches for the first time costs ${freshPageMicros().toFixed(2)} us of CPU per 4 KiB)`);

for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`${name}`);
  const reporter: Reporter = {
    figure: (label, value, unit) =>
      console.log(`  ${label}: ${Number.isInteger(value) ? value : value.toPrecision(4)} ${unit}`),
    note: (text) => console.log(`  (${text})`),
  };
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Bench };
  try {
    await mod.default(reporter);
  } catch (err) {
    console.log(`  failed: ${(err as Error).stack ?? String(err)}`);
    process.exitCode = 1;
  }
}
