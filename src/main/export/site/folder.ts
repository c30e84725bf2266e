/**
 * Writes the site into a folder. A folder that holds files this export did not write before (no
 * manifest lists them) is refused unless allowed, naming those files: `true` allows any (`td export
 * site --force`), a list allows exactly the files the director was shown (the Publish panel), so a
 * request cannot write among files nobody saw. Once allowed, those files are recorded as accepted and
 * not asked about again. Files a previous export wrote and this one does not are removed, so a
 * re-export leaves exactly the current site (and never touches the others). The folder is read at
 * most MAX_LISTED files deep and symbolic links are not followed.
 *
 * Whoever can write to the publish folder may plant a manifest, symbolic links or odd names (issue
 * 38), so the export writes and deletes only inside its folder whatever it holds:
 * - it writes only names of its own forms (`SITE_FILE`), never a name built from data it did not check;
 * - every folder it writes into or deletes from is a real folder (not a link) whose real path is inside;
 * - a page is written to a new temporary file beside it and renamed over the old one, so a link that
 *   replaced a page is replaced itself and never opened for writing;
 * - it deletes only regular files its manifest lists AND whose names are of its own forms; a manifest
 *   entry of any other form is ignored.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const SITE_MANIFEST = '.club-td-site.json';

/** More files than this in a folder: not a place for the site (and not worth reading further). */
export const MAX_LISTED = 2000;

/**
 * Every name the site ever writes (src/main/export/site/build.ts and teams.ts): pages, per-round
 * pages, a league's table as of each match night (`standings-2026-10-01.html`) and its player averages,
 * match pages of fixture ids (`3.2`), player and game pages by number, the two assets; each of them
 * also inside `section-N/` for an event's sections.
 */
export const SITE_FILE = new RegExp([
  /(?:index|standings|crosstable|prizes|players)\.html/,
  /(?:round|standings)-\d{1,6}\.html/,
  /standings-\d{4}-\d{2}-\d{2}\.html/,
  /match-\d{1,3}\.\d{1,3}\.html/,
  /players\/\d{1,6}\.html/,
  /games\/round-\d{2,6}-board-\d{2,6}-(?:game|playoff)-\d{1,4}\.html/,
  /assets\/(?:site\.css|viewer\.js)/,
  // An event run in sections (issue 44) keeps each section's own site in `section-N/`.
].map((r) => `^(?:section-\\d{1,3}/)?(?:${r.source})$`).join('|'));

/** A path the site would write or delete that it must not: a name not of its forms, a link, a path outside. */
export class UnsafeSitePath extends Error {
  constructor(readonly path: string, readonly why: 'name' | 'link' | 'outside') {
    super(why === 'name' ? `${path} is not one of the site's own page names` : why === 'link' ? `${path} is a symbolic link or not a real file or folder` : `${path} lies outside the site folder`);
  }
}

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
 * The manifest's list under `key`: `files` the last export of this event wrote (only names of the
 * site's own forms: anything else in a planted or damaged manifest is ignored), `accepted` other
 * files the director let it write among. Another event's site in the folder counts as other files.
 */
function manifestList(dir: string, key: 'files' | 'accepted', event: number): Set<string> {
  try {
    if (!lstatSync(join(dir, SITE_MANIFEST)).isFile()) return new Set();
    const m = JSON.parse(readFileSync(join(dir, SITE_MANIFEST), 'utf8')) as Record<string, unknown>;
    if (m.event !== event) return new Set();
    const list = m[key];
    const strings = Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
    return new Set(key === 'files' ? strings.filter((f) => SITE_FILE.test(f)) : strings);
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

const isLink = (path: string): boolean => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * The folder `rel` (a site path's folder part, '' for the root) as a real folder inside `root`,
 * made when missing and `make`; a link (even a dangling one) or a file in its place is refused, never followed.
 */
function realFolder(root: string, rel: string, make: boolean): string {
  let at = root;
  for (const part of rel.split('/').filter(Boolean)) {
    at = join(at, part);
    if (make && !existsSync(at) && !isLink(at)) mkdirSync(at);
    const st = lstatSync(at);
    if (!st.isDirectory()) throw new UnsafeSitePath(rel, 'link');
  }
  const real = realpathSync(at);
  if (real !== root && !real.startsWith(root + sep)) throw new UnsafeSitePath(rel, 'outside');
  return real;
}

const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const baseOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** Writes `text` as `folder/name` through a new temporary file renamed over it: a link there is replaced, not followed. */
function replaceFile(folder: string, name: string, text: string): void {
  const temp = join(folder, `.club-td-${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o644); // created here, never an existing file or link
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, join(folder, name));
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

export type Refused = { ok: false; foreign: string[]; more: boolean };

/** Writes the site; throws UnsafeSitePath, before any page is written, for a name not of its forms or a folder that is a link. */
export function writeSiteFolder(dir: string, event: number, files: Map<string, string>, allow: boolean | readonly string[]): { ok: true; written: number } | Refused {
  for (const path of files.keys()) if (!SITE_FILE.test(path)) throw new UnsafeSitePath(path, 'name');
  const { files: foreign, more } = foreignFiles(dir, event);
  const allowed = allow === true || (Array.isArray(allow) && !more && foreign.every((f) => allow.includes(f)));
  if (foreign.length > 0 && !allowed) return { ok: false, foreign, more };
  mkdirSync(dir, { recursive: true });
  const root = realpathSync(dir);
  const before = previousFiles(root, event);
  const accepted = [...manifestList(root, 'accepted', event), ...foreign].filter((f) => !files.has(f)).sort();
  // Every folder checked before the first page is written: a planted link refuses the export whole.
  const folders = new Map([...new Set([...files.keys()].map(folderOf))].map((rel) => [rel, realFolder(root, rel, true)]));
  for (const [path, text] of files) replaceFile(folders.get(folderOf(path))!, baseOf(path), text);
  for (const old of before) {
    if (files.has(old)) continue;
    let folder: string;
    try {
      folder = realFolder(root, folderOf(old), false);
    } catch {
      continue; // its folder is now a link or gone: nothing of ours to remove there
    }
    const full = join(folder, baseOf(old));
    try {
      if (lstatSync(full).isFile()) unlinkSync(full); // a link or a folder in its place is not ours
    } catch {
      // already gone
    }
  }
  replaceFile(root, SITE_MANIFEST, JSON.stringify({ generator: 'Club TD', event, files: [...files.keys()].sort(), accepted }, null, 1) + '\n');
  return { ok: true, written: files.size };
}
