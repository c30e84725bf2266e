import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPairing, pairDutch, simulateTournament, type DutchInput, type DutchResult } from '../../src/shared/tournament/pairing';
import { classPath } from '../../src/shared/tournament/pairing/classes';
import { classPath2026 } from '../../src/shared/tournament/pairing/classes2026';
import { pairedRounds, parseTrf, recordedPairing, roundInput } from '../../src/shared/tournament/trf';
import { initialColourOf } from '../../src/cli/commands/pair';
import { fixture } from '../support/paths';

/** Runs `test` with the class path's settings changed, then puts them back. */
function withClassPath<T>(settings: Partial<typeof classPath>, test: () => T): T {
  const saved = { ...classPath };
  Object.assign(classPath, settings);
  try {
    return test();
  } finally {
    Object.assign(classPath, saved);
  }
}

/** `input` paired by the 2026 engine with the class path and without it, and how often the path decided. */
function bothWays(input: DutchInput): { onClasses: DutchResult; graph: DutchResult; decided: number } {
  const at2026 = { ...input, edition: '2026' as const };
  classPath.used = 0;
  const onClasses = pairDutch(at2026);
  const decided = classPath.used;
  const graph = withClassPath({ enabled: false }, () => pairDutch(at2026));
  return { onClasses, graph, decided };
}

describe('the 2026 engine pairs large brackets on classes of alike players (classes2026.ts, issue 37 speed)', () => {
  it('C6, C7, C10-C21, D.1, D.2: the class path gives the bracket graph\'s pairing (random events, absences, forfeits, draws)', () => {
    // Every bracket of 2 residents or more with at most one MDP may go through the class path
    // (classPath2026.minPlayers); every pair of players is also weighed against its classes' pair
    // (the key's promise: same-score pairs weigh alike either way round).
    expect(classPath2026.minPlayers).toBe(2);
    withClassPath({ verifyKeys: true }, () => {
      let decided = 0;
      let rounds = 0;
      for (const c of [
        { players: 40, rounds: 7, seed: 131, absence: 0.1, forfeit: 0.05 },
        { players: 90, rounds: 8, seed: 132, draw: 0.5 },
        { players: 71, rounds: 6, seed: 133, absence: 0.05, forfeit: 0.05, draw: 0.3 },
      ]) {
        const t = simulateTournament({ ...c, pair: (input) => pairDutch({ ...input, edition: '2026' }) });
        expect(t.error).toBeUndefined();
        for (const input of t.inputs.slice(1)) {
          const both = bothWays(input);
          decided += both.decided;
          rounds++;
          expect(JSON.stringify(both.onClasses), `round ${input.round} of ${c.players} players, seed ${c.seed}`).toBe(JSON.stringify(both.graph));
        }
      }
      // The path must have decided brackets, or this test would compare the graph with itself.
      expect(decided).toBeGreaterThan(rounds);
    });
  }, 300_000);

  /** Round `round` of a fixture by the 2026 engine: pairs not recorded, whether the byes agree, and how often the path decided. */
  const replay = (file: string, round: number): { missing: string[]; sameBye: boolean; pairs: number; decided: number } => {
    const parsed = parseTrf(readFileSync(fixture(file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const trf = { ...parsed.trf, totalRounds: parsed.trf.totalRounds ?? pairedRounds(parsed.trf), initialColour: initialColourOf(parsed.trf) };
    const recorded = recordedPairing(trf, round);
    classPath.used = 0;
    const result = pairDutch({ ...roundInput(trf, round), edition: '2026' });
    if (!result.ok) throw new Error(result.error.message);
    const recordedKeys = new Set(recorded.pairs.map((p) => `${p.white}-${p.black}`));
    return {
      missing: result.pairs.map((p) => `${p.white}-${p.black}`).filter((k) => !recordedKeys.has(k)),
      sameBye: result.bye === recorded.bye && result.pairs.length === recorded.pairs.length,
      pairs: result.pairs.length,
      decided: classPath.used,
    };
  };

  it('pairs round 9 of the 500-player tournament of bbpPairings 6.0.0 identically with large brackets decided on classes (test/fixtures/trf/bbp6-500-r9.trf)', () => {
    const r = replay('trf/bbp6-500-r9.trf', 9);
    expect(r).toMatchObject({ missing: [], sameBye: true, pairs: 250 });
    expect(r.decided).toBeGreaterThan(3);
  }, 120_000);

  it('C4, C7: the last two brackets of an even round (no bye) on classes too: round 2 of the 1,000-player tournament of bbpPairings 6.0.0 (test/fixtures/trf/bbp6-1000-r9.trf)', () => {
    // Three scoregroups of about 330: the middle one, whose next scoregroup is the last, took 45 s on
    // the whole graph; its completion field is the same in every perfect matching.
    const r = replay('trf/bbp6-1000-r9.trf', 2);
    expect(r).toMatchObject({ missing: [], sameBye: true, pairs: 500 });
    expect(r.decided).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('C4, C5: in an odd round the brackets above the bye\'s score go through the class path too, the bye left below them (151 players, rounds 2-4)', () => {
    const t = simulateTournament({ players: 151, rounds: 5, playRounds: 4, seed: 137, pair: (input) => pairDutch({ ...input, edition: '2026' }) });
    expect(t.error).toBeUndefined();
    for (const input of t.inputs.slice(1)) {
      const both = bothWays(input);
      expect(both.onClasses.ok && both.onClasses.bye).not.toBe(null);
      expect(both.decided, `round ${input.round}`).toBeGreaterThan(1);
      expect(JSON.stringify(both.onClasses), `round ${input.round}`).toBe(JSON.stringify(both.graph));
    }
  }, 120_000);

  it('C1-C4: a 3,000-player round 9 paired on classes breaks no rule (td pair --check)', () => {
    // Rounds 1-8 by the 2017 engine (fast at this size), round 9 by the 2026 one.
    const t = simulateTournament({ players: 3000, rounds: 9, playRounds: 8, seed: 37 });
    expect(t.error).toBeUndefined();
    const input: DutchInput = { round: 9, totalRounds: 9, players: t.players, edition: '2026' };
    classPath.used = 0;
    const result = pairDutch(input);
    expect(result.ok).toBe(true);
    expect(classPath.used).toBeGreaterThan(5);
    if (result.ok) expect(checkPairing(input, result)).toEqual([]);
  }, 300_000);
});
