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

describe('defect 2: rounds past the event\'s end', () => {
  it('a bye or a withdrawal past the last round is refused by the service, naming the round and the number of rounds', () => {
    const { backend } = tempBackend();
    const swiss = must<{ id: number }>(backend, 'tournaments.create', { name: 'Swiss', game: 'othello', format: 'swiss', roundsPlanned: 5 });
    const rr = must<{ id: number }>(backend, 'tournaments.create', { name: 'RR', game: 'othello', format: 'round-robin' });
    for (const name of ['Ann', 'Bob', 'Cid']) {
      const p = must<{ id: number }>(backend, 'players.create', { name });
      must(backend, 'events.register', { eventId: swiss.id, playerId: p.id });
      must(backend, 'events.register', { eventId: rr.id, playerId: p.id });
    }
    const bye = backend.call('entries.requestBye', { eventId: swiss.id, entry: '1', round: 50, kind: 'half' });
    expect(bye).toMatchObject({ ok: false, error: { code: 'invalid', message: '"Swiss" has 5 rounds: there is no round 50', details: { issues: [{ field: 'round' }] } } });
    const out = backend.call('entries.withdraw', { eventId: rr.id, entry: '2', fromRound: 99 });
    expect(out).toMatchObject({ ok: false, error: { code: 'invalid', message: '"RR" has 3 rounds: there is no round 99', details: { issues: [{ field: 'fromRound' }] } } });
    // In the caller's language too.
    expect(backend.call('entries.withdraw', { eventId: rr.id, entry: '2', fromRound: 4 }, 'test', 'fr')).toMatchObject({ ok: false, error: { message: '« RR » a 3 rondes : il n\'y a pas de ronde 4' } });
    // Nothing was saved by the refusals.
    const entries = must<Array<{ id: string; status: string; withdrawnRound: number | null; byes: unknown[] }>>(backend, 'entries.list', { eventId: rr.id });
    expect(entries.find((e) => e.id === '2')).toMatchObject({ status: 'active', withdrawnRound: null });
    expect(must<Array<{ id: string; byes: unknown[] }>>(backend, 'entries.list', { eventId: swiss.id }).find((e) => e.id === '1')!.byes).toEqual([]);
    // The last round itself is fine.
    must(backend, 'entries.requestBye', { eventId: swiss.id, entry: '1', round: 5, kind: 'half' });
  });

  it('a withdrawal from a later round within the event shows the entry active until that round is the next to pair', () => {
    const { backend } = tempBackend();
    const rr = must<{ id: number }>(backend, 'tournaments.create', { name: 'RR', game: 'othello', format: 'round-robin' });
    for (const name of ['Ann', 'Bob', 'Cid', 'Dan']) {
      const p = must<{ id: number }>(backend, 'players.create', { name });
      must(backend, 'events.register', { eventId: rr.id, playerId: p.id });
    }
    must(backend, 'rounds.pair', { eventId: rr.id });
    must(backend, 'rounds.publish', { eventId: rr.id, round: 1 });
    const bob = () => must<Array<{ id: string; status: string; withdrawnRound: number | null }>>(backend, 'entries.list', { eventId: rr.id }).find((e) => e.id === '2')!;
    expect(must(backend, 'entries.withdraw', { eventId: rr.id, entry: '2', fromRound: 3, forfeitPaired: true })).toMatchObject({ status: 'active', withdrawnRound: 3 });
    expect(bob()).toMatchObject({ status: 'active', withdrawnRound: 3 });
    const round1 = must<{ pairings: Array<{ kind: string; board: number }> }>(backend, 'rounds.get', { eventId: rr.id, round: 1 });
    for (const p of round1.pairings.filter((x) => x.kind === 'match')) must(backend, 'results.set', { eventId: rr.id, round: 1, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
    must(backend, 'rounds.pair', { eventId: rr.id });
    // Round 2 is paired: round 3, the one Bob leaves from, is the next to pair.
    expect(bob()).toMatchObject({ status: 'withdrawn', withdrawnRound: 3 });
  });
});

describe('defect 4: markers on a game without markers', () => {
  /** A published round 1 of two players in a round robin of `game`. */
  function pairedEvent(backend: ReturnType<typeof tempBackend>['backend'], game: string): number {
    const ev = must<{ id: number }>(backend, 'tournaments.create', { name: `Markers ${game}`, game, format: 'round-robin' });
    for (const name of [`Ann ${game}`, `Bob ${game}`]) must(backend, 'events.register', { eventId: ev.id, playerId: must<{ id: number }>(backend, 'players.create', { name }).id });
    must(backend, 'rounds.pair', { eventId: ev.id });
    must(backend, 'rounds.publish', { eventId: ev.id, round: 1 });
    return ev.id;
  }

  it('is refused by the results service for Othello, naming the field and the game; Onino keeps them', () => {
    const { backend, file } = tempBackend();
    const othello = pairedEvent(backend, 'othello');
    const refused = backend.call('results.set', { eventId: othello, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 }, markersUsed: 5 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rule', details: { issues: [{ field: 'markersUsed' }] } } });
    if (refused.ok) return;
    expect(refused.error.message).toContain('Othello has no markers');
    const round = must<{ pairings: Array<{ games: Array<{ result: unknown }> }> }>(backend, 'rounds.get', { eventId: othello, round: 1 });
    expect(round.pairings[0]!.games[0]!.result).toBeNull();
    const onino = pairedEvent(backend, 'onino');
    const kept = must<{ games: Array<{ result: { markersUsed?: number } }> }>(backend, 'results.set', { eventId: onino, round: 1, board: 1, winner: 'a', score: { a: 40, b: -40 }, markersUsed: 65 });
    expect(kept.games[0]!.result.markersUsed).toBe(65);
    backend.db.close();
    // td result set --markers on the Othello game: exit 2, nothing stored.
    const r = td(file, 'result', 'set', '--event', String(othello), '--round', '1', '--board', '1', '--score', '40-24', '--markers', '5');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Othello has no markers');
  }, 60_000);
});

describe('defect 7: refusals on the command line name the td command, not the API method', () => {
  it('the backend words a refusal for the surface that asked: the command line gets td result correct, the API results.correct', () => {
    const { backend, file } = tempBackend();
    const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Cup', game: 'othello', format: 'round-robin' });
    for (const name of ['Ann', 'Bob']) must(backend, 'events.register', { eventId: ev.id, playerId: must<{ id: number }>(backend, 'players.create', { name }).id });
    must(backend, 'rounds.pair', { eventId: ev.id });
    must(backend, 'rounds.publish', { eventId: ev.id, round: 1 });
    const result = { eventId: ev.id, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } };
    must(backend, 'results.set', result);
    expect(backend.call('results.set', result)).toMatchObject({ ok: false, error: { code: 'conflict', message: 'game 1 on board 1 in round 1 already has a result; use results.correct with a reason' } });
    expect(backend.call('results.set', result, 'test', 'en', 'cli')).toMatchObject({ ok: false, error: { message: 'game 1 on board 1 in round 1 already has a result; use td result correct with --reason' } });
    expect(backend.call('results.set', result, 'test', 'fr', 'cli')).toMatchObject({ ok: false, error: { message: expect.stringContaining('utilisez td result correct avec --reason') } });
    // A refusal nested in another (a result's field errors) is worded for the surface too: --markers, not only markersUsed.
    const markers = backend.call('results.correct', { ...result, markersUsed: 5, reason: 'typo' }, 'test', 'en', 'cli');
    expect(markers).toMatchObject({ ok: false, error: { message: expect.stringContaining('Othello has no markers, so --markers is refused') } });
    backend.db.close();
    const r = td(file, 'result', 'set', '--event', String(ev.id), '--round', '1', '--board', '1', '--score', '40-24');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stderr).error.message).toBe('game 1 on board 1 in round 1 already has a result; use td result correct with --reason');
  }, 60_000);
});

