import { openDatabase, DatabaseOpenError } from '../main/db/connection';
import { createBackend, type Backend } from '../main/services/backend';
import { databasePath } from '../main/paths';
import type { Method, Output } from '../shared/api/contract';
import { CliApiError } from './command';

export function openBackend(dbFlag: string | undefined): Backend {
  const file = databasePath(dbFlag);
  try {
    return createBackend(openDatabase({ file }));
  } catch (err) {
    if (err instanceof DatabaseOpenError) throw new CliApiError({ code: 'invalid', message: err.message, details: { kind: err.kind, file } });
    throw err;
  }
}

/** Calls one API method through the same validation as every other host. */
export function callApi<M extends Method>(backend: Backend, method: M, input: unknown): Output<M> {
  const result = backend.call(method, input);
  if (!result.ok) throw new CliApiError(result.error);
  return result.data as Output<M>;
}
