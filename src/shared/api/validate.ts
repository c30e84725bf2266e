import type { z } from 'zod';
import type { ApiResult, FieldIssue } from './errors';
import { contract, isMethod, type Method, type ParsedInput } from './contract';

/** zod issues as field paths and messages the UI can show beside each field. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/** Checks a method name and its payload against the contract: nothing unvalidated gets further. */
export function validateRequest(method: string, payload: unknown): ApiResult<{ method: Method; input: ParsedInput<Method> }> {
  if (!isMethod(method)) {
    return { ok: false, error: { code: 'unknown_method', message: `there is no API method "${method}"` } };
  }
  const parsed = contract[method].input.safeParse(payload === null ? undefined : payload);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    const first = issues[0];
    const where = first && first.field ? `${first.field}: ` : '';
    return {
      ok: false,
      error: { code: 'invalid', message: `${method}: ${where}${first?.message ?? 'invalid request'}`, details: { issues } },
    };
  }
  return { ok: true, data: { method, input: parsed.data as ParsedInput<Method> } };
}
