/**
 * Standings as of any round, in one pass over the rounds (500 entries x 9 rounds is milliseconds).
 *
 * Unplayed rounds (byes, forfeits, absences, void matches) follow the FIDE Tie-Break Regulations
 * C.07 (2023 edition as amended from 1 August 2024), article 16:
 * - a voluntarily unplayed round (VUR: a half- or zero-point bye, a forfeit loss, an absence, a
 *   void match) differs from a pairing-allocated bye or a forfeit win, which are worth a win;
 * - an opponent's score, as others use it, is their real score, except that the unplayed rounds
 *   after their last round with a game, a pairing bye or a forfeit win (a withdrawal) count as draws;
 * - in the entry's own list (Swiss), each unplayed round counts as a dummy opponent with the entry's
 *   own final score; in a round robin an unplayed round adds nothing;
 * - the cut modifiers cut the VURs first (14.6).
 * The 2026 edition (event.tieBreakEdition '2026', in force from 1 March 2026) differs in:
 * - 16.4: the dummy opponent's score is capped: for a forfeit, at the scheduled opponent's adjusted
 *   score (16.4.1); for a bye or an absence, at a draw's points times the rounds (16.4.2);
 * - 15.2: in a round robin a forfeit counts as a game against its scheduled opponent (Buchholz,
 *   Sonneborn-Berger, direct encounter), never for the rating-based ARO and TPR; an unplayed round without
 *   an opponent adds nothing, and counts 0 in the score others see;
 * - no Buchholz family in a round robin (applicableOrder); new STD, TPN and RTNG.
 * Pending matches (results missing) are left out of everything until they have a result.
 */
import { lotPlacesByIndex } from './lot';
import { emptyOutcome, matchOutcomeInto, type MatchOutcome } from '../match';
import { byePoints, otherSlot, scoringOf, type Match, type Slot, type EntryId, type TournamentEvent } from '../model';
import { ASCENDING, OPPONENT_TIE_BREAKS, type Criterion, type OpponentTieBreak } from './criteria';
import { applicableOrder, defaultOrder, isRoundRobin, scoreFirst } from './order';
import { directEncounterRanks, type Encounter } from './directEncounter';
import { aroOf, tprOf } from './performance';
import { descriptorOf } from '../../games/registry';

export interface StandingsOptions {
  /** Standings after this round (default: every round). */
  throughRound?: number;
  /** Ranking criteria in order (default: the game's own, defaultOrder). */
  order?: readonly Criterion[];
  /** Brightwell quotient constant c (World Othello Championship: 6). */
  brightwellConstant?: number;
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
  values: StandingValues;
  /** Place inside the group tied before direct encounter (1 = best); only set when DE was applied. */
  directEncounterPlace?: number;
}

/**
 * A row's value of every criterion; the opponent tie-breaks (criteria.ts) are null unless the table's order
 * ranks by one of them. A cold server's first standings of a 10,000-entry Othello event (match points,
 * Brightwell, discs) spent a fifth of their CPU on them (issue 45, part 5; docs/architecture.md).
 */
export type StandingValues = { [C in Criterion]: C extends OpponentTieBreak ? number | null : number };

/** A row's value of a criterion its table carries: one of its order, or any but the opponent tie-breaks. */
export function valueOf(row: StandingRow, c: Criterion): number {
  const v = row.values[c];
  if (v === null) throw new Error(`standings computed without the opponent tie-breaks have no ${c}: rank by it to have it`);
  return v;
}

export interface Standings {
  throughRound: number;
  order: readonly Criterion[];
  rows: StandingRow[];
}

/**
 * Every entry's round lines, one column per field: entry i's k-th line is at i * width + k (width: the
 * rounds counted). One set of typed arrays in place of an object and a list per line and entry: a
 * 10,000-entry table's lines were 4.7 MB of short-lived objects, and collecting them dominated a cold call.
 */
