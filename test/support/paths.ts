import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `../shared` beside the clone (rules, rulings, real game archives); TD_SHARED_DIR overrides. */
export const sharedDir = process.env.TD_SHARED_DIR ?? resolve(repoRoot, '../shared');

export const sharedData = (...parts: string[]): string => resolve(sharedDir, 'data', ...parts);
