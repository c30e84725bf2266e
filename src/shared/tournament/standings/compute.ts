/**
 * Standings as of any round, in one pass over the rounds (500 entries x 9 rounds is milliseconds).
 *
 * Unplayed rounds (byes, forfeits, absences, void matches) follow FIDE's 2009 convention for
 * Buchholz and Sonneborn-Berger:
 * - in the player's own list, an unplayed round R counts as a game against a virtual opponent who
 *   had the player's score before R, takes the opposite result in R and draws every later round:
 *   Svon = S(before R) + (win + loss - points in R) + draw x (n - R);
 * - in an opponent's score used by others, each of that opponent's unplayed rounds counts as a draw.
 * Pending matches (results missing) are left out of everything until they have a result.
 */
import { matchOutcome, type MatchOutcome } from '../match';
import { byePoints, otherSlot, scoringOf, type Entry, type Slot, type EntryId, type TournamentEvent } from '../model';
import { DEFAULT_ORDER, type Criterion } from './criteria';

export interface StandingsOptions {
  /** Standings after this round (default: every round). */
  throughRound?: number;
  /** Ranking criteria in order (default: the game's own, DEFAULT_ORDER). */
  order?: readonly Criterion[];
}

export interface StandingRow {
  /** Shared by entries tied on every criterion. */
  rank: number;
  entry: EntryId;
  name: string;
  pairingNumber: number;
  status: 'active' | 'withdrawn' | 'barred';
  /** Matches played over the board (not byes, forfeits or void matches). */
  played: number;
  /** Games that count in the tables (R-ONI-13/14 exclusions applied). */
  games: number;
  values: Record<Criterion, number>;
}

export interface Standings {
  throughRound: number;
  order: readonly Criterion[];
  rows: StandingRow[];
}

interface RoundLine {
  round: number;
  /** Opponent index, or -1 for an unplayed round. */
  opp: number;
  points: number;
}

interface Tally {
  entry: Entry;
  lines: RoundLine[];
  points: number;
  gameScore: number;
  oppGameScore: number;
  gamesWon: number;
  gamePoints: number;
  margin: number;
  games: number;
  played: number;
  wins: number;
}

const EPS = 1e-9;

export function computeStandings(event: TournamentEvent, options: StandingsOptions = {}): Standings {
  const scoring = scoringOf(event);
  const lastRound = event.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const n = Math.min(options.throughRound ?? lastRound, lastRound);
  const order = options.order ?? DEFAULT_ORDER[event.game];
  const index = new Map<EntryId, number>(event.entries.map((e, i) => [e.id, i]));
  const tallies: Tally[] = event.entries.map((entry) => ({
    entry, lines: [], points: 0, gameScore: 0, oppGameScore: 0, gamesWon: 0, gamePoints: 0, margin: 0, games: 0, played: 0, wins: 0,
  }));
  const line = (i: number, round: number, opp: number, points: number) => {
    const t = tallies[i]!;
    t.lines.push({ round, opp, points });
    t.points += points;
    if (points >= scoring.win - EPS && scoring.win > scoring.draw) t.wins++;
  };

  const rounds = event.rounds.filter((r) => r.number <= n).sort((x, y) => x.number - y.number);
  for (const round of rounds) {
    const seen = new Uint8Array(tallies.length);
    for (const p of round.pairings) {
      if (p.kind === 'bye') {
        const i = index.get(p.entry);
        if (i === undefined) continue;
        seen[i] = 1;
        line(i, round.number, -1, byePoints(scoring, p.bye));
        continue;
      }
      const ia = index.get(p.a);
      const ib = index.get(p.b);
      if (ia === undefined || ib === undefined) continue;
      const o = matchOutcome(event.game, p, scoring);
      if (o.status === 'pending') {
        seen[ia] = seen[ib] = 2;
        continue;
      }
      seen[ia] = seen[ib] = 1;
      const overBoard = o.status === 'played';
      line(ia, round.number, overBoard ? ib : -1, o.points.a);
      line(ib, round.number, overBoard ? ia : -1, o.points.b);
      addMatch(tallies[ia]!, o, 'a', overBoard);
      addMatch(tallies[ib]!, o, 'b', overBoard);
    }
    // Absent (not paired, withdrawn, not yet joined): an unplayed round with no points.
    for (let i = 0; i < tallies.length; i++) if (seen[i] === 0) line(i, round.number, -1, 0);
  }

  // Opponents' scores as others see them: each unplayed round of theirs counts as a draw.
  const adjusted = tallies.map((t) => t.lines.reduce((s, l) => s + (l.opp >= 0 ? l.points : scoring.draw), 0));
  const values = tallies.map((t) => tieBreaks(t, adjusted, scoring.win + scoring.loss, scoring.draw, scoring.win, n));

  const barred = new Set((event.sanctions ?? []).filter((s) => s.kind === 'forfeit' && event.game === 'onino').map((s) => s.entry));
  const rows: StandingRow[] = tallies.map((t, i) => ({
    rank: 0,
    entry: t.entry.id,
    name: t.entry.name,
    pairingNumber: t.entry.pairingNumber,
    status: barred.has(t.entry.id) ? 'barred' : (t.entry.withdrawnFromRound ?? Infinity) <= n + 1 ? 'withdrawn' : 'active',
    played: t.played,
    games: t.games,
    values: {
      matchPoints: t.points,
      gameScore: t.gameScore,
      averageGameScore: t.games > 0 ? t.gameScore / t.games : 0,
      gamesWon: t.gamesWon,
      gamePoints: t.gamePoints,
      scoreDifference: t.gameScore - t.oppGameScore,
      margin: t.margin,
      wins: t.wins,
      directEncounter: 0,
      ...values[i]!,
    },
  }));
  rank(rows, order, tallies, index);
  return { throughRound: n, order, rows };
}

