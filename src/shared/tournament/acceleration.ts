/**
 * FIDE's accelerated Swiss, the Baku method (Handbook C.04.5.1), as virtual points the caller adds to
 * the Dutch engine's pairing scores. They never reach the standings (nothing is stored).
 * - Group A: the first half of the entries by pairing number, rounded up to an even number
 *   (2 x ceil(N / 4)), fixed at round 1; a later entry belongs to it when its pairing number is
 *   not above the last group-A entry's.
 * - Accelerated rounds: the first half of the rounds, rounded up. In the first half of those
 *   (rounded up) group A gets one win's worth of virtual points, in the rest half a win's worth.
 */
import { isActiveIn, type EntryId, type TournamentEvent } from './model';

/** The Baku virtual points of each entry for pairing `round` (an entry left out has none). */
export function bakuVirtualPoints(event: TournamentEvent, round: number, totalRounds: number, pointsForWin: number): Map<EntryId, number> {
  const accelerated = Math.ceil(totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  const vp = round <= full ? pointsForWin : round <= accelerated ? pointsForWin / 2 : 0;
  const out = new Map<EntryId, number>();
  if (vp === 0) return out;
  const starters = event.entries.filter((e) => isActiveIn(e, 1)).sort((x, y) => x.pairingNumber - y.pairingNumber);
  const size = 2 * Math.ceil(starters.length / 4);
  const last = starters[size - 1]?.pairingNumber ?? Infinity;
  for (const e of event.entries) if (e.pairingNumber <= last) out.set(e.id, vp);
  return out;
}
