/**
 * Rating-based tie-breaks of FIDE C.07 article 10: ARO (10.1) and TPR (10.2). Only opponents met
 * over the board and with a rating count (forfeits are excluded, C.07 15.2); the TPR adds the
 * rating difference of FIDE's conversion table (Handbook B.02, table 8.1.a) for the percentage
 * scored, rounded to whole percent.
 */

/** B.02 table 8.1.a: rating difference dp for a score of p = 0.50 .. 1.00 (p < 0.50: -dp(1 - p)). */
const DP_FROM_HALF = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193,
  202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/** The rating difference for a percentage 0..100 (B.02 table 8.1.a). */
export function ratingDifference(percent: number): number {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return p >= 50 ? DP_FROM_HALF[p - 50]! : -DP_FROM_HALF[50 - p]!;
}

const rated = (r: number | null): r is number => r !== null && r > 0;

/** C.07 10.1: the opponents' average rating, rounded to the nearest whole number (0 when none is rated). */
export function aro(ratings: readonly (number | null)[]): number {
  return aroOf(ratings, ratings.length);
}

/** C.07 10.2: ARO + dp(score / games), over the rated opponents met over the board; result 1, 0.5 or 0. */
export function tpr(games: readonly { rating: number | null; result: number }[]): number {
  return tprOf(games.map((g) => g.rating), games.map((g) => g.result), games.length);
}

/** `aro` of the first `count` ratings (the standings reuse one list from entry to entry). */
export function aroOf(ratings: ArrayLike<number | null>, count: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const r = ratings[i]!;
    if (!rated(r)) continue;
    sum += r;
    n++;
  }
  return n === 0 ? 0 : Math.round(sum / n + 1e-6);
}

/** `tpr` of the first `count` opponents' ratings and the results against them. */
export function tprOf(ratings: ArrayLike<number | null>, results: ArrayLike<number>, count: number): number {
  let score = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    if (!rated(ratings[i]!)) continue;
    score += results[i]!;
    n++;
  }
  if (n === 0) return 0;
  return aroOf(ratings, count) + ratingDifference(Math.round((score * 100) / n + 1e-6));
}
