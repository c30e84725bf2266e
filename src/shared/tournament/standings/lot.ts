/**
 * The lot, the last tie-break of Japanese Othello events (issue 41): one draw of every entry, made
 * from the seed the event records (setting `lotSeed`, drawn and audited when the event is created),
 * so the same seed always gives the same places and anyone can check them. Pure: no clock, no Math.random.
 */
import { mulberry32, shuffled } from '../../random';
import type { EntryId } from '../model';

/** Each entry's place in the draw (1 = first); empty without a seed (the lot not drawn: no entry ahead). */
export function lotPlaces(entries: ReadonlyArray<{ id: EntryId; pairingNumber: number }>, seed: number | null): Map<EntryId, number> {
  const places = new Map<EntryId, number>();
  if (seed === null) return places;
  lotPlacesByIndex(entries, seed).forEach((place, i) => places.set(entries[i]!.id, place));
  return places;
}

/**
 * The same places by each entry's index in `entries`; all 0 without a seed. The standings read the
 * lot for every entry: a 10,000-entry map keyed by entry id cost more than the draw itself.
 */
export function lotPlacesByIndex(entries: ReadonlyArray<{ pairingNumber: number }>, seed: number | null): Int32Array {
  const places = new Int32Array(entries.length);
  if (seed === null) return places;
  // Drawn over the entries in pairing-number order, so the draw does not depend on how they were loaded.
  const order = entries.map((_, i) => i).sort((x, y) => entries[x]!.pairingNumber - entries[y]!.pairingNumber);
  const drawn = shuffled(order, mulberry32(seed));
  for (let k = 0; k < drawn.length; k++) places[drawn[k]!] = k + 1;
  return places;
}
