/**
 * The round-by-round rank table (issue 44; Swiss-Manager's "rank table" and Vega's progressive
 * cross-table): per entry and round, the opponent, who moved first and the result, then the score and
 * the rank after that round. Ranks are the standings' own after each round (`computeStandings` through
 * that round, the event's order), so the last column always equals the standings.
 */
import { matchOutcome, type MatchStatus } from '../match';
import { byePoints, scoringOf, type ByeKind, type EntryId, type TournamentEvent } from '../model';
import { computeStandings, valueOf, type StandingsOptions } from './compute';

/** One entry's round: against whom, with which side, how it ended, and where it left the entry. */
export interface RankTableCell {
  round: number;
  /** The opponent over the board (or who forfeited), null for a bye or no pairing. */
  opponent: EntryId | null;
  /** Did this entry move first (TRF's white)? null without a game. */
  first: boolean | null;
  /** `win`, `draw`, `loss` by match points; `pending` while no result; `void` when nothing counts (a struck or protested match). */
  outcome: 'win' | 'draw' | 'loss' | 'pending' | 'void' | 'none';
  status: MatchStatus | 'bye' | 'absent';
  /** The bye's kind, for a bye. */
  bye?: ByeKind;
  /** Match points this round gave the entry (0 while pending). */
  points: number;
  /** The first ranking criterion (the score) and the rank after this round. */
  scoreAfter: number;
  rankAfter: number;
}

export interface RankTableRow {
  entry: EntryId;
  name: string;
  pairingNumber: number;
  /** The rank after the last round shown (the standings' rank). */
  rank: number;
  cells: RankTableCell[];
}

export interface RankTable {
  throughRound: number;
  /** In the standings' order after the last round shown. */
  rows: RankTableRow[];
}

/** What a bye is worth as a result: the pairing bye and a forfeit win a win, the half-point bye a draw. */
const BYE_OUTCOME: Record<ByeKind, 'win' | 'draw' | 'loss'> = { pairing: 'win', forfeit: 'win', half: 'draw', zero: 'loss' };

export function rankTable(event: TournamentEvent, options: StandingsOptions = {}): RankTable {
  const scoring = scoringOf(event);
  const lastRound = event.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const through = Math.min(options.throughRound ?? lastRound, lastRound);
  const rounds = event.rounds.filter((r) => r.number <= through).sort((x, y) => x.number - y.number);
  // The standings after each round: rank and score (the first criterion) of every entry.
  const after = rounds.map((r) => {
    const s = computeStandings(event, { ...options, throughRound: r.number });
    const score = s.order[0]!;
    return new Map(s.rows.map((row) => [row.entry, { rank: row.rank, score: valueOf(row, score) }]));
  });
  const final = computeStandings(event, { ...options, throughRound: through });
  const cellsOf = (entry: EntryId): RankTableCell[] => rounds.map((round, k) => {
    const where = after[k]!.get(entry) ?? { rank: 0, score: 0 };
    const base = { round: round.number, scoreAfter: where.score, rankAfter: where.rank };
    for (const p of round.pairings) {
      if (p.kind === 'bye') {
        if (p.entry !== entry) continue;
        return { ...base, opponent: null, first: null, outcome: BYE_OUTCOME[p.bye], status: 'bye', bye: p.bye, points: byePoints(scoring, p.bye) };
      }
      if (p.a !== entry && p.b !== entry) continue;
      const side = p.a === entry ? 'a' : 'b';
      const o = matchOutcome(event.game, p, scoring);
      const counts = o.status === 'played' || o.status === 'forfeit';
      const first = p.games[0] ? p.games[0].first === side : null;
      // A double forfeit has no winner and is lost by both; a played match without one is drawn.
      const outcome = !counts ? (o.status === 'void' ? 'void' : 'pending') : o.winner === side ? 'win' : o.winner === null && o.status === 'played' ? 'draw' : 'loss';
      return { ...base, opponent: side === 'a' ? p.b : p.a, first, outcome, status: o.status, points: counts ? o.points[side] : 0 };
    }
    return { ...base, opponent: null, first: null, outcome: 'none', status: 'absent', points: 0 };
  });
  return {
    throughRound: through,
    rows: final.rows.map((r) => ({ entry: r.entry, name: r.name, pairingNumber: r.pairingNumber, rank: r.rank, cells: cellsOf(r.entry) })),
  };
}
