import { readBytes, UsageError } from './command';
import { t } from './language';

/** Reads a file (`-`: standard input) as strict UTF-8, so a wrongly encoded file is refused, never stored garbled. */
export function readUtf8(file: string): string {
  const bytes = readBytes(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(t('usageError.notUtf8', { file }));
  }
}
