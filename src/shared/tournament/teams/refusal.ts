/**
 * Team refusals with their words by catalogue key (`errors.teams.*`) beside the English, so the API
 * says them again in the caller's language (issue 25). Rule names (R-ONI-14) stay as they are.
 */
import { engineText, type RuleText } from '../../games/types';
import type { Fixture, TeamEvent } from './model';

export { refuseText } from '../refuseText';

/** A nested refusal's words by key (the games' own helper: one home). */
export const textOf = engineText;

/** `fixture 1.2 (Home v Away)` by key. */
export function fixtureText(event: TeamEvent, fixture: Fixture): RuleText {
  const n = (id: string) => event.teams.find((t) => t.id === id)?.name ?? id;
  return { key: 'teams.fixture', params: { fixture: fixture.id, home: n(fixture.home), away: n(fixture.away) } };
}

