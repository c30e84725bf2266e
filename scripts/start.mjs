#!/usr/bin/env node
/**
 * `npm start`: the desktop app where Electron can run, the browser app otherwise.
 *
 * 1. Electron is an optional dependency: on a machine that cannot download its binary, `npm install`
 *    still succeeds without it. Here we try once more to fetch it (it may work now), unless
 *    TD_NO_ELECTRON_FETCH=1 or the download of this Electron version already failed here
 *    (remembered in .cache/electron-fetch.json; TD_ELECTRON_FETCH=1 retries).
 * 2. With Electron: better-sqlite3 is compiled for Node's ABI; Electron needs its own build. We build a
 *    copy for Electron's ABI once per Electron version into .cache/electron-sqlite/<version>/ and pass
 *    its path in TD_SQLITE_BINDING, so tests, the CLI and serve keep using Node's build.
 * 3. Without Electron: one line saying so, then `td serve` with its URL, opened in the default browser.
 * Every build (the renderer, the CLI, the desktop bundle) is reused when its sources have not changed
 * (scripts/reuse.mjs): only the first start pays for it.
 */
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary, electronCache } from './electron-path.mjs';
import { forgetFailure, rememberFailure, rememberedFailure } from './electron-fetch-memo.mjs';
import { buildCli, cliEntry } from './build-cli.mjs';
import { buildWeb, webInputs } from './build-web.mjs';
import { buildUnlessFresh } from './reuse.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32', ...opts });

/**
 * package.json denies electron's install script (allowScripts), so `npm install` never depends on the
 * download; here we run that script ourselves. Where npm ignored allowScripts and dropped the failed
 * optional package, the locked version is installed into a private folder (.cache/electron) instead.
 */
function fetchElectron() {
  if (process.env.TD_NO_ELECTRON_FETCH === '1') return 'not fetched: TD_NO_ELECTRON_FETCH=1';
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).optionalDependencies.electron;
  const before = rememberedFailure(root, version);
  if (before) return `the download of Electron ${version} failed on ${before.at.slice(0, 10)}: ${before.why}; set TD_ELECTRON_FETCH=1 to try again`;
  const installer = join(root, 'node_modules', 'electron', 'install.js');
  console.log(`Fetching the Electron ${version} binary…`);
  const options = { encoding: 'utf8', timeout: 10 * 60_000, shell: process.platform === 'win32' };
  let res;
  if (existsSync(installer)) {
    res = spawnSync(process.execPath, [installer], { ...options, shell: false, cwd: dirname(installer) });
  } else {
    const dir = electronCache(root);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'td-electron', private: true }));
    res = spawnSync(npm, ['install', '--no-save', '--no-package-lock', `electron@${version}`], { ...options, cwd: dir });
  }
  if (res.status === 0 && electronBinary(root)) {
    forgetFailure(root);
    return null;
  }
  const line = `${res.stderr ?? ''}`.split('\n').find((l) => /ENOTFOUND|ECONN|EAI_AGAIN|ETIMEDOUT|\b40\d\b|Error:/.test(l));
  const why = (line ?? 'the download failed').replace(/^npm error\s*/, '').trim();
  rememberFailure(root, version, why);
  return why;
}

/** better-sqlite3 compiled for Electron's ABI, cached per Electron version. */
function electronSqlite(electronVersion) {
  const dir = join(root, '.cache', 'electron-sqlite', electronVersion);
  const addon = join(dir, 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(addon)) return addon;
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(source, join(dir, 'better-sqlite3'), { recursive: true, filter: (p) => !p.includes(`${join('build', 'Release')}`) });
  const cwd = join(dir, 'better-sqlite3');
  console.log(`Building the SQLite module for Electron ${electronVersion} (once)…`);
  const prebuilt = run(process.execPath, [require.resolve('prebuild-install/bin.js'), '--runtime', 'electron', '--target', electronVersion], { cwd });
  if (prebuilt.status !== 0 || !existsSync(addon)) {
    const gyp = run(npm, ['exec', '--yes', '--', 'node-gyp', 'rebuild', '--release', `--target=${electronVersion}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'], { cwd });
    if (gyp.status !== 0 || !existsSync(addon)) return null;
  }
  return addon;
}

/** The default browser on the address; where that cannot work, one line saying so. */
function openBrowser(url) {
  const local = url.replace(/\/\/(0\.0\.0\.0|\[::\])(?=[:/])/, '//127.0.0.1');
  const fail = (why) => console.log(`Could not open a browser (${why}); open ${local} yourself.`);
  if (process.env.TD_NO_BROWSER === '1') return fail('TD_NO_BROWSER=1');
  const [cmd, args] = process.platform === 'darwin' ? ['open', [local]]
    : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', local]]
      : ['xdg-open', [local]];
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return fail('no graphical display');
  const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
  child.on('error', (err) => fail(`${cmd}: ${err.code ?? err.message}`));
  child.on('exit', (code) => { if (code) fail(`${cmd} exited with ${code}`); });
  child.unref();
}

async function serveInstead(reason) {
  console.log(`No Electron binary here (${reason}); serving the app in your browser instead.`);
  await buildWeb();
  await buildCli();
  const server = spawn(process.execPath, [cliEntry, 'serve', ...process.argv.slice(2)], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
  let seen = '';
  const watch = (chunk) => {
    process.stdout.write(chunk);
    seen += String(chunk);
    const url = /\bat (http:\/\/\S+)\n/.exec(seen)?.[1];
    if (!url) return;
    server.stdout.off('data', watch);
    server.stdout.pipe(process.stdout);
    openBrowser(url);
  };
  server.stdout.on('data', watch);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

async function desktop() {
  let electron = electronBinary(root);
  if (!electron) {
    const failure = fetchElectron();
    electron = electronBinary(root);
    if (!electron) return serveInstead(failure ?? 'electron is not installed');
  }
  const electronVersion = JSON.parse(readFileSync(join(electron.modules, 'electron', 'package.json'), 'utf8')).version;
  const addon = electronSqlite(electronVersion);
  if (!addon) return serveInstead(`the SQLite module could not be built for Electron ${electronVersion}`);
  // electron-vite reads electron/package.json; NODE_PATH lets it find the private install too.
  const buildEnv = { ...process.env, NODE_PATH: [electron.modules, process.env.NODE_PATH].filter(Boolean).join(process.platform === 'win32' ? ';' : ':') };
  await buildUnlessFresh({
    name: 'desktop',
    inputs: ['src', 'electron.vite.config.ts', ...webInputs.filter((i) => !i.startsWith('src/'))],
    output: 'out/main/index.js',
    build: () => {
      if (run(npm, ['run', '--silent', 'build'], { env: buildEnv }).status !== 0) process.exit(1);
    },
  });
  const app = spawn(electron.path, [root, ...process.argv.slice(2)], {
    cwd: root, stdio: 'inherit', env: { ...process.env, TD_SQLITE_BINDING: addon },
  });
  app.on('exit', (code) => process.exit(code ?? 0));
}

await desktop();
