/**
 * The team table as of any date (fixtures finished by then), with matches in hand; the team
 * cross-table; and the board results as an individual event, so that individual standings, board
 * prizes and per-game ratings read the same games the team table does.
 */
import type { Entry, Match, Round, TournamentEvent } from '../model';
import { computeStandings } from '../standings';
import type { Fixture, TeamEvent } from './model';
import { fixtureScore } from './scoring';
import { voidedFixtures, withdrawnBy, type WithdrawalEffect } from './withdrawal';

export interface TeamRow {
  rank: number;
  team: string;
  name: string;
  club: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  boardPointsFor: number;
  boardPointsAgainst: number;
  matchPoints: number;
  /** Fixtures due by the date (or anywhere in the season when no date is given) and not finished. */
  toPlay: number;
  /** Matches in hand: how many fewer this team has played than the team that has played most. */
  inHand: number;
  /** The team withdrew by the table's date: when, and whether its results were voided or stand (withdrawal.ts). */
  withdrawn?: { date: string; results: WithdrawalEffect };
}

export interface TeamTable {
  asOf: string | null;
  rows: TeamRow[];
}

const counts = (f: Fixture, asOf: string | null) => f.playedOn !== null && (asOf === null || f.playedOn <= asOf);

export function teamStandings(event: TeamEvent, asOf: string | null = null): TeamTable {
  const rows = new Map<string, TeamRow>(event.teams.map((t) => [t.id, {
    rank: 0, team: t.id, name: t.name, club: t.club, played: 0, won: 0, drawn: 0, lost: 0, boardPointsFor: 0, boardPointsAgainst: 0, matchPoints: 0, toPlay: 0, inHand: 0,
  }]));
  // Teams withdrawn by the date: a voided team's matches count for nobody, a standing team's unplayed ones neither.
  const withdrawn = withdrawnBy(event, asOf);
  const isVoid = voidedFixtures(event, asOf);
  for (const [id, w] of withdrawn) rows.get(id)!.withdrawn = w;
  for (const f of event.fixtures) {
    if (isVoid(f)) continue;
    const s = fixtureScore(event.game, event.scoring, f, event.gamesPerBoard);
    const finished = s.status === 'played' && counts(f, asOf);
    if (!finished && (withdrawn.has(f.home) || withdrawn.has(f.away))) continue;
    for (const side of ['home', 'away'] as const) {
      const row = rows.get(f[side]);
      if (!row) continue;
      if (!finished) {
        if (asOf === null || (f.date ?? f.postponed?.from ?? '') <= asOf) row.toPlay++;
        continue;
      }
      const other = side === 'home' ? 'away' : 'home';
      row.played++;
      row.boardPointsFor += s.boardPoints[side];
      row.boardPointsAgainst += s.boardPoints[other];
      row.matchPoints += s.matchPoints[side];
      if (s.winner === side) row.won++;
      else if (s.winner === null && !s.bothForfeited) row.drawn++;
      else row.lost++;
    }
  }
  // Team Swiss: a team without a fixture in a paired round has the pairing bye, scored as a match win.
  if (event.format === 'swiss') {
    const last = event.fixtures.reduce((m, f) => Math.max(m, f.round), 0);
    for (let r = 1; r <= last; r++) {
      const round = event.fixtures.filter((f) => f.round === r);
      if (asOf !== null && !round.some((f) => counts(f, asOf))) continue;
      for (const row of rows.values()) if (!round.some((f) => f.home === row.team || f.away === row.team)) row.matchPoints += event.scoring.match.win;
    }
  }
  const list = [...rows.values()];
  const most = Math.max(0, ...list.filter((r) => !r.withdrawn).map((r) => r.played));
  for (const r of list) r.inHand = r.withdrawn ? 0 : most - r.played;
  // A withdrawn team is ranked below every team still in the season.
  const key = (r: TeamRow) => [r.withdrawn ? 0 : 1, r.matchPoints, r.boardPointsFor, r.boardPointsFor - r.boardPointsAgainst];
  list.sort((x, y) => {
    const [a, b] = [key(x), key(y)];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
    return x.name.localeCompare(y.name);
  });
  list.forEach((r, i) => {
    const prev = list[i - 1];
    r.rank = prev && key(prev).every((v, j) => v === key(r)[j]) ? prev.rank : i + 1;
  });
  return { asOf, rows: list };
}

export interface TeamCrossCell {
  fixture: string;
  round: number;
  home: boolean;
  boardPoints: number | null;
  against: number | null;
  matchPoints: number | null;
  /** The match was voided (a withdrawn team's results, withdrawal.ts): shown, never counted. */
  voided?: true;
}

export interface TeamCrossTable {
  teams: Array<{ id: string; name: string }>;
  /** cells[row][column]: every fixture of the two teams, from the row team's side. */
  cells: TeamCrossCell[][][];
  totals: number[];
}

