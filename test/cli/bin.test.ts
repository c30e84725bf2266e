import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { commands } from '../../src/cli/commands';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

/** The built `td` (package.json bin), as `npm install` leaves it. */
const td = (args: string[]) => {
  const r = spawnSync(process.execPath, [cliEntry, ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_DB: '' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

beforeAll(async () => {
  await buildCli();
}, 60_000);

describe('td, the built command', () => {
  it('package.json bin names it, and it starts with a node shebang', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(join(repoRoot, pkg.bin.td!)).toBe(cliEntry);
    expect(readFileSync(cliEntry, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('td help lists every command with its usage; exit 0', () => {
    const r = td(['help']);
    expect(r.code).toBe(0);
    for (const c of commands) for (const line of c.usage.split('\n')) expect(r.stdout).toContain(line.trim());
  });

  it('td --version (and -V) prints the version in package.json; help says so', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(td(['--version'])).toMatchObject({ code: 0, stdout: `td (Club TD) ${pkg.version}\n`, stderr: '' });
    expect(td(['-V'])).toMatchObject({ code: 0, stdout: `td (Club TD) ${pkg.version}\n` });
    expect(td(['help']).stdout).toContain('td --version prints the version of Club TD.');
  });

  it('runs a command from the built JavaScript (R-OTH-4 perft, a usage error, an unknown command)', () => {
    expect(td(['perft', '6'])).toMatchObject({ code: 0, stdout: '8200\n' });
    expect(td(['perft', 'x'])).toMatchObject({ code: 1, stderr: expect.stringContaining('usage: td perft <depth>') });
    expect(td(['nope'])).toMatchObject({ code: 1, stderr: 'td: unknown command "nope"; try td help\n' });
  });

  it('loads only what a command needs: the entry requires no database, validation, PDF or translation library', () => {
    const entry = readFileSync(cliEntry, 'utf8');
    expect(entry).not.toMatch(/require\("(better-sqlite3|zod|pdfkit|papaparse|@intlify\/[a-z-]+)"\)/);
    expect(entry).not.toContain('try td help'); // nor a catalogue (out/cli/i18n.js has them)
    // and each command is a bundle of its own, loaded when it runs (src/cli/bundles.ts)
    for (const c of commands) expect(entry, c.name).toContain(`loadBundle("${c.name}")`);
  });

  it('pdfkit is loaded by the first document only, not by a server start or a command that prints nothing (issue 45)', () => {
    // Loading it (with fontkit) cost every `td serve` and every command that opens the database about 130 ms of CPU.
    for (const file of readdirSync(dirname(cliEntry)).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(dirname(cliEntry), file), 'utf8'), file).not.toMatch(/(?<![\w$])require\("pdfkit"\)/);
    }
    const db = join(tempDir(), 'club.sqlite');
    const watch = join(tempDir(), 'watch.cjs');
    // Says on stderr whether anything required pdfkit while the command ran (sheet.ts requires it on first use;
    // a static import is what the check of the chunks above refuses).
    writeFileSync(watch, `const M = require('node:module'); const load = M._load;
      M._load = function (request, ...rest) { if (request === 'pdfkit') process.stderr.write('pdfkit loaded\\n'); return load.call(this, request, ...rest); };`);
    const run = (args: string[]) => spawnSync(process.execPath, ['--require', watch, cliEntry, ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8' });
    const created = run(['events', 'create', '--name', 'Club night', '--game', 'othello', '--format', 'swiss', '--rounds', '3']);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stderr).not.toContain('pdfkit loaded');
    const printed = run(['pdf', 'rating-list', '--game', 'othello', '--out', join(tempDir(), 'ratings.pdf')]);
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stderr).toContain('pdfkit loaded');
  });

  it('every command listed by help loads its module', async () => {
    for (const c of commands) expect(typeof (await c.load()).run, c.name).toBe('function');
  });
});
