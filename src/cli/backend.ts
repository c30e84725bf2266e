import { openDatabase, DatabaseOpenError, isNewDatabase } from '../main/db/connection';
import { createBackend, type Backend } from '../main/services/backend';
import { databasePath, isChosenDatabase } from '../main/paths';
import type { Method, Output } from '../shared/api/contract';
import { CliApiError, UsageError } from './command';
import { cliLocale, t } from './language';

/**
 * The database file td works on: `--db`, else `TD_DB`, else the default. An empty one (`--db ""`, `TD_DB=`: a shell
 * variable that was never set) is a usage error: it names no file, and opening '' would leave a temporary file here.
 */
export function cliDatabasePath(dbFlag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (dbFlag === '') throw new UsageError(t('usageError.emptyDb', { flag: '--db' }));
  if (dbFlag === undefined && env.TD_DB === '') throw new UsageError(t('usageError.emptyDb', { flag: 'TD_DB' }));
  return databasePath(dbFlag, env);
}

export function openBackend(dbFlag: string | undefined): Backend {
  const file = cliDatabasePath(dbFlag);
  try {
    const db = openDatabase({ file, createFolder: !isChosenDatabase(dbFlag) });
    // A typo in --db in an existing folder makes a new, empty club: say so (on stderr, --json stays clean).
    if (isNewDatabase(db)) process.stderr.write(`td: ${t('newDatabase', { file })}\n`);
    return createBackend(db);
  } catch (err) {
    if (err instanceof DatabaseOpenError) throw new CliApiError({ code: 'invalid', message: err.message, details: { kind: err.kind, file } });
    throw err;
  }
}

/** Calls one API method through the same validation as every other host; its refusals worded for the command line (refusals.ts). */
export function callApi<M extends Method>(backend: Backend, method: M, input: unknown): Output<M> {
  const result = backend.call(method, input, 'td command line', cliLocale(), 'cli');
  if (!result.ok) throw new CliApiError(result.error);
  return result.data as Output<M>;
}
