/** The cross-table of a round robin: each entry's result against each other entry, by pairing number. */
import { matchOutcome, type MatchStatus } from '../match';
import { byePoints, scoringOf, type EntryId, type TournamentEvent } from '../model';

export interface CrossResult {
  round: number;
  /** Match points scored by the row entry (null while pending or void). */
  points: number | null;
  /** The row entry's game score total in the match (Onino points, discs, ...). */
  score: number;
  /** Did the row entry move first in the match's first game? */
  first: boolean;
  status: MatchStatus;
}

export interface CrossTable {
  /** Entry ids in pairing-number order: the rows and the columns. */
  entries: EntryId[];
  /** cells[row][column]: every meeting of the two (two in a double round robin); empty on the diagonal. */
  cells: CrossResult[][][];
  /** Each row's match points through `throughRound`. */
  totals: number[];
}

/**
 * The cell of two entries that never met: one shared, frozen empty list (a 500-entry Swiss has 250,000
 * such cells: a list of its own for each was some 8 MB of its printed cross-table).
 */
const NEVER_MET = Object.freeze([]) as unknown as CrossResult[];

export function crossTable(event: TournamentEvent, throughRound = Infinity): CrossTable {
  const scoring = scoringOf(event);
  const entries = [...event.entries].sort((x, y) => x.pairingNumber - y.pairingNumber).map((e) => e.id);
  const at = new Map(entries.map((id, i) => [id, i]));
  const cells: CrossResult[][][] = entries.map(() => new Array<CrossResult[]>(entries.length).fill(NEVER_MET));
  const meetings = (i: number, j: number): CrossResult[] => (cells[i]![j] === NEVER_MET ? (cells[i]![j] = []) : cells[i]![j]!);
  const totals = entries.map(() => 0);
  for (const round of event.rounds) {
    if (round.number > throughRound) continue;
    for (const p of round.pairings) {
      if (p.kind === 'bye') {
        const i = at.get(p.entry);
        if (i !== undefined) totals[i]! += byePoints(scoring, p.bye);
        continue;
      }
      const [i, j] = [at.get(p.a), at.get(p.b)];
      if (i === undefined || j === undefined) continue;
      const o = matchOutcome(event.game, p, scoring);
      const counts = o.status === 'played' || o.status === 'forfeit';
      const aFirst = p.games[0]?.first === 'a';
      meetings(i, j).push({ round: round.number, points: counts ? o.points.a : null, score: o.totals.a, first: aFirst, status: o.status });
      meetings(j, i).push({ round: round.number, points: counts ? o.points.b : null, score: o.totals.b, first: !aFirst, status: o.status });
      if (counts) {
        totals[i]! += o.points.a;
        totals[j]! += o.points.b;
      }
    }
  }
  return { entries, cells, totals };
}
