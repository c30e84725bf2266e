/**
 * Eligibility in a league season (issue 43 part 2), checked whenever a line-up is entered: at the
 * desk, in a captain's card and in a club's night.
 *
 * A club's teams are ranked: the first it entered is its first team, and a team is *higher* than
 * every team of the same club entered after it (teams without a club are ranked with nobody). A
 * player of a lower team may be lined up for a higher team of the club ("playing up"), taking the
 * board order of the squad player replaced as an alternate does. The English county leagues bound
 * playing up by a count of matches (Milton Keynes table tennis league rule 11(a): "can only do so on
 * a total of 3 occasions"; the chess leagues' "has played for a higher team three times"): here a
 * player who has played `eligibilityHigherTeamMatches` matches for higher teams of the club may no
 * longer play for a lower one. What a breach gets is the league's `eligibilityAction`: refused
 * naming the rule and the player, or entered and flagged for the secretary ("needs a decision").
 */
import { ok, type Outcome, type RuleText } from '../../games/types';
import { leagueSettings } from './leagueSettings';
import type { EligibilityFlag, Fixture, Side, Team, TeamEvent } from './model';
import { fixtureText, refuseText } from './refusal';

export const HIGHER_TEAM_RULE = 'league eligibility: matches for a higher team';
export const WITHDRAWN_RULE = 'league: withdrawn team';

const clubKey = (t: Team) => t.club.trim().toLowerCase();

/** A club's teams, first team first (the order they were entered). */
export function clubTeams(event: TeamEvent, team: Team): Team[] {
  if (!clubKey(team)) return [team];
  return event.teams.filter((t) => clubKey(t) === clubKey(team)).sort((x, y) => x.pairingNumber - y.pairingNumber);
}

export function higherTeams(event: TeamEvent, team: Team): Team[] {
  const club = clubTeams(event, team);
  return club.slice(0, club.findIndex((t) => t.id === team.id));
}

/** The lower team of the club a player comes from when lined up for `team` (playing up), if any. */
export function playsUpFrom(event: TeamEvent, team: Team, player: string): Team | undefined {
  const club = clubTeams(event, team);
  return club.slice(club.findIndex((t) => t.id === team.id) + 1).find((t) => (t.squad.includes(player) || t.alternates.includes(player)) && !t.barred.includes(player));
}

const dayOf = (f: Fixture) => f.playedOn ?? f.date ?? f.postponed?.from ?? null;

/** The matches `player` played for teams of the club higher than `team` up to the day of `fixture` (that fixture aside). */
export function matchesForHigherTeams(event: TeamEvent, team: Team, player: string, fixture: Fixture): { matches: number; higher: string[] } {
  const higher = new Set(higherTeams(event, team).map((t) => t.id));
  const upTo = dayOf(fixture);
  const teams = new Set<string>();
  let matches = 0;
  for (const f of event.fixtures) {
    if (f.id === fixture.id) continue;
    const day = dayOf(f);
    if (upTo !== null && day !== null && day > upTo) continue;
    for (const side of ['home', 'away'] as const) {
      if (!higher.has(f[side]) || !f.boards.some((b) => b[side].includes(player) && b.games.some((g) => g.result !== null))) continue;
      matches++;
      teams.add(f[side]);
    }
  }
  return { matches, higher: [...teams] };
}

type Breach = Omit<EligibilityFlag, 'decided'>;

/** What a line-up for one side of a fixture breaks (the line-up as seats of player ids). */
export function eligibilityBreaches(event: TeamEvent, fixture: Fixture, side: Side, seats: string[][]): Breach[] {
  const limit = leagueSettings(event).eligibilityHigherTeamMatches;
  const team = event.teams.find((t) => t.id === fixture[side]);
  if (limit === null || !team) return [];
  return seats.flat().flatMap((player) => {
    const { matches, higher } = matchesForHigherTeams(event, team, player, fixture);
    return matches >= limit ? [{ rule: HIGHER_TEAM_RULE, fixture: fixture.id, team: team.id, player, matches, higher }] : [];
  });
}