interface Lines {
  width: number;
  /** Lines of each entry (by entry index). */
  count: Int32Array;
  round: Int32Array;
  /** Opponent index over the board, or -1 for an unplayed round. */
  opp: Int32Array;
  /** The scheduled opponent (over the board or forfeited), -1 for a bye or an absence. */
  sched: Int32Array;
  points: Float64Array;
  /** C.07 16: a voluntarily unplayed round (not worth a win): 1, else 0. */
  vur: Uint8Array;
  /** Played over the board: 1 won, 0.5 drawn, 0 lost (the match result). */
  result: Float64Array;
  /** The entry's game score in the match (Othello discs). */
  score: Float64Array;
}

const linesFor = (entries: number, width: number): Lines => {
  const size = entries * width;
  return {
    width, count: new Int32Array(entries), round: new Int32Array(size), opp: new Int32Array(size), sched: new Int32Array(size),
    points: new Float64Array(size), vur: new Uint8Array(size), result: new Float64Array(size), score: new Float64Array(size),
  };
};

const COLUMNS = ['round', 'opp', 'sched', 'points', 'vur', 'result', 'score'] as const;

/** The same lines, twice as wide: an entry may play several boards in one round (a Scheveningen team match). */
function widened(lines: Lines): Lines {
  const entries = lines.count.length;
  const wide = linesFor(entries, Math.max(1, lines.width * 2));
  wide.count.set(lines.count);
  for (const column of COLUMNS) {
    for (let i = 0; i < entries; i++) {
      (wide[column] as Float64Array).set((lines[column] as Float64Array).subarray(i * lines.width, i * lines.width + lines.count[i]!), i * wide.width);
    }
  }
  return wide;
}

/**
 * Every entry's running totals, one typed column per figure (by entry index). Objects per entry whose
 * number fields turn from integers to fractions (a draw's half point) were each migrated to a new shape
 * by V8 as they were touched: in a cold 10,000-entry call that was the largest single cost.
 */
interface Totals {
  points: Float64Array;
  gameScore: Float64Array;
  oppGameScore: Float64Array;
  gamesWon: Float64Array;
  gamePoints: Float64Array;
  margin: Float64Array;
  games: Float64Array;
  played: Int32Array;
  wins: Int32Array;
  winsPlayed: Int32Array;
  firstMoveGames: Int32Array;
  firstMoveWins: Int32Array;
}

const totalsFor = (n: number): Totals => ({
  points: new Float64Array(n), gameScore: new Float64Array(n), oppGameScore: new Float64Array(n), gamesWon: new Float64Array(n),
  gamePoints: new Float64Array(n), margin: new Float64Array(n), games: new Float64Array(n), played: new Int32Array(n),
  wins: new Int32Array(n), winsPlayed: new Int32Array(n), firstMoveGames: new Int32Array(n), firstMoveWins: new Int32Array(n),
});

const EPS = 1e-9;
/** A BQ round without a game against a present opponent counts this many discs (WOC rules). */
const BQ_UNPLAYED_DISCS = 32;

