/** `td events add-section|split|move|check-in|pair-section` (issue 44): an A and a B Swiss under one event from a script. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
}, 120_000);

function td(db: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cliEntry, ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_LANG: 'en' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = <T>(r: { status: number | null; stdout: string; stderr: string }): T => {
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

describe('td events: sections', () => {
  it('creates sections A and B, splits the players by rating (dry run first), refuses a move once A is paired, pairs each section on its own', () => {
    const db = join(tempDir(), 'sections.sqlite');
    const ev = json<{ id: number }>(td(db, 'event', 'create', '--name', 'Weekend', '--game', 'othello', '--format', 'swiss', '--rounds', '3', '--json'));
    const E = String(ev.id);
    const ids: number[] = [];
    for (const [name, rating] of [['Ann', '2000'], ['Bob', '1900'], ['Cid', '1800'], ['Dee', '1700'], ['Eli', '1500'], ['Fox', '1400']]) {
      ids.push(json<{ playerId: number }>(td(db, 'event', 'add-player', '--event', E, '--name', name!, '--rating', rating!, '--json')).playerId);
    }
    expect(td(db, 'events', 'add-section', '--event', E, '--name', 'A').stdout).toMatch(/^added section A \(event \d+\): Weekend – A/);
    json(td(db, 'events', 'add-section', '--event', E, '--name', 'B', '--rounds', '2', '--json'));
    const dry = td(db, 'events', 'split', '--event', E, '--min-rating', '1800', '--dry-run');
    expect(dry.stdout).toContain('preview, nothing saved: 6 players would move');
    expect(dry.stdout).toContain('Cid (1800): - -> A');
    expect(dry.stdout).toContain('Dee (1700): - -> B');
    td(db, 'events', 'split', '--event', E, '--min-rating', '1800');
    const list = json<{ sections: Array<{ eventId: number; name: string; players: Array<{ name: string }> }> }>(td(db, 'events', 'sections', '--event', E, '--json'));
    expect(list.sections.map((s) => [s.name, s.players.map((p) => p.name)])).toEqual([['A', ['Ann', 'Bob', 'Cid']], ['B', ['Dee', 'Eli', 'Fox']]]);

    const paired = json<{ round: { number: number; published: boolean; pairings: unknown[] } }>(td(db, 'events', 'pair-section', '--event', E, '--section', 'a', '--json'));
    expect(paired.round).toMatchObject({ number: 1, published: true });
    expect(paired.round.pairings).toHaveLength(2);
    const refused = td(db, 'events', 'move', '--event', E, '--player', String(ids[0]), '--to', 'B');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('Ann cannot move: section A has paired 1 round already');
    expect(td(db, 'events', 'pair-section', '--event', E, '--section', 'C').stderr).toContain('"Weekend" has no section "C" (its sections: A, B)');
    expect(td(db, 'round', 'pair', '--event', E).stderr).toContain('pair each section on its own');
    const checked = td(db, 'events', 'check-in', '--event', E, '--absent', `${ids[4]}:half`);
    expect(checked.stdout).toBe('section A, round 2: 3 present, 0 absent\nsection B, round 1: 2 present, 1 absent\n');
  }, 600_000);

  it('splits three ways by rating bands (--bands 1800,1500), and says how to split when asked two ways at once', () => {
    const db = join(tempDir(), 'bands.sqlite');
    const E = String(json<{ id: number }>(td(db, 'event', 'create', '--name', 'Open', '--game', 'othello', '--format', 'swiss', '--rounds', '3', '--json')).id);
    for (const [name, rating] of [['Ann', '2000'], ['Cid', '1800'], ['Dee', '1700'], ['Eli', '1500'], ['Fox', '1400'], ['Gil', '1200']]) {
      json(td(db, 'event', 'add-player', '--event', E, '--name', name!, '--rating', rating!, '--json'));
    }
    for (const name of ['A', 'B', 'C']) json(td(db, 'events', 'add-section', '--event', E, '--name', name, '--json'));
    const both = td(db, 'events', 'split', '--event', E, '--top', '2', '--bands', '1800,1500');
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('--bands X,Y');
    expect(td(db, 'events', 'split', '--event', E, '--bands', '1800,1500').status).toBe(0);
    const list = json<{ sections: Array<{ name: string; players: Array<{ name: string }> }> }>(td(db, 'events', 'sections', '--event', E, '--json'));
    expect(list.sections.map((s) => [s.name, s.players.map((p) => p.name)])).toEqual([['A', ['Ann', 'Cid']], ['B', ['Dee', 'Eli']], ['C', ['Fox', 'Gil']]]);
  }, 600_000);
});
