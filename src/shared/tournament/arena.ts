/**
 * An arena club night (issue 42 part 5, format `arena`), the pure part: arena points as lichess counts
 * them, the next opponent for a player whose table just finished, the night's standings and the next
 * pairings. Each pairing moment is a round of its own (one or a few matches, at the tables just freed),
 * so a table's code shows that table's newest match; services/arena.ts stores and audits them.
 *
 * Arena points (lichess, "Arena tournaments: how are scores calculated?"): a win 2, a draw 1, a loss 0;
 * two wins in a row start a streak, and every following game is worth double (win 4, draw 2) until the
 * player fails to win. Two wins then a draw: 2 + 2 + 2 = 6.
 */

import { matchOutcome, newMatchGames } from './match';
import { DEFAULT_SCORING, otherSlot, type EntryId, type Match, type Round, type TournamentEvent } from './model';

export type ArenaOutcome = 'win' | 'draw' | 'loss';

export interface ArenaScoring {
  win: number;
  draw: number;
  /** Double points after two wins in a row, until a game is not won (lichess's "fire"). */
  streaks: boolean;
}

export const LICHESS_ARENA: ArenaScoring = { win: 2, draw: 1, streaks: true };

/** A player's arena points from their games in the order played, and whether they are on a streak now. */
export function arenaPoints(games: readonly ArenaOutcome[], scoring: ArenaScoring = LICHESS_ARENA): { points: number; onStreak: boolean } {
  let points = 0;
  let wins = 0;
  for (const outcome of games) {
    const factor = scoring.streaks && wins >= 2 ? 2 : 1;
    points += factor * (outcome === 'win' ? scoring.win : outcome === 'draw' ? scoring.draw : 0);
    wins = outcome === 'win' ? wins + 1 : 0;
  }
  return { points, onStreak: scoring.streaks && wins >= 2 };
}

export interface ArenaPlayer {
  id: string;
  points: number;
  /** When the player became free (ms, or any increasing number): who waited longest is served first. */
  freeSince: number;
}

/**
 * The opponent for `player` among those free now: the one met least often so far (a repeat only when
 * every free player is one), then the closest in points, then who has waited longest. Null when nobody
 * else is free.
 */
export function arenaOpponent(player: ArenaPlayer, free: readonly ArenaPlayer[], meetings: (a: string, b: string) => number): ArenaPlayer | null {
  const others = free.filter((p) => p.id !== player.id);
  if (others.length === 0) return null;
  const key = (p: ArenaPlayer) => [meetings(player.id, p.id), Math.abs(p.points - player.points), p.freeSince] as const;
  return others.reduce((best, p) => {
    const [m, d, w] = key(p);
    const [bm, bd, bw] = key(best);
    return m < bm || (m === bm && (d < bd || (d === bd && w < bw))) ? p : best;
  });
}

/** Everyone free paired at once (the night's start, or after a pause): longest waiting first, each with their best opponent. */
export function arenaPairings(free: readonly ArenaPlayer[], meetings: (a: string, b: string) => number): Array<[string, string]> {
  const waiting = [...free].sort((x, y) => x.freeSince - y.freeSince);
  const pairs: Array<[string, string]> = [];
  while (waiting.length >= 2) {
    const first = waiting.shift()!;
    const other = arenaOpponent(first, waiting, meetings)!;
    waiting.splice(waiting.indexOf(other), 1);
    pairs.push([first.id, other.id]);
  }
  return pairs;
}

/** The event setting `arenaPoints` as a scoring: lichess's (streaks double) or plain 2-1-0. */
export const arenaScoring = (kind: 'lichess' | 'plain'): ArenaScoring => (kind === 'plain' ? { ...LICHESS_ARENA, streaks: false } : LICHESS_ARENA);

/** One finished match of a player, in the order played. */
export interface ArenaGame {
  round: number;
  opponent: EntryId;
  outcome: ArenaOutcome;
  /** The points it brought (doubled on a streak). */
  points: number;
  /** Played on a streak: the points were doubled (the projector's flame). */
  doubled: boolean;
}

export interface ArenaRow {
  entry: EntryId;
  points: number;
  games: ArenaGame[];
  wins: number;
  draws: number;
  losses: number;
  /** Two wins in a row or more, the last game won: the next game counts double. */
  onStreak: boolean;
  /** The table the player is at now, if playing. */
  playing: number | null;
}

/** Each entry's finished matches in round order, as outcomes for that entry (a match is won by its games: matchOutcome). */
function historyOf(event: TournamentEvent): Map<EntryId, Array<{ round: number; opponent: EntryId; outcome: ArenaOutcome }>> {
  const out = new Map<EntryId, Array<{ round: number; opponent: EntryId; outcome: ArenaOutcome }>>(event.entries.map((e) => [e.id, []]));
  for (const r of [...event.rounds].sort((x, y) => x.number - y.number)) {
    for (const p of r.pairings) {
      if (p.kind !== 'match') continue;
      const o = matchOutcome(event.game, p, DEFAULT_SCORING);
      if (o.status === 'pending') continue;
      for (const slot of ['a', 'b'] as const) {
        const outcome: ArenaOutcome = o.winner === null ? 'draw' : o.winner === slot ? 'win' : 'loss';
        out.get(p[slot])?.push({ round: r.number, opponent: p[otherSlot(slot)], outcome });
      }
    }
  }
  return out;
}