export function computeStandings(event: TournamentEvent, options: StandingsOptions = {}): Standings {
  const scoring = scoringOf(event);
  const lastRound = event.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const n = Math.min(options.throughRound ?? lastRound, lastRound);
  const edition = event.tieBreakEdition ?? '2024';
  const rr = isRoundRobin(event.format);
  const order = applicableOrder(scoreFirst(event.game, options.order ?? defaultOrder(event.game)), event.format, edition);
  const entries = event.entries;
  const index = new Map<EntryId, number>();
  for (let i = 0; i < entries.length; i++) index.set(entries[i]!.id, i);
  const rounds = event.rounds.filter((r) => r.number <= n).sort((x, y) => x.number - y.number);
  let lines = linesFor(entries.length, rounds.length);
  const totals = totalsFor(entries.length);
  const isWin = (points: number) => points >= scoring.win - EPS && scoring.win > scoring.draw;
  // Every object made per entry or per line is written out as one literal: a spread into a literal with
  // more fields is many times slower in V8, and a 10,000-entry event makes tens of thousands of them.
  const line = (i: number, round: number, opp: number, sched: number, points: number, result: number, score: number) => {
    const won = isWin(points);
    if (lines.count[i]! === lines.width) lines = widened(lines);
    const k = i * lines.width + lines.count[i]!++;
    lines.round[k] = round;
    lines.opp[k] = opp;
    lines.sched[k] = sched;
    lines.points[k] = points;
    lines.vur[k] = opp < 0 && !won ? 1 : 0;
    lines.result[k] = result;
    lines.score[k] = score;
    totals.points[i]! += points;
    if (won) totals.wins[i]!++;
    if (won && opp >= 0) totals.winsPlayed[i]!++;
  };

  // Indexed loops over the rounds, their pairings and games: a cold call runs these unoptimised, where every
  // step of an iterator is an allocation (45,000 matches in a 10,000-entry event).
  const outcome = emptyOutcome(); // one for every match (matchOutcomeInto)
  for (let r = 0; r < rounds.length; r++) {
    const round = rounds[r]!;
    const seen = new Uint8Array(entries.length);
    for (let q = 0; q < round.pairings.length; q++) {
      const p = round.pairings[q]!;
      if (p.kind === 'bye') {
        const i = index.get(p.entry);
        if (i === undefined) continue;
        seen[i] = 1;
        line(i, round.number, -1, -1, byePoints(scoring, p.bye), 0, 0);
        continue;
      }
      const ia = index.get(p.a);
      const ib = index.get(p.b);
      if (ia === undefined || ib === undefined) continue;
      const o = matchOutcomeInto(event.game, p, scoring, outcome);
      if (o.status === 'pending') {
        seen[ia] = seen[ib] = 2;
        continue;
      }
      seen[ia] = seen[ib] = 1;
      const overBoard = o.status === 'played';
      const drawn = o.winner === null;
      line(ia, round.number, overBoard ? ib : -1, ib, o.points.a, drawn ? 0.5 : o.winner === 'a' ? 1 : 0, o.totals.a);
      line(ib, round.number, overBoard ? ia : -1, ia, o.points.b, drawn ? 0.5 : o.winner === 'b' ? 1 : 0, o.totals.b);
      addMatch(totals, ia, o, p, 'a', overBoard);
      addMatch(totals, ib, o, p, 'b', overBoard);
    }
    // Absent (not paired, withdrawn, not yet joined): an unplayed round with no points.
    for (let i = 0; i < entries.length; i++) if (seen[i] === 0) line(i, round.number, -1, -1, 0, 0, 0);
  }

  const c2026 = edition === '2026';
  const opponents = order.some((criterion) => OPPONENT_TIE_BREAKS.has(criterion));
  const adjusted = new Float64Array(entries.length);
  const withdrawn = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    if (opponents) adjusted[i] = adjustedScore(i, lines, c2026 && rr ? 0 : scoring.draw);
    withdrawn[i] = (entries[i]!.withdrawnFromRound ?? Infinity) <= n ? 1 : 0;
  }
  const c = options.brightwellConstant ?? 6;
  // C.07 2026 9.2 (as Gacrux counts it): in a round robin of an odd field, whole cycles' byes are not games.
  const koyaGames = c2026 && rr && n > 0 && n % entries.length === 0 ? n - n / entries.length : n;
  const bqConstant = c / scoring.win;
  const bqUnplayed = BQ_UNPLAYED_DISCS * (event.gamesPerMatch ?? 1);
  const koyaThreshold = scoring.win * koyaGames * 0.5;
  const cap2026 = c2026 ? scoring.draw * n : null;
  const lots = lotPlacesByIndex(entries, event.lotSeed ?? null);
  const barred = new Set((event.sanctions ?? []).filter((s) => s.kind === 'forfeit' && descriptorOf(event.game).match.forfeitStrikes).map((s) => s.entry));
  // One entry's contributions and opponents at a time, in lists reused from entry to entry.
  const most = lines.width;
  const list = contributionList(most);
  const met = metList(most);
  const o = { buchholz: 0, buchholzCut1: 0, buchholzCut2: 0, buchholzMedian: 0, buchholzMedian2: 0, sonnebornBerger: 0 };
  const rows: StandingRow[] = new Array(entries.length);
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    if (opponents) opponentTieBreaks(at, totals.points[at]!, lines, adjusted, scoring.win, rr, cap2026, list, o);
    let standardPoints = 0;
    // C.07 7.5 PS: the running score after each round, summed.
    let running = 0;
    let progressive = 0;
    met.length = 0;
    for (let k = at * lines.width, end = k + lines.count[at]!; k < end; k++) {
      const points = lines.points[k]!;
      standardPoints += points > scoring.draw + EPS ? 1 : Math.abs(points - scoring.draw) <= EPS ? 0.5 : 0;
      running += points;
      progressive += running;
      const opp = lines.opp[k]!;
      if (opp < 0 || !opponents) continue;
      met.ratings[met.length] = entries[opp]!.rating;
      met.results[met.length++] = lines.result[k]!;
    }
    const games = totals.games[at]!;
    const gameScore = totals.gameScore[at]!;
    // rowColumns.ts rebuilds kept rows with these keys in this order (its test checks a computed table).
    rows[at] = {
      rank: 0,
      entry: entry.id,
      name: entry.name,
      pairingNumber: entry.pairingNumber,
      status: barred.has(entry.id) ? 'barred' : (entry.withdrawnFromRound ?? Infinity) <= n + 1 ? 'withdrawn' : 'active',
      played: totals.played[at]!,
      games,
      values: {
        matchPoints: totals.points[at]!,
        gameScore,
        averageGameScore: games > 0 ? gameScore / games : 0,
        gamesWon: totals.gamesWon[at]!,
        gamePoints: totals.gamePoints[at]!,
        scoreDifference: gameScore - totals.oppGameScore[at]!,
        margin: totals.margin[at]!,
        wins: totals.wins[at]!,
        winsPlayed: totals.winsPlayed[at]!,
        firstMoveGames: totals.firstMoveGames[at]!,
        firstMoveWins: totals.firstMoveWins[at]!,
        directEncounter: 0,
        standardPoints,
        pairingNumber: entry.pairingNumber,
        rating: entry.rating ?? 0,
        lot: lots[at]!,
        buchholz: opponents ? o.buchholz : null,
        buchholzCut1: opponents ? o.buchholzCut1 : null,
        buchholzCut2: opponents ? o.buchholzCut2 : null,
        buchholzMedian: opponents ? o.buchholzMedian : null,
        buchholzMedian2: opponents ? o.buchholzMedian2 : null,
        sonnebornBerger: opponents ? o.sonnebornBerger : null,
        progressive,
        koya: opponents ? koya(at, lines, totals.points, koyaThreshold) : null,
        aro: opponents ? aroOf(met.ratings, met.length) : null,
        tpr: opponents ? tprOf(met.ratings, met.results, met.length) : null,
        brightwell: brightwell(at, lines, totals.points, withdrawn, bqConstant, bqUnplayed),
      },
    };
  }
  rank(rows, order, lines, index, scoring.win, rr, c2026 && rr);
  return { throughRound: n, order, rows };
}

