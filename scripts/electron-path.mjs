/**
 * Where the Electron binary is, if anywhere: the project's own node_modules (a normal install) or the
 * private install `npm start` makes in .cache/electron when the first download failed.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const electronCache = (root) => join(root, '.cache', 'electron');

export function electronBinary(root) {
  for (const base of [root, electronCache(root)]) {
    try {
      const path = createRequire(join(base, 'package.json'))('electron');
      if (typeof path === 'string' && existsSync(path)) return { path, modules: join(base, 'node_modules') };
    } catch {
      // not installed there
    }
  }
  return null;
}
