/**
 * Line-ups: who sits on which board of a fixture. The board order rule: a team's players sit in
 * their squad's board order (board 1 the first of them); an alternate takes the board order of the
 * squad player it replaces. First moves alternate by board as the federations do: the home side has
 * the first move of game 1 on odd boards, the away side on even boards; a multi-game board follows
 * the game's own rule from there (`newMatchGames`).
 */
import { ok, type Outcome } from '../../games/types';
import { fixtureText, refuseText } from './refusal';
import { newMatchGames } from '../match';
import type { Slot } from '../model';
import { boardSeats } from './games';
import type { Fixture, Side, Team, TeamBoard, TeamEvent } from './model';
import { RULE, checkTeamSize, eligibleSquad, playerName, teamOf } from './squads';
import { applyEligibility, checkNotWithdrawn, playsUpFrom } from './eligibility';
import { boardsOf, scheveningenBoard, type BoardPlace } from './scheveningen';

export interface Lineup {
  /** One entry per board, board 1 first: the player(s) seated there. */
  seats: string[][];
  /** Alternates seated in place of squad players: alternate id -> replaced squad player id. */
  substitutes?: Record<string, string>;
}

/** The first mover of game 1 on a board: home on odd boards, away on even ones. */
export function boardFirst(board: number): Slot {
  return board % 2 === 1 ? 'a' : 'b';
}

/** Which line-up places meet on a board of the event and who moves first (a Scheveningen has its own plan). */
export function boardPlace(event: TeamEvent, board: number): BoardPlace {
  return event.scheveningen ? scheveningenBoard(event.boards, board) : { home: board - 1, away: board - 1, first: boardFirst(board) };
}

/** The squad's first players in board order, as many as the boards need. */
export function defaultLineup(event: TeamEvent, team: Team): Outcome<Lineup> {
  const size = checkTeamSize(event, team);
  if (!size.ok) return size;
  const squad = eligibleSquad(team);
  let at = 0;
  return ok({ seats: boardSeats(event).map((k) => squad.slice(at, (at += k))) });
}

/** Checks a line-up against the boards, the team and the board order; the message names the board. */
export function checkLineup(event: TeamEvent, team: Team, lineup: Lineup): Outcome<Lineup> {
  const seats = boardSeats(event);
  const name = (p: string) => playerName(event, p);
  if (lineup.seats.length !== event.boards) {
    return refuseText(RULE, `${team.name} names ${lineup.seats.length} board${lineup.seats.length === 1 ? '' : 's'}; ${event.name} plays ${event.boards}`, 'teams.lineupBoards', { team: team.name, count: lineup.seats.length, event: event.name, boards: event.boards });
  }
  const subs = lineup.substitutes ?? {};
  const seen = new Set<string>();
  let lastKey = -1;
  let lastBoard = 0;
  for (const [i, seat] of lineup.seats.entries()) {
    const board = i + 1;
    const k = seats[i]!;
    if (seat.length !== k) return refuseText(RULE, `board ${board} of ${team.name} seats ${seat.length} player${seat.length === 1 ? '' : 's'}; a board takes ${k}`, 'teams.seats', { board, team: team.name, count: seat.length, takes: k });
    const keys: number[] = [];
    for (const p of seat) {
      if (seen.has(p)) return refuseText(RULE, `${name(p)} is on two boards of ${team.name}`, 'teams.twoBoards', { player: name(p), team: team.name });
      seen.add(p);
      if (team.barred.includes(p)) return refuseText('R-ONI-14', `${name(p)} is barred from ${event.name} and cannot play board ${board} for ${team.name}`, 'teams.barred', { player: name(p), event: event.name, board, team: team.name });
      if (team.squad.includes(p)) {
        keys.push(team.squad.indexOf(p));
        continue;
      }
      // A player of a lower team of the club may play up, seated as an alternate is (eligibility.ts).
      const from = team.alternates.includes(p) ? undefined : playsUpFrom(event, team, p);
      if (!team.alternates.includes(p) && !from) return refuseText(RULE, `${name(p)} on board ${board} is not in team ${team.name}`, 'teams.boardNotInTeam', { player: name(p), board, team: team.name });
      const replaced = subs[p];
      if (!replaced || !team.squad.includes(replaced)) {
        if (from) {
          return refuseText(RULE, `${name(p)} plays up from ${from.name}: board ${board} must say which squad player of ${team.name} ${name(p)} replaces (the substitute takes that player's board order)`,
            'teams.sayReplacedUp', { player: name(p), from: from.name, team: team.name, board });
        }
        return refuseText(RULE, `${name(p)} is an alternate of ${team.name}: board ${board} must say which squad player ${name(p)} replaces (the substitute takes that player's board order)`,
          'teams.sayReplaced', { player: name(p), team: team.name, board });
      }
      if (lineup.seats.some((s) => s.includes(replaced))) return refuseText(RULE, `${name(p)} replaces ${name(replaced)}, who also plays for ${team.name} in this match`, 'teams.replacedPlays', { player: name(p), replaced: name(replaced), team: team.name });
      keys.push(team.squad.indexOf(replaced));
    }
    const key = Math.min(...keys);
    if (key <= lastKey) {
      return refuseText(RULE, `board order broken in ${team.name}: board ${board} (${seat.map(name).join(' / ')}, board order ${key + 1}) cannot play below board ${lastBoard} (board order ${lastKey + 1}); a substitute takes the board order of the player it replaces`,
        'teams.orderBroken', { team: team.name, board, players: seat.map(name).join(' / '), order: key + 1, above: lastBoard, aboveOrder: lastKey + 1 });
    }
    lastKey = key;
    lastBoard = board;
  }
  return ok(lineup);
}