function addMatch(x: Totals, i: number, o: MatchOutcome, m: Match, s: Slot, overBoard: boolean): void {
  const t = otherSlot(s);
  x.gameScore[i]! += o.totals[s];
  x.oppGameScore[i]! += o.totals[t];
  x.gamesWon[i]! += o.gamesWon[s];
  x.gamePoints[i]! += o.gamePoints[s];
  x.margin[i]! += o.margins[s];
  x.games[i]! += o.counted;
  if (!overBoard) return;
  x.played[i]!++;
  for (let k = 0; k < m.games.length; k++) {
    const g = m.games[k]!;
    if (g.first !== s || g.result === null) continue;
    x.firstMoveGames[i]!++;
    if (g.result.winner === s) x.firstMoveWins[i]!++;
  }
}

/** C.07 16: the score others see: unplayed rounds after the last round with a game, a pairing bye or a forfeit win count as draws. */
function adjustedScore(at: number, lines: Lines, draw: number): number {
  const from = at * lines.width;
  const end = from + lines.count[at]!;
  let last = 0;
  for (let k = from; k < end; k++) if (!lines.vur[k]) last = Math.max(last, lines.round[k]!);
  let s = 0;
  for (let k = from; k < end; k++) s += lines.round[k]! <= last || lines.sched[k]! >= 0 ? lines.points[k]! : draw;
  return s;
}

