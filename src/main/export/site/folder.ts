/**
 * Writes the site into a folder. A folder that holds files this export did not write before (no
 * manifest lists them) is refused unless allowed, naming those files: `true` allows any (`td export
 * site --force`), a list allows exactly the files the director was shown (the Publish panel), so a
 * request cannot write among files nobody saw. Once allowed, those files are recorded as accepted and
 * not asked about again. Files a previous export wrote and this one does not are removed, so a
 * re-export leaves exactly the current site (and never touches the others). The folder is read at
 * most MAX_LISTED files deep and symbolic links are not followed.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const SITE_MANIFEST = '.club-td-site.json';

/** More files than this in a folder: not a place for the site (and not worth reading further). */
export const MAX_LISTED = 2000;

function listFiles(dir: string): { files: string[]; more: boolean } {
  const out: string[] = [];
  const pending = existsSync(dir) ? [dir] : [];
  while (pending.length > 0) {
    const d = pending.pop()!;
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (lstatSync(full).isDirectory()) pending.push(full);
      else out.push(relative(dir, full).split('\\').join('/'));
      if (out.length > MAX_LISTED) return { files: out.sort(), more: true };
    }
  }
  return { files: out.sort(), more: false };
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
export function foreignFiles(dir: string, event: number): { files: string[]; more: boolean } {
  const ours = previousFiles(dir, event);
  const accepted = manifestList(dir, 'accepted', event);
  const all = listFiles(dir);
  return { files: all.files.filter((f) => f !== SITE_MANIFEST && !ours.has(f) && !accepted.has(f)), more: all.more };
}

export type Refused = { ok: false; foreign: string[]; more: boolean };

export function writeSiteFolder(dir: string, event: number, files: Map<string, string>, allow: boolean | readonly string[]): { ok: true; written: number } | Refused {
  const { files: foreign, more } = foreignFiles(dir, event);
  const allowed = allow === true || (Array.isArray(allow) && !more && foreign.every((f) => allow.includes(f)));
  if (foreign.length > 0 && !allowed) return { ok: false, foreign, more };
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
