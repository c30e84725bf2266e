import { squareName } from './board';

/*
 * Sample games shared by the tests, the CLI tests and the bench: records that reach a known position
 * without anyone forming an ONINO by accident.
 */

/** Alternates two lists of plays, first side first, into record text. */
export function interleave(first: readonly string[], second: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (first[i]) out.push(first[i]!);
    if (second[i]) out.push(second[i]!);
  }
  return out.join(' ');
}

const grid = (files: string, ranks: readonly number[]): string[] =>
  ranks.flatMap((rank) => [...files].map((file) => `${file}${rank}`));

/**
 * The text's example (rules 20, 21): first wins with 45 markers. First's first 40 markers sit two
 * squares apart (no two touch), second's 44 likewise; first's last five make a row on rank 13.
 */
export const FORTY_FIVE_MARKERS = `${interleave(
  [...grid('acegikmo', [1, 3, 5, 7, 9]), 'a13', 'b13', 'c13', 'd13', 'e13'],
  [...grid('bdfhjln', [2, 4, 6, 8, 10, 12]), 'o15', 'm15'],
)} declare`;

/** A full game of 210 plays, squares taken in order a1, b1, ... (first on even squares): rule 22. */
export const FULL_GAME = Array.from({ length: 210 }, (_, i) => squareName(i)).join(' ');
