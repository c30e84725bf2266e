import { describe, expect, it } from 'vitest';
import { DEFAULT_PAPP_TABLE, PAPP_MAX_PENALTY, judgePapp, pairPapp, roundRobinLimit, type PappPlayer } from '../../src/shared/tournament/papp';
import type { RoundEntry } from '../../src/shared/tournament/pairing/types';
import { pappEvents, pappPlayers } from './papp-fixtures';

const played = (opponent: number, black: boolean, points: number): RoundEntry => ({ kind: 'played', opponent, colour: black ? 'white' : 'black', points });

describe('PAPP pairings against PAPP 1.37.1 itself (committed fixtures: 13, 17, 21 and 30 players, 7-9 rounds, countries, byes)', () => {
  const events = pappEvents();

  it('every round of PAPP\'s own events costs, under this model, exactly the minimum PAPP\'s model gives (the model is PAPP\'s)', () => {
    for (const event of events) {
      event.rounds.forEach((round, r) => {
        const players = pappPlayers(event, event.rounds.slice(0, r).map((x) => x.games));
        const pairs = round.games.map((g) => ({ white: g.black, black: g.white }));
        const verdict = judgePapp({ round: r + 1, players }, pairs, round.bye);
        expect({ event: event.players.length, round: r + 1, cost: verdict.cost }).toEqual({ event: event.players.length, round: r + 1, cost: round.optimum });
        expect(verdict.games.filter((g) => g.colours === 'against')).toEqual([]);
      });
    }
  });

  it('every round re-paired from PAPP\'s history is PAPP-optimal (cost = the minimum) with colours PAPP could choose', () => {
    for (const event of events) {
      event.rounds.forEach((round, r) => {
        const players = pappPlayers(event, event.rounds.slice(0, r).map((x) => x.games));
        const result = pairPapp({ round: r + 1, players, seed: 1000 + r });
        expect({ event: event.players.length, round: r + 1, cost: result.cost }).toEqual({ event: event.players.length, round: r + 1, cost: round.optimum });
        const verdict = judgePapp({ round: r + 1, players }, result.pairs, result.bye);
        expect(verdict.cost).toBe(round.optimum);
        expect(verdict.games.filter((g) => g.colours === 'against')).toEqual([]);
        expect(result.bye === null).toBe(event.players.length % 2 === 0);
        const seen = [...result.pairs.flatMap((p) => [p.white, p.black]), ...(result.bye === null ? [] : [result.bye])];
        expect(new Set(seen).size).toBe(event.players.length);
      });
    }
  });
});

describe('PAPP\'s randomness: a seed recorded with the round', () => {
  const players: PappPlayer[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, history: [], country: i % 3 === 0 ? 'FRA' : 'JPN' }));

  it('round 1: the same seed pairs the same, other seeds pick other optimal pairings (PAPP: round 1 is random)', () => {
    const a = pairPapp({ round: 1, players, seed: 7 });
    expect(pairPapp({ round: 1, players, seed: 7 })).toEqual(a);
    const distinct = new Set(Array.from({ length: 10 }, (_, s) => JSON.stringify(pairPapp({ round: 1, players, seed: s }).pairs.map((p) => [p.white, p.black]))));
    expect(distinct.size).toBeGreaterThan(5);
    const costs = new Set(Array.from({ length: 10 }, (_, s) => pairPapp({ round: 1, players, seed: s }).cost));
    expect([...costs]).toEqual([a.cost]);
  });

  it('round 1 keeps compatriots apart where it can (Chauvinisme: 2 per same-country pair) and gives no other penalty', () => {
    const a = pairPapp({ round: 1, players, seed: 3 });
    // 7 FRA and 13 JPN: the 7 French meet 7 Japanese, the other 6 Japanese meet each other.
    expect(a.pairs.filter((p) => p.penalty.chauvinism > 0)).toHaveLength(3);
    expect(a.pairs.every((p) => p.penalty.float === 0 && p.penalty.elitism === 0 && p.penalty.replay === 0)).toBe(true);
  });
});

