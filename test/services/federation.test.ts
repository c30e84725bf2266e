/** Issue 21: players as a federation keeps them: identity, a rating per game, rating lists in. */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/shared/api/schemas';
import type { ImportReport, PlayerProfile } from '../../src/shared/api/methods/players';
import type { EntryView, RatingView } from '../../src/shared/api/methods/tournament';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { must, tempBackend, tempDir } from '../support/tempdb';

type Fail = { ok: false; error: { code: string; message: string; details?: { issues?: Array<{ field: string; message: string }> } } };
const fails = (r: unknown) => r as Fail;

describe('identity', () => {
  it('keeps federation id, club id, birth year, sex and category; a federation id belongs to one player', () => {
    const { backend } = tempBackend();
    const ann = must<Player>(backend, 'players.create', { name: 'Ann Lee', fedId: 'POL-123', clubId: 'K7', birthYear: 1988, sex: 'F', category: 'S50' });
    expect(must<Player>(backend, 'players.get', { id: ann.id })).toMatchObject({ fedId: 'POL-123', clubId: 'K7', birthYear: 1988, sex: 'F', category: 'S50' });
    const again = backend.call('players.create', { name: 'Bob', fedId: 'POL-123' });
    expect(again).toMatchObject({ ok: false, error: { code: 'conflict', details: { issues: [{ field: 'fedId' }] } } });
    expect(fails(again).error.message).toBe(`federation id POL-123 already belongs to Ann Lee, player #${ann.id}`);
    const bob = must<Player>(backend, 'players.create', { name: 'Bob' });
    expect(backend.call('players.update', { id: bob.id, fedId: 'POL-123' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(must<Player>(backend, 'players.update', { id: ann.id, fedId: 'POL-123', birthYear: null }).birthYear).toBeNull();
    expect(must<Player[]>(backend, 'players.list', { search: 'pol-1' }).map((p) => p.name)).toEqual(['Ann Lee']);
    expect(backend.call('players.create', { name: 'Cy', birthYear: 1700 })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(backend.call('players.create', { name: 'Cy', sex: 'Q' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('a merge keeps the identity the kept record lacks (its federation id) and the un-merge gives it back', () => {
    const { backend } = tempBackend();
    const keep = must<Player>(backend, 'players.create', { name: 'Ann Lee', club: 'Home', birthYear: 1980 });
    const dup = must<Player>(backend, 'players.create', { name: 'ann lee', club: 'home', allowDuplicate: true, fedId: 'F-9', birthYear: 1981, category: 'S50' });
    const { auditId } = must<{ auditId: number }>(backend, 'players.merge', { keep: keep.id, merge: dup.id, reason: 'one person' });
    expect(must<Player>(backend, 'players.get', { id: keep.id })).toMatchObject({ fedId: 'F-9', birthYear: 1980, category: 'S50' });
    must(backend, 'players.unmerge', { auditId });
    expect(must<Player>(backend, 'players.get', { id: keep.id })).toMatchObject({ fedId: null, birthYear: 1980, category: '' });
    expect(must<Player>(backend, 'players.get', { id: dup.id })).toMatchObject({ fedId: 'F-9', birthYear: 1981, category: 'S50' });
  });

  it('migration 6 moves the single rating into each game the player has played, and nowhere else', () => {
    const dir = tempDir();
    const file = join(dir, 'old.sqlite');
    const db = new Database(file);
    db.pragma('foreign_keys = ON');
    migrate(db, { file, backupDir: join(dir, 'b') }, migrations.slice(0, 5));
    db.exec(`INSERT INTO players (id, name, rating) VALUES (1, 'Ann', 1800), (2, 'Bob', NULL), (3, 'Cat', 1600);
      INSERT INTO events (id, name, game, format) VALUES (1, 'O', 'othello', 'swiss'), (2, 'N', 'ninuki', 'swiss'), (3, 'D', 'onino', 'round-robin');
      INSERT INTO registrations (event_id, player_id) VALUES (1, 1), (2, 1), (1, 2);
      INSERT INTO teams (id, event_id, name) VALUES (1, 3, 'Cat & Ann');
      INSERT INTO team_members (team_id, seat, player_id) VALUES (1, 1, 3), (1, 2, 1);
      INSERT INTO ratings (game, player_id, rating, games) VALUES ('ninuki', 1, 1712.5, 9);`);
    migrate(db, { file, backupDir: join(dir, 'b') });
    const rows = db.prepare('SELECT game, player_id AS p, rating, games, source FROM ratings ORDER BY p, game').all();
    expect(rows).toEqual([
      { game: 'ninuki', p: 1, rating: 1712.5, games: 9, source: 'elo' },
      { game: 'onino', p: 1, rating: 1800, games: 0, source: 'list' },
      { game: 'othello', p: 1, rating: 1800, games: 0, source: 'list' },
      { game: 'onino', p: 3, rating: 1600, games: 0, source: 'list' },
    ]);
    db.close();
  });
});

describe('a rating per game', () => {
  it('an event seeds by the rating of its own game, falling back to the general rating', () => {
    const { backend } = tempBackend();
    const csv = 'name,rating,rating_othello,rating_onino\nAnn,1500,2100,1200\nBob,1500,1300,2200\nCat,1900,,\n';
    must(backend, 'players.importCsv', { csv });
    const ids = Object.fromEntries(must<Player[]>(backend, 'players.list', {}).map((p) => [p.name, p.id]));
    const order = (game: string) => {
      const ev = must<{ id: number }>(backend, 'tournaments.create', { name: game, game, format: 'swiss', roundsPlanned: 3 });
      for (const n of ['Ann', 'Bob', 'Cat']) must(backend, 'events.register', { eventId: ev.id, playerId: ids[n] });
      return must<EntryView[]>(backend, 'entries.list', { eventId: ev.id }).sort((a, b) => (a.pairingNumber ?? 0) - (b.pairingNumber ?? 0)).map((e) => `${e.name} ${e.rating}`);
    };
    expect(order('othello')).toEqual(['Ann 2100', 'Cat 1900', 'Bob 1300']);
    const othello = must<Array<{ id: number; game: string }>>(backend, 'events.list', {}).find((e) => e.game === 'othello')!;
    expect(must<{ registrations: Array<{ name: string; rating: number }> }>(backend, 'events.get', { id: othello.id }).registrations.map((r) => [r.name, r.rating]))
      .toEqual([['Ann', 2100], ['Bob', 1300], ['Cat', 1900]]);
    expect(order('onino')).toEqual(['Bob 2200', 'Cat 1900', 'Ann 1200']);
    expect(order('ninuki')).toEqual(['Cat 1900', 'Ann 1500', 'Bob 1500']);
  });

  it('Elo per game, K by experience: a newcomer moves by the provisional K, a listed rating by K, and only in its game; the player page and the list PDF per game', async () => {
    const { backend } = tempBackend();
    must(backend, 'players.importCsv', { csv: 'name,rating_othello\nAnn,1500\nBob,\n' });
    const [ann, bob] = must<Player[]>(backend, 'players.list', {});
    const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Night', game: 'othello', format: 'round-robin' });
    for (const p of [ann!, bob!]) must(backend, 'events.register', { eventId: ev.id, playerId: p.id });
    must(backend, 'eventSettings.update', { eventId: ev.id, ratingK: 16, ratingKNew: 32, provisionalGames: 10 });
    must(backend, 'rounds.pair', { eventId: ev.id });
    must(backend, 'rounds.publish', { eventId: ev.id, round: 1 });
    const round = must<{ pairings: Array<{ kind: string; board: number; a: { id: string } }> }>(backend, 'rounds.get', { eventId: ev.id, round: 1 });
    const board = round.pairings.find((p) => p.kind === 'match')!;
    must(backend, 'results.set', { eventId: ev.id, round: 1, board: board.board, winner: board.a.id === String(ann!.id) ? 'a' : 'b', score: { a: 40, b: 24 } });
    must(backend, 'events.finalise', { eventId: ev.id });
    const list = must<RatingView[]>(backend, 'ratings.list', { game: 'othello' });
    // Ann's listed 1500 is established (K 16); Bob starts at 1500 with no games (K 32).
    expect(list.map((r) => [r.name, r.rating, r.source, r.provisional])).toEqual([['Ann', 1508, 'list', false], ['Bob', 1484, 'elo', true]]);
    expect(must<RatingView[]>(backend, 'ratings.list', { game: 'onino' })).toEqual([]);
    expect(must<{ history: unknown[] }>(backend, 'ratings.history', { game: 'othello', playerId: ann!.id }).history).toHaveLength(1);

    // The player's page: every event and game, and the ratings per game.
    const page = must<PlayerProfile>(backend, 'players.profile', { id: ann!.id });
    expect(page.events.map((e) => [e.name, e.game, e.status])).toEqual([['Night', 'othello', 'finished']]);
    expect(page.games.map((g) => [g.eventName, g.round, g.opponent, g.result, g.score])).toEqual([['Night', 1, 'Bob', 'win', '40-24']]);
    expect(page.ratings).toEqual([{ game: 'othello', rating: 1508, games: 1, provisional: false, source: 'list' }]);
    // A rating typed for another game is a listed one, audited with the old value.
    expect(must<PlayerProfile['ratings']>(backend, 'players.setRating', { id: bob!.id, game: 'onino', rating: 1650, reason: 'federation list' }).map((r) => [r.game, r.rating, r.provisional]))
      .toEqual([['onino', 1650, false], ['othello', 1484, true]]);

    // The rating list PDF of each game prints the stored list: listed (L) and provisional (P) marked.
    const pdf = async (game: string) => {
      const r = await backend.callAsync('print.pdf', { document: 'rating-list', game });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const doc = await getDocument({ data: new Uint8Array(Buffer.from((r.data as { pdfBase64: string }).pdfBase64, 'base64')), useSystemFonts: false, isEvalSupported: false }).promise;
      const content = await (await doc.getPage(1)).getTextContent();
      return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    };
    const othello = await pdf('othello');
    expect(othello).toMatch(/Ann\s+1508\s+L/);
    expect(othello).toMatch(/Bob\s+1484\s+P/);
    expect(othello).toContain('P: provisional');
    expect(await pdf('onino')).toMatch(/Bob\s+1650\s+L/);
  });
});

describe('rating lists in', () => {
  const LIST = 'fed_id,name,club,rating_othello,rating_onino\nPOL-1,Łukasz Wróbel,Kraków,1710,\nPOL-2,Zoë Ångström,Malmö,1840,1620\n';

  it('matches by federation id, then by name and club (collated), and updates instead of adding; a dry run writes nothing', () => {
    const { backend } = tempBackend();
    const lukasz = must<Player>(backend, 'players.create', { name: 'Lukasz Wrobel', club: 'krakow', contact: 'l@example.org' });
    const zoe = must<Player>(backend, 'players.create', { name: 'Zoe Z.', club: 'Lund', fedId: 'POL-2' });
    const dry = must<ImportReport>(backend, 'players.importCsv', { csv: LIST + 'POL-3,Ann Lee,Home,1500,\n', dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, imported: 0, added: [{ line: 4, name: 'Ann Lee' }], skipped: [], conflicts: [] });
    expect(dry.updated.map((u) => [u.line, u.existing.id, u.changes.map((c) => `${c.column}:${c.from}->${c.to}`)])).toEqual([
      [2, lukasz.id, ['name:Lukasz Wrobel->Łukasz Wróbel', 'club:krakow->Kraków', 'fed_id:null->POL-1', 'rating_othello:null->1710']],
      [3, zoe.id, ['name:Zoe Z.->Zoë Ångström', 'club:Lund->Malmö', 'rating_onino:null->1620', 'rating_othello:null->1840']],
    ]);
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(2);
    expect(must<RatingView[]>(backend, 'ratings.list', { game: 'othello' })).toEqual([]);

    const done = must<ImportReport>(backend, 'players.importCsv', { csv: LIST });
    expect(done).toMatchObject({ dryRun: false, imported: 0 });
    expect(must<Player>(backend, 'players.get', { id: lukasz.id })).toMatchObject({ name: 'Łukasz Wróbel', fedId: 'POL-1', contact: 'l@example.org' });
    expect(must<RatingView[]>(backend, 'ratings.list', { game: 'othello' }).map((r) => [r.playerId, r.rating])).toEqual([[zoe.id, 1840], [lukasz.id, 1710]]);
    // The season's second import of the same list changes nothing and adds nobody.
    const again = must<ImportReport>(backend, 'players.importCsv', { csv: LIST });
    expect([again.added.length, again.updated.length, again.skipped.map((s) => s.line)]).toEqual([0, 0, [2, 3]]);
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(2);
  });

  it('an import is audited with the old values and undone: added players go, updated ones get their values and ratings back', () => {
    const { backend, db } = tempBackend();
    const lukasz = must<Player>(backend, 'players.create', { name: 'Lukasz Wrobel', club: 'krakow' });
    must(backend, 'players.setRating', { id: lukasz.id, game: 'othello', rating: 1600 });
    const done = must<ImportReport>(backend, 'players.importCsv', { csv: LIST });
    expect(done.auditId).toEqual(expect.any(Number));
    const audit = db.prepare('SELECT action, detail FROM audit WHERE id = ?').get(done.auditId) as { action: string; detail: string };
    expect(audit.action).toBe('import players');
    expect(JSON.parse(audit.detail).updated[0]).toMatchObject({ before: { name: 'Lukasz Wrobel', fedId: null }, ratings: [{ game: 'othello', before: { rating: 1600, source: 'list' } }] });
    expect(must(backend, 'players.undoImport', { auditId: done.auditId })).toEqual({ removed: 1, restored: 1 });
    expect(must<Player[]>(backend, 'players.list', {}).map((p) => [p.name, p.club, p.fedId])).toEqual([['Lukasz Wrobel', 'krakow', null]]);
    expect(must<RatingView[]>(backend, 'ratings.list', { game: 'othello' }).map((r) => r.rating)).toEqual([1600]);
    expect(backend.call('players.undoImport', { auditId: done.auditId })).toMatchObject({ ok: false, error: { code: 'conflict', message: 'this import has already been undone' } });
  });

  it('reports conflicts and leaves them out: a name-and-club match holding another federation id', () => {
    const { backend } = tempBackend();
    must(backend, 'players.create', { name: 'Zoë Ångström', club: 'Malmö', fedId: 'SWE-9' });
    const r = must<ImportReport>(backend, 'players.importCsv', { csv: LIST, dryRun: true });
    expect(r.conflicts).toEqual([{ line: 3, name: 'Zoë Ångström', club: 'Malmö', message: expect.stringContaining('federation id SWE-9, not POL-2') }]);
    expect(r.added.map((a) => a.line)).toEqual([2]);
  });

  it('bad input: a duplicated id, a rating that is not a number, an unknown game column, two rows matching one player: each by line and column, nothing written', () => {
    const { backend } = tempBackend();
    const ann = must<Player>(backend, 'players.create', { name: 'Ann', club: 'Home', rating: 1400 });
    const fieldsOf = (csv: string) => {
      const r = fails(backend.call('players.importCsv', { csv }));
      expect(r.ok).toBe(false);
      return r.error.details!.issues!.map((i) => `${i.field}: ${i.message}`);
    };
    expect(fieldsOf('fed_id,name,rating_othello,rating_chess\nX1,Bob,abc,\nX1,Cat,1500,\n')).toEqual([
      'line.1.rating_chess: "rating_chess" names no game: rating columns are rating_onino, rating_dominoes, rating_othello, rating_ninuki, rating_tonobeb',
      'line.2.rating_othello: "abc" is not a number',
      'line.3.fed_id: federation id X1 is already on line 2',
    ]);
    expect(fieldsOf('name,club,rating_onino\nann,HOME,1500\nAnn,Home,1600\n')).toEqual([`line.3.name: matches player #${ann.id} Ann, as line 2 does already`]);
    expect(fieldsOf('name,club\nBob,X\nbob,x\n')).toEqual(['line.3.name: the same player as line 2 (same name and club): give each a federation id if they are two people']);
    expect(must<Player[]>(backend, 'players.list', {})).toEqual([ann]);
    expect(must<RatingView[]>(backend, 'ratings.list', { game: 'onino' })).toEqual([]);
  });

  it('exports every identity field and rating column, and the export imports back unchanged', () => {
    const { backend } = tempBackend();
    must(backend, 'players.importCsv', { csv: 'fed_id,name,club,birth_year,sex,rating_tonobeb\nT-1,Ann,Home,1990,f,1450\n' });
    const { csv } = must<{ csv: string }>(backend, 'players.exportCsv', {});
    expect(csv.split('\n')[0]).toBe('name,club,rating,contact,notes,fed_id,club_id,birth_year,sex,category,country,rating_onino,rating_dominoes,rating_othello,rating_ninuki,rating_tonobeb');
    expect(csv.split('\n')[1]).toBe('Ann,Home,,,,T-1,,1990,F,,,,,,,1450');
    expect(must<ImportReport>(backend, 'players.importCsv', { csv, dryRun: true }).skipped.map((s) => s.line)).toEqual([2]);
  });
});
