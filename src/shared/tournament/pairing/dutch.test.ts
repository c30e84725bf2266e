import { describe, expect, it } from 'vitest';
import { faceWalk, orderWindow } from './bracket';
import { classPath } from './classes';
import { colourFailures, colourOfHigher } from './colour';
import { pairDutch } from './dutch';
import { quickSwiss, simulateTournament } from './simulate';
import { playerStates, preference, type PlayerState } from './state';
import type { Colour, DutchInput, DutchPlayer, DutchResult, RoundEntry } from './types';

const g = (opponent: number, colour: 'W' | 'B', points: number): RoundEntry => ({
  kind: 'played', opponent, colour: colour === 'W' ? 'white' : 'black', points,
});
const pab: RoundEntry = { kind: 'pairingBye', opponent: null, colour: null, points: 1 };
const fresh = (n: number): DutchPlayer[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, history: [] }));
const pairsOf = (input: DutchInput): string[] => {
  const r = pairDutch(input);
  if (!r.ok) throw new Error(r.error.message);
  return [...r.pairs.map((p) => `${p.white}-${p.black}`), ...(r.bye ? [`bye ${r.bye}`] : [])];
};
const state = (id: number, colours: Colour[], extra: Partial<PlayerState> = {}): PlayerState => ({
  id, score: 0, units: 0, rank: id, number: id, colours, cd: colours.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0),
  pref: preference(colours), top: false, float1: null, float2: null, opponents: new Set(), byeEligible: true, ...extra,
});