describe('PAPP\'s penalty terms (penalties.c, official papp.cfg)', () => {
  it('Repetition: a rematch only as a last resort, and then with the colours reversed (couleurs-opposees 5 000 000 < memes-couleurs INFINI)', () => {
    // Four players, 1 beat 2 (1 Black) and 3 beat 4 in round 1; round 2 then 1-3 and 2-4 have met nobody.
    const ps: PappPlayer[] = [
      { id: 1, history: [played(2, true, 1)] }, { id: 2, history: [played(1, false, 0)] },
      { id: 3, history: [played(4, true, 1)] }, { id: 4, history: [played(3, false, 0)] },
    ];
    const r = pairPapp({ round: 2, players: ps, seed: 1 });
    expect(r.pairs.map((p) => [p.white, p.black].sort()).sort()).toEqual([[1, 3], [2, 4]]);
    // Two players only: the rematch is forced, with reversed colours (2 now Black), and costs couleurs-opposees + de-suite.
    const two = pairPapp({ round: 2, players: ps.slice(0, 2), seed: 1 });
    expect(two.pairs[0]).toMatchObject({ white: 2, black: 1 });
    expect(two.pairs[0]!.penalty.replay).toBe(DEFAULT_PAPP_TABLE.replayOppositeColours + DEFAULT_PAPP_TABLE.replayImmediate);
  });

  it('Flottement and Elitisme: a float costs by the score difference (2 half-points: 40 588), more near the top (round 2: 100 x (S_a + S_b) x |S_a - S_b| / 2)', () => {
    const ps: PappPlayer[] = [
      { id: 1, history: [played(2, true, 1)] }, { id: 2, history: [played(1, false, 0)] },
      { id: 3, history: [played(4, true, 1)] }, { id: 4, history: [played(3, false, 0)] },
    ];
    // No countries: all four are of the same (empty) country, 2 per pair (Chauvinisme).
    const floats = judgePapp({ round: 2, players: ps }, [{ white: 4, black: 1 }, { white: 2, black: 3 }], null);
    expect(floats.cost).toBe(2 * (40588 + 100 * (2 + 0) * 2 / 2) + 2 * 2);
    // Winners meet, losers meet: one of each pair repeats its colour (|2| = 105, de-suite 15).
    const level = pairPapp({ round: 2, players: ps, seed: 2 });
    expect(level.cost).toBe(2 * (105 + 15) + 2 * 2);
    expect(level.pairs.map((p) => p.penalty)).toEqual([
      { replay: 0, colour: 120, float: 0, elitism: 0, chauvinism: 2 },
      { replay: 0, colour: 120, float: 0, elitism: 0, chauvinism: 2 },
    ]);
  });

  it('a forbidden pair costs the same when judged as when paired (MAX_PEN, either way round)', () => {
    const ps: PappPlayer[] = [
      { id: 1, history: [played(2, true, 1)], forbidden: [3] }, { id: 2, history: [played(1, false, 0)] },
      { id: 3, history: [played(4, true, 1)] }, { id: 4, history: [played(3, false, 0)] },
    ];
    const pairs = [{ white: 3, black: 1 }, { white: 2, black: 4 }];
    // A pair's cost is capped at MAX_PEN, which a forbidden pair reaches.
    expect(judgePapp({ round: 2, players: ps }, pairs, null).cost).toBe(PAPP_MAX_PENALTY + judgePapp({ round: 2, players: ps }, [pairs[1]!], null).cost);
    // Two players only, so 1 v 3 is the only pairing: the pairing's own cost is the judged one.
    const forced = pairPapp({ round: 2, players: ps.slice(0, 1).concat(ps[2]!), seed: 3 });
    expect(forced.cost).toBe(judgePapp({ round: 2, players: ps.slice(0, 1).concat(ps[2]!) }, forced.pairs, forced.bye).cost);
  });

  it('Couleur: the colours go to the cheaper side (Black after White); the other way is one PAPP would not choose', () => {
    const ps: PappPlayer[] = [{ id: 1, history: [played(2, true, 1)] }, { id: 4, history: [played(3, false, 1)] }];
    const r = pairPapp({ round: 2, players: ps, seed: 5 });
    expect(r.pairs[0]).toMatchObject({ white: 4, black: 1, colours: 'cheaper', penalty: { colour: 0 } });
    const v = judgePapp({ round: 2, players: ps }, [{ white: 1, black: 4 }], null);
    expect(v.games[0]!.colours).toBe('against');
  });

  it('Couleur, a tie: the most recent round in which the two had different colours decides (they swap)', () => {
    // 1 had Black, White, Black; 2 White, Black, Black: the colour costs are equal; round 2 decides (1 had White then): 1 is Black.
    const ps: PappPlayer[] = [
      { id: 1, history: [played(3, true, 1), played(4, false, 1), played(5, true, 1)] },
      { id: 2, history: [played(4, false, 1), played(3, true, 1), played(6, true, 1)] },
    ];
    const r = pairPapp({ round: 4, players: ps, seed: 5 });
    expect(r.pairs[0]).toMatchObject({ white: 1, black: 2, colours: 'history' });
    expect(judgePapp({ round: 4, players: ps }, [{ white: 2, black: 1 }], null).games[0]!.colours).toBe('against');
  });

  it('Bip: the bye goes to the lowest score, never twice (bip-bip INFINI), and scores as a 40-24 win (Score-bip 24/64)', () => {
    const ps: PappPlayer[] = [
      { id: 1, history: [played(2, true, 1)] }, { id: 2, history: [played(1, false, 0)] },
      { id: 3, history: [{ kind: 'pairingBye', opponent: null, colour: null, points: 1 }] },
    ];
    const r = pairPapp({ round: 2, players: ps, seed: 1 });
    expect(r.bye).toBe(2);
    const again = pairPapp({ round: 2, players: [ps[0]!, { ...ps[1]!, history: [played(1, false, 1)] }, { ...ps[2]!, history: [{ kind: 'pairingBye', opponent: null, colour: null, points: 0 }] }], seed: 1 });
    expect(again.bye).not.toBe(3);
  });
});


