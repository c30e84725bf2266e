/**
 * The lot, the last tie-break of Japanese Othello events (issue 41): one draw of every entry, made
 * from the seed the event records (setting `lotSeed`, drawn and audited when the event is created),
 * so the same seed always gives the same places and anyone can check them. Pure: no clock, no Math.random.
 */
import { mulberry32, shuffled } from '../../random';
import type { EntryId } from '../model';

/** Each entry's place in the draw (1 = first); empty without a seed (the lot not drawn: no entry ahead). */
export function lotPlaces(entries: ReadonlyArray<{ id: EntryId; pairingNumber: number }>, seed: number | null): Map<EntryId, number> {
  if (seed === null) return new Map();
  // Drawn over the entries in pairing-number order, so the draw does not depend on how they were loaded.
  const order = [...entries].sort((x, y) => x.pairingNumber - y.pairingNumber).map((e) => e.id);
  const places = new Map<EntryId, number>();
  shuffled(order, mulberry32(seed)).forEach((id, i) => places.set(id, i + 1));
  return places;
}