export function fixtureOf(event: TeamEvent, id: string): Outcome<Fixture> {
  const f = event.fixtures.find((x) => x.id === id);
  return f ? ok(f) : refuseText(RULE, `there is no fixture ${id} in ${event.name}`, 'teams.noFixture', { fixture: id, event: event.name });
}

export function withFixture(event: TeamEvent, fixture: Fixture): TeamEvent {
  return { ...event, fixtures: event.fixtures.map((f) => (f.id === fixture.id ? fixture : f)) };
}

const hasResults = (f: Fixture) => f.boards.some((b) => b.games.some((g) => g.result !== null) || b.forfeit);

function emptyBoard(event: TeamEvent, number: number): TeamBoard {
  return { number, home: [], away: [], games: newMatchGames(event.game, event.gamesPerBoard, boardPlace(event, number).first) };
}

/** Sets one side's line-up for a fixture (refused once a board has a result). */
export function setLineup(event: TeamEvent, fixtureId: string, side: Side, lineup: Lineup): Outcome<TeamEvent> {
  const f = fixtureOf(event, fixtureId);
  if (!f.ok) return f;
  const fixture = f.value;
  const team = teamOf(event, fixture[side]);
  if (!team.ok) return team;
  if (hasResults(fixture)) return refuseText(RULE, `fixture ${fixture.id} (${teamLabel(event, fixture)}) has results: its line-ups are fixed`, 'teams.lineupsFixed', { fixture: fixtureText(event, fixture) });
  const withdrawn = checkNotWithdrawn(event, fixture, side);
  if (!withdrawn.ok) return withdrawn;
  const checked = checkLineup(event, team.value, lineup);
  if (!checked.ok) return checked;
  const other = side === 'home' ? 'away' : 'home';
  const boards = Array.from({ length: boardsOf(event) }, (_, i) => fixture.boards[i] ?? emptyBoard(event, i + 1)).map((b, i) => {
    const seat = lineup.seats[boardPlace(event, i + 1)[side]]!;
    // The other side's substitutes stay; this side's are the new line-up's.
    const substitutes = {
      ...Object.fromEntries(Object.entries(b.substitutes ?? {}).filter(([alt]) => b[other].includes(alt))),
      ...Object.fromEntries(Object.entries(lineup.substitutes ?? {}).filter(([alt]) => seat.includes(alt))),
    };
    const { substitutes: _old, ...rest } = b;
    return { ...rest, [side]: seat, ...(Object.keys(substitutes).length ? { substitutes } : {}) };
  });
  return applyEligibility(withFixture(event, { ...fixture, boards }), fixture.id, side, lineup.seats);
}

/** Both line-ups by board order (the squads' first players) where none is set yet. */
export function defaultLineups(event: TeamEvent, fixtureId: string): Outcome<TeamEvent> {
  const f = fixtureOf(event, fixtureId);
  if (!f.ok) return f;
  let next = event;
  for (const side of ['home', 'away'] as const) {
    if (f.value.boards.length && f.value.boards.every((b) => b[side].length > 0)) continue;
    const team = teamOf(next, f.value[side]);
    if (!team.ok) return team;
    const lineup = defaultLineup(next, team.value);
    if (!lineup.ok) return lineup;
    const set = setLineup(next, fixtureId, side, lineup.value);
    if (!set.ok) return set;
    next = set.value;
  }
  return ok(next);
}

export function teamLabel(event: TeamEvent, fixture: Fixture): string {
  const n = (id: string) => event.teams.find((t) => t.id === id)?.name ?? id;
  return `${n(fixture.home)} v ${n(fixture.away)}`;
}
