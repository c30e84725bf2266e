/**
 * A refusal of the tournament domain with its words by catalogue key beside the English, so the API says
 * it again in the caller's language (issue 25). A leaf: the domain model and the team code both use it.
 */
import { refuse, type Outcome, type RuleText } from '../games/types';

/** The engines' `refuse` with its key required: one refusal value for the games and the tournament domain. */
export const refuseText = <T = never>(rule: string, message: string, key: string, params: RuleText['params'] = {}): Outcome<T> =>
  refuse<T>(rule, message, key, params);
