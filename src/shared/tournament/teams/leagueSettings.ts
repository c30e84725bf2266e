/**
 * The league's own settings, kept in the team document (`event.league`); an event without them has
 * the defaults, and the defaults never switch a rule on: an event made before a setting existed keeps
 * the rules it was started with.
 */
/** What a line-up that breaks an eligibility rule gets: refused naming the rule and the player, or entered and flagged for the secretary. */
export type EligibilityAction = 'refuse' | 'flag';
export const ELIGIBILITY_ACTIONS: readonly EligibilityAction[] = ['refuse', 'flag'];

/**
 * A withdrawn team's results: `by-half` voids them when it withdrew in the first half of the season
 * and lets them stand in the second; `void` and `stand` do so whatever the date.
 */
export type WithdrawnResults = 'by-half' | 'void' | 'stand';
export const WITHDRAWN_RESULTS: readonly WithdrawnResults[] = ['by-half', 'void', 'stand'];

export interface LeagueSettings {
  /** A card locks this many days after the match night: later changes need the secretary. */
  cardLockDays: number;
  /** A player who has played this many matches for a higher team of the club may not play for a lower one (null: no such rule). */
  eligibilityHigherTeamMatches: number | null;
  eligibilityAction: EligibilityAction;
  withdrawnResults: WithdrawnResults;
}

export const DEFAULT_LEAGUE: LeagueSettings = { cardLockDays: 7, eligibilityHigherTeamMatches: null, eligibilityAction: 'refuse', withdrawnResults: 'by-half' };

/** The settings of a team event (its `league` field; typed structurally so the model can import this leaf). */
export function leagueSettings(event: { league?: Partial<LeagueSettings> }): LeagueSettings {
  return { ...DEFAULT_LEAGUE, ...event.league };
}
