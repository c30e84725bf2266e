import type { z } from 'zod';
import { ApiCallError } from './api/client';

/** Field -> message from a schema check, so forms show the same messages the server would. */
export function schemaErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field -> message from a refused API call; the whole message under '' when no field is named. */
export function apiErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiCallError)) return { '': (err as Error).message };
  const errors: Record<string, string> = {};
  for (const issue of err.error.details?.issues ?? []) errors[issue.field.split('.')[0] ?? ''] ??= issue.message;
  if (Object.keys(errors).length === 0) errors[''] = err.message;
  return errors;
}
