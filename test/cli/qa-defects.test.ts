/**
 * Defects QA found in `td` (the fix-cli branch): each `describe` is named after one defect and holds the
 * cases that failed before its fix. td runs built (out/cli), as it ships.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { commands } from '../../src/cli/commands';
import { fixture, repoRoot } from '../support/paths';
import { must, tempBackend, tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
}, 120_000);

interface Run { status: number | null; stdout: string; stderr: string }

function td(args: string[], options: SpawnSyncOptions = {}): Run {
  const r = spawnSync(process.execPath, [cliEntry, ...args], {
    cwd: repoRoot, encoding: 'utf8', ...options, env: { ...process.env, TD_LANG: 'en', ...options.env },
  });
  return { status: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

/** td with its standard output on /dev/full: every write fails with ENOSPC. */
function tdIntoFullDisk(args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const full = openSync('/dev/full', 'w');
  try {
    return td(args, { stdio: ['ignore', full, 'pipe'], env });
  } finally {
    closeSync(full);
  }
}

const STACK = /\n\s+at |Error:|node:internal/;

/** A club database with an event of four players, its first round paired. */
function club(): { db: string; dir: string } {
  const { backend, file } = tempBackend();
  const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Cup', game: 'othello', format: 'round-robin' });
  for (const name of ['Ann', 'Bob', 'Cid', 'Dan']) {
    const p = must<{ id: number }>(backend, 'players.create', { name });
    must(backend, 'events.register', { eventId: ev.id, playerId: p.id });
  }
  must(backend, 'rounds.pair', { eventId: ev.id });
  must(backend, 'rounds.publish', { eventId: ev.id, round: 1 });
  backend.db.close();
  return { db: file, dir: join(file, '..') };
}

