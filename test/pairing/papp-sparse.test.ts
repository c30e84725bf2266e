/**
 * Issue 41 part 1, "any field size the Dutch engine handles, at comparable speed": PAPP's matching is
 * solved on a sparse graph whose duals are checked against every pair left out (papp/sparse.ts). These
 * tests hold it to the complete graph's optimum (the reference, `matching: 'dense'`) on random events,
 * check the bounds it relies on, and that it costs far fewer pairs than the complete graph.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/shared/random';
import { DEFAULT_PAPP_TABLE, judgePapp, pairPapp, type PappInput, type PappPlayer } from '../../src/shared/tournament/papp';
import { PappCosts, clippedCost } from '../../src/shared/tournament/papp/penalty';
import { pappHistory } from '../../src/shared/tournament/papp/state';
import { simulateTournament } from '../../src/shared/tournament/pairing';

const COUNTRIES = ['FRA', 'JPN', 'NED', 'GBR', ''];

/** Every round's input of a random event paired by PAPP itself (countries, absences, some forbidden pairs). */
function rounds(players: number, count: number, seed: number): PappInput[] {
  const random = mulberry32(seed);
  const country = new Map(Array.from({ length: players }, (_, i) => [i + 1, COUNTRIES[Math.floor(random() * COUNTRIES.length)]!]));
  const forbidden = new Map([[1, [2]], [2, [1]]]);
  const inputs: PappInput[] = [];
  simulateTournament({
    players, rounds: count, seed, absence: 0.05,
    pair: (input) => {
      const ps: PappPlayer[] = input.players.map((p) => ({ ...p, country: country.get(p.id), forbidden: forbidden.get(p.id) }));
      const papp: PappInput = { round: input.round, players: ps, seed: seed * 100 + input.round, table: DEFAULT_PAPP_TABLE };
      inputs.push(papp);
      const r = pairPapp(papp);
      return { ok: true, pairs: r.pairs.map(({ white, black }) => ({ white, black })), bye: r.bye };
    },
  });
  return inputs;
}

describe('the sparse PAPP matching keeps the complete graph\'s optimum (issue 41: PAPP-optimal rounds at any field size)', () => {
  it('random events of 13 to 120 players, 7 to 9 rounds, countries, absences, byes: every round costs the complete graph\'s minimum, with colours PAPP could choose', () => {
    for (const [players, count, seed] of [[13, 7, 1], [22, 8, 2], [30, 9, 3], [57, 9, 4], [120, 9, 5]] as const) {
      for (const input of rounds(players, count, seed)) {
        const sparse = pairPapp(input);
        const dense = pairPapp({ ...input, matching: 'dense' });
        expect({ players, round: input.round, cost: sparse.cost }).toEqual({ players, round: input.round, cost: dense.cost });
        const verdict = judgePapp(input, sparse.pairs, sparse.bye);
        expect(verdict.cost).toBe(dense.cost);
        expect(verdict.games.filter((g) => g.colours === 'against')).toEqual([]);
        const present = input.players.filter((p) => p.available !== false).length;
        expect(sparse.pairs.length * 2 + (sparse.bye === null ? 0 : 1)).toBe(present);
      }
    }
  });

  it('at 200 players, from round 2 (more than one score), it costs far fewer pairs than the complete graph (which costs n(n-1)/2 every round)', () => {
    let costed = 0;
    let all = 0;
    for (const input of rounds(200, 5, 6).slice(1)) {
      const n = input.players.filter((p) => p.available !== false).length;
      const complete = ((n + (n % 2)) * (n + (n % 2) - 1)) / 2;
      costed += pairPapp(input).costed!;
      all += complete;
      expect(pairPapp({ ...input, matching: 'dense' }).costed).toBe(complete);
    }
    expect(costed / all).toBeLessThan(0.75);
  });

  it('the bounds hold: no pair costs less than its scores\' floor plus both players\' own floors, and `cost` is the terms\' clipped minimum', () => {
    for (const input of rounds(40, 8, 7)) {
      const history = pappHistory(input.players, input.round, DEFAULT_PAPP_TABLE, 1);
      const present = input.players.filter((p) => p.available !== false).map((p) => p.id);
      const costs = new PappCosts(history, DEFAULT_PAPP_TABLE, present);
      const states = present.map((id) => history.players.get(id)!);
      for (const a of states) {
        for (const b of states) {
          if (a === b) continue;
          const cost = costs.cost(a, b, false);
          expect(cost).toBe(Math.min(clippedCost(costs.terms(a, b)), clippedCost(costs.terms(b, a))));
          expect(cost).toBeGreaterThanOrEqual(costs.scoreFloor(a.score, b.score)! + costs.ownFloor(a) + costs.ownFloor(b));
        }
      }
    }
  });

  it('a national event (every player of one country): Chauvinisme is in every pair\'s floor, and rounds stay at the complete graph\'s minimum', () => {
    for (const input of rounds(60, 7, 9)) {
      const national = { ...input, players: input.players.map((p) => ({ ...p, country: 'FRA' })) };
      const history = pappHistory(national.players, national.round, DEFAULT_PAPP_TABLE, 1);
      const present = national.players.filter((p) => p.available !== false).map((p) => p.id);
      const costs = new PappCosts(history, DEFAULT_PAPP_TABLE, present);
      const states = present.map((id) => history.players.get(id)!);
      for (const a of states) for (const b of states) if (a !== b) expect(costs.cost(a, b, false)).toBeGreaterThanOrEqual(costs.scoreFloor(a.score, b.score, true)! + costs.ownFloor(a) + costs.ownFloor(b));
      expect(pairPapp(national).cost).toBe(pairPapp({ ...national, matching: 'dense' }).cost);
    }
  });

  it('a penalty table that makes rematches pay less than nothing leaves no bound: the complete graph is solved', () => {
    const table = { ...DEFAULT_PAPP_TABLE, replayImmediate: -1 };
    const input = { ...rounds(30, 4, 8)[3]!, table };
    const n = input.players.filter((p) => p.available !== false).length;
    const sparse = pairPapp(input);
    expect(sparse.costed).toBe(((n + (n % 2)) * (n + (n % 2) - 1)) / 2);
    expect(sparse.cost).toBe(pairPapp({ ...input, matching: 'dense' }).cost);
  });
});
