/**
 * The league server's rules (issue 43, docs/teams.md "The league server"), pure: match cards a
 * captain enters (both line-ups in board order and every board's result), the lock window after
 * the match night, and the canonical encoding a club signs its pushed nights over. Who may do what
 * (codes, keys) and the signature itself live in the services; this module only decides.
 */
import { ok, type Outcome } from '../../games/types';
import type { ResultInput } from '../results';
import { setLineup, teamLabel } from './lineup';
import type { Fixture, Side, TeamEvent } from './model';
import { fixtureText, refuseText } from './refusal';
import { setBoardResult } from './results';
import { leagueSettings } from './leagueSettings';

export const LEAGUE_RULE = 'league';

export { DEFAULT_LEAGUE, leagueSettings, type LeagueSettings } from './leagueSettings';

/** A captain's match card: both line-ups in board order and every board's result. */
export interface MatchCard {
  fixture: string;
  playedOn: string;
  home: string[][];
  away: string[][];
  /** Alternates seated in place of squad players, per side: alternate id -> replaced player id. */
  substitutes?: Partial<Record<Side, Record<string, string>>>;
  boards: Array<{ board: number; game: number; result: ResultInput }>;
}

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day a captain may enter or answer the card of `fixture` (null: no date, never locked). */
export function lockDate(event: TeamEvent, fixture: Fixture): string | null {
  return fixture.date === null ? null : addDays(fixture.date, leagueSettings(event).cardLockDays);
}

/** Refused when the card of `fixture` is locked on `today`: after the lock window only the secretary changes it. */
export function checkNotLocked(event: TeamEvent, fixture: Fixture, today: string): Outcome<true> {
  const last = lockDate(event, fixture);
  if (last !== null && today > last) {
    return refuseText(LEAGUE_RULE, `the card of fixture ${fixture.id} (${teamLabel(event, fixture)}) locked after ${last}, ${leagueSettings(event).cardLockDays} days after the match: later changes need the league secretary`,
      'league.locked', { fixture: fixtureText(event, fixture), date: last, days: leagueSettings(event).cardLockDays });
  }
  return ok(true);
}

/** The side a team plays in a fixture, or a refusal naming the fixture. */
export function sideOfTeam(event: TeamEvent, fixture: Fixture, team: string): Outcome<Side> {
  if (fixture.home === team) return ok('home');
  if (fixture.away === team) return ok('away');
  const name = event.teams.find((t) => t.id === team)?.name ?? team;
  return refuseText(LEAGUE_RULE, `${name} does not play fixture ${fixture.id} (${teamLabel(event, fixture)})`, 'league.notYourFixture', { team: name, fixture: fixtureText(event, fixture) });
}

/**
 * The document with the card entered: both line-ups (checked by the board order rule, unless this
 * copy already has the same ones), then every board's result (checked by the game's rules). Any
 * refusal names the board, and nothing of the card is kept.
 */
export function applyCard(event: TeamEvent, card: MatchCard): Outcome<TeamEvent> {
  let next = event;
  for (const side of ['home', 'away'] as const) {
    const fixture = next.fixtures.find((f) => f.id === card.fixture);
    const here = fixture?.boards.map((b) => b[side]) ?? [];
    if (here.length > 0 && JSON.stringify(here) === JSON.stringify(card[side])) continue;
    const lined = setLineup(next, card.fixture, side, { seats: card[side], substitutes: card.substitutes?.[side] ?? {} });
    if (!lined.ok) return lined;
    next = lined.value;
  }
  for (const b of card.boards) {
    const set = setBoardResult(next, { fixture: card.fixture, board: b.board, game: b.game - 1, result: b.result, playedOn: card.playedOn });
    if (!set.ok) return set;
    next = set.value;
  }
  return ok(next);
}

/**
 * One text for one value, whatever order its keys were written in: object keys sorted by code
 * point, arrays kept in order, no white space; numbers as JSON writes them. A signature over it
 * does not depend on how a file was pretty-printed or which program wrote it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('a number that is not finite cannot be signed');
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Fixtures whose date has passed without a confirmed result: what the secretary chases. */
export function overdueFixtures(event: TeamEvent, today: string, finished: (f: Fixture) => boolean): Fixture[] {
  return event.fixtures.filter((f) => f.date !== null && f.date < today && !f.forfeit && !finished(f));
}

/**
 * A transfer by the league secretary (issue 43 part 2): a player is in one team per season, unless
 * moved. The player leaves the old team (its captaincy too) and joins the new one, as an alternate
 * once the fixtures are made (the board order of a started season is fixed), else at the end of
 * the squad. Refused for a barred player, or one lined up in a match of the old team still to play.
 */
export function transferPlayer(event: TeamEvent, player: string, to: string): Outcome<TeamEvent> {
  const name = event.players[player]?.name ?? player;
  const from = event.teams.find((t) => t.squad.includes(player) || t.alternates.includes(player) || t.barred.includes(player));
  const target = event.teams.find((t) => t.id === to);
  if (!target) return refuseText(LEAGUE_RULE, `there is no team "${to}" in ${event.name}`, 'teams.noTeam', { team: to, event: event.name });
  if (!from) return refuseText(LEAGUE_RULE, `${name} is in no team of ${event.name}: add the player instead`, 'league.transfer.noTeam', { player: name, event: event.name });
  if (from.id === target.id) return refuseText(LEAGUE_RULE, `${name} is already in ${target.name}`, 'league.transfer.same', { player: name, team: target.name });
  if (from.barred.includes(player)) return refuseText(LEAGUE_RULE, `${name} is barred from ${event.name} and cannot be transferred`, 'league.transfer.barred', { player: name, event: event.name });
  const pending = event.fixtures.find((f) => (f.home === from.id || f.away === from.id) && f.boards.some((b) => [...b.home, ...b.away].includes(player) && b.games.every((g) => g.result === null)));
  if (pending) return refuseText(LEAGUE_RULE, `${name} is lined up for ${from.name} in fixture ${pending.id} (${teamLabel(event, pending)}), still to play`, 'league.transfer.lined', { player: name, team: from.name, fixture: fixtureText(event, pending) });
  const started = event.fixtures.length > 0;
  const teams = event.teams.map((t) => {
    if (t.id === from.id) return { ...t, squad: t.squad.filter((p) => p !== player), alternates: t.alternates.filter((p) => p !== player), captain: t.captain === player ? null : t.captain };
    if (t.id === target.id) return started ? { ...t, alternates: [...t.alternates, player] } : { ...t, squad: [...t.squad, player] };
    return t;
  });
  return ok({ ...event, teams });
}
