import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A file or folder under test/fixtures (test data kept in the repository: WThor archive, TRF files). */
export const fixture = (...parts: string[]): string => resolve(repoRoot, 'test/fixtures', ...parts);
