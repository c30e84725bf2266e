/**
 * Build reuse: a build runs again only when its inputs changed. The inputs (source folders and files)
 * are hashed by content, not by date, so a checkout or a copy that only touches dates reuses the
 * build, and any edit, added or deleted file rebuilds. The hash is kept in out/.<name>.build with the
 * modification time of the build's main output: another tool rewriting that output (electron-vite
 * writes out/renderer too) also means a rebuild.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function addFiles(path, into) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!entry.endsWith('.test.ts') && entry !== 'node_modules') addFiles(join(path, entry), into);
  }
}

/** One hash of the contents (and names) of the given files and folders, relative to the repository. */
export function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const files = [];
    addFiles(resolve(root, input), files);
    for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The fingerprint of the code behind the services (src/main, src/shared): the builds define it as
 * `__TD_CODE_STAMP__`, and a table a build kept in a database file is read only by the same code
 * (src/main/services/storedTables.ts).
 */
export const codeStamp = () => fingerprint(['src/main', 'src/shared']);

/**
 * Runs `build` unless `output` exists and was built from the same inputs. Returns true when it built.
 * `inputs` and `output` (the build's main file) are relative to the repository (or absolute).
 */
export async function buildUnlessFresh({ name, inputs, output, build, force = false, stampDir = join(root, 'out') }) {
  const stamp = join(stampDir, `.${name}.build`);
  const hash = fingerprint(inputs);
  const target = resolve(root, output);
  if (!force && existsSync(stamp) && existsSync(target)) {
    const kept = JSON.parse(readFileSync(stamp, 'utf8'));
    if (kept.hash === hash && kept.outputTime === statSync(target).mtimeMs) return false;
  }
  await build();
  if (!existsSync(target)) throw new Error(`the ${name} build did not write ${output}`);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, JSON.stringify({ hash, outputTime: statSync(target).mtimeMs }));
  return true;
}
