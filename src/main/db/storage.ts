/**
 * Disk trouble told apart from bugs (issue 38): a full disk or a folder that cannot be written is the
 * computer's state, said in words in the caller's language (`storage` refusals, HTTP 507), never an
 * `internal` error carrying raw SQLite text.
 */
export type StorageProblem = 'full' | 'readOnly';

const FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);
const READ_ONLY = new Set(['SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_PERM', 'EROFS', 'EACCES', 'EPERM']);

/** What is wrong with the disk, from a SQLite or file-system error's code; null when it is something else. */
export function storageProblem(err: unknown): StorageProblem | null {
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  const base = code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1');
  if (FULL.has(code) || FULL.has(base)) return 'full';
  if (READ_ONLY.has(code) || READ_ONLY.has(base)) return 'readOnly';
  return null;
}
