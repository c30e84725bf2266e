/** How numbers and names print in the tables. */
import type { TournamentEvent } from '../../shared/tournament';

/** Halves as `½` (`2½`, `½`, `-1½`), other fractions with two decimals. */
export function score(x: number): string {
  if (!Number.isInteger(x * 2)) return x.toFixed(2);
  const whole = Math.trunc(x);
  if (Number.isInteger(x)) return String(x);
  return `${x < 0 ? '-' : ''}${whole === 0 ? '' : Math.abs(whole)}½`;
}

/** A signed number: `+12`, `-3`, `0`. */
export function signed(x: number): string {
  return x > 0 ? `+${x}` : String(x);
}

/** Column headings of the ranking criteria and their meaning (one home for screens, projector and paper). */
export { CRITERION_LABELS } from '../../shared/tournament/standings/labels';

/** Entry and player ids -> names (an Onino pair's members too). */
export function namesOf(event: TournamentEvent): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of event.entries) {
    names.set(e.id, e.name);
    for (const m of e.members ?? []) names.set(m.playerId, m.name);
  }
  return names;
}

/** Alphabetical order for people's names in any script (the app's one collator). */
export { compareNames as byName } from '../../shared/collate';
