/**
 * Checks a round's pairing (made by this engine or recorded by another program) against the rules
 * every Dutch pairing must keep, whoever made it: everybody available paired exactly once and nobody
 * else (C.04.1), at most one pairing-allocated bye, to an eligible player, only with an odd field
 * (C2), no rematch (C1), no two non-topscorers with the same absolute colour preference (C3), and the
 * colours of every pair as E.1-E.5 allocate them. Returns the breaches in plain words (none: []).
 */
import { colourOfHigher } from './colour';
import { compatible, playerStates, type PlayerState } from './state';
import { playerStates2026 } from './state2026';
import type { DutchInput, DutchPair } from './types';

export function checkPairing(input: DutchInput, pairing: { pairs: DutchPair[]; bye: number | null }): string[] {
  const problems: string[] = [];
  // The edition decides bye eligibility (2026: also no bye after a win's points scored without playing).
  const edition2026 = input.edition === '2026';
  const states = new Map<number, PlayerState>((edition2026 ? playerStates2026(input) : playerStates(input)).map((s) => [s.id, s]));
  const seen = new Map<number, number>();
  const count = (id: number): void => void seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const { white, black } of pairing.pairs) {
    count(white);
    count(black);
  }
  if (pairing.bye !== null) count(pairing.bye);
  for (const [id, times] of seen) {
    if (!states.has(id)) problems.push(`player ${id} is paired but not available in this round`);
    else if (times > 1) problems.push(`player ${id} is paired ${times} times`);
  }
  for (const id of states.keys()) if (!seen.has(id)) problems.push(`player ${id} is available but not paired`);
  if (pairing.bye !== null) {
    const s = states.get(pairing.bye);
    if (states.size % 2 === 0) problems.push(`bye to ${pairing.bye} with an even number of players`);
    if (s && !s.byeEligible) {
      problems.push(edition2026
        ? `C2: bye to ${pairing.bye}, who already had a pairing-allocated bye or scored a win's points without playing`
        : `C2: bye to ${pairing.bye}, who already had a pairing-allocated bye or a forfeit win`);
    }
  } else if (states.size % 2 === 1) problems.push('no bye with an odd number of players');
  for (const { white, black } of pairing.pairs) {
    const w = states.get(white);
    const b = states.get(black);
    if (!w || !b) continue;
    if (w.opponents.has(black) || b.opponents.has(white)) problems.push(`C1: ${white} and ${black} have already played`);
    else if (!compatible(w, b)) problems.push(`C3: ${white} and ${black} both have an absolute preference for ${w.pref.colour}`);
    const [hi, lo] = w.rank < b.rank ? [w, b] : [b, w];
    const hiColour = colourOfHigher(hi, lo, input.initialColour ?? 'white');
    const expectedWhite = hiColour === 'white' ? hi.id : lo.id;
    if (expectedWhite !== white) problems.push(`E.1-E.5: ${expectedWhite} should have white in ${white}-${black}`);
  }
  return problems;
}
