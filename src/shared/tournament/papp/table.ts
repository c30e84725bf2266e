/**
 * PAPP's penalty table (the `Penalites` section of PAPP 1.37.1's official papp.cfg, and its
 * `Score-bip`): what each pairing fault costs. An event keeps its own copy in its settings
 * (`pappTable`), so an upgrade never changes the costs of an event already running.
 *
 * Scores are in half-points (win 2, draw 1), as PAPP counts them. "INFINI" is PAPP's MAX_PEN (10^7).
 */

/** PAPP's ceiling for a penalty (edmonds.c clips every pair's penalty to [0, MAX_PEN]). */
export const PAPP_MAX_PENALTY = 10_000_000;

export interface PappTable {
  /** `Couleur: n fois`: by |colour difference after the game| (index 0..last; the last repeats). */
  colour: number[];
  /** `Couleur: de-suite`: the same colour as in the previous round. */
  colourRepeat: number;
  /** `Flottement: n demi-points`: by the pair's score difference in half-points (the last repeats). */
  float: number[];
  /** `Flottement: de-suite`: a player floating the same way as in the previous round. */
  floatRepeat: number;
  /** `Flottement: minoration`: taken off for a float that compensates last round's (from round 3 on). */
  floatCompensation: number;
  /** `Repetition: memes-couleurs`: a rematch with the colours of an earlier game. */
  replaySameColours: number;
  /** `Repetition: couleurs-opposees`: a rematch with reversed colours. */
  replayOppositeColours: number;
  /** `Repetition: bip-bip`: a second bye. */
  replayBye: number;
  /** `Repetition: de-suite`: added when the rematch (or bye) repeats the previous round. */
  replayImmediate: number;
  /** `Chauvinisme: ronde n`: two players of the same country, by round (index 0 = round 1; the last repeats). */
  chauvinism: number[];
  /** `Elitisme: ronde n`: times (S_a + S_b) x |S_a - S_b| / 2, by round (index 0 = round 1; the last repeats). */
  elitism: number[];
  /** `Score-bip = 24/64`: the bye's discs out of the total: the player gets the rest (a 40-24 win). */
  byeDiscs: number;
  discsTotal: number;
}

export const DEFAULT_PAPP_TABLE: PappTable = {
  colour: [0, 20, 105, 225, 530, 1075],
  colourRepeat: 15,
  float: [
    0, 20000, 40588, 62785, 87119, 114041, 143998, 177453, 214908, 256910, 304062, 357037, 416582,
    483534, 558828, 643514, 738767, 845906, 966413, 1101949, 1254381, 1425805, 1618578, 1835345, 2079081,
  ],
  floatRepeat: 25,
  floatCompensation: 10,
  replaySameColours: PAPP_MAX_PENALTY,
  replayOppositeColours: 5_000_000,
  replayBye: PAPP_MAX_PENALTY,
  replayImmediate: 1,
  chauvinism: [2],
  elitism: [100, 100, 100, 200, 200, 300, 300, 300, 300, 400],
  byeDiscs: 24,
  discsTotal: 64,
};

/** Entry i of a table whose last value repeats (PAPP's `5+ fois`, `ronde 10+`). */
export function capped(table: readonly number[], i: number): number {
  if (table.length === 0) return 0;
  return table[Math.min(Math.max(i, 0), table.length - 1)]!;
}

/** What the bye scores in half-points under the table: a win unless its discs are half or more. */
export function byeHalfPoints(table: PappTable): number {
  const twice = table.byeDiscs * 2;
  return twice < table.discsTotal ? 2 : twice === table.discsTotal ? 1 : 0;
}
