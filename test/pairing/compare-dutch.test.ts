import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHAPES, agreement, findReference, playTournament, type Shape } from '../../scripts/compare-dutch';
import { checkTrf } from '../../src/cli/commands/pair';
import { parseTrf } from '../../src/shared/tournament/trf';
import { repoRoot } from '../support/paths';

const shape = (name: string): Shape => SHAPES.find((s) => s.name === name)!;
const reference = findReference();

describe('Dutch pairings on random tournaments of many shapes (npm run compare:dutch)', () => {
  it('rules only: every round the engine pairs keeps C1-C3, C2 and E, and survives the TRF round trip', () => {
    const reports = [
      playTournament({ shape: shape('everything'), players: 150, rounds: 7, seed: 11 }, null),
      playTournament({ shape: shape('late entries'), players: 200, rounds: 5, seed: 12 }, null),
    ];
    const a = agreement(reports);
    expect(a.breaches).toBe(0);
    expect(a.rounds).toBe(12);
    expect(a.sameRounds).toBe(a.rounds);
  });

  // bbpPairings is not part of the repository: BBP_PAIRINGS or ../shared/tools/bbpPairings-5.0.1 beside the clone.
  it.runIf(reference !== null)('pairs large brackets exactly as bbpPairings 5.0.1 does (150-500 players, rounds 3-9; needs the binary)', () => {
    const reports = [
      playTournament({ shape: shape('everything'), players: 150, rounds: 9, seed: 21 }, reference),
      playTournament({ shape: shape('forfeits'), players: 300, rounds: 5, seed: 22 }, reference),
      playTournament({ shape: shape('plain'), players: 500, rounds: 3, seed: 23 }, reference),
    ];
    const a = agreement(reports);
    expect(a.breaches).toBe(0);
    expect(`${a.samePairs}/${a.pairs} pairs, ${a.sameRounds}/${a.rounds} rounds`).toBe(`${a.pairs}/${a.pairs} pairs, ${a.rounds}/${a.rounds} rounds`);
  }, 300_000);
});

describe('a tournament generated and paired by bbpPairings 5.0.1 (test/fixtures/trf/bbp-420-r5.trf)', () => {
  it('D.1/D.2 exact at any size: all 5 rounds of 420 players (210-player brackets) are re-paired identically', () => {
    // `bbpPairings --dutch -g` with PlayersNumber=420, RoundsNumber=5, seed 7: no XXR or XXC, as it
    // writes them (the rounds held and the colours of round 1 stand in).
    const parsed = parseTrf(readFileSync(resolve(repoRoot, 'test/fixtures/trf/bbp-420-r5.trf'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const report = checkTrf(parsed.trf);
    expect(report.map((r) => `${r.round}: ${r.samePairs}/${r.recorded.pairs.length}`)).toEqual(
      [1, 2, 3, 4, 5].map((r) => `${r}: 210/210`),
    );
    expect(report.flatMap((r) => [...r.engineBreaches, ...r.fileBreaches])).toEqual([]);
  }, 120_000);
});
