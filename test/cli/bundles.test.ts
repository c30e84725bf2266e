import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { cacheFileName } from '../../src/cli/bundles';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

/**
 * The built td's bundles and their code cache (src/cli/bundles.ts, issue 45 part 6), each test on a copy of the
 * parts of out/cli it runs, so no other run writes its cache meanwhile. `td pair` and `td perft` need no npm
 * package, and the translator's bundle holds @intlify: the copy runs them as they are.
 */
let cli: string;
function freshCopy(): void {
  cli = join(tempDir(), 'cli');
  mkdirSync(cli);
  for (const file of ['package.json', 'td.js', 'i18n.js', 'pair.js', 'perft.js']) copyFileSync(join(dirname(cliEntry), file), join(cli, file));
}
/** 420 players after round 5 (a bbpPairings file). */
const trf = join(repoRoot, 'test', 'fixtures', 'trf', 'bbp-420-r5.trf');

beforeAll(async () => {
  await buildCli();
}, 60_000);
beforeEach(freshCopy);

const cacheOf = (name: string, kind: 'one-shot' | 'server' = 'one-shot') => join(cli, 'cache', cacheFileName(name, kind));

/** Runs the copy's td; `watch` says on stderr which bundles it read (Node itself reads td.js). */
function td(args: string[], env: Record<string, string> = {}) {
  const watch = join(tempDir(), 'watch.cjs');
  writeFileSync(watch, `const fs = require('node:fs'); const read = fs.readFileSync;
    fs.readFileSync = function (file, ...rest) { if (/\\/cli\\/(?!td\\.js)[a-z0-9]+\\.js$/.test(String(file))) process.stderr.write('read ' + String(file).split('/').pop() + '\\n'); return read.call(this, file, ...rest); };`);
  const r = spawnSync(process.execPath, ['--require', watch, join(cli, 'td.js'), ...args], { encoding: 'utf8', env: { ...process.env, TD_LANG: 'en', ...env } });
  const read = [...r.stderr.matchAll(/^read (\S+)$/gm)].map((m) => m[1]);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^read \S+\n/gm, ''), read };
}

describe('the built td loads a command as a bundle, with a code cache (issue 45)', () => {
  it('td pair reads its own bundle, not the translator: it prints no word unless it fails', () => {
    const r = td(['pair', '--system', 'dutch', trf]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.read).toEqual(['pair.js']);
    expect(r.stdout).toMatch(/^\d+\n/);
  });

  it('a message loads the translator, in the language asked for', () => {
    const r = td(['perft', 'x'], { TD_LANG: 'fr' });
    expect(r).toMatchObject({ code: 1, stderr: 'td perft: la profondeur doit être un nombre entier de 0 à 20\nusage : td perft <depth> [--json]\n' });
    expect(r.read).toEqual(['perft.js', 'i18n.js']);
  });

  it('the first run compiles the bundle whole and keeps its cache, whatever it does; the runs after it take that cache', () => {
    expect(td(['perft', '--nope']).code).toBe(1);
    const made = statSync(cacheOf('perft'));
    expect(td(['perft', '3'])).toMatchObject({ code: 0, stdout: '56\n' });
    expect(td(['perft', '5'])).toMatchObject({ code: 0, stdout: '1396\n' });
    // Taken, so not written again.
    expect(statSync(cacheOf('perft')).mtimeMs).toBe(made.mtimeMs);
    // Whole: a first run that perfts makes a cache of the same size as one that failed on its arguments.
    freshCopy();
    expect(td(['perft', '5']).code).toBe(0);
    expect(statSync(cacheOf('perft')).size).toBe(made.size);
  });

  it('a damaged cache is refused by V8 and deleted: the command runs as without one, and the next run makes it again', () => {
    expect(td(['perft', '4']).code).toBe(0);
    const damaged = readFileSync(cacheOf('perft'));
    damaged.fill(7, 64);
    writeFileSync(cacheOf('perft'), damaged);
    expect(td(['perft', '4'])).toMatchObject({ code: 0, stdout: '244\n' });
    expect(existsSync(cacheOf('perft'))).toBe(false);
    expect(td(['perft', '4'])).toMatchObject({ code: 0, stdout: '244\n' });
    const remade = statSync(cacheOf('perft'));
    expect(td(['perft', '4'])).toMatchObject({ code: 0, stdout: '244\n' });
    expect(statSync(cacheOf('perft')).mtimeMs).toBe(remade.mtimeMs);
  });

  it('td serve keeps its own cache of the translator: the one-shot commands\' cache is taken after it, not deleted', () => {
    copyFileSync(join(dirname(cliEntry), 'serve.js'), join(cli, 'serve.js'));
    // The copy finds the npm packages serve needs through NODE_PATH. Without the built renderer beside it, serve
    // stops with a message: enough, since the message loads the translator under the server's tiering.
    const serve = () => td(['serve', '--port', '0', '--db', join(tempDir(), 'club.sqlite')], { NODE_PATH: join(repoRoot, 'node_modules') });
    expect(td(['perft', 'x']).code).toBe(1);
    const oneShot = statSync(cacheOf('i18n'));
    expect(serve()).toMatchObject({ code: 1, stderr: expect.stringContaining('the renderer is not built') });
    const server = statSync(cacheOf('i18n', 'server'));
    expect(td(['perft', 'x'])).toMatchObject({ code: 1, read: ['perft.js', 'i18n.js'] });
    expect(serve().code).toBe(1);
    // Each taken by the other kind of process's next run, neither deleted nor written again.
    expect(statSync(cacheOf('i18n')).mtimeMs).toBe(oneShot.mtimeMs);
    expect(statSync(cacheOf('i18n', 'server')).mtimeMs).toBe(server.mtimeMs);
  });

  it('where td cannot keep a cache, the command runs as it would without one, and keeps nothing', () => {
    writeFileSync(join(cli, 'cache'), 'not a folder');
    expect(td(['perft', '4'])).toMatchObject({ code: 0, stdout: '244\n' });
    expect(td(['perft', 'x'], { TD_LANG: 'fr' })).toMatchObject({ code: 1, stderr: expect.stringContaining('la profondeur') });
    expect(readFileSync(join(cli, 'cache'), 'utf8')).toBe('not a folder');
  });
});
