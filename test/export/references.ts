/**
 * The reference tools of ../shared/tools (bbpPairings 6.0.0, Gacrux), where they are on this machine:
 * an environment variable names one explicitly (`none`: absent), else the tools folder beside the
 * clone, or beside the folder of a git worktree. A test that uses one runs only where it is found.
 */
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../support/paths';

export function referenceTool(variable: string, path: string): string | null {
  const candidates = [process.env[variable], resolve(repoRoot, '../shared/tools', path), resolve(repoRoot, '../../shared/tools', path)];
  for (const c of candidates) {
    if (!c || c === 'none') continue;
    try {
      accessSync(c, constants.R_OK);
      return c;
    } catch {
      // not there: try the next
    }
  }
  return null;
}