export function teamCrossTable(event: TeamEvent, asOf: string | null = null): TeamCrossTable {
  const teams = [...event.teams].sort((x, y) => x.pairingNumber - y.pairingNumber);
  const at = new Map(teams.map((t, i) => [t.id, i]));
  const cells: TeamCrossCell[][][] = teams.map(() => teams.map(() => []));
  const totals = teams.map(() => 0);
  const isVoid = voidedFixtures(event, asOf);
  for (const f of event.fixtures) {
    const [i, j] = [at.get(f.home), at.get(f.away)];
    if (i === undefined || j === undefined) continue;
    const s = fixtureScore(event.game, event.scoring, f, event.gamesPerBoard);
    const voided = isVoid(f);
    const done = !voided && s.status === 'played' && counts(f, asOf);
    const mark = voided ? { voided: true as const } : {};
    cells[i]![j]!.push({ fixture: f.id, round: f.round, home: true, boardPoints: done ? s.boardPoints.home : null, against: done ? s.boardPoints.away : null, matchPoints: done ? s.matchPoints.home : null, ...mark });
    cells[j]![i]!.push({ fixture: f.id, round: f.round, home: false, boardPoints: done ? s.boardPoints.away : null, against: done ? s.boardPoints.home : null, matchPoints: done ? s.matchPoints.away : null, ...mark });
    if (done) {
      totals[i]! += s.matchPoints.home;
      totals[j]! += s.matchPoints.away;
    }
  }
  return { teams: teams.map((t) => ({ id: t.id, name: t.name })), cells, totals };
}

/** A board's seat as an individual entry: the player's id, or an Onino pair's ids joined by "+". */
export const seatId = (seat: string[]): string => seat.join('+');

/**
 * Every board game as an individual event (round = the fixture's round, one match per board): the
 * individual standings, board prizes and ratings read it. A struck game stays struck; a replay's
 * new players meet as themselves, so an alternate never inherits the forfeiter's figures. A voided
 * match (withdrawal.ts) is left out: its games count for no player.
 */
export function individualEvent(event: TeamEvent): TournamentEvent {
  const entries = new Map<string, Entry>();
  const entry = (seat: string[]) => {
    const id = seatId(seat);
    if (!entries.has(id)) {
      const names = seat.map((p) => event.players[p]?.name ?? p);
      const ratings = seat.map((p) => event.players[p]?.rating ?? null);
      entries.set(id, {
        id, name: names.join(' / '), rating: ratings.every((r) => r !== null) ? Math.round(ratings.reduce((s, r) => s + r!, 0) / ratings.length) : null,
        pairingNumber: entries.size + 1,
        ...(seat.length === 2 ? { members: [{ playerId: seat[0]!, name: names[0]! }, { playerId: seat[1]!, name: names[1]! }] as Entry['members'] } : {}),
      });
    }
    return id;
  };
  for (const t of [...event.teams].sort((x, y) => x.pairingNumber - y.pairingNumber)) for (const p of [...t.squad, ...t.barred, ...t.alternates]) entry([p]);
  const byRound = new Map<number, Match[]>();
  const isVoid = voidedFixtures(event);
  for (const f of event.fixtures) {
    const list = byRound.get(f.round) ?? [];
    if (isVoid(f)) {
      byRound.set(f.round, list);
      continue;
    }
    for (const b of f.boards) {
      if (!b.home.length || !b.away.length) continue;
      for (const s of b.struck ?? []) list.push({ kind: 'match', board: list.length + 1, a: entry(s.home), b: entry(s.away), games: s.games });
      list.push({ kind: 'match', board: list.length + 1, a: entry(b.home), b: entry(b.away), games: b.games, ...(b.forfeit ? { forfeit: b.forfeit } : {}) });
    }
    byRound.set(f.round, list);
  }
  const rounds: Round[] = [...byRound.entries()].sort(([x], [y]) => x - y).map(([number, pairings]) => ({ number, pairings }));
  const format = event.format === 'swiss' ? 'swiss' : event.format === 'league' ? 'league' : 'round-robin';
  return { name: event.name, game: event.game, format, gamesPerMatch: event.gamesPerBoard, entries: [...entries.values()], rounds };
}

export interface BoardPrize {
  board: number;
  player: string;
  name: string;
  points: number;
  games: number;
}

/** The best score on each board number (board prizes): most board points, then fewest games. */
export function boardPrizes(event: TeamEvent): BoardPrize[] {
  const per = new Map<string, { board: number; points: number; games: number }>();
  const isVoid = voidedFixtures(event);
  for (const f of event.fixtures) {
    if (isVoid(f)) continue;
    for (const b of f.boards) {
      const score = fixtureScore(event.game, event.scoring, { ...f, boards: [b] }, event.gamesPerBoard);
      if (score.status !== 'played') continue;
      for (const [side, seat] of [['home', b.home], ['away', b.away]] as const) {
        const id = seatId(seat);
        const k = `${b.number}:${id}`;
        const row = per.get(k) ?? { board: b.number, points: 0, games: 0 };
        row.points += score.boardPoints[side];
        row.games += 1;
        per.set(k, row);
      }
    }
  }
  const best = new Map<number, BoardPrize>();
  for (const [k, r] of per) {
    const id = k.slice(k.indexOf(':') + 1);
    const cur = best.get(r.board);
    if (!cur || r.points > cur.points || (r.points === cur.points && r.games < cur.games)) {
      best.set(r.board, { board: r.board, player: id, name: id.split('+').map((p) => event.players[p]?.name ?? p).join(' / '), points: r.points, games: r.games });
    }
  }
  return [...best.values()].sort((x, y) => x.board - y.board);
}

/** Individual standings from the board games (the tournament's own criteria). */
export function individualStandings(event: TeamEvent) {
  return computeStandings(individualEvent(event));
}
