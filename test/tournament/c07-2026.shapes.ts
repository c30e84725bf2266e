import type { Shape } from '../../scripts/compare-tiebreaks';

/** The random events kept as fixtures (test/fixtures/c07-2026), with Gacrux 1.9.57's output for each. */
export const FIXTURE_SHAPES: Array<{ name: string; shape: Shape; seed: number }> = [
  { name: 'swiss-12x7', shape: { kind: 'swiss', players: 12, rounds: 7 }, seed: 101 },
  { name: 'swiss-15x6', shape: { kind: 'swiss', players: 15, rounds: 6 }, seed: 102 },
  { name: 'rr-8', shape: { kind: 'roundRobin', players: 8, rounds: 7 }, seed: 103 },
  { name: 'rr-7', shape: { kind: 'roundRobin', players: 7, rounds: 7 }, seed: 104 },
];
