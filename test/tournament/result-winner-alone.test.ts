/**
 * `td result set --winner` (and `results.set` without a score) once entered a 0-0 score nobody typed: an
 * Onino win at 0-0 is a drawn match (R-ONI-12), half a point each beside a named winner, and the other games
 * refused it with a message about that 0-0. Through the real services (and td) on a real SQLite file.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../src/shared/api/methods/tournament';
import { repoRoot } from '../support/paths';
import { eventWith, matchesOf, must, pairNext, refusal, standings, type Setup } from './helpers';

/** A round robin of two in `game`, round 1 paired and published. */
function twoPlayers(game: string): Setup {
  const s = eventWith({ game, format: 'round-robin', names: ['Ann', 'Bob'] });
  pairNext(s);
  return s;
}

function td(db: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_LANG: 'en' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('result set --winner without a score never stores a 0-0 win', () => {
  const at = (s: Setup) => ({ eventId: s.eventId, round: 1, board: 1 });
  const board = (s: Setup) => matchesOf(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))[0]!;

  it('an Onino win without its points is refused, naming the points it needs (R-ONI-9); with the markers used it is a win', () => {
    const s = twoPlayers('onino');
    const e = refusal(s.backend, 'results.set', { ...at(s), winner: 'b' });
    expect(e).toMatchObject({ code: 'rule', details: { rule: 'R-ONI-9' } });
    expect(e.message).toBe('score: this Onino result needs its score, in points (105 - markers used, at least 5 markers): the outcome alone does not fix it');
    expect(board(s).games[0]!.result).toBeNull();
    // 45 markers used: 105 - 45 = 60 for b, -60 for a (R-ONI-9), and the match is b's (R-ONI-12).
    const won = must<ReturnType<typeof board>>(s.backend, 'results.set', { ...at(s), winner: 'b', markersUsed: 45 });
    expect(won.games[0]!.result).toMatchObject({ winner: 'b', score: { a: -60, b: 60 }, markersUsed: 45 });
    expect(won).toMatchObject({ status: 'played', winner: 'b', points: { a: 0, b: 1 } });
    // A draw is 0-0 by the rules (R-ONI-10).
    const draw = twoPlayers('onino');
    expect(must<ReturnType<typeof board>>(draw.backend, 'results.set', { ...at(draw), winner: null })).toMatchObject({ winner: null, points: { a: 0.5, b: 0.5 }, totals: { a: 0, b: 0 } });
  });

  it('the other games take the outcome alone only where their rules fix the score, and say which score they need', () => {
    const needs: Record<string, [string, string]> = {
      othello: ['R-OTH-3', 'this Othello result needs its score, in official discs'],
      dominoes: ['R-DOM-7', 'this Dominoes (SBYC) result needs its score, in points'],
      tonobeb: ['R-TON-8', 'this Tonobeb result needs its score, in pieces left'],
    };
    for (const [game, [rule, message]] of Object.entries(needs)) {
      const s = twoPlayers(game);
      const e = refusal(s.backend, 'results.set', { ...at(s), winner: 'b' });
      expect(e, game).toMatchObject({ code: 'rule', details: { rule }, message: `score: ${message}: the outcome alone does not fix it` });
    }
    const othello = twoPlayers('othello');
    expect(must<ReturnType<typeof board>>(othello.backend, 'results.set', { ...at(othello), winner: null }).games[0]!.result).toMatchObject({ score: { a: 32, b: 32 } });
    // Ninuki-Renju: the director may not know the captures, 0-0 unless typed (a five wins, R-NIN-5).
    const ninuki = twoPlayers('ninuki');
    expect(must<ReturnType<typeof board>>(ninuki.backend, 'results.set', { ...at(ninuki), winner: 'b' })).toMatchObject({ winner: 'b', points: { a: 0, b: 1 } });
    // A forfeit typed without a score is not played, in every game.
    const forfeit = twoPlayers('dominoes');
    expect(must<ReturnType<typeof board>>(forfeit.backend, 'results.set', { ...at(forfeit), winner: 'a', ending: 'forfeit' })).toMatchObject({ status: 'forfeit', winner: 'a' });
  });

  it('td result set --winner b on an Onino event is refused (exit 2) and stores nothing; --markers makes it a win', () => {
    const s = twoPlayers('onino');
    const base = ['result', 'set', '--event', String(s.eventId), '--round', '1', '--board', '1'];
    const refused = td(s.file, ...base, '--winner', 'b');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('this Onino result needs its score, in points (105 - markers used, at least 5 markers)');
    expect(board(s).games[0]!.result).toBeNull();
    const won = td(s.file, ...base, '--winner', 'b', '--markers', '45', '--json');
    expect(won.status, won.stderr).toBe(0);
    expect(JSON.parse(won.stdout)).toMatchObject({ winner: 'b', points: { a: 0, b: 1 }, totals: { a: -60, b: 60 } });
    expect(standings(s).rows.map((r) => [r.name, r.values.gameScore])).toEqual([['Bob', 60], ['Ann', -60]]);
  });
});
