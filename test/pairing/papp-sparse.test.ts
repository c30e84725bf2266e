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
import { classDuals } from '../../src/shared/tournament/papp/classduals';
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

  it('at 200 players, from round 2 (more than one score), it costs under 15 % of the pairs the complete graph costs (n(n-1)/2 every round)', () => {
    let costed = 0;
    let all = 0;
    for (const input of rounds(200, 5, 6).slice(1)) {
      const n = input.players.filter((p) => p.available !== false).length;
      const complete = ((n + (n % 2)) * (n + (n % 2) - 1)) / 2;
      costed += pairPapp(input).costed!;
      all += complete;
      expect(pairPapp({ ...input, matching: 'dense' }).costed).toBe(complete);
    }
    // The classes' bounds (9-10 %; main's graph by score alone costed a quarter).
    expect(costed / all).toBeLessThan(0.15);
  });

  it('at 1,000 players, rounds 2-6 cost under 5 % of the complete graph\'s pairs each (what makes them comparable to the Dutch engine: bench/papp.bench.ts)', () => {
    for (const input of rounds(1000, 6, 14).slice(1)) {
      const n = input.players.filter((p) => p.available !== false).length;
      const complete = ((n + (n % 2)) * (n + (n % 2) - 1)) / 2;
      expect({ round: input.round, share: pairPapp(input).costed! / complete < 0.05 }).toEqual({ round: input.round, share: true });
    }
  });

  it('the bounds hold: players of one class (PappCosts.classKey) cost the same against anyone up to the pair\'s own terms, no pair costs less than its classes\' floor, and the floor is the cost of a pair that never met', () => {
    let tight = 0;
    for (const input of rounds(40, 8, 7)) {
      const history = pappHistory(input.players, input.round, DEFAULT_PAPP_TABLE, 1);
      const present = input.players.filter((p) => p.available !== false).map((p) => p.id);
      const costs = new PappCosts(history, DEFAULT_PAPP_TABLE, present);
      const states = present.map((id) => history.players.get(id)!);
      // A player of each class: the floor is computed from it for all of the class's players.
      const sample = new Map(states.map((p) => [costs.classKey(p), p]));
      for (const a of states) {
        for (const b of states) {
          if (a === b) continue;
          const [ca, cb] = [sample.get(costs.classKey(a))!, sample.get(costs.classKey(b))!];
          const cost = costs.cost(a, b, false);
          expect(cost).toBe(Math.min(clippedCost(costs.terms(a, b)), clippedCost(costs.terms(b, a))));
          expect(cost).toBeGreaterThanOrEqual(costs.classFloor(ca, cb, null)!);
          expect(cost).toBeGreaterThanOrEqual(costs.classFloor(ca, cb, a.country === b.country)!);
          const met = history.games.has(`${a.id} ${b.id}`) || history.games.has(`${b.id} ${a.id}`);
          if (!met && a.country !== b.country) {
            expect(cost).toBe(costs.classFloor(ca, cb, false));
            tight++;
          }
        }
      }
    }
    expect(tight).toBeGreaterThan(1000);
  });

  it('a national event (every player of one country): Chauvinisme is in every pair\'s floor, and rounds stay at the complete graph\'s minimum', () => {
    for (const input of rounds(60, 7, 9)) {
      const national = { ...input, players: input.players.map((p) => ({ ...p, country: 'FRA' })) };
      const history = pappHistory(national.players, national.round, DEFAULT_PAPP_TABLE, 1);
      const present = national.players.filter((p) => p.available !== false).map((p) => p.id);
      const costs = new PappCosts(history, DEFAULT_PAPP_TABLE, present);
      const states = present.map((id) => history.players.get(id)!);
      for (const a of states) for (const b of states) if (a !== b) expect(costs.cost(a, b, false)).toBeGreaterThanOrEqual(costs.classFloor(a, b, true)!);
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

describe('the sparse matching under pressure (issue 41: exact at any field size, bench/papp.bench.ts for the speed)', () => {
  it('300 players, 12 rounds, countries, absences and byes, forbidden pairs: every round costs the complete graph\'s minimum, with colours PAPP could choose', () => {
    const inputs = rounds(300, 12, 11);
    expect(inputs.some((input) => input.players.filter((p) => p.available !== false).length % 2 === 1)).toBe(true);
    for (const input of inputs) {
      const sparse = pairPapp(input);
      const dense = pairPapp({ ...input, matching: 'dense' });
      expect({ round: input.round, cost: sparse.cost }).toEqual({ round: input.round, cost: dense.cost });
      expect(judgePapp(input, sparse.pairs, sparse.bye).games.filter((g) => g.colours === 'against')).toEqual([]);
    }
  });

  it('rematch pressure: 12 players over 14 rounds (rematches forced), and a field of one country: the complete graph\'s minimum every round', () => {
    let rematches = 0;
    for (const national of [false, true]) {
      for (const input of rounds(12, 14, national ? 13 : 12)) {
        const players = national ? input.players.map((p) => ({ ...p, country: 'JPN' })) : input.players;
        const sparse = pairPapp({ ...input, players });
        expect({ round: input.round, cost: sparse.cost }).toEqual({ round: input.round, cost: pairPapp({ ...input, players, matching: 'dense' }).cost });
        rematches += sparse.pairs.filter((p) => p.penalty.replay >= DEFAULT_PAPP_TABLE.replayOppositeColours).length;
      }
    }
    expect(rematches).toBeGreaterThan(0);
  });
});

describe('class duals (papp/classduals.ts): the fractional matching of interchangeable players', () => {
  /** The heaviest assignment of players to partners other than themselves (the double cover), by brute force. */
  function bestAssignment(cls: number[], w: (c: number, d: number) => number): number {
    let best = -Infinity;
    const used = new Array<boolean>(cls.length).fill(false);
    const go = (i: number, total: number): void => {
      if (i === cls.length) {
        best = Math.max(best, total);
        return;
      }
      for (let j = 0; j < cls.length; j++) {
        if (j === i || used[j]) continue;
        used[j] = true;
        go(i + 1, total + w(cls[i]!, cls[j]!));
        used[j] = false;
      }
    };
    go(0, 0);
    return best;
  }

  it('random classes: P(c) + P(d) >= 2 x ceiling(c, d) for every pair of players\' classes, and the duals\' total equals the heaviest fractional matching (LP duality)', () => {
    const random = mulberry32(5);
    for (let t = 0; t < 40; t++) {
      const count = Array.from({ length: 1 + Math.floor(random() * 4) }, () => 1 + Math.floor(random() * 3));
      if (count.reduce((s, k) => s + k, 0) < 2) continue;
      const table = count.map(() => count.map(() => 0));
      for (let c = 0; c < count.length; c++) for (let d = c; d < count.length; d++) table[c]![d] = table[d]![c] = 1000 + Math.floor(random() * 50);
      const w = (c: number, d: number): number => table[c]![d]!;
      const P = classDuals(count, w);
      for (let c = 0; c < count.length; c++) {
        for (let d = 0; d < count.length; d++) if (c !== d || count[c]! > 1) expect(P[c]! + P[d]!).toBeGreaterThanOrEqual(2 * w(c, d));
      }
      const players = count.flatMap((k, c) => new Array<number>(k).fill(c));
      expect(count.reduce((s, k, c) => s + k * P[c]!, 0)).toBe(bestAssignment(players, w));
    }
  });
});