const teamName = (event: TeamEvent, id: string) => event.teams.find((t) => t.id === id)?.name ?? id;

/** A breach in words: the rule, the player, the matches and the teams. */
export function breachText(event: TeamEvent, b: Breach): { message: string; key: string; params: NonNullable<RuleText['params']> } {
  const fixture = event.fixtures.find((f) => f.id === b.fixture)!;
  const limit = leagueSettings(event).eligibilityHigherTeamMatches ?? b.matches;
  const player = event.players[b.player]?.name ?? b.player;
  const higher = b.higher.map((t) => teamName(event, t)).join(', ');
  const team = teamName(event, b.team);
  return {
    message: `${player} has played ${b.matches} match${b.matches === 1 ? '' : 'es'} for ${higher}, a higher team of the club, and may not play for ${team} in fixture ${fixture.id} (${teamName(event, fixture.home)} v ${teamName(event, fixture.away)}) (${b.rule}: ${limit})`,
    key: 'league.eligibility.higherTeam',
    params: { player, count: b.matches, higher, team, fixture: fixtureText(event, fixture), rule: b.rule, limit },
  };
}

/**
 * The document after one side's line-up of `fixture` was set, by the league's eligibility rules:
 * refused naming the first breach (`refuse`), or kept with the breaches flagged (`flag`). The
 * undecided flags of that side are replaced by what this line-up breaks; decided ones stay.
 */
export function applyEligibility(event: TeamEvent, fixtureId: string, side: Side, seats: string[][]): Outcome<TeamEvent> {
  const fixture = event.fixtures.find((f) => f.id === fixtureId);
  if (!fixture) return ok(event);
  const breaches = eligibilityBreaches(event, fixture, side, seats);
  if (breaches.length > 0 && leagueSettings(event).eligibilityAction === 'refuse') {
    const t = breachText(event, breaches[0]!);
    return refuseText(HIGHER_TEAM_RULE, t.message, t.key, t.params);
  }
  const kept = (event.flags ?? []).filter((f) => f.decided || f.fixture !== fixtureId || f.team !== fixture[side]);
  const flags = [...kept, ...breaches.filter((b) => !kept.some((k) => k.fixture === b.fixture && k.team === b.team && k.player === b.player && k.rule === b.rule))];
  if (flags.length === 0 && event.flags === undefined) return ok(event);
  return ok({ ...event, flags });
}

/** Refused: a line-up for a withdrawn team in a match on or after its withdrawal. */
export function checkNotWithdrawn(event: TeamEvent, fixture: Fixture, side: Side): Outcome<true> {
  const team = event.teams.find((t) => t.id === fixture[side]);
  const day = dayOf(fixture);
  if (team?.withdrawn && (day === null || day >= team.withdrawn.date)) {
    return refuseText(WITHDRAWN_RULE, `${team.name} withdrew from ${event.name} on ${team.withdrawn.date} and cannot play fixture ${fixture.id}`, 'league.withdrawn.lineup',
      { team: team.name, event: event.name, date: team.withdrawn.date, fixture: fixtureText(event, fixture) });
  }
  return ok(true);
}

/** The secretary's decision on a flag: the line-up stands, for a reason. */
export function decideFlag(event: TeamEvent, fixture: string, player: string, reason: string): Outcome<TeamEvent> {
  const at = (event.flags ?? []).findIndex((f) => f.fixture === fixture && f.player === player && !f.decided);
  if (at < 0) return refuseText(HIGHER_TEAM_RULE, `no eligibility flag waits for ${event.players[player]?.name ?? player} in fixture ${fixture}`, 'league.eligibility.noFlag', { player: event.players[player]?.name ?? player, fixture });
  return ok({ ...event, flags: event.flags!.map((f, i) => (i === at ? { ...f, decided: { reason } } : f)) });
}
