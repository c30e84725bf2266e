/**
 * Defects QA found in the `td` commands and the services behind them: each test is named after the defect and
 * runs the real command (or the real services) on a real database.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { splitOpts } from '../../src/cli/commands/event';

type Run = { status: number | null; stdout: string; stderr: string };

function td(db: string, ...args: string[]): Run {
  const env = { ...process.env, TD_LANG: 'en' };
  const r = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8', env });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = <T>(r: Run): T => {
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};
const newDb = () => join(tempDir(), 'club.sqlite');

describe('defect 1: on/off --opt settings', () => {
  it('accepts true/false, yes/no, 1/0, on/off in any case', () => {
    for (const [v, on] of [['Yes', true], ['ON', true], ['true', true], ['1', true], ['No', false], ['off', false], ['FALSE', false], ['0', false]] as const) {
      expect(splitOpts([`avoidSameClub=${v}`, `autoEnter=${v}`, `withdrawForfeiter=${v}`]).settings, v).toEqual({ avoidSameClub: on, autoEnter: on, withdrawForfeiter: on });
    }
  });

  it('refuses anything else with a usage error (exit 1) naming the setting and the value, and saves nothing', () => {
    for (const opt of ['avoidSameClub=maybe', 'autoEnter=perhaps', 'withdrawForfeiter=']) {
      const [key, value] = opt.split('=');
      expect(() => splitOpts([opt]), opt).toThrow(`--opt ${key} must be on or off (true/false, yes/no, 1/0, on/off), got "${value}"`);
    }
    const db = newDb();
    const r = td(db, 'event', 'create', '--name', 'Refused', '--game', 'othello', '--format', 'swiss', '--rounds', '5', '--opt', 'avoidSameClub=maybe');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--opt avoidSameClub must be on or off');
    const created = json<{ settings: { avoidSameClub: boolean } }>(
      td(db, 'event', 'create', '--name', 'Kept', '--game', 'othello', '--format', 'swiss', '--rounds', '5', '--opt', 'avoidSameClub=Yes', '--json'));
    expect(created.settings.avoidSameClub).toBe(true);
    expect(json<unknown[]>(td(db, 'event', 'list', '--json'))).toHaveLength(1);
  }, 60_000);
});

describe('defect 6: ids that are not whole positive numbers', () => {
  it('are a usage error (exit 1) naming the flag and the value, whatever the command and the wrong type', () => {
    const db = newDb();
    const cases: Array<[string[], string, string]> = [
      [['event', 'show', '--event', '1.5'], '--event', '1.5'], // was an API refusal, exit 2
      [['event', 'show', '--event', 'abc'], '--event', 'abc'],
      [['standings', '--event', '0'], '--event', '0'],
      [['result', 'set', '--score', '40-24', '--event', '1', '--round', '1', '--board=-2'], '--board', '-2'],
      [['round', 'show', '--event', '1', '--round', '1e1'], '--round', '1e1'],
    ];
    for (const [args, flag, value] of cases) {
      const r = td(db, ...args);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toContain(`${flag} must be a positive whole number, got "${value}"`);
    }
  }, 60_000);
});

describe('defect 5: td ratings --player for a player who does not exist', () => {
  it('is refused as not found by the service (every host), and td exits 2 saying there is no player 999', () => {
    const { backend, file } = tempBackend();
    const ann = must<{ id: number }>(backend, 'players.create', { name: 'Ann' });
    expect(backend.call('ratings.history', { game: 'onino', playerId: 999 })).toMatchObject({ ok: false, error: { code: 'not_found', message: 'there is no player with id 999' } });
    // A player who exists but has no rated game yet has an empty history, not a refusal.
    expect(must(backend, 'ratings.history', { game: 'onino', playerId: ann.id })).toMatchObject({ playerId: ann.id, history: [] });
    backend.db.close();
    const r = td(file, 'ratings', '--game', 'onino', '--player', '999');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stderr)).toMatchObject({ error: { code: 'not_found', message: 'there is no player with id 999' } });
  }, 60_000);
});
