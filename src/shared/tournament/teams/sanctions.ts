/**
 * Forfeits and defaults in team events (R-ONI-14, R-ONI-15; the same flow in every game's league).
 * - A forfeiting player is barred. With an alternate (onino rule 24) earlier scores stand; the
 *   alternate takes the forfeiter's place in the squad (same board order) and in every fixture not
 *   yet played, nothing is rescheduled, and replays the forfeited game (the forfeiter's games there
 *   are struck, kept for the record). The alternate plays under its own id: none of the forfeiter's
 *   totals, average or rating follows it.
 * - Without an alternate: the board is forfeited; in Onino every game the forfeiter played is struck
 *   (R-ONI-14), elsewhere the event's forfeit policy bars the player or not.
 * - A default (beyond the player's control, R-ONI-15) schedules a replay of the board with a date
 *   and blocks nothing else; a second default by the same player is a forfeit.
 */
import { ok, type Outcome } from '../../games/types';
import { fixtureText, refuseText } from './refusal';
import { newMatchGames } from '../match';
import type { MatchGame } from '../model';
import { forfeitStrikesEveryGame } from './games';
import { boardPlace, fixtureOf, teamLabel, withFixture } from './lineup';
import type { Fixture, Team, TeamBoard, TeamEvent } from './model';
import { playerName, teamOfPlayer, withTeam } from './squads';

export interface PlayerSanctionInput {
  fixture: string;
  player: string;
  reason: string;
  /** The alternate who takes the place (must be one of the team's alternates). */
  alternate?: string | null;
  /** When the forfeited (or defaulted) game is replayed. */
  replayDate?: string | null;
}

const strike = (g: MatchGame): MatchGame => ({ ...g, flags: { ...g.flags, struck: true } });
const seatOf = (b: TeamBoard, p: string): 'home' | 'away' | null => (b.home.includes(p) ? 'home' : b.away.includes(p) ? 'away' : null);
const boardDone = (b: TeamBoard) => !!b.forfeit || b.games.some((g) => g.result !== null);

function locate(event: TeamEvent, input: PlayerSanctionInput): Outcome<{ fixture: Fixture; board: TeamBoard; team: Team; side: 'home' | 'away' }> {
  const f = fixtureOf(event, input.fixture);
  if (!f.ok) return f;
  const team = teamOfPlayer(event, input.player);
  const name = playerName(event, input.player);
  if (!team) return refuseText('team', `${name} is in no team of ${event.name}`, 'teams.inNoTeam', { player: name, event: event.name });
  if (team.barred.includes(input.player)) return refuseText('R-ONI-14', `${name} is already barred from ${event.name}`, 'teams.alreadyBarred', { player: name, event: event.name });
  const board = f.value.boards.find((b) => seatOf(b, input.player) !== null);
  if (!board) return refuseText('team', `${name} has no board in fixture ${f.value.id} (${teamLabel(event, f.value)})`, 'teams.noBoard', { player: name, fixture: fixtureText(event, f.value) });
  if (!input.reason.trim()) return refuseText('team', 'a forfeit or a default gives its reason', 'teams.sanctionReason');
  return ok({ fixture: f.value, board, team, side: seatOf(board, input.player)! });
}

