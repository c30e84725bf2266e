/**
 * Writes the site into a folder. A folder that holds files this export did not write before (no
 * manifest lists them) is refused unless forced, naming those files; once forced, those files are
 * recorded as accepted and not asked about again. Files a previous export wrote and this one does not
 * are removed, so a re-export leaves exactly the current site (and never touches the others).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const SITE_MANIFEST = '.club-td-site.json';

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split('\\').join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

/**
 * The manifest's list under `key`: `files` the last export of this event wrote, `accepted` other files
 * the director let it write among. Another event's site in the folder counts as other files.
 */
function manifestList(dir: string, key: 'files' | 'accepted', event: number): Set<string> {
  try {
    const m = JSON.parse(readFileSync(join(dir, SITE_MANIFEST), 'utf8')) as Record<string, unknown>;
    if (m.event !== event) return new Set();
    const list = m[key];
    return new Set(Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : []);
  } catch {
    return new Set();
  }
}
const previousFiles = (dir: string, event: number): Set<string> => manifestList(dir, 'files', event);

/** Files in `dir` that no earlier site export wrote nor was allowed among: what an export would overwrite or mix in with. */
export function foreignFiles(dir: string, event: number): string[] {
  const ours = previousFiles(dir, event);
  const accepted = manifestList(dir, 'accepted', event);
  return listFiles(dir).filter((f) => f !== SITE_MANIFEST && !ours.has(f) && !accepted.has(f));
}

export function writeSiteFolder(dir: string, event: number, files: Map<string, string>, force: boolean): { ok: true; written: number } | { ok: false; foreign: string[] } {
  const foreign = foreignFiles(dir, event);
  if (foreign.length > 0 && !force) return { ok: false, foreign };
  const before = previousFiles(dir, event);
  const accepted = [...manifestList(dir, 'accepted', event), ...foreign].filter((f) => !files.has(f)).sort();
  for (const [path, text] of files) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  for (const old of before) if (!files.has(old) && !old.includes('..')) rmSync(join(dir, old), { force: true });
  writeFileSync(join(dir, SITE_MANIFEST), JSON.stringify({ generator: 'Club TD', event, files: [...files.keys()].sort(), accepted }, null, 1) + '\n');
  return { ok: true, written: files.size };
}
