/** A whole event driven from a script through `td event`, `td round`, `td result`, `td standings`, `td ratings`. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

function td(db: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = <T>(r: { status: number | null; stdout: string; stderr: string }): T => {
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
};

describe('td: a whole event from the command line', () => {
  it('creates a round robin, enters players, pairs and scores every round, ranks, finalises and rates', () => {
    const db = join(tempDir(), 'cli.sqlite');
    const ev = json<{ id: number; settings: { gamesPerMatch: number; scoring: { win: number } } }>(
      td(db, 'event', 'create', '--name', 'Winter cup', '--game', 'othello', '--format', 'round-robin', '--opt', 'win=2', '--opt', 'draw=1', '--json'),
    );
    expect(ev.settings.scoring.win).toBe(2);
    const E = String(ev.id);
    for (const [name, rating] of [['Ann', '1900'], ['Bob', '1800'], ['Cid', '1700']]) {
      json(td(db, 'event', 'add-player', '--event', E, '--name', name!, '--rating', rating!, '--json'));
    }
    // Berger 3/4: Bob-Cid (Ann bye) | Ann-Bob (Cid bye) | Cid-Ann (Bob bye); slot a wins every game 40-24.
    for (let r = 1; r <= 3; r++) {
      const paired = json<{ round: { number: number; published: boolean; pairings: Array<{ kind: string; board: number }> } }>(td(db, 'round', 'pair', '--event', E, '--json'));
      expect(paired.round).toMatchObject({ number: r, published: true });
      for (const p of paired.round.pairings.filter((x) => x.kind === 'match')) {
        json(td(db, 'result', 'set', '--event', E, '--round', String(r), '--board', String(p.board), '--score', '40-24', '--json'));
      }
    }
    const st = json<{ rows: Array<{ name: string; values: { matchPoints: number } }> }>(td(db, 'standings', '--event', E, '--json'));
    // A win is 2 points, the pairing bye 1: Bob 2 + 0 + 1, Ann 1 + 2 + 0, Cid 0 + 1 + 2.
    expect(Object.fromEntries(st.rows.map((r) => [r.name, r.values.matchPoints]))).toEqual({ Ann: 3, Bob: 3, Cid: 3 });
    const asOf1 = json<{ throughRound: number }>(td(db, 'standings', '--event', E, '--round', '1', '--json'));
    expect(asOf1.throughRound).toBe(1);
    const text = td(db, 'standings', '--event', E);
    expect(text.stdout).toMatch(/after round 3: matchPoints, brightwell, gameScore/);
    json(td(db, 'event', 'finalise', '--event', E, '--json'));
    const ratings = json<Array<{ name: string; games: number }>>(td(db, 'ratings', '--game', 'othello', '--json'));
    expect(ratings).toHaveLength(3);
    expect(ratings.every((r) => r.games === 2)).toBe(true);
    const shown = json<{ status: string; entries: unknown[]; rounds: unknown[] }>(td(db, 'event', 'show', '--event', E, '--json'));
    expect(shown).toMatchObject({ status: 'finished' });
    expect(shown.rounds).toHaveLength(3);
  }, 240_000);

  it('refusals exit 2 with the API error as JSON; usage errors exit 1', () => {
    const db = join(tempDir(), 'cli.sqlite');
    const ev = json<{ id: number }>(td(db, 'event', 'create', '--name', 'Solo', '--game', 'onino', '--format', 'swiss', '--rounds', '3', '--json'));
    td(db, 'event', 'add-player', '--event', String(ev.id), '--name', 'Ann');
    const lonely = td(db, 'round', 'pair', '--event', String(ev.id));
    expect(lonely.status).toBe(2);
    expect(JSON.parse(lonely.stderr)).toMatchObject({ error: { code: 'rule', message: 'an event needs at least two entries, it has 1' } });
    td(db, 'event', 'add-player', '--event', String(ev.id), '--name', 'Bob');
    json(td(db, 'round', 'pair', '--event', String(ev.id), '--json'));
    const tooMuch = td(db, 'result', 'set', '--event', String(ev.id), '--round', '1', '--board', '1', '--score', '101--101');
    expect(tooMuch.status).toBe(2);
    expect(JSON.parse(tooMuch.stderr)).toMatchObject({ error: { details: { rule: 'R-ONI-9' } } });
    expect(td(db, 'result', 'set', '--event', String(ev.id), '--round', '1', '--board', '1').status).toBe(1);
  }, 240_000);

  it('R-ONI-11: td result first-move records the toss and the loser\'s choice, says who chooses next and why', () => {
    const db = join(tempDir(), 'cli.sqlite');
    const ev = json<{ id: number }>(td(db, 'event', 'create', '--name', 'Match', '--game', 'onino', '--format', 'round-robin', '--opt', 'gamesPerMatch=2', '--opt', 'firstMove=require', '--json'));
    const E = String(ev.id);
    for (const name of ['Ann', 'Bob']) td(db, 'event', 'add-player', '--event', E, '--name', name);
    td(db, 'round', 'pair', '--event', E);
    td(db, 'round', 'publish', '--event', E, '--round', '1');
    const where = ['--event', E, '--round', '1', '--board', '1'];
    const before = td(db, 'result', 'set', ...where, '--score', '60--60');
    expect(before.status).toBe(2);
    expect(JSON.parse(before.stderr)).toMatchObject({ error: { details: { rule: 'R-ONI-11' } } });
    const tossed = td(db, 'result', 'first-move', ...where, '--toss', 'b', '--chose', 'first');
    expect(tossed.status, tossed.stderr).toBe(0);
    expect(tossed.stdout).toMatch(/game 2 first move: .*no result yet/);
    const played = td(db, 'result', 'set', ...where, '--score', '60--60');
    expect(played.status, played.stderr).toBe(0);
    // a won game 1, so b (the loser) chooses game 2.
    expect(played.stdout).toMatch(/game 2 first move: \S+ chooses as the loser of game 1 \(onino rule 3, R-ONI-11\)/);
    expect(td(db, 'result', 'first-move', ...where, '--game', '2', '--choice', 'a', '--chose', 'first').status).toBe(2);
    const chosen = json<{ games: Array<{ first: string; due: { recorded: boolean } }> }>(td(db, 'result', 'first-move', ...where, '--game', '2', '--choice', 'b', '--chose', 'second', '--json'));
    expect(chosen.games[1]).toMatchObject({ first: 'a', due: { recorded: true } });
    expect(td(db, 'result', 'first-move', ...where, '--toss', 'b').status).toBe(1);
  }, 240_000);
});