/**
 * One entry's contributions to its opponent-based tie-breaks, in index order: `value` (the opponent's
 * or dummy's score), `weight` (Sonneborn-Berger: points scored in the round, per win), `vur`. Reused
 * from entry to entry (`length` reset), so a 10,000-entry table makes no list per entry.
 */
interface ContributionList {
  length: number;
  value: Float64Array;
  weight: Float64Array;
  vur: Uint8Array;
}

const contributionList = (size: number): ContributionList => ({
  length: 0, value: new Float64Array(size), weight: new Float64Array(size), vur: new Uint8Array(size),
});

/** The opponents met over the board by one entry (their ratings, the entry's results), reused likewise. */
const metList = (size: number) => ({ length: 0, ratings: new Array<number | null>(size).fill(null), results: new Float64Array(size) });

function push(list: ContributionList, value: number, weight: number, vur: boolean): void {
  list.value[list.length] = value;
  list.weight[list.length] = weight;
  list.vur[list.length++] = vur ? 1 : 0;
}

interface OpponentTieBreaks {
  buchholz: number;
  buchholzCut1: number;
  buchholzCut2: number;
  buchholzMedian: number;
  buchholzMedian2: number;
  sonnebornBerger: number;
}

/**
 * Buchholz and Sonneborn-Berger, written into `out`. `cap2026`: the 2026
 * edition's cap for an unplayed round without an opponent (16.4.2, a draw's points x the rounds); null:
 * the 2024 edition. `list`: scratch for the entry's contributions.
 */
function opponentTieBreaks(at: number, ownPoints: number, lines: Lines, adjusted: Float64Array, win: number, rr: boolean, cap2026: number | null, list: ContributionList, out: OpponentTieBreaks): void {
  list.length = 0;
  for (let k = at * lines.width, end = k + lines.count[at]!; k < end; k++) {
    const points = lines.points[k]!;
    const opp = lines.opp[k]!;
    const sched = lines.sched[k]!;
    const vur = lines.vur[k] === 1;
    const weight = points / win;
    if (opp >= 0) push(list, adjusted[opp]!, weight, false);
    else if (cap2026 !== null && rr) {
      // 15.2: a forfeit in a round robin counts as a game against the scheduled opponent.
      if (sched >= 0) push(list, adjusted[sched]!, weight, false);
    } else if (!rr) {
      // 16.4: the dummy opponent has the entry's own score, capped in 2026 (16.4.1 forfeit, 16.4.2 otherwise).
      const cap = cap2026 === null ? Infinity : sched >= 0 ? adjusted[sched]! : cap2026;
      push(list, Math.min(ownPoints, cap), weight, vur);
    } else if (sched >= 0) push(list, 0, weight, vur);
  }
  let buchholz = 0;
  let sonnebornBerger = 0;
  for (let i = 0; i < list.length; i++) {
    buchholz += list.value[i]!;
    sonnebornBerger += list.value[i]! * list.weight[i]!;
  }
  out.buchholz = buchholz;
  cuts(list, out);
  out.sonnebornBerger = sonnebornBerger;
}

/**
 * C.07 14, the cut modifiers, written into `out`: Cut-1 and Cut-2 leave out the one or two least
 * significant contributions (VURs first, 14.6, then the lowest), Median-1 and Median-2 also the one or
 * two most significant of those left. Of equal values the first in the list goes; what is left is added
 * in list order. All four at once: four passes, each clearing marks and searching the list again for
 * every contribution dropped, took about 8 ms of a cold 10,000-entry table (issue 45, part 5). In one
 * function: called per entry, its helpers were each optimised by V8 on their own and then again inlined
 * here, compiler time a cold call pays (first standings of 10,000 entries: 1 to 7 ms less of about 105 ms of
 * CPU, in three series of alternating runs; docs/architecture.md).
 */
