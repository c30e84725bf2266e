/**
 * Defects QA found in `td` (the fix-cli branch): each `describe` is named after one defect and holds the
 * cases that failed before its fix. td runs built (out/cli), as it ships.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

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
