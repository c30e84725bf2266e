/**
 * `npm start` to the address: wall time from the command until the printed address answers HTTP,
 * twice in a row (the first may build; the second reuses every build, target under 3 s). Measured
 * where `npm start` falls back to the browser app (no Electron binary): a desktop window cannot be
 * timed the same way.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronBinary } from '../scripts/electron-path.mjs';
import { repoRoot } from '../test/support/paths';
import { certificateEnv, type Bench } from './harness';

function startToAddress(db: string): Promise<number> {
  const t0 = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // With the certificate file the bench left out: a first start may try Electron's download.
  const child = spawn(npm, ['start', '--', '--port', '0', '--db', db], {
    cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...certificateEnv(), TD_NO_BROWSER: '1' },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const stop = () => process.kill(-child.pid!, 'SIGTERM');
    child.stdout.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const url = /\bat (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      fetch(url).then((r) => {
        const ms = performance.now() - t0;
        stop();
        if (r.ok) resolve(ms); else reject(new Error(`${url} answered ${r.status}`));
      }, (err: Error) => { stop(); reject(err); });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += String(chunk)));
    child.on('exit', (code) => { if (code !== null) reject(new Error(`npm start exited ${code} before serving:\n${out}`)); });
  });
}

const bench: Bench = async (report) => {
  if (electronBinary(repoRoot)) {
    report.note('an Electron binary is installed: npm start opens the desktop window, not timed here');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-start-'));
  try {
    const db = join(dir, 'club.sqlite');
    report.figure('npm start to the address, first start (builds what changed)', await startToAddress(db) / 1000, 's');
    report.figure('npm start to the address, second start (target: under 3 s)', await startToAddress(db) / 1000, 's');
    report.note('the browser app (no Electron binary here), TD_NO_BROWSER=1; includes the failed Electron fetch attempt unless TD_NO_ELECTRON_FETCH=1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