describe('PAPP\'s round robin for a small field (roundrobin.c: at most ((rounds + 1) / 2) x 2 players, the bye counted)', () => {
  /** Plays `rounds` rounds of `n` players with pairPapp (Black always wins), returning every round's pairs and bye. */
  function play(n: number, rounds: number) {
    const players: PappPlayer[] = Array.from({ length: n }, (_, i) => ({ id: i + 1, history: [] }));
    const out: { pairs: [number, number][]; bye: number | null; how: string[] }[] = [];
    for (let r = 1; r <= rounds; r++) {
      const res = pairPapp({ round: r, players, seed: r, totalRounds: rounds });
      out.push({ pairs: res.pairs.map((p) => [p.white, p.black]), bye: res.bye, how: res.pairs.map((p) => p.colours) });
      const entry = new Map<number, RoundEntry>();
      for (const p of res.pairs) {
        entry.set(p.white, played(p.black, true, 1));
        entry.set(p.black, played(p.white, false, 0));
      }
      if (res.bye !== null) entry.set(res.bye, { kind: 'pairingBye', opponent: null, colour: null, points: 1 });
      for (const p of players) p.history.push(entry.get(p.id)!);
    }
    return out;
  }

  it('8 players, 7 rounds: rounds 2-7 rotate round 1\'s table: everybody meets everybody once, colours as the table gives them', () => {
    const rounds = play(8, 7);
    expect(rounds.slice(1).every((r) => r.how.every((h) => h === 'round-robin'))).toBe(true);
    const met = new Set(rounds.flatMap((r) => r.pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`))));
    expect(met.size).toBe(28);
    // Each player has Black three or four times in seven games.
    for (let id = 1; id <= 8; id++) {
      const blacks = rounds.filter((r) => r.pairs.some(([b]) => b === id)).length;
      expect([3, 4]).toContain(blacks);
    }
  });

  it('7 players, 7 rounds: the bye is a seat of the table, so each player has it once and meets the six others', () => {
    const rounds = play(7, 7);
    expect(rounds.map((r) => r.bye).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const met = new Set(rounds.flatMap((r) => r.pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`))));
    expect(met.size).toBe(21);
  });

  it('a field above the limit (10 players, 7 rounds: limit 8) is paired by the matching every round', () => {
    expect(roundRobinLimit(7)).toBe(8);
    expect(roundRobinLimit(9)).toBe(10);
    const rounds = play(10, 7);
    expect(rounds.flatMap((r) => r.how).includes('round-robin')).toBe(false);
  });
});
