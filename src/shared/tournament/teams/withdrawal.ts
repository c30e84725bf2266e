/**
 * A team withdrawing from a league season (issue 43 part 2). By the league's `withdrawnResults`
 * setting its results are voided (every match it played is struck from the table, for both sides)
 * or stand (the matches it played count; those it will not play count for nobody). With `by-half`
 * (the default) they are voided when it withdrew in the first half of the season and stand in the
 * second. The second half begins on the first match night of round ⌈R/2⌉ + 1 of R rounds (a double
 * round robin: the return matches); a season whose second half has no date yet is in its first.
 */
import { ok, type Outcome } from '../../games/types';
import { leagueSettings } from './leagueSettings';
import type { Fixture, Team, TeamEvent } from './model';
import { refuseText } from './refusal';
import { WITHDRAWN_RULE } from './eligibility';

export type WithdrawalEffect = 'voided' | 'stand';

/** The first match night of the season's second half, or null while none is dated. */
export function secondHalfStart(event: TeamEvent): string | null {
  const rounds = event.fixtures.reduce((m, f) => Math.max(m, f.round), 0);
  const days = event.fixtures.filter((f) => f.round > Math.ceil(rounds / 2)).map((f) => f.postponed?.from ?? f.date).filter((d): d is string => d !== null).sort();
  return days[0] ?? null;
}

/** What becomes of a withdrawn team's results (null: it has not withdrawn). */
export function withdrawalEffect(event: TeamEvent, team: Team): WithdrawalEffect | null {
  if (!team.withdrawn) return null;
  const setting = leagueSettings(event).withdrawnResults;
  if (setting !== 'by-half') return setting === 'void' ? 'voided' : 'stand';
  const half = secondHalfStart(event);
  return half !== null && team.withdrawn.date >= half ? 'stand' : 'voided';
}

/** The teams withdrawn by `asOf` (null: by now), each with its date and what became of its results. */
export function withdrawnBy(event: TeamEvent, asOf: string | null = null): Map<string, { date: string; results: WithdrawalEffect }> {
  return new Map(event.teams.filter((t) => t.withdrawn && (asOf === null || t.withdrawn.date <= asOf)).map((t) => [t.id, { date: t.withdrawn!.date, results: withdrawalEffect(event, t)! }]));
}

/**
 * The one place that decides "this match is void": a fixture of a team withdrawn by `asOf` whose
 * results are voided counts for nobody. The team table, the cross-table, the individual standings
 * (and what reads them: board prizes, ratings, TRF) and the player averages all ask this.
 */
export function voidedFixtures(event: TeamEvent, asOf: string | null = null): (fixture: Fixture) => boolean {
  const voided = new Set([...withdrawnBy(event, asOf)].filter(([, w]) => w.results === 'voided').map(([id]) => id));
  return (f) => voided.has(f.home) || voided.has(f.away);
}

export function withdrawTeam(event: TeamEvent, teamId: string, date: string, reason: string): Outcome<TeamEvent> {
  const team = event.teams.find((t) => t.id === teamId);
  if (!team) return refuseText(WITHDRAWN_RULE, `there is no team "${teamId}" in ${event.name}`, 'teams.noTeam', { team: teamId, event: event.name });
  if (team.withdrawn) return refuseText(WITHDRAWN_RULE, `${team.name} already withdrew from ${event.name} on ${team.withdrawn.date}`, 'league.withdrawn.already', { team: team.name, event: event.name, date: team.withdrawn.date });
  return ok({ ...event, teams: event.teams.map((t) => (t.id === teamId ? { ...t, withdrawn: { date, reason } } : t)) });
}
