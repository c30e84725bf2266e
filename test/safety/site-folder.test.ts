/**
 * Issue 38, high findings 1 and 2 and medium 4: the website export writes and deletes only inside its
 * folder, whatever the folder holds (a planted manifest, symbolic links in place of its folders or
 * pages) and whatever names the data would make.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_MANIFEST, UnsafeSitePath, writeSiteFolder } from '../../src/main/export/site/folder';
import { eventWith, refusal } from '../tournament/helpers';
import { must, tempDir } from '../support/tempdb';

/** A small site of the forms the export writes. */
const site = (): Map<string, string> => new Map([
  ['index.html', '<p>index</p>'],
  ['round-1.html', '<p>round 1</p>'],
  ['players/1.html', '<p>Ann</p>'],
  ['assets/site.css', 'body {}'],
]);

/** A publish folder and, beside it, a folder of the director's own files it must never touch. */
function folders() {
  const base = tempDir();
  const out = join(base, 'www');
  const outside = join(base, 'private');
  mkdirSync(out);
  mkdirSync(outside);
  writeFileSync(join(outside, 'club.sqlite'), 'the club database');
  writeFileSync(join(outside, '1.html'), 'my own page');
  return { base, out, outside };
}

const plantManifest = (out: string, files: string[]) =>
  writeFileSync(join(out, SITE_MANIFEST), JSON.stringify({ generator: 'Club TD', event: 1, files, accepted: [] }));

describe('the site export stays inside its folder (issue 38)', () => {
  it('high 1: a name built from a fixture id such as ../../x is refused before anything is written', () => {
    const { base, out } = folders();
    const files = site();
    files.set('match-../../escaped.html', '<p>planted</p>');
    expect(() => writeSiteFolder(out, 1, files, true)).toThrow(UnsafeSitePath);
    expect(existsSync(join(base, 'escaped.html'))).toBe(false);
    expect(readdirSync(out)).toEqual([]);
  });

  it('high 2: a planted manifest and a link in place of a folder delete nothing outside (the club database included)', () => {
    const { out, outside } = folders();
    symlinkSync(outside, join(out, 'games'));
    // The manifest names files "in" the linked folder, and one by a path that climbs out.
    plantManifest(out, ['games/club.sqlite', 'games/round-01-board-01-game-1.html', '../private/club.sqlite', 'index.html']);
    writeFileSync(join(outside, 'round-01-board-01-game-1.html'), 'mine, not the site\'s');
    const written = writeSiteFolder(out, 1, site(), false);
    expect(written.ok).toBe(false); // the link itself is a file nobody was shown
    expect(writeSiteFolder(out, 1, site(), true)).toEqual({ ok: true, written: 4 });
    expect(readFileSync(join(outside, 'club.sqlite'), 'utf8')).toBe('the club database');
    expect(readFileSync(join(outside, 'round-01-board-01-game-1.html'), 'utf8')).toBe('mine, not the site\'s');
    expect(lstatSync(join(out, 'games')).isSymbolicLink()).toBe(true); // not ours: left as it is
  });

  it('high 2: a link in place of a folder the site writes into refuses the export whole; nothing is written through it', () => {
    const { out, outside } = folders();
    symlinkSync(outside, join(out, 'players'));
    let thrown: unknown;
    try {
      writeSiteFolder(out, 1, site(), true);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(UnsafeSitePath);
    expect((thrown as UnsafeSitePath).why).toBe('link');
    expect(readFileSync(join(outside, '1.html'), 'utf8')).toBe('my own page');
    expect(existsSync(join(out, 'index.html'))).toBe(false);
  });

  it('high 2: a previous page whose folder became a link is not deleted through it', () => {
    const { out, outside } = folders();
    expect(writeSiteFolder(out, 1, site(), false).ok).toBe(true);
    const fewer = site();
    fewer.delete('players/1.html');
    // Someone moves the real players folder away and plants a link to the private folder (which holds a 1.html).
    renameSync(join(out, 'players'), join(out, 'players-old'));
    symlinkSync(outside, join(out, 'players'));
    expect(writeSiteFolder(out, 1, fewer, true).ok).toBe(true);
    expect(readFileSync(join(outside, '1.html'), 'utf8')).toBe('my own page');
  });

  it('a manifest entry not of the site\'s own forms is never deleted, even inside the folder', () => {
    const { out } = folders();
    writeFileSync(join(out, 'notes.txt'), 'mine');
    plantManifest(out, ['notes.txt']);
    expect(writeSiteFolder(out, 1, site(), true).ok).toBe(true);
    expect(readFileSync(join(out, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('medium 4: a re-export replaces a link that took the place of one of its pages, and never writes through it', () => {
    const { out, outside } = folders();
    expect(writeSiteFolder(out, 1, site(), false).ok).toBe(true);
    const victim = join(outside, 'club.sqlite');
    rmSync(join(out, 'index.html'));
    symlinkSync(victim, join(out, 'index.html'));
    rmSync(join(out, SITE_MANIFEST));
    symlinkSync(join(outside, 'manifest-target.json'), join(out, SITE_MANIFEST));
    expect(writeSiteFolder(out, 1, site(), true).ok).toBe(true);
    expect(readFileSync(victim, 'utf8')).toBe('the club database');
    expect(existsSync(join(outside, 'manifest-target.json'))).toBe(false);
    expect(lstatSync(join(out, 'index.html')).isFile()).toBe(true);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<p>index</p>');
    expect(lstatSync(join(out, SITE_MANIFEST)).isFile()).toBe(true);
  });

  it('site.publish answers a planted link in words, naming it, and writes nothing through it', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 1 });
    const { out, outside } = folders();
    symlinkSync(outside, join(out, 'assets'));
    const r = refusal(s.backend, 'site.publish', { eventId: s.eventId, folder: out, accept: ['assets'] });
    expect(r.code).toBe('invalid');
    expect(r.message).toMatch(/refused to write assets in .*www: it is a symbolic link/);
    expect(readdirSync(outside).sort()).toEqual(['1.html', 'club.sqlite']);
    expect(must(s.backend, 'site.status', { eventId: s.eventId })).toMatchObject({ publishedAt: null });
  });
});
