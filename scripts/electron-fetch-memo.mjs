/**
 * A failed Electron download, remembered per Electron version: on a machine that cannot reach the
 * download, every `npm start` used to retry it (about 1.5 s of CPU) before serving the browser app.
 * The memo lives in .cache/electron-fetch.json and is ignored once package.json names another version;
 * TD_ELECTRON_FETCH=1 retries anyway (a network that works now).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const memoFile = (root) => join(root, '.cache', 'electron-fetch.json');

/** Why the download of this version failed before, or null when it was never tried or is to be retried. */
export function rememberedFailure(root, version, env = process.env) {
  if (env.TD_ELECTRON_FETCH === '1' || !existsSync(memoFile(root))) return null;
  try {
    const memo = JSON.parse(readFileSync(memoFile(root), 'utf8'));
    return memo.version === version && typeof memo.why === 'string' ? memo : null;
  } catch {
    return null; // an unreadable memo is no memo: try the download again
  }
}

export function rememberFailure(root, version, why, now = new Date()) {
  mkdirSync(join(root, '.cache'), { recursive: true });
  writeFileSync(memoFile(root), JSON.stringify({ version, why, at: now.toISOString() }));
}

export function forgetFailure(root) {
  rmSync(memoFile(root), { force: true });
}
