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

// Any surrogate at all: text without one is well-formed, and nearly every payload has none.
const ANY_SURROGATE = /[\ud800-\udfff]/;

/**
 * Whether no string or key of a payload holds a surrogate: the quick walk of every request (no paths, no
 * pairs), the exact one below only when it finds one. Without recursion, like that one.
 */
function surrogateFree(payload: unknown): boolean {
  if (typeof payload === 'string') return !ANY_SURROGATE.test(payload);
  if (typeof payload !== 'object' || payload === null) return true;
  const stack: object[] = [payload];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const value = stack.pop()!;
    if (seen.has(value)) continue;
    seen.add(value);
    for (const key of Object.keys(value)) {
      if (ANY_SURROGATE.test(key)) return false;
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (ANY_SURROGATE.test(child)) return false;
      } else if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return true;
}

/**
 * The path of the first string (or key) in a payload that is not well-formed Unicode (JSON's `"\ud800"`),
 * or null. Walked without recursion: a payload may nest deeper than the call stack.
 */
export function illFormedAt(payload: unknown): string | null {
  if (surrogateFree(payload)) return null;
  const stack: [unknown, string][] = [[payload, '']];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path;
    } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
      seen.add(value);
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (LONE_SURROGATE.test(key)) return at;
        stack.push([child, at]);
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
