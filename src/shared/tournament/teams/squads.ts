/**
 * Teams and their squads: a squad in board order and its alternates; a player is in at most one
 * team of an event (squad or alternates). Every function returns a new event or a refusal naming
 * the team and the player at fault.
 */
import { ok, type Outcome } from '../../games/types';
import { refuseText } from './refusal';
import type { Team, TeamEvent, TeamPlayer } from './model';
import { boardSeats } from './games';

export const RULE = 'team';

/** Team ids are T1, T2, ...: a name of that shape would be read as another team's id. */
export const TEAM_ID = /^T\d+$/i;

/** A team by id, else by name: an id always wins (a team named "T1" never takes team T1's place). */
export function teamOf(event: TeamEvent, id: string): Outcome<Team> {
  const t = event.teams.find((x) => x.id === id) ?? event.teams.find((x) => x.name.toLowerCase() === id.toLowerCase());
  return t ? ok(t) : refuseText(RULE, `there is no team "${id}" in ${event.name}`, 'teams.noTeam', { team: id, event: event.name });
}

/** The team a player belongs to (squad or alternates), if any. */
export function teamOfPlayer(event: TeamEvent, playerId: string): Team | undefined {
  return event.teams.find((t) => t.squad.includes(playerId) || t.alternates.includes(playerId) || t.barred.includes(playerId));
}

const nameOf = (event: TeamEvent, id: string) => event.players[id]?.name ?? `player ${id}`;

export function playerName(event: TeamEvent, id: string): string {
  return nameOf(event, id);
}

const started = (event: TeamEvent) => event.fixtures.some((f) => f.boards.some((b) => b.games.some((g) => g.result !== null)) || f.forfeit);

export function addTeam(event: TeamEvent, team: { id: string; name: string; club?: string; venue?: string }): Outcome<TeamEvent> {
  if (TEAM_ID.test(team.name.trim())) return refuseText(RULE, `a team cannot be named "${team.name}": team ids are written so (T1, T2, ...)`, 'teams.nameLikeId', { team: team.name });
  if (event.teams.some((t) => t.name.toLowerCase() === team.name.toLowerCase())) return refuseText(RULE, `${event.name} already has a team named "${team.name}"`, 'teams.teamExists', { event: event.name, team: team.name });
  if (event.fixtures.length > 0) return refuseText(RULE, `the fixtures of ${event.name} are made: a team can no longer be added`, 'teams.fixturesMade', { event: event.name });
  const t: Team = {
    id: team.id, name: team.name, club: team.club ?? '', venue: team.venue ?? '', squad: [], alternates: [], captain: null, barred: [],
    pairingNumber: event.teams.length + 1,
  };
  return ok({ ...event, teams: [...event.teams, t] });
}

function replaceTeam(event: TeamEvent, team: Team): TeamEvent {
  return { ...event, teams: event.teams.map((t) => (t.id === team.id ? team : t)) };
}

/**
 * Adds players to a team's squad (at the end of the board order) or to its alternates. Refused for a
 * player already in a team of the event (this one or another), naming both.
 */
export function addPlayers(event: TeamEvent, teamId: string, players: TeamPlayer[], as: 'squad' | 'alternate'): Outcome<TeamEvent> {
  const found = teamOf(event, teamId);
  if (!found.ok) return found;
  let team = found.value;
  const roster = { ...event.players };
  for (const p of players) {
    const other = teamOfPlayer({ ...event, teams: event.teams.map((t) => (t.id === team.id ? team : t)) }, p.id);
    if (other) return refuseText(RULE, `${p.name} is already in team ${other.name}: a player is in at most one team of an event`, 'teams.inOtherTeam', { player: p.name, team: other.name });
    if (as === 'squad' && started(event)) return refuseText(RULE, `${event.name} has started: a new player joins ${team.name} as an alternate`, 'teams.joinsAsAlternate', { event: event.name, team: team.name });
    roster[p.id] = p;
    team = as === 'squad' ? { ...team, squad: [...team.squad, p.id] } : { ...team, alternates: [...team.alternates, p.id] };
  }
  return ok({ ...replaceTeam(event, team), players: roster });
}

/** Sets the squad's board order (every squad player once, nobody else). */
export function setBoardOrder(event: TeamEvent, teamId: string, order: string[]): Outcome<TeamEvent> {
  const found = teamOf(event, teamId);
  if (!found.ok) return found;
  const team = found.value;
  if (started(event)) return refuseText(RULE, `${event.name} has started: ${team.name}'s board order is fixed (a substitute takes the board order of the player it replaces)`,
    'teams.orderFixed', { event: event.name, team: team.name });
  const missing = team.squad.filter((p) => !order.includes(p));
  const extra = order.filter((p) => !team.squad.includes(p));
  if (missing.length || extra.length || new Set(order).size !== order.length) {
    const [lacking, foreign] = [missing, extra].map((ps) => ps.map((p) => nameOf(event, p)).join(', '));
    return refuseText(RULE, `the board order of ${team.name} must list each squad player once${missing.length ? `; missing ${lacking}` : ''}${extra.length ? `; not in the squad: ${foreign}` : ''}`,
      missing.length && extra.length ? 'teams.orderListsBoth' : missing.length ? 'teams.orderListsMissing' : extra.length ? 'teams.orderListsExtra' : 'teams.orderLists', { team: team.name, missing: lacking!, extra: foreign! });
  }
  return ok(replaceTeam(event, { ...team, squad: order }));
}

export function setCaptain(event: TeamEvent, teamId: string, playerId: string): Outcome<TeamEvent> {
  const found = teamOf(event, teamId);
  if (!found.ok) return found;
  if (!found.value.squad.includes(playerId) && !found.value.alternates.includes(playerId)) return refuseText(RULE, `${nameOf(event, playerId)} is not in ${found.value.name}`, 'teams.notInTeam', { player: nameOf(event, playerId), team: found.value.name });
  return ok(replaceTeam(event, { ...found.value, captain: playerId }));
}

/** Squad players still eligible (not barred), in board order. */
export function eligibleSquad(team: Team): string[] {
  return team.squad.filter((p) => !team.barred.includes(p));
}

/** Refuses a team with fewer eligible squad players than the boards need, naming the team and the count. */
export function checkTeamSize(event: TeamEvent, team: Team): Outcome<true> {
  const need = boardSeats(event).reduce((s, k) => s + k, 0);
  const have = eligibleSquad(team).length;
  if (have < need) return refuseText(RULE, `team ${team.name} has ${have} player${have === 1 ? '' : 's'} for ${event.boards} board${event.boards === 1 ? '' : 's'} (${need} needed)`, 'teams.tooFew', { team: team.name, count: have, boards: { key: 'teams.boards', params: { count: event.boards } }, need });
  return ok(true);
}

export function withTeam(event: TeamEvent, team: Team): TeamEvent {
  return replaceTeam(event, team);
}