function cuts(list: ContributionList, out: OpponentTieBreaks): void {
  const { value, vur, length } = list;
  // The two least significant (a VUR before any other, then the lowest; the first of equals), in one pass.
  let low1 = -1;
  let low2 = -1;
  for (let i = 0; i < length; i++) {
    if (low1 < 0 || vur[i]! > vur[low1]! || (vur[i] === vur[low1] && value[i]! < value[low1]!)) {
      low2 = low1;
      low1 = i;
    } else if (low2 < 0 || vur[i]! > vur[low2]! || (vur[i] === vur[low2] && value[i]! < value[low2]!)) low2 = i;
  }
  // The two highest of the others (the first of equals); the highest but low1 is low2 or the first of them.
  let high2a = -1;
  let high2b = -1;
  for (let i = 0; i < length; i++) {
    if (i === low1 || i === low2) continue;
    if (high2a < 0 || value[i]! > value[high2a]!) {
      high2b = high2a;
      high2a = i;
    } else if (high2b < 0 || value[i]! > value[high2b]!) high2b = i;
  }
  const high1 = high2a < 0 || (low2 >= 0 && (value[low2]! > value[high2a]! || (value[low2] === value[high2a] && low2 < high2a))) ? low2 : high2a;
  let cut1 = 0;
  let cut2 = 0;
  let median1 = 0;
  let median2 = 0;
  for (let i = 0; i < length; i++) {
    if (i === low1) continue;
    const v = value[i]!;
    cut1 += v;
    if (i !== high1) median1 += v;
    if (i === low2) continue;
    cut2 += v;
    if (i !== high2a && i !== high2b) median2 += v;
  }
  out.buchholzCut1 = cut1;
  out.buchholzCut2 = cut2;
  out.buchholzMedian = median1;
  out.buchholzMedian2 = median2;
}

/** C.07 9.2 Koya: points scored against the scheduled opponents who reached the threshold (half the possible points). */
function koya(at: number, lines: Lines, points: Float64Array, threshold: number): number {
  let s = 0;
  for (let k = at * lines.width, end = k + lines.count[at]!; k < end; k++) {
    const sched = lines.sched[k]!;
    s += sched >= 0 && points[sched]! >= threshold - EPS ? lines.points[k]! : 0;
  }
  return s;
}

/**
 * The Brightwell quotient (World Othello Championship rules): discs scored against opponents still in
 * the event plus c times those opponents' points; each bye, unplayed round or game against an opponent
 * who withdrew counts `unplayed` discs plus c times the entry's own points. `c` is per point of a win.
 */
function brightwell(at: number, lines: Lines, points: Float64Array, withdrawn: Uint8Array, c: number, unplayed: number): number {
  let bq = 0;
  for (let k = at * lines.width, end = k + lines.count[at]!; k < end; k++) {
    const opp = lines.opp[k]!;
    if (opp >= 0 && !withdrawn[opp]) bq += lines.score[k]! + c * points[opp]!;
    else bq += unplayed + c * points[at]!;
  }
  return bq;
}

/**
 * Sort rows by the criteria in order, direct encounter evaluated inside each tied group (`forfeitsMet`:
 * 2026 round robins, 15.2). The rows' indices are sorted in place one tied range at a time: a range tied on
 * the criteria so far is sorted by the next one, and a range tied on every criterion is sorted by pairing
 * number and shares the rank of its first place. Each criterion's sort keys are read into one array the
 * first time it splits a range (a 10,000-entry table compares them hundreds of thousands of times).
 *
 * One loop over a list of ranges, not a function called again for each tied group: a cold server runs it
 * once. The recursive function it replaces grew hot in its first long loop, was optimised by V8 before its
 * other paths had run, and was deoptimised and compiled again at each level: four compilations of it in the
 * first standings of a 10,000-entry event (docs/architecture.md).
 */