/** The matches in progress (a game still without a result), with their rounds, table by table. */
export function arenaInPlay(event: TournamentEvent): Array<{ round: number; match: Match }> {
  return event.rounds.flatMap((r) => r.pairings.filter((p): p is Match => p.kind === 'match' && matchOutcome(event.game, p, DEFAULT_SCORING).status === 'pending')
    .map((match) => ({ round: r.number, match }))).sort((x, y) => x.match.board - y.match.board);
}

/** The table each entry is playing at now. */
export function arenaPlaying(event: TournamentEvent): Map<EntryId, number> {
  return new Map(arenaInPlay(event).flatMap(({ match: m }) => [[m.a, m.board], [m.b, m.board]] as const));
}

/** The night's standings: arena points, then wins, then fewer games, then name. */
export function arenaStandings(event: TournamentEvent, scoring: ArenaScoring = LICHESS_ARENA): ArenaRow[] {
  const history = historyOf(event);
  const playing = arenaPlaying(event);
  const names = new Map(event.entries.map((e) => [e.id, e.name]));
  const rows = event.entries.map((e): ArenaRow => {
    const played = history.get(e.id) ?? [];
    const games: ArenaGame[] = played.map((g, i) => {
      const before = arenaPoints(played.slice(0, i).map((x) => x.outcome), scoring);
      const after = arenaPoints(played.slice(0, i + 1).map((x) => x.outcome), scoring);
      return { ...g, points: after.points - before.points, doubled: before.onStreak };
    });
    const total = arenaPoints(played.map((g) => g.outcome), scoring);
    const count = (o: ArenaOutcome) => played.filter((g) => g.outcome === o).length;
    return { entry: e.id, points: total.points, games, wins: count('win'), draws: count('draw'), losses: count('loss'), onStreak: total.onStreak, playing: playing.get(e.id) ?? null };
  });
  return rows.sort((x, y) => y.points - x.points || y.wins - x.wins || x.games.length - y.games.length
    || (names.get(x.entry) ?? '').localeCompare(names.get(y.entry) ?? ''));
}

export interface ArenaRoundInput {
  /** Entries present tonight (checked in, not withdrawn), in the order they arrived. */
  present: readonly EntryId[];
  scoring: ArenaScoring;
  gamesPerMatch: number;
}

/**
 * The next pairings of an arena, as round `number` (null when nobody can be paired now): everyone
 * present and not playing is free; they are paired by arenaPairings (fewest meetings, closest points,
 * longest waiting: who last played in the earliest round, or never, in order of arrival). Two players
 * who have just met are not paired again at once while another table still plays: they wait for its
 * players instead. Tables: the lowest numbers not in play. The side with fewer first moves moves first.
 */
export function arenaRound(event: TournamentEvent, number: number, input: ArenaRoundInput): Round | null {
  const playing = arenaPlaying(event);
  const history = historyOf(event);
  const points = new Map(arenaStandings(event, input.scoring).map((r) => [r.entry, r.points]));
  const free = input.present.filter((id) => !playing.has(id)).map((id, arrival): ArenaPlayer => ({
    id, points: points.get(id) ?? 0, freeSince: (history.get(id)?.at(-1)?.round ?? 0) * 10_000 + arrival,
  }));
  const met = new Map<string, number>();
  for (const [id, games] of history) for (const g of games) met.set(`${id} ${g.opponent}`, (met.get(`${id} ${g.opponent}`) ?? 0) + 1);
  const meetings = (a: string, b: string) => met.get(`${a} ${b}`) ?? 0;
  const justMet = (a: string, b: string) => history.get(a)?.at(-1)?.opponent === b;
  const pairs = arenaPairings(free, meetings).filter(([a, b]) => playing.size === 0 || !justMet(a, b));
  if (pairs.length === 0) return null;
  const busy = new Set(playing.values());
  let table = 0;
  const nextTable = () => {
    do table += 1; while (busy.has(table));
    return table;
  };
  const firsts = new Map<EntryId, number>();
  for (const r of event.rounds) for (const p of r.pairings) if (p.kind === 'match') for (const g of p.games) firsts.set(p[g.first], (firsts.get(p[g.first]) ?? 0) + 1);
  const pairings: Match[] = pairs.map(([x, y]) => {
    const [a, b] = (firsts.get(y) ?? 0) < (firsts.get(x) ?? 0) ? [y, x] : [x, y];
    return { kind: 'match', board: nextTable(), a, b, games: newMatchGames(event.game, input.gamesPerMatch, 'a') };
  });
  return { number, pairings };
}