export function forfeitPlayer(event: TeamEvent, input: PlayerSanctionInput, kind: 'forfeit' | 'default' = 'forfeit'): Outcome<TeamEvent> {
  const found = locate(event, input);
  if (!found.ok) return found;
  const { fixture, board, team, side } = found.value;
  const p = input.player;
  const alt = input.alternate ?? null;
  if (alt !== null && !team.alternates.includes(alt)) return refuseText('R-ONI-14', `${playerName(event, alt)} is not an alternate of ${team.name}`, 'teams.notAlternate', { player: playerName(event, alt), team: team.name });
  const sanction = { kind, player: p, team: team.id, fixture: fixture.id, board: board.number, reason: input.reason, alternate: alt };
  const sanctions = [...event.sanctions, { ...sanction, kind: 'forfeit' as const }];
  if (alt !== null) {
    // Earlier scores stand; the alternate replays this board and takes the place from here on.
    const nextTeam: Team = { ...team, squad: team.squad.map((x) => (x === p ? alt : x)), alternates: team.alternates.filter((x) => x !== alt), barred: [...team.barred, p] };
    const seat = (xs: string[]) => xs.map((x) => (x === p ? alt : x));
    const replayBoard: TeamBoard = {
      ...board,
      struck: [...(board.struck ?? []), { home: board.home, away: board.away, games: board.games.map(strike) }],
      [side]: seat(board[side]),
      games: newMatchGames(event.game, event.gamesPerBoard, boardPlace(event, board.number).first),
      replay: { date: input.replayDate ?? null, reason: `replay: ${playerName(event, p)} forfeited (${input.reason}); ${playerName(event, alt)} plays (R-ONI-14)` },
    };
    const fixtures = event.fixtures.map((f) => {
      if (f.id === fixture.id) return { ...f, boards: f.boards.map((b) => (b === board ? replayBoard : b)) };
      if (!f.boards.some((b) => seatOf(b, p) && !boardDone(b))) return f;
      return { ...f, boards: f.boards.map((b) => (boardDone(b) ? b : { ...b, home: seat(b.home), away: seat(b.away) })) };
    });
    return ok({ ...withTeam(event, nextTeam), fixtures, sanctions });
  }
  const everyGame = forfeitStrikesEveryGame(event.game);
  const barred = everyGame || event.barForfeiter;
  const slot = side === 'home' ? 'a' : 'b';
  let next = withFixture(event, { ...fixture, boards: fixture.boards.map((b) => (b === board ? { ...b, forfeit: slot, replay: undefined } : b)) });
  if (everyGame) {
    next = { ...next, fixtures: next.fixtures.map((f) => ({ ...f, boards: f.boards.map((b) => (seatOf(b, p) ? { ...b, games: b.games.map((g) => (g.result ? strike(g) : g)) } : b)) })) };
  }
  const t = next.teams.find((x) => x.id === team.id)!;
  if (barred) next = withTeam(next, { ...t, barred: [...t.barred, p] });
  return ok({ ...next, sanctions });
}

/** Earlier defaults of a player in the event. */
export function defaultsOf(event: TeamEvent, player: string): number {
  return event.sanctions.filter((s) => s.kind === 'default' && s.player === player).length;
}

/** R-ONI-15: the first default schedules a replay of the board on `replayDate`; the second is a forfeit. */
export function defaultPlayer(event: TeamEvent, input: PlayerSanctionInput): Outcome<TeamEvent> {
  const found = locate(event, input);
  if (!found.ok) return found;
  const { fixture, board, team } = found.value;
  const logged = { kind: 'default' as const, player: input.player, team: team.id, fixture: fixture.id, board: board.number, reason: input.reason, alternate: null };
  if (defaultsOf(event, input.player) >= 1) {
    const forfeited = forfeitPlayer({ ...event, sanctions: [...event.sanctions, logged] }, { ...input, reason: `second default (R-ONI-15): ${input.reason}` });
    return forfeited;
  }
  if (board.games.every((g) => g.result !== null)) return refuseText('R-ONI-15', `board ${board.number} of fixture ${fixture.id} has its result: a default is for a game not played`, 'teams.defaultPlayed', { board: board.number, fixture: fixture.id });
  const replayed: TeamBoard = { ...board, replay: { date: input.replayDate ?? null, reason: `default of ${playerName(event, input.player)} (R-ONI-15): ${input.reason}` } };
  const next = withFixture(event, { ...fixture, boards: fixture.boards.map((b) => (b === board ? replayed : b)) });
  return ok({ ...next, sanctions: [...event.sanctions, logged] });
}