describe('round 1 and the bye', () => {
  it('B.3/E.5: S1 meets S2 in order; odd pairing numbers take the initial colour', () => {
    expect(pairsOf({ round: 1, totalRounds: 5, players: fresh(6) })).toEqual(['1-4', '5-2', '3-6']);
    expect(pairsOf({ round: 1, totalRounds: 5, players: fresh(4), initialColour: 'black' })).toEqual(['3-1', '2-4']);
  });

  it('C.04.1.c: with an odd number the lowest ranked player gets the pairing-allocated bye', () => {
    expect(pairsOf({ round: 1, totalRounds: 5, players: fresh(5) })).toEqual(['1-3', '4-2', 'bye 5']);
  });

  it('C2: a player who had the pairing-allocated bye or a forfeit win does not get it again', () => {
    // Round 2: 5 had the bye; everyone else drew, so all are on 0.5 except 5 on 1.
    const players: DutchPlayer[] = [
      { id: 1, history: [g(3, 'W', 0.5)] }, { id: 2, history: [g(4, 'B', 0.5)] },
      { id: 3, history: [g(1, 'B', 0.5)] }, { id: 4, history: [{ kind: 'forfeitWin', opponent: 2, colour: 'white', points: 1 }] },
      { id: 5, history: [pab] },
    ];
    players[1]!.history = [{ kind: 'forfeitLoss', opponent: 4, colour: 'black', points: 0 }];
    const r = pairDutch({ round: 2, totalRounds: 5, players });
    // 4-5 pair on 1 point; 1 and 3 met, so both float onto 2; 1 (S1[0]) meets 2 and 3 takes the bye.
    expect(r.ok && r.bye).toBe(3);
  });

  it('absent players are not paired; E.5 numbers only the players taking part (as bbpPairings 5.0.1 does)', () => {
    // Player 2 has not entered: 3 is the second player taking part, an even number, so black.
    const players = fresh(5).map((p) => ({ ...p, available: p.id !== 2 }));
    expect(pairsOf({ round: 1, totalRounds: 3, players })).toEqual(['1-4', '5-3']);
  });

  it('no-legal-pairing: two players who already met cannot be paired again (C1)', () => {
    const r = pairDutch({ round: 2, totalRounds: 3, players: [{ id: 1, history: [g(2, 'W', 1)] }, { id: 2, history: [g(1, 'B', 0)] }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('no-legal-pairing');
  });

  it('invalid-input: history length must match the round', () => {
    const r = pairDutch({ round: 2, totalRounds: 3, players: fresh(2) });
    expect(!r.ok && r.error.code).toBe('invalid-input');
  });
});

describe('colour preferences and allocation', () => {
  it('A.6: absolute, strong, mild and no preference', () => {
    expect(preference([])).toEqual({ colour: null, strength: 0 });
    expect(preference(['white'])).toEqual({ colour: 'black', strength: 2 });
    expect(preference(['white', 'black'])).toEqual({ colour: 'white', strength: 1 });
    expect(preference(['black', 'white', 'white'])).toEqual({ colour: 'black', strength: 3 });
    expect(preference(['white', 'white', 'black', 'white'])).toEqual({ colour: 'black', strength: 3 });
  });
  it('E.1: both preferences granted', () => {
    expect(colourOfHigher(state(1, ['white']), state(2, ['black']), 'white')).toBe('black');
  });
  it('E.2: the stronger preference wins', () => {
    expect(colourOfHigher(state(1, ['black', 'white']), state(2, ['black', 'black']), 'white')).toBe('black');
  });
  it('E.3: alternate to the latest round where the colours differed', () => {
    // Both mildly want white; going back, round 2 of the four differs: 1 had white there, so black now.
    expect(colourOfHigher(state(1, ['black', 'white', 'white', 'black']), state(2, ['white', 'black', 'white', 'black']), 'white')).toBe('black');
  });
  it('E.4: the higher ranked player gets the preference when histories are identical', () => {
    expect(colourOfHigher(state(1, ['white', 'black']), state(2, ['white', 'black']), 'white')).toBe('white');
  });
  it('E.5: no preferences: odd pairing number takes the initial colour', () => {
    expect(colourOfHigher(state(3, []), state(8, []), 'white')).toBe('white');
    expect(colourOfHigher(state(4, []), state(8, []), 'white')).toBe('black');
  });
  it('C10/C11: a failed absolute preference counts for C10 but not as a strong one for C11', () => {
    // Topscorers (last round) 1 and 2 both have an absolute preference for white; 3 a strong one.
    const abs = (id: number): PlayerState => state(id, ['black', 'black'], { top: true });
    expect(colourFailures(abs(1), abs(2), 'white')).toMatchObject({ c10: 1, c11: 0 });
    // Absolute against strong for the same colour: the strong preference fails (E.2), C11 counts it.
    const strong = state(3, ['black', 'white', 'black'], { top: true });
    expect(strong.pref).toEqual({ colour: 'white', strength: 2 });
    expect(colourOfHigher(abs(1), strong, 'white')).toBe('white');
    expect(colourFailures(abs(1), strong, 'white')).toMatchObject({ c10: 1, c11: 1 });
  });

  it('C3: non-topscorers with the same absolute preference do not meet; topscorers may in the last round', () => {
    // 1 and 2 both played black twice (absolute white); 3 and 4 both played white twice.
    const h = (o1: number, o2: number, c: 'W' | 'B'): RoundEntry[] => [g(o1, c, 1), g(o2, c, 1)];
    const players: DutchPlayer[] = [
      { id: 1, history: h(5, 6, 'B') }, { id: 2, history: h(6, 5, 'B') },
      { id: 3, history: h(7, 8, 'W') }, { id: 4, history: h(8, 7, 'W') },
      { id: 5, history: [g(1, 'W', 0), g(2, 'W', 0)] }, { id: 6, history: [g(2, 'W', 0), g(1, 'W', 0)] },
      { id: 7, history: [g(3, 'B', 0), g(4, 'B', 0)] }, { id: 8, history: [g(4, 'B', 0), g(3, 'B', 0)] },
    ];
    const notLast = pairsOf({ round: 3, totalRounds: 5, players });
    expect(notLast).not.toContain('1-2');
    expect(notLast).toEqual(expect.arrayContaining(['1-3', '2-4']));
  });
});

describe('candidate order (D.1)', () => {
  it('D.1/B.8: among equally good candidates the transposition order decides, down to the last S1 player', () => {
    // Round 2 of 60 players, all drew in round 1: one homogeneous bracket, S1 = 1-30, S2 = 31-60.
    // Everybody strongly wants black except 59 and 60 (black in round 1), so any pairing that gives
    // 59 and 60 a black-wanter is equally good (C10/C11). 29 met 59 and 30 met 60 in round 1. The
    // first candidate in D.1 order pairs 1-31 ... 28-58, then 29-60 and 30-59 (the S1 tail was once
    // only ordered by its total S2 index, where every permutation of 50-60 ties).
    const players: DutchPlayer[] = [];
    for (let id = 1; id <= 60; id++) {
      const opponent = id === 29 ? 59 : id === 30 ? 60 : id === 59 ? 29 : id === 60 ? 30 : 100 + id;
      players.push({ id, history: [g(opponent, id >= 59 ? 'B' : 'W', 0.5)] });
      if (opponent > 100) players.push({ id: opponent, history: [g(id, 'B', 0.5)], available: false });
    }
    const r = pairDutch({ round: 2, totalRounds: 5, players });
    if (!r.ok) throw new Error(r.error.message);
    const pairs = r.pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')).sort();
    const expected = [...Array.from({ length: 28 }, (_, i) => `${i + 1}-${i + 31}`), '29-60', '30-59'].sort();
    expect(pairs).toEqual(expected);
  });
});

describe('exchanges (D.2)', () => {
  it('D.2.b: the exchange with the smallest BSN-sum difference comes first (3 with 4, not 3 with 5)', () => {
    // Round 4, everybody on 1.5 (all draws): S1 = 1, 2, 3 and S2 = 4, 5, 6. 3 has met 4, 5 and 6, so
    // 3 must meet 1 or 2: one exchange is needed. 1, 2, 3 strongly want black and 4, 5, 6 white, so
    // every such candidate fails two colour preferences alike. Exchanging 3 with 4 (difference 1)
    // beats 3 with 5 or 6 (difference 2, 3); then S1 = 1, 2, 4 and S2 = 3, 5, 6 give 1-3, 2-5, 4-6.
    // (Counting only S1-S2 pairs would rather keep 1-4 and pair 2-3, 5-6.) Players 101-112 have left.
    const h = (colours: string, opponents: number[]): RoundEntry[] =>
      opponents.map((o, r) => g(o, colours[r] as 'W' | 'B', 0.5));
    const players: DutchPlayer[] = [
      { id: 1, history: h('WBW', [101, 102, 103]) }, { id: 2, history: h('WBW', [104, 105, 106]) },
      { id: 3, history: h('WBW', [4, 5, 6]) },
      { id: 4, history: h('BWB', [3, 107, 108]) }, { id: 5, history: h('BWB', [109, 3, 110]) },
      { id: 6, history: h('BWB', [111, 112, 3]) },
    ];
    const half: RoundEntry = { kind: 'bye', opponent: null, colour: null, points: 0.5 };
    for (const p of players.slice()) {
      p.history.forEach((e, r) => {
        if (e.opponent! < 100) return;
        const history = [half, half, half];
        history[r] = g(p.id, e.colour === 'white' ? 'B' : 'W', 0.5);
        players.push({ id: e.opponent!, history, available: false });
      });
    }
    const r = pairDutch({ round: 4, totalRounds: 5, players });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')).sort()).toEqual(['1-3', '2-5', '4-6']);
  });
});

describe('floats, MDPs and the collapsed last bracket (hand-checked)', () => {
  it('A.4 float history: higher score downfloats, lower upfloats, no game is a downfloat', () => {
    const players: DutchPlayer[] = [
      { id: 1, history: [g(2, 'W', 1), g(3, 'W', 1)] }, { id: 2, history: [g(1, 'B', 0), pab] },
      { id: 3, history: [g(4, 'B', 0), g(1, 'B', 0)] }, { id: 4, history: [g(3, 'W', 1), { kind: 'bye', opponent: null, colour: null, points: 0 }] },
    ];
    const s = new Map(playerStates({ round: 3, totalRounds: 5, players }).map((p) => [p.id, p]));
    expect([s.get(1)!.float1, s.get(3)!.float1, s.get(2)!.float1, s.get(4)!.float1]).toEqual(['down', 'up', 'down', 'down']);
    expect([s.get(1)!.float2, s.get(2)!.float2]).toEqual([null, null]);
  });

  it('MDPs: a bracket that cannot pair floats both players, who are paired first below (B.2/B.3)', () => {
    // Round 1: 1-4 (1 wins), 5-2 (2 wins), 3-6 draw. 3 and 6 met, so the 0.5 bracket floats both.
    const players: DutchPlayer[] = [
      { id: 1, history: [g(4, 'W', 1)] }, { id: 2, history: [g(5, 'B', 1)] }, { id: 3, history: [g(6, 'W', 0.5)] },
      { id: 4, history: [g(1, 'B', 0)] }, { id: 5, history: [g(2, 'W', 0)] }, { id: 6, history: [g(3, 'B', 0.5)] },
    ];
    expect(pairsOf({ round: 2, totalRounds: 5, players })).toEqual(['2-1', '4-3', '6-5']);
  });

  it('A.9/C4: the PPB is re-paired and the collapsed last bracket completes the round', () => {
    const players: DutchPlayer[] = [
      { id: 1, history: [g(3, 'W', 1), g(2, 'B', 1)] }, { id: 2, history: [g(4, 'B', 1), g(1, 'W', 0)] },
      { id: 3, history: [g(1, 'B', 0), g(5, 'W', 1)] }, { id: 4, history: [g(2, 'W', 0), g(6, 'B', 1)] },
      { id: 5, history: [g(6, 'W', 0.5), g(3, 'B', 0)] }, { id: 6, history: [g(5, 'B', 0.5), g(4, 'W', 0)] },
    ];
    expect(pairsOf({ round: 3, totalRounds: 5, players }).sort()).toEqual(['1-4', '5-2', '6-3']);
  });

  it('C7: a homogeneous bracket floats the player the next bracket can pair, not its natural floater', () => {
    // Round 3. 1, 2, 3 on 1 point; 4, 5 on 0.5. 3 drew with both 4 and 5, so if 3 floated (the
    // first candidate 1-2) the next bracket would pair 4-5 and leave 3 unpaired; floating 2 lets it
    // pair 2-4 and leaves 5 for the bye: a smaller PSD there (C7). 1, 2 and 3 all mildly want
    // white, so the colours do not prefer 2-3 over 1-3. Players 11-16 have left.
    const bye0: RoundEntry = { kind: 'bye', opponent: null, colour: null, points: 0 };
    const players: DutchPlayer[] = [
      { id: 1, history: [g(11, 'W', 1), g(12, 'B', 0)] }, { id: 2, history: [g(13, 'W', 1), g(14, 'B', 0)] },
      { id: 3, history: [g(4, 'W', 0.5), g(5, 'B', 0.5)] },
      { id: 4, history: [g(3, 'B', 0.5), g(15, 'W', 0)] }, { id: 5, history: [g(16, 'B', 0), g(3, 'W', 0.5)] },
      ...[11, 13].map((id, k) => ({ id, history: [g(k + 1, 'B', 0), bye0], available: false })),
      ...[12, 14].map((id, k) => ({ id, history: [bye0, g(k + 1, 'W', 1)], available: false })),
      { id: 15, history: [bye0, g(4, 'B', 1)], available: false }, { id: 16, history: [g(5, 'W', 1), bye0], available: false },
    ];
    const r = pairDutch({ round: 3, totalRounds: 5, players });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')).sort()).toEqual(['1-3', '2-4']);
    expect(r.bye).toBe(5);
  });

  it('C12: the player who downfloated last round is not floated again when another can be', () => {
    // 1, 2, 3 on 1.5 (all mildly want white), 4, 5 on 0.5; 3 downfloated in round 2. Players 11-20
    // are past opponents who left. The natural floater 3 stays: 1-3, and 2 floats onto 4.
    const bye = (points: number): RoundEntry => ({ kind: 'bye', opponent: null, colour: null, points });
    const top = (id: number, o1: number, o2: number): DutchPlayer => ({ id, history: [g(o1, 'W', 1), g(o2, 'B', 0.5)] });
    const players: DutchPlayer[] = [
      top(1, 11, 12), top(2, 13, 14), top(3, 15, 16),
      { id: 4, history: [g(17, 'B', 0), g(18, 'W', 0.5)] }, { id: 5, history: [g(19, 'B', 0), g(20, 'W', 0.5)] },
      ...[[11, 1], [13, 2], [15, 3]].map(([id, o]) => ({ id: id!, history: [g(o!, 'B', 0), bye(0)], available: false })),
      ...[[12, 1, 1], [14, 2, 1], [16, 3, 0]].map(([id, o, p]) => ({ id: id!, history: [bye(p!), g(o!, 'W', 0.5)], available: false })),
      ...[[17, 4], [19, 5]].map(([id, o]) => ({ id: id!, history: [g(o!, 'W', 1), bye(0)], available: false })),
      ...[[18, 4], [20, 5]].map(([id, o]) => ({ id: id!, history: [bye(0), g(o!, 'B', 0.5)], available: false })),
    ];
    const s = new Map(playerStates({ round: 3, totalRounds: 5, players }).map((p) => [p.id, p]));
    expect([s.get(1)!.float1, s.get(2)!.float1, s.get(3)!.float1]).toEqual([null, null, 'down']);
    expect(pairsOf({ round: 3, totalRounds: 5, players })).toEqual(['1-3', '2-4', 'bye 5']);
  });
});

describe('random tournaments (seeded): invariants the rules guarantee', () => {
  const cases = [
    { players: 9, rounds: 5, seed: 1 }, { players: 16, rounds: 7, seed: 2 }, { players: 23, rounds: 9, seed: 3, forfeit: 0.05, absence: 0.05 },
    { players: 40, rounds: 7, seed: 4, absence: 0.1 }, { players: 11, rounds: 9, seed: 5 }, { players: 30, rounds: 6, seed: 6, draw: 0.5 },
  ];
  for (const c of cases) {
    it(`C1, C2, C.04.1.f/g: ${c.players} players, ${c.rounds} rounds, seed ${c.seed}`, () => {
      const t = simulateTournament(c);
      expect(t.error).toBeUndefined();
      for (const p of t.players) {
        const opponents = p.history.filter((e) => e.kind === 'played').map((e) => e.opponent);
        expect(new Set(opponents).size).toBe(opponents.length); // C1
        expect(p.history.filter((e) => e.kind === 'pairingBye').length).toBeLessThanOrEqual(1); // C2
        const colours = p.history.filter((e) => e.kind === 'played').map((e) => e.colour);
        let cd = 0;
        colours.forEach((col, i) => {
          cd += col === 'white' ? 1 : -1;
          const lastRound = p.history.findLastIndex((e) => e.kind === 'played') === c.rounds - 1 && i === colours.length - 1;
          if (!lastRound) {
            expect(Math.abs(cd)).toBeLessThanOrEqual(2);
            if (i >= 2) expect(colours[i - 1] === col && colours[i - 2] === col).toBe(false);
          }
        });
      }
      for (const input of t.inputs) {
        const r = pairDutch(input);
        if (!r.ok) throw new Error(r.error.message);
        const seen = r.pairs.flatMap((p) => [p.white, p.black]).concat(r.bye ? [r.bye] : []);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe(input.players.filter((p) => p.available !== false).length);
      }
    });
  }
});

/** Runs `test` with these class-path settings, then puts the earlier ones back. */
function withClassPath<T>(settings: Partial<typeof classPath>, test: () => T): T {
  const saved = { ...classPath };
  Object.assign(classPath, settings);
  try {
    return test();
  } finally {
    Object.assign(classPath, saved);
  }
}

/** `input` paired with the class path and on the whole graph, and how many remainders the path decided. */
function bothWays(input: DutchInput): { onClasses: DutchResult; whole: DutchResult; decided: number } {
  classPath.enabled = true;
  classPath.used = 0;
  const onClasses = pairDutch(input);
  const decided = classPath.used;
  classPath.enabled = false;
  const whole = pairDutch(input);
  classPath.enabled = true;
  return { onClasses, whole, decided };
}

describe('D.1 order decided in windows (bracket.ts staged)', () => {
  it('B.3, D.1, D.2: windows of one position, of the default size and one window for all give the same pairings', () => {
    // Brackets of 60-150 players (rounds 2-4 of 150- and 250-player events, with absences and
    // forfeits): their D.1 fields take 250-600 bits, so the default window decides them in 3-6
    // stages and a one-position window in up to 75; a single window is the full-width weight.
    // (The class path, which would decide most of them, is off: this compares the matchings.)
    const saved = orderWindow.bits;
    withClassPath({ enabled: false }, () => {
      try {
        for (const c of [
          { players: 150, rounds: 4, seed: 11, absence: 0.05, forfeit: 0.05 },
          { players: 250, rounds: 3, seed: 12, draw: 0.4 },
        ]) {
          const t = simulateTournament(c);
          expect(t.error).toBeUndefined();
          for (const input of t.inputs.slice(1)) {
            const byWindow = [1, saved, 1_000_000].map((bits) => {
              orderWindow.bits = bits;
              return JSON.stringify(pairDutch(input));
            });
            expect(byWindow[0]).toBe(byWindow[2]);
            expect(byWindow[1]).toBe(byWindow[2]);
          }
        }
      } finally {
        orderWindow.bits = saved;
      }
    });
  });
});

describe('D.1 order decided on the optimal face (bracket.ts onFace)', () => {
  it('B.3, D.1, D.2: walking the optimal face of one solve gives the pairings of the window-by-window solves', () => {
    // Odd and even brackets, MDPs, byes, absences and forfeits: rounds 2-6 of 60- to 250-player events
    // (the class path off: this compares the matchings).
    withClassPath({ enabled: false }, () => {
      try {
        for (const c of [
          { players: 61, rounds: 6, seed: 21, absence: 0.1, forfeit: 0.05 },
          { players: 150, rounds: 5, seed: 22, draw: 0.5 },
          { players: 251, rounds: 4, seed: 23, absence: 0.05, forfeit: 0.05, draw: 0.3 },
        ]) {
          const t = simulateTournament(c);
          expect(t.error).toBeUndefined();
          for (const input of t.inputs.slice(1)) {
            const [walked, windowed] = [true, false].map((enabled) => {
              faceWalk.enabled = enabled;
              return JSON.stringify(pairDutch(input));
            });
            expect(walked).toBe(windowed);
          }
        }
      } finally {
        faceWalk.enabled = true;
      }
    });
  });
});

describe('large remainders paired on classes of alike players (classes.ts)', () => {
  it('B.3, C5-C19, D.1, D.2: the class path gives the pairings of the matching on the whole graph', () => {
    // Every remainder and one-MDP pairing of 2 players or more goes through the class path here (in
    // use: 12 or more), odd and even, with late colour histories, absences, forfeits, many draws
    // and the last round's topscorers (C8, C9, E.2 on colour differences). Every pair of players is
    // also weighed against its classes' pair (the key's promise).
    withClassPath({ minPlayers: 2, verifyKeys: true }, () => {
      let decided = 0;
      let rounds = 0;
      for (const c of [
        { players: 61, rounds: 7, seed: 31, absence: 0.1, forfeit: 0.05 },
        { players: 150, rounds: 9, seed: 32, draw: 0.5 },
        { players: 201, rounds: 6, seed: 33, absence: 0.05, forfeit: 0.05, draw: 0.3 },
        { players: 120, rounds: 9, seed: 34, draw: 0.15, absence: 0.08 },
        { players: 77, rounds: 9, seed: 35, forfeit: 0.1, draw: 0.4 },
      ]) {
        const t = simulateTournament(c);
        expect(t.error).toBeUndefined();
        for (const input of t.inputs.slice(1)) {
          const both = bothWays(input);
          decided += both.decided;
          rounds++;
          expect(JSON.stringify(both.onClasses), `round ${input.round} of ${c.players} players, seed ${c.seed}`).toBe(JSON.stringify(both.whole));
        }
      }
      // The path must have decided most remainders, or this test would compare the old path with itself.
      expect(decided).toBeGreaterThan(2 * rounds);
    });
  });

  it('C8-C11, E.2, E.3: in the last round of large events every pair weighs as its classes, and the pairing is the whole graph\'s', () => {
    // Round 9 of 800- and 1,200-player events (brackets of 100-200 topscorers and non-topscorers,
    // one-MDP brackets): the small events above seldom hold two topscorers alike in preference and
    // colour difference but not in history, whose E.3 decides who fails C8/C9.
    withClassPath({ verifyKeys: true }, () => {
      for (const [players, seed] of [[800, 6], [1200, 5]] as const) {
        const both = bothWays({ round: 9, totalRounds: 9, players: quickSwiss(players, 8, seed) });
        expect(both.decided).toBeGreaterThan(5);
        expect(JSON.stringify(both.onClasses)).toBe(JSON.stringify(both.whole));
      }
    });
  });

  it('C2, C4: an odd last bracket on classes leaves its bye to a player who may take it', () => {
    // Round 3 of 41 players with many forfeits: the players who had the pairing-allocated bye or a
    // forfeit win (no bye again, C2) are put in the last bracket by a score of 0 (as a penalty would),
    // so that it mixes players who may and may not take the bye, alike in everything else.
    withClassPath({ minPlayers: 2, verifyKeys: true }, () => {
      let checked = 0;
      for (const seed of [41, 42, 43, 44, 45, 46]) {
        const t = simulateTournament({ players: 41, rounds: 5, playRounds: 2, seed, forfeit: 0.3 });
        expect(t.error).toBeUndefined();
        const barred = (p: DutchPlayer): boolean => p.history.some((e) => e.kind === 'pairingBye' || e.kind === 'forfeitWin');
        const players = t.players.map((p) => (barred(p) ? { ...p, score: 0 } : p));
        const both = bothWays({ round: 3, totalRounds: 5, players });
        expect(both.onClasses.ok).toBe(true);
        if (!both.onClasses.ok) continue;
        const bye = both.onClasses.bye;
        expect(barred(players.find((p) => p.id === bye)!)).toBe(false);
        checked += both.decided;
        expect(JSON.stringify(both.onClasses)).toBe(JSON.stringify(both.whole));
      }
      expect(checked).toBeGreaterThan(6);
    });
  });

  it('A.3, B.2, C5-C19: an MDP\'s bracket certifies the residents less one with the bound of all of them, and pairs as when it solves each', () => {
    // Both editions, odd and even numbers of residents, absences and forfeits. The audit solves step 2
    // for every reused bound all the same and throws where the two disagree.
    let reused = 0;
    let rounds = 0;
    for (const edition of ['2017', '2026'] as const) {
      for (const c of [
        { players: 100, rounds: 9, seed: 51, draw: 0.25 },
        { players: 79, rounds: 9, seed: 52, absence: 0.05, forfeit: 0.05 },
        { players: 150, rounds: 7, seed: 53, draw: 0.4 },
      ]) {
        const t = simulateTournament({ ...c, pair: (input) => pairDutch({ ...input, edition }) });
        expect(t.error).toBeUndefined();
        for (const input of t.inputs.slice(1)) {
          const at = { ...input, edition };
          const withBounds = withClassPath({ auditReuse: true, reused: 0 }, () => {
            const pairing = JSON.stringify(pairDutch(at));
            reused += classPath.reused;
            return pairing;
          });
          const solved = withClassPath({ reuseBounds: false }, () => JSON.stringify(pairDutch(at)));
          expect(withBounds, `round ${input.round} of ${c.players} players, seed ${c.seed}, ${edition}`).toBe(solved);
          rounds++;
        }
      }
    }
    // Most rounds have an MDP's bracket large enough for the path: the bound must have served.
    expect(reused).toBeGreaterThan(rounds);
  });
});