function rank(rows: StandingRow[], order: readonly Criterion[], lines: Lines, index: Map<EntryId, number>, win: number, rr: boolean, forfeitsMet: boolean): void {
  const keys = new Map<Criterion, Float64Array>();
  const keysOf = (c: Criterion): Float64Array => {
    let k = keys.get(c);
    if (!k) {
      k = new Float64Array(rows.length);
      const ascending = ASCENDING.has(c);
      // A criterion of the order: the rows carry it (never null).
      for (let i = 0; i < rows.length; i++) k[i] = ascending ? -rows[i]!.values[c]! : rows[i]!.values[c]!;
      keys.set(c, k);
    }
    return k;
  };
  const byPairingNumber = (x: number, y: number) => rows[x]!.pairingNumber - rows[y]!.pairingNumber;
  // Rows in pairing order (as the services load an event) are sorted by pairing number as plain indices,
  // natively, with no comparator called per comparison.
  let rowsInPairingOrder = true;
  for (let i = 1; i < rows.length && rowsInPairingOrder; i++) rowsInPairingOrder = rows[i - 1]!.pairingNumber < rows[i]!.pairingNumber;
  // Row indices in their final order once every range is sorted.
  const placed = new Int32Array(rows.length);
  for (let i = 0; i < placed.length; i++) placed[i] = i;
  // Ranges of `placed` still to sort, three numbers each: start, end (excluded), the level of the criterion next.
  const ranges = rows.length > 0 ? [0, rows.length, 0] : [];
  while (ranges.length > 0) {
    const level = ranges.pop()!;
    const end = ranges.pop()!;
    const start = ranges.pop()!;
    const range = placed.subarray(start, end);
    const c = order[level];
    if (c === undefined || end - start === 1) {
      if (rowsInPairingOrder) range.sort();
      else range.sort(byPairingNumber);
      for (let k = start; k < end; k++) rows[placed[k]!]!.rank = start + 1;
      continue;
    }
    const key = c === 'directEncounter' ? directEncounter(Array.from(range, (i) => rows[i]!), lines, index, win, rr, forfeitsMet) : keysOf(c);
    // -1, 0 or 1 (small integers) rather than the difference: a double returned from the comparator is a
    // new heap number, and a 10,000-entry range is sorted with about 140,000 comparisons (2.4 MB cold).
    // A range whose keys are all equal stays as it is, tied, for the next criterion: V8 sorts a typed array by
    // merging, with as many comparisons whatever the order (the standings bench's event ties on Brightwell and
    // discs within each match-point group: 3,300 entries each).
    let equal = true;
    for (let k = start + 1; k < end && equal; k++) equal = key[placed[k]!] === key[placed[start]!];
    if (equal) {
      ranges.push(start, end, level + 1);
      continue;
    }
    range.sort((x, y) => (key[y]! > key[x]! ? 1 : key[y]! < key[x]! ? -1 : 0));
    let from = start;
    for (let i = start + 1; i <= end; i++) {
      if (i === end || Math.abs(key[placed[i]!]! - key[placed[from]!]!) > EPS) {
        // A range of one is ranked as it is (most of a large table): nothing to sort further.
        if (i - from === 1) rows[placed[from]!]!.rank = from + 1;
        else ranges.push(from, i, level + 1);
        from = i;
      }
    }
  }
  const ranked = rows.slice();
  for (let k = 0; k < placed.length; k++) rows[k] = ranked[placed[k]!]!;
}

/**
 * C.07 6 inside a tied group: sets each row's DE score and place, returns the sort keys by entry index
 * (higher is better; the rows are in entry order, so a row's index is its entry's).
 */
function directEncounter(group: StandingRow[], lines: Lines, index: Map<EntryId, number>, win: number, rr: boolean, forfeitsMet: boolean): Record<number, number> {
  const members = group.map((r) => index.get(r.entry)!);
  const encounters: Encounter[] = [];
  for (const i of members) {
    for (let k = i * lines.width, end = k + lines.count[i]!; k < end; k++) {
      const met = lines.opp[k]! >= 0 ? lines.opp[k]! : forfeitsMet ? lines.sched[k]! : -1;
      if (met >= 0) encounters.push({ a: i, b: met, points: lines.points[k]! });
    }
  }
  const { scores, places } = directEncounterRanks(members, encounters, win, rr);
  const keys: Record<number, number> = {};
  group.forEach((r, k) => {
    r.values.directEncounter = scores.get(members[k]!)!;
    r.directEncounterPlace = places.get(members[k]!)!;
    keys[members[k]!] = -(r.directEncounterPlace ?? 0);
  });
  return keys;
}
