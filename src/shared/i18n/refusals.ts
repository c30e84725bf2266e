/**
 * The API's refusals in the caller's language: services throw `refuse(code, key, params)` (English in
 * `message`, the key kept beside it), and the backend says it again in the language the request asked
 * for. Rule names are parameters or literal text in the messages, never translated (`R-OTH-3`).
 */
import { ApiFailure, type ApiError, type ApiErrorCode, type MessageText } from '../api/errors';
import type { RuleError } from '../games/types';
import type { Locale } from './locales';
import { hasMessage, tr } from './translate';

/**
 * Who reads a refusal. `api` (the default: the desk, the HTTP API, table devices) gets the catalogue's words; the
 * command line (`cli`) gets `errors.surface.cli.<key>` where there is one: a refusal that says what to do next
 * names the `td` command or flag there (`td result correct --reason`) instead of the API method or field
 * (`results.correct`), which a director at a shell has no way to call.
 */
export type Surface = 'api' | 'cli';

/** The key of `text` as `surface` words it: its own, or the surface's where the catalogue has one. */
function onSurface(key: string, surface: Surface): string {
  if (surface === 'api') return key;
  const own = `surface.${surface}.${key}`;
  return hasMessage(`errors.${own}`) ? own : key;
}

/**
 * The message in `locale`, nested messages first. `verbatim` holds words given in English (a field
 * issue, an engine's message): said in `locale` when they are one of the schema checks' forms, else as they are.
 */
export function say(locale: Locale, text: MessageText, surface: Surface = 'api'): string {
  if (text.key === 'verbatim') return issueIn(locale, String(text.params?.text ?? ''));
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.params ?? {})) params[k] = typeof v === 'object' ? say(locale, v, surface) : v;
  return tr(locale, `errors.${onSurface(text.key, surface)}`, params);
}

/**
 * The one way a service refuses (issue 40: one contract): by catalogue key,
 * `refuse('conflict', 'rounds.alreadyPaired', { round: 3 })`, or with a domain or engine refusal value
 * (`RuleError`: its English, its words by key, the rule named in `details.rule`), `refuse('rule', error)`.
 * The caller throws what it returns.
 */
export function refuse(code: ApiErrorCode, error: RuleError): ApiFailure;
export function refuse(code: ApiErrorCode, key: string, params?: MessageText['params'], details?: ApiError['details']): ApiFailure;
export function refuse(code: ApiErrorCode, why: string | RuleError, params: MessageText['params'] = {}, details?: ApiError['details']): ApiFailure {
  if (typeof why !== 'string') return new ApiFailure(code, why.message, { rule: why.rule }, why.text);
  const text = { key: why, params };
  return new ApiFailure(code, say('en', text), details, text);
}

/** One home, beside the games' other message-by-key helpers. */
export { fieldErrorsText } from '../games/types';

/** The failure's message in `locale` as `surface` words it (its English one when it has no key). */
export function messageIn(err: ApiFailure, locale: Locale, surface: Surface = 'api'): string {
  return err.text && (locale !== 'en' || surface !== 'api') ? say(locale, err.text, surface) : err.message;
}

type Issue = { key: string; params?: Record<string, string | number> };
const most = (m: RegExpMatchArray, ifMost: string, ifLeast: string) => (m[1] === 'at most' ? ifMost : ifLeast);
const TYPES: Record<string, string> = {
  'a number': 'issue.type.number', 'a whole number': 'issue.type.int', text: 'issue.type.text', 'yes or no': 'issue.type.boolean',
  'a list': 'issue.type.array', 'a set of fields': 'issue.type.object', 'a date': 'issue.type.date',
};

/** The schema checks' plain English (src/shared/api/messages.ts and the schemas' own words), each as a catalogue message. */
const ISSUES: Array<[RegExp, (m: RegExpMatchArray) => Issue]> = [
  [/^is missing$/, () => ({ key: 'issue.missing' })],
  [/^must be (a number|a whole number|text|yes or no|a list|a set of fields|a date)$/, (m) => ({ key: TYPES[m[1]!]! })],
  [/^must be (at most|at least) (\d+) characters?(?: long)?$/, (m) => ({ key: most(m, 'issue.charsMost', 'issue.charsLeast'), params: { count: Number(m[2]) } })],
  [/^must have (at most|at least) (\d+) items?$/, (m) => ({ key: most(m, 'issue.itemsMost', 'issue.itemsLeast'), params: { count: Number(m[2]) } })],
  [/^must be (at most|at least) (-?[\d.]+)$/, (m) => ({ key: most(m, 'issue.boundMost', 'issue.boundLeast'), params: { n: m[2]! } })],
  [/^must be one of (.+)$/, (m) => ({ key: 'issue.oneOf', params: { values: m[1]! } })],
  [/^must be (\S+) or (\S+)$/, (m) => ({ key: 'issue.either', params: { a: m[1]!, b: m[2]! } })],
  [/^must not be empty$/, () => ({ key: 'issue.empty' })],
  [/^is not an allowed value$/, () => ({ key: 'issue.notAllowed' })],
  [/^has fields this form does not know: (.*)$/, (m) => ({ key: 'issue.unknownFields', params: { fields: m[1]! } })],
  [/^is not in the expected form \((.+)\)$/, (m) => ({ key: 'issue.formatOf', params: { format: m[1]! } })],
  [/^is not in the expected form$/, () => ({ key: 'issue.format' })],
  [/^is not an allowed step$/, () => ({ key: 'issue.step' })],
  [/^is not in any of the accepted forms$/, () => ({ key: 'issue.union' })],
  [/^is not valid$/, () => ({ key: 'issue.invalid' })],
  [/^contains a lone UTF-16 surrogate \(half of a character\), which is not text$/, () => ({ key: 'issue.surrogate' })],
  [/^must be a date from (\d+) to (\d+)$/, (m) => ({ key: 'issue.dateYears', params: { from: m[1]!, to: m[2]! } })],
  [/^must not contain control characters$/, () => ({ key: 'issue.control' })],
];

/** A field issue's words in `locale` when they are one of the schema checks' plain forms; other words stay as they are. */
export function issueIn(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  for (const [re, issue] of ISSUES) {
    const m = message.match(re);
    if (m) return say(locale, issue(m));
  }
  return message;
}

/** An API error in `locale`: its field issues' plain forms, and for a validation refusal the message built from the first. */
export function errorIn(error: ApiError, locale: Locale): ApiError {
  if (locale === 'en' || !error.details?.issues?.length) return error;
  const issues = error.details.issues.map((i) => ({ ...i, message: issueIn(locale, i.message) }));
  return { ...error, details: { ...error.details, issues } };
}
