/**
 * A refusal of the tournament domain with its words by catalogue key beside the English, so the API says
 * it again in the caller's language (issue 25). A leaf: the domain model and the team code both use it.
 */
import type { Outcome, RuleText } from '../games/types';

export const refuseText = <T = never>(rule: string, message: string, key: string, params: RuleText['params'] = {}): Outcome<T> => ({
  ok: false,
  error: { rule, message, text: { key, params } },
});
