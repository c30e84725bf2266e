/** The event website: every page written, names escaped, relative links only, the folder guard. */
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../src/main/services/context';
import { siteFiles } from '../../src/main/services/site';
import { MAX_LISTED, writeSiteFolder } from '../../src/main/export/site/folder';
import { eventWith, matchesOf, pairNext, setResult } from '../tournament/helpers';
import { playLinked } from './helpers';
import { must, tempDir } from '../support/tempdb';

const EVIL = '<script>alert("x")</script> & Co';

function event() {
  let actions: string[] = [];
  const s = eventWith({ game: 'othello', format: 'swiss', names: [EVIL, 'Bob', 'Cid', 'Dee'], rounds: 2 });
  for (let r = 1; r <= 2; r++) {
    const ms = matchesOf(pairNext(s));
    setResult(s, r, ms[0]!.board, 'a', 40, 24);
    if (r === 1) actions = playLinked(s, 1, ms[1]!.board, 3);
    else setResult(s, r, ms[1]!.board, null, 32, 32);
  }
  return { s, actions, files: siteFiles(createContext(s.backend.db, () => undefined), s.eventId) };
}

describe('event website', () => {
  it('writes the index, rounds, standings after every round, cross-table, player pages and game pages', () => {
    const { files, actions } = event();
    const paths = [...files.keys()];
    for (const p of ['index.html', 'round-1.html', 'round-2.html', 'standings-1.html', 'standings-2.html', 'standings.html', 'crosstable.html',
      'players/1.html', 'players/4.html', 'assets/site.css', 'assets/viewer.js']) expect(paths).toContain(p);
    expect(paths.filter((p) => p.startsWith('games/'))).toHaveLength(1);
    expect(paths).not.toContain('prizes.html'); // no prize list, no page
    for (const [path, text] of files) {
      if (!path.endsWith('.html')) continue;
      expect(text, path).not.toContain('<script>alert');
      expect(text, path).not.toMatch(/(src|href)="(https?:)?\/\//);
    }
    expect(files.get('index.html')).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    const game = files.get(paths.find((p) => p.startsWith('games/'))!)!;
    expect(game).toContain(`"actions":${JSON.stringify(actions)}`);
    expect(files.get('assets/site.css')).toMatch(/prefers-color-scheme: dark/);
    expect(files.get('assets/site.css')).toMatch(/@media print/);
  });

  it('publishes the prize list with its winners when the event has one (issue 22: prizes in the website export)', () => {
    const { s } = event();
    must(s.backend, 'prizes.set', { eventId: s.eventId, reason: 'prize fund', prizes: [
      { name: 'First <place>', category: { kind: 'place' }, amount: 50 }, { name: 'Second place', category: { kind: 'place' }, amount: 20 },
    ] });
    const files = siteFiles(createContext(s.backend.db, () => undefined), s.eventId);
    const view = must<{ awards: Array<{ entry: string | null }> }>(s.backend, 'prizes.get', { eventId: s.eventId });
    const page = files.get('prizes.html')!;
    expect(page).toContain('First &lt;place&gt;');
    expect(page).not.toContain('<place>');
    const rows = must<{ rows: Array<{ entry: string; pairingNumber: number }> }>(s.backend, 'standings.get', { eventId: s.eventId }).rows;
    const first = rows.find((r) => r.entry === view.awards[0]!.entry)!;
    expect(page).toContain(`<a href="players/${first.pairingNumber}.html">`);
    expect(files.get('index.html')).toContain('<a href="prizes.html">Prizes</a>');
  });

  it('refuses a folder holding other files, naming them; re-exports over its own files; --force writes anyway', () => {
    const { files } = event();
    const dir = join(tempDir(), 'site');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    expect(writeSiteFolder(dir, 1, files, false)).toEqual({ ok: false, foreign: ['notes.txt'], more: false });
    expect(existsSync(join(dir, 'index.html'))).toBe(false);
    expect(writeSiteFolder(dir, 1, files, true)).toEqual({ ok: true, written: files.size });
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    // Its own earlier files are not "other files"; a page no longer produced is removed.
    const fewer = new Map(files);
    fewer.delete('round-2.html');
    const clean = join(tempDir(), 'clean');
    expect(writeSiteFolder(clean, 1, files, false).ok).toBe(true);
    expect(writeSiteFolder(clean, 1, fewer, false)).toEqual({ ok: true, written: fewer.size });
    expect(existsSync(join(clean, 'round-2.html'))).toBe(false);
    // A folder of thousands of files is not read to the end (nor are symbolic links followed).
    const big = join(tempDir(), 'big');
    mkdirSync(big);
    for (let i = 0; i <= MAX_LISTED; i++) writeFileSync(join(big, `f${i}`), '');
    symlinkSync(big, join(big, 'loop'));
    const refused = writeSiteFolder(big, 1, files, ['f0']);
    expect(refused).toMatchObject({ ok: false, more: true });
    // Another event's site in the folder is other files.
    expect(writeSiteFolder(clean, 2, fewer, false)).toEqual({ ok: false, foreign: [...fewer.keys()].sort(), more: false });
  });
});
