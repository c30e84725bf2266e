import type { z } from 'zod';
import type { ApiResult, FieldIssue } from './errors';
import type { Locale } from '../i18n/locales';
import { issueIn, say } from '../i18n/refusals';
import { contract, isMethod, type Method, type ParsedInput } from './contract';

/** zod issues as field paths and messages the UI can show beside each field. */
export function fieldIssues(error: z.ZodError, locale: Locale = 'en'): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issueIn(locale, issue.message) }));
}

// Half of a UTF-16 surrogate pair without its other half: not a character, and not storable as UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Any surrogate at all: text without one is well-formed, and nearly every payload has none, so the
// exact test (with its lookbehind) runs only on text that holds one.
const ANY_SURROGATE = /[\ud800-\udfff]/;
const isIllFormed = (text: string): boolean => ANY_SURROGATE.test(text) && LONE_SURROGATE.test(text);

/** Where a value sits in a payload: its key and its parent's place (the path is written only for a refusal). */
interface Place { key: string; parent: Place | null }

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (or key) in a payload that is not well-formed Unicode (JSON's `"\ud800"`),
 * or null. Walked without recursion: a payload may nest deeper than the call stack.
 */
export function illFormedAt(payload: unknown): string | null {
  const stack: [unknown, Place | null][] = [[payload, null]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [value, place] = stack.pop()!;
    if (typeof value === 'string') {
      if (isIllFormed(value)) return pathOf(place);
    } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
      seen.add(value);
      for (const key of Object.keys(value)) {
        const at: Place = { key, parent: place };
        if (isIllFormed(key)) return pathOf(at);
        stack.push([(value as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}

/** Checks a method name and its payload against the contract: nothing unvalidated gets further. Refusals in `locale`. */
export function validateRequest(method: string, payload: unknown, locale: Locale = 'en'): ApiResult<{ method: Method; input: ParsedInput<Method> }> {
  if (!isMethod(method)) {
    return { ok: false, error: { code: 'unknown_method', message: say(locale, { key: 'unknownMethod', params: { method } }) } };
  }
  const badText = illFormedAt(payload);
  if (badText !== null) {
    const message = issueIn(locale, 'contains a lone UTF-16 surrogate (half of a character), which is not text');
    return { ok: false, error: { code: 'invalid', message: `${method}: ${badText ? `${badText}: ` : ''}${message}`, details: { issues: [{ field: badText, message }] } } };
  }
  const parsed = contract[method].input.safeParse(payload === null ? undefined : payload);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error, locale);
    const first = issues[0];
    const where = first && first.field ? `${first.field}: ` : '';
    return {
      ok: false,
      error: { code: 'invalid', message: `${method}: ${where}${first?.message ?? say(locale, { key: 'invalidRequest' })}`, details: { issues } },
    };
  }
  return { ok: true, data: { method, input: parsed.data as ParsedInput<Method> } };
}
