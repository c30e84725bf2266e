/** How names and ranking criteria print in the tables (numbers: Sheet.score / signed / num, in the printed language). */
import { collatorFor } from '../../shared/collate';
import type { Criterion, TournamentEvent } from '../../shared/tournament';
import type { Sheet } from './sheet';

/** A criterion's column heading and its meaning for the legend under a table, in the printed language. */
export function criterionLabel(sheet: Sheet, c: Criterion): [string, string] {
  return [sheet.t(`criterion.${c}.short`), sheet.t(`criterion.${c}.long`)];
}

/** Entry and player ids -> names (an Onino pair's members too). */
export function namesOf(event: TournamentEvent): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of event.entries) {
    names.set(e.id, e.name);
    for (const m of e.members ?? []) names.set(m.playerId, m.name);
  }
  return names;
}

/** Alphabetical order for people's names in any script, as a reader of the printed language expects it. */
export function byNameIn(sheet: Sheet): (a: string, b: string) => number {
  return collatorFor(sheet.locale).compare;
}
