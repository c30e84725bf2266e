import { readFileSync } from 'node:fs';
import { UsageError } from './command';

/** Reads a file (`-`: standard input) as strict UTF-8, so a wrongly encoded file is refused, never stored garbled. */
export function readUtf8(file: string): string {
  const bytes = readFileSync(file === '-' ? 0 : file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${file} is not UTF-8 text; save it as UTF-8 (CSV UTF-8 in a spreadsheet) and import again`);
  }
}