describe('defect 3: a second person of the same name from the command line', () => {
  it('td players add and td event add-player --name take --another-person, and the refusal names that flag', () => {
    const { backend, file } = tempBackend();
    must(backend, 'players.create', { name: 'Ann' });
    const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Cup', game: 'othello', format: 'swiss', roundsPlanned: 3 });
    backend.db.close();
    const refused = td(file, 'players', 'add', '--name', 'Ann');
    expect(refused.status).toBe(2);
    expect(JSON.parse(refused.stderr).error.message).toBe('Ann, player #1 is already in the players list: use that player, or add this one anyway with --another-person if it is another person');
    expect(json<{ id: number; name: string }>(td(file, 'players', 'add', '--name', 'Ann', '--another-person', '--json'))).toMatchObject({ id: 2, name: 'Ann' });
    expect(td(file, 'event', 'add-player', '--event', String(ev.id), '--name', 'Ann').stderr).toContain('--another-person');
    expect(json<{ playerId: number }>(td(file, 'event', 'add-player', '--event', String(ev.id), '--name', 'Ann', '--another-person', '--json'))).toMatchObject({ playerId: 3 });
    expect(td(file, 'help').stdout).toMatch(/add-player --event E \(--player ID \| --name N \[--rating R\] \[--another-person\]\)/);
  }, 90_000);
});