describe('defect 1: an empty --db or TD_DB is a usage error, and nothing is created', () => {
  it.each([
    ['--db ""', ['players', 'list', '--db', ''], {}, '--db'],
    ['TD_DB=', ['players', 'list'], { TD_DB: '' }, 'TD_DB'],
    ['TD_DB= td backup list', ['backup', 'list'], { TD_DB: '' }, 'TD_DB'],
  ])('%s', (_, args, env, flag) => {
    const cwd = tempDir();
    const r = td(args, { cwd, env });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`the database path is empty: ${flag} names no file`);
    expect(r.stderr).not.toMatch(/ENOENT|rename|\.creating-/);
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('defect 2: a failed write of the output is one plain line, not a stack trace', () => {
  it('td standings --json, td players export and td wthor into a full disk: exit 1, the reason in words', () => {
    const { db } = club();
    for (const args of [['standings', '--db', db, '--event', '1', '--json'], ['players', 'export', '--db', db], ['wthor', fixture('wthor/WTH_1977.wtb')]]) {
      const r = tdIntoFullDisk(args);
      expect(r.stderr, args.join(' ')).not.toMatch(STACK);
      expect(r.stderr, args.join(' ')).toContain(`td ${args[0]}: cannot write the output: no space left on device (ENOSPC)`);
      expect(r.status, args.join(' ')).toBe(1);
    }
  });

  it('a command that changes the database and then cannot print keeps its change, and says so', () => {
    const { db } = club();
    const r = tdIntoFullDisk(['players', 'add', '--db', db, '--name', 'Zoe', '--json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('any change it made to the database is saved');
    expect(r.stderr).not.toMatch(STACK);
    const list = JSON.parse(td(['players', 'list', '--db', db, '--json']).stdout) as Array<{ name: string }>;
    expect(list.map((p) => p.name)).toContain('Zoe');
  });
});

describe('defect 7: system errors in plain words naming the path or flag', () => {
  it('a folder given as a file: td players import and td pair name it', () => {
    const { db } = club();
    const folder = tempDir();
    for (const args of [['players', 'import', folder, '--db', db], ['pair', '--system', 'dutch', folder]]) {
      const r = td(args);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toBe(`td ${args[0]}: cannot read ${folder}: it is a folder, not a file (EISDIR)\n`);
    }
  });

  it('a missing file is named too', () => {
    const r = td(['pair', '--system', 'dutch', '/no/such/file.trf']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('td pair: cannot read /no/such/file.trf: no such file or folder (ENOENT)\n');
  });

  it('td team push-night --server notaurl says what --server must be', () => {
    const r = td(['team', 'push-night', '--file', 'signed.json', '--server', 'notaurl']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--server must be the league server\'s address, like https://league.example.org/, got "notaurl"');
    expect(r.stderr).not.toContain('Invalid URL');
  });

  it('td export site --out FILE says --out is a file and the site needs a folder', () => {
    const { db, dir } = club();
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    const r = td(['export', 'site', '--db', db, '--event', '1', '--out', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`--out ${file} is a file: td export site writes a folder of pages`);
    expect(r.stderr).not.toMatch(/ENOTDIR|scandir/);
    expect(existsSync(file)).toBe(true);
  });
});

describe('defect 4: td pair refuses a TRF with no players, as td import trf does', () => {
  it.each([
    ['an empty file (0 bytes)', '', 'the file is empty'],
    ['a header-only file', '012 Club night\n', 'the file has no player lines (001)'],
    ['a one-line file', 'XXR 3', 'the file has no player lines (001)'],
  ])('%s: exit 2, the file named and what is missing', (_, content, said) => {
    const file = join(tempDir(), 'none.trf');
    writeFileSync(file, content);
    for (const args of [['pair', '--system', 'dutch', file], ['pair', '--system', 'papp', file], ['pair', '--system', 'dutch', '--check', file]]) {
      const r = td(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr, args.join(' ')).toContain(`td pair: ${file}: ${said}`);
    }
  });
});

describe('defect 3: td pair --json is JSON with --system papp, with --check and with papp --explain', () => {
  const file = fixture('trf/club-2026.trf');
  const json = (args: string[]): Record<string, unknown> => {
    const r = td(args);
    expect(r.stderr, args.join(' ')).toBe('');
    return JSON.parse(r.stdout) as Record<string, unknown>;
  };

  it('--system papp --json: round, system, seed, pairs and bye, the same pairs as the JaVaFo lines', () => {
    const out = json(['pair', '--system', 'papp', '--seed', '3', '--json', file]);
    expect(Object.keys(out)).toEqual(['round', 'system', 'seed', 'pairs', 'bye']);
    expect(out).toMatchObject({ system: 'papp', seed: 3 });
    const lines = td(['pair', '--system', 'papp', '--seed', '3', file]).stdout.trim().split('\n');
    const pairs = out.pairs as Array<{ white: number; black: number }>;
    const listed = [...pairs.map((p) => `${p.white} ${p.black}`), ...(out.bye === null ? [] : [`${String(out.bye)} 0`])];
    expect(lines).toEqual([String(listed.length), ...listed]);
  });

  it('--system papp --explain --json: the penalty terms of each pair and the total as data', () => {
    const out = json(['pair', '--system', 'papp', '--explain', '--json', file]);
    const explanation = out.explanation as { cost: number; penalties: Array<{ white?: number; black?: number; bye?: number; cost: number; terms: Record<string, number> }> };
    expect(explanation.penalties.length).toBe((out.pairs as unknown[]).length + (out.bye === null ? 0 : 1));
    for (const p of explanation.penalties) expect(Object.keys(p.terms).sort()).toEqual(['chauvinism', 'colour', 'elitism', 'float', 'replay']);
    expect(explanation.penalties.reduce((s, p) => s + p.cost, 0)).toBe(explanation.cost);
  });

  it('--check --json: the per-round report and the summary, with the exit code of the text report', () => {
    const sim = fixture('trf/sim13.trf');
    const r = td(['pair', '--system', 'dutch', '--check', '--json', sim]);
    const text = td(['pair', '--system', 'dutch', '--check', sim]);
    expect(r.status).toBe(text.status);
    const out = JSON.parse(r.stdout) as { edition: string; rounds: Array<{ round: number; identical: boolean; samePairs: number }>; summary: Record<string, number> };
    expect(out.rounds.map((x) => x.round)).toEqual([1, 2, 3, 4, 5]);
    const { rounds, same, pairs, samePairs, breaches } = out.summary;
    expect(text.stdout.trim().split('\n').at(-1)).toBe(`${same} of ${rounds} rounds agree; ${samePairs} of ${pairs} pairs; ${breaches} rule breaches`);
  });
});

describe('defect 5: --out - is standard output for text, a usage error for the rest', () => {
  it('td export csv|trf|json --out - and td players export --out - print the file and write no file named -', () => {
    const { db } = club();
    const cwd = tempDir();
    const csv = td(['export', 'csv', '--db', db, '--event', '1', '--what', 'standings', '--out', '-'], { cwd });
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stdout.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Rank,No\.,Name/);
    expect(csv.stdout).not.toContain('wrote');
    const trf = td(['export', 'trf', '--db', db, '--event', '1', '--out', '-', '--json'], { cwd });
    expect(trf.status, trf.stderr).toBe(0);
    expect(trf.stdout).toMatch(/^012 Cup/);
    const json = td(['export', 'json', '--db', db, '--event', '1', '--out', '-'], { cwd });
    expect((JSON.parse(json.stdout) as { format: string }).format).toBe('club-td-event');
    const roll = td(['players', 'export', '--db', db, '--out', '-'], { cwd });
    expect(roll.stdout).toMatch(/^name,club/);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('a PDF, the records zip, WThor and the website refuse --out - (exit 1) saying why', () => {
    const { db } = club();
    const cwd = tempDir();
    for (const [args, why] of [
      [['pdf', 'standings', '--event', '1'], 'this output is binary'],
      [['export', 'records', '--event', '1'], 'this output is binary'],
      [['export', 'wthor', '--event', '1'], 'WThor writes three files'],
      [['export', 'site', '--event', '1'], 'the website is a folder'],
    ] as const) {
      const r = td([...args, '--db', db, '--out', '-'], { cwd });
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toContain(`--out - (standard output) takes text only, and ${why}`);
    }
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('defect 6: td help, the usage lines and the docs agree with what td reads', () => {
  /** A command's modules: td events runs the sections' (and td event's list|create), td team the league's too. */
  const sources = (name: string): string[] => (name === 'events' ? ['sections'] : name === 'team' ? ['team', 'league'] : [name])
    .map((file) => readFileSync(join(repoRoot, `src/cli/commands/${file}.ts`), 'utf8'));

  it.each(commands.map((c) => [c.name, c] as const))('td %s: every flag it reads is in its usage line', (_, command) => {
    const options = sources(command.name).flatMap((source) => [...source.matchAll(/'?([a-z][a-z-]*)'?:\s*\{\s*type:\s*'(?:string|boolean)'/g)].map((m) => m[1]!));
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(command.usage, `--${option}`).toContain(`--${option}`);
  });

  it('td help shows serve --public-url, result --last-play and team\'s per-sub-command flags (revoke-code, push-night)', () => {
    const help = td(['help']).stdout;
    expect(help).toContain('td serve [--port N] [--host H] [--db FILE] [--require-token] [--public-url URL]');
    expect(help).toContain('[--last-play a|b]');
    expect(help).toContain('revoke-code --event E --team T');
    expect(help).toContain('td team push-night --event E --date D --key-file K [--out FILE|-] [--server URL] | push-night --file SIGNED --server URL');
    expect(help).toContain('td pair, perft, replay and wthor work on files alone and take no --db');
  });

  it('td replay --json prints the same JSON as without it', () => {
    const file = join(tempDir(), 'game.txt');
    writeFileSync(file, 'f5 d6 c3\n');
    const plain = td(['replay', 'othello', file]);
    const json = td(['replay', 'othello', '--json', file]);
    expect(json.status, json.stderr).toBe(0);
    expect(json.stdout).toBe(plain.stdout);
    expect(JSON.parse(json.stdout)).toHaveProperty('status');
  });

  it('docs/cli.md names the commands that take --db, and those without a database refuse it', () => {
    const doc = readFileSync(join(repoRoot, 'docs/cli.md'), 'utf8');
    expect(doc).not.toContain('Every command takes `--db FILE`');
    const without = commands.filter((c) => c.noDatabase).map((c) => c.name);
    expect(without.sort()).toEqual(['pair', 'perft', 'replay', 'wthor']);
    expect(doc).toContain('`td pair`,\n`td perft`, `td replay` and `td wthor` work on files alone and refuse `--db`');
    for (const c of commands.filter((x) => !x.noDatabase)) expect(doc, c.name).toContain(`\`${c.name}\``);
    expect(td(['perft', '1', '--db', 'x.sqlite']).status).toBe(1);
  });
});
