/**
 * C.07 2026 (in force from 1 March 2026) against Gacrux 1.9.57, FIDE's tie-break checker, on random Swiss
 * and round-robin events with byes, forfeits (one side and both), absences and withdrawals (issue 37
 * part 3). The fixtures keep a few events with Gacrux's output so that this runs without ../shared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compare, findGacrux, parseGacrux, randomEvent, runCodes, runGacrux, trfText, type Shape } from '../../scripts/compare-tiebreaks';
import { fixture } from '../support/paths';
import { FIXTURE_SHAPES } from './c07-2026.shapes';

const gacrux = findGacrux();

describe('C.07 2026 tie-breaks as Gacrux 1.9.57 computes them', () => {
  for (const f of FIXTURE_SHAPES) {
    it(`${f.name}: every value and rank equals Gacrux's kept output (art. 16.4, 15.2, STD, TPN, RTNG)`, () => {
      const event = randomEvent(f.shape, f.seed);
      // The event is the one Gacrux read.
      expect(trfText(event)).toBe(readFileSync(fixture('c07-2026', `${f.name}.trf`), 'utf8'));
      const result = compare(event, parseGacrux(readFileSync(fixture('c07-2026', `${f.name}.gacrux.tsv`), 'utf8')));
      expect(result.differences).toEqual([]);
      expect(result.compared).toBeGreaterThan(f.shape.players * 10);
    });
  }

  it('the 2024 edition, kept selectable, gives other values on the same events (the comparison can fail)', () => {
    let differences = 0;
    for (const f of FIXTURE_SHAPES) {
      const event = { ...randomEvent(f.shape, f.seed), tieBreakEdition: '2024' as const };
      differences += compare(event, parseGacrux(readFileSync(fixture('c07-2026', `${f.name}.gacrux.tsv`), 'utf8'))).differences.length;
    }
    expect(differences).toBeGreaterThan(0);
  });

  // Gacrux is not part of the repository: $GACRUX or ../shared/tools/gacrux-1.9.57, with python3.
  it.runIf(gacrux !== null)('random events: every value and rank equals Gacrux run live (needs Gacrux and python3)', () => {
    let compared = 0;
    const differences: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const rr = seed % 3 === 0;
      const players = rr ? 5 + (seed % 6) : 8 + ((seed * 7) % 13);
      const shape: Shape = rr ? { kind: 'roundRobin', players, rounds: players % 2 === 0 ? players - 1 : players } : { kind: 'swiss', players, rounds: 5 + (seed % 4) };
      const event = randomEvent(shape, 1000 + seed);
      const result = compare(event, parseGacrux(runGacrux(gacrux!, trfText(event), shape.kind, shape.rounds, runCodes(shape.kind))));
      compared += result.compared;
      differences.push(...result.differences.map((d) => `seed ${1000 + seed} #${d.entry} ${d.code}: ours ${d.ours}, Gacrux ${d.theirs}`));
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(1500);
    console.info(`C.07 2026 against Gacrux: ${compared} values and ranks compared, all equal`);
  }, 180_000);
});
