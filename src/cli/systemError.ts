import { t } from './language';

/** The system errors td names in its own words (catalogue `cli.systemError.<CODE>`); others keep Node's words. */
const NAMED = ['ENOSPC', 'EISDIR', 'ENOTDIR', 'ENOENT', 'EACCES', 'EPERM', 'EROFS', 'EIO', 'EFBIG', 'EDQUOT', 'EBADF'];

/** A Node system error (`code`, `syscall`, maybe `path`), as opposed to td's own errors. */
export const isSystemError = (err: unknown): err is NodeJS.ErrnoException =>
  typeof (err as NodeJS.ErrnoException | null)?.code === 'string' && typeof (err as NodeJS.ErrnoException).syscall === 'string';

/**
 * What went wrong in plain words with the code for a search: "no space left on device (ENOSPC)", not
 * "ENOSPC: no space left on device, write". Node's own words (libuv's) for a code td does not name.
 */
export function systemReason(err: NodeJS.ErrnoException): string {
  const code = err.code ?? '';
  const words = NAMED.includes(code) ? t(`systemError.${code}`) : err.message.replace(/^[A-Z0-9_]+:\s*/, '').replace(/,\s*\w+(\s+'[^']*')*(\s*->\s*'[^']*')?$/, '');
  return code ? `${words} (${code})` : words;
}