function addMatch(x: Tally, o: MatchOutcome, s: Slot, overBoard: boolean): void {
  const t = otherSlot(s);
  x.gameScore += o.totals[s];
  x.oppGameScore += o.totals[t];
  x.gamesWon += o.gamesWon[s];
  x.gamePoints += o.gamePoints[s];
  x.margin += o.margins[s];
  x.games += o.counted;
  if (overBoard) x.played++;
}

function tieBreaks(t: Tally, adjusted: number[], winPlusLoss: number, draw: number, win: number, n: number) {
  const contributions: number[] = [];
  let sb = 0;
  let running = 0;
  let progressive = 0;
  for (const l of t.lines) {
    const opp = l.opp >= 0 ? adjusted[l.opp]! : running + (winPlusLoss - l.points) + draw * (n - l.round);
    contributions.push(opp);
    sb += (l.points / win) * opp;
    running += l.points;
    progressive += running;
  }
  const sum = contributions.reduce((s, x) => s + x, 0);
  const lo = contributions.length ? Math.min(...contributions) : 0;
  const hi = contributions.length ? Math.max(...contributions) : 0;
  return {
    buchholz: sum,
    buchholzCut1: sum - lo,
    buchholzMedian: contributions.length >= 2 ? sum - lo - hi : 0,
    sonnebornBerger: sb,
    progressive,
  };
}

/** Sort rows by the criteria in order, direct encounter evaluated inside each tied group. */
function rank(rows: StandingRow[], order: readonly Criterion[], tallies: Tally[], index: Map<EntryId, number>): void {
  const groups: StandingRow[][] = [];
  const split = (group: StandingRow[], level: number): void => {
    const c = order[level];
    if (c === undefined || group.length === 1) {
      groups.push(group.sort((x, y) => x.pairingNumber - y.pairingNumber));
      return;
    }
    if (c === 'directEncounter') directEncounter(group, tallies, index);
    group.sort((x, y) => y.values[c] - x.values[c]);
    let start = 0;
    for (let i = 1; i <= group.length; i++) {
      if (i === group.length || Math.abs(group[i]!.values[c] - group[start]!.values[c]) > EPS) {
        split(group.slice(start, i), level + 1);
        start = i;
      }
    }
  };
  split([...rows], 0);
  let place = 1;
  rows.length = 0;
  for (const g of groups) {
    for (const r of g) {
      r.rank = place;
      rows.push(r);
    }
    place += g.length;
  }
}

/** Points scored against the other members of a tied group; only when every pair of them has met. */
function directEncounter(group: StandingRow[], tallies: Tally[], index: Map<EntryId, number>): void {
  const members = new Set(group.map((r) => index.get(r.entry)!));
  const met = new Set<string>();
  const scores = group.map((r) => {
    const i = index.get(r.entry)!;
    let s = 0;
    for (const l of tallies[i]!.lines) {
      if (l.opp >= 0 && members.has(l.opp)) {
        s += l.points;
        met.add(i < l.opp ? `${i}:${l.opp}` : `${l.opp}:${i}`);
      }
    }
    return s;
  });
  const allMet = met.size === (group.length * (group.length - 1)) / 2;
  group.forEach((r, k) => (r.values.directEncounter = allMet ? scores[k]! : 0));
}
