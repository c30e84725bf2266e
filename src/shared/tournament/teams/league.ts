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

export const LEAGUE_RULE = 'league';

/** The league's own settings, kept in the team document (an event without them has the defaults). */
export interface LeagueSettings {
  /** A card locks this many days after the match night: later changes need the secretary. */
  cardLockDays: number;
}

export const DEFAULT_LEAGUE: LeagueSettings = { cardLockDays: 7 };

export function leagueSettings(event: TeamEvent): LeagueSettings {
  return { ...DEFAULT_LEAGUE, ...event.league };
}

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
