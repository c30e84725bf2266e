/**
 * Sections (issue 44): one event with an A and a B Swiss, sharing players and check-in; each section
 * paired, ranked and refused on its own. Real SQLite files in temporary folders.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { tournamentRepo } from '../../src/main/db/repos/tournament';
import type { TdEvent } from '../../src/shared/api/schemas';
import type { SectionMove, SectionView, SectionsOverview } from '../../src/shared/api/methods/sections';
import type { EntryView, PairOutcome } from '../../src/shared/api/methods/tournament';
import type { CheckInList } from '../../src/shared/api/methods/tableNight';

type Backend = ReturnType<typeof tempBackend>['backend'];
const RATED: Array<[string, number]> = [['Ann', 2100], ['Bob', 1950], ['Cy', 1800], ['Di', 1700], ['Eve', 1500], ['Fay', 1400], ['Gus', 1300], ['Hal', 1200]];

function clubNight(backend: Backend) {
  const event = must<TdEvent>(backend, 'tournaments.create', { name: 'Club night', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: { dutchEdition: '2026' } });
  const ids = RATED.map(([name, rating]) => must<{ id: number }>(backend, 'players.create', { name, rating }).id);
  for (const playerId of ids) must(backend, 'events.register', { eventId: event.id, playerId });
  const a = must<SectionView>(backend, 'sections.create', { eventId: event.id, name: 'A' });
  const b = must<SectionView>(backend, 'sections.create', { eventId: event.id, name: 'B', roundsPlanned: 2 });
  return { event, ids, a, b };
}
const overview = (backend: Backend, eventId: number) => must<SectionsOverview>(backend, 'sections.list', { eventId });
const names = (s: SectionView) => s.players.map((p) => p.name);
const statusOf = (backend: Backend, id: number) => must<TdEvent>(backend, 'events.get', { id }).status;
const listedStatus = (backend: Backend, id: number) => must<TdEvent[]>(backend, 'events.list', {}).find((e) => e.id === id)!.status;

/** Pairs the section's next round, enters every board (first side wins) and finalises it. */
function playAndFinalise(backend: Backend, eventId: number) {
  const paired = must<PairOutcome>(backend, 'rounds.pair', { eventId });
  must(backend, 'rounds.publish', { eventId, round: paired.round.number });
  for (const p of paired.round.pairings) if (p.kind === 'match') must(backend, 'results.set', { eventId, round: paired.round.number, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
  must(backend, 'events.finalise', { eventId, reason: '' });
}

describe('sections: A and B Swiss under one event (issue 44)', () => {
  it('a section is a full event of its own: the parent game, dates and settings, its own format and rounds, the section name in its name', () => {
    const { backend } = tempBackend();
    const { event, a, b } = clubNight(backend);
    expect(a).toMatchObject({ name: 'A', eventName: 'Club night – A', format: 'swiss', roundsPlanned: 3, roundsPaired: 0, nextRound: 1, status: 'draft' });
    expect(b).toMatchObject({ name: 'B', roundsPlanned: 2 });
    const own = must<TdEvent>(backend, 'events.get', { id: b.eventId });
    expect(own).toMatchObject({ game: 'othello', format: 'swiss', name: 'Club night – B' });
    // The parent's rules start the section (its Dutch edition), and each section keeps its own settings after.
    expect(must<{ dutchEdition: string; section: unknown }>(backend, 'eventSettings.get', { eventId: b.eventId })).toMatchObject({ dutchEdition: '2026', section: { parentId: event.id, name: 'B' } });
    must(backend, 'eventSettings.update', { eventId: b.eventId, dutchEdition: '2017' });
    expect(must<{ dutchEdition: string }>(backend, 'eventSettings.get', { eventId: a.eventId }).dutchEdition).toBe('2026');
    expect(overview(backend, event.id).sections.map((s) => s.name)).toEqual(['A', 'B']);
    expect(must<Array<{ action: string }>>(backend, 'audit.list', { eventId: event.id }).filter((x) => x.action === 'add section')).toHaveLength(2);
  });

  it('refuses a second section of the same name, a section of a section, and a copy of a section is nobody\'s section', () => {
    const { backend } = tempBackend();
    const { event, a } = clubNight(backend);
    expect(backend.call('sections.create', { eventId: event.id, name: 'a' })).toMatchObject({ ok: false, error: { code: 'conflict', message: '"Club night" already has a section named "a"' } });
    expect(backend.call('sections.create', { eventId: a.eventId, name: 'A1' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('"Club night – A" is a section of "Club night"') } });
    const copy = must<TdEvent>(backend, 'events.copy', { eventId: a.eventId, name: 'Next week' });
    expect(must<{ section: unknown }>(backend, 'eventSettings.get', { eventId: copy.id }).section).toBeNull();
    expect(overview(backend, event.id).sections).toHaveLength(2);
  });

  it('splits the players by rating with a preview that writes nothing: top N to A, the others to B', () => {
    const { backend } = tempBackend();
    const { event, a, b } = clubNight(backend);
    const preview = must<{ moves: SectionMove[]; auditId: null }>(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 3 }, preview: true });
    expect(preview.moves.filter((m) => m.to === a.eventId).map((m) => m.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(preview.moves.filter((m) => m.to === b.eventId)).toHaveLength(5);
    expect(preview.auditId).toBeNull();
    expect(overview(backend, event.id).unplaced).toHaveLength(8);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 3 } });
    const after = overview(backend, event.id);
    expect(names(after.sections[0]!)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(names(after.sections[1]!)).toEqual(['Di', 'Eve', 'Fay', 'Gus', 'Hal']);
    expect(after.unplaced).toEqual([]);
  });

  it('splits by a rating floor (rating >= X to A); players already in place do not move', () => {
    const { backend } = tempBackend();
    const { event, a, b } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 3 } });
    const again = must<{ moves: SectionMove[] }>(backend, 'sections.split', { eventId: event.id, rule: { by: 'rating', min: 1700 } });
    expect(again.moves).toEqual([expect.objectContaining({ name: 'Di', from: b.eventId, to: a.eventId })]);
    expect(names(overview(backend, event.id).sections[0]!)).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
  });

  it('moves an entry between sections before its first round, audited, and undoes it; after the section is paired the move is refused, naming the player and section', () => {
    const { backend } = tempBackend();
    const { event, ids, a, b } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    const moved = must<{ move: SectionMove; auditId: number }>(backend, 'sections.move', { eventId: event.id, playerId: ids[3]!, to: b.eventId, reason: 'asked to play B' });
    expect(moved.move).toMatchObject({ name: 'Di', from: a.eventId, to: b.eventId });
    expect(names(overview(backend, event.id).sections[1]!)).toContain('Di');
    must(backend, 'sections.undo', { eventId: event.id, auditId: moved.auditId });
    expect(names(overview(backend, event.id).sections[0]!)).toContain('Di');
    expect(backend.call('sections.undo', { eventId: event.id, auditId: moved.auditId })).toMatchObject({ ok: false, error: { code: 'conflict' } });

    must(backend, 'rounds.pair', { eventId: a.eventId });
    const refused = backend.call('sections.move', { eventId: event.id, playerId: ids[0]!, to: b.eventId });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('Ann cannot move: section A has paired 1 round already') } });
    const into = backend.call('sections.move', { eventId: event.id, playerId: ids[7]!, to: a.eventId });
    expect(into).toMatchObject({ ok: false, error: { message: expect.stringContaining('Hal cannot join section A') } });
    // Nothing moved: Ann still in A, Hal still in B.
    const now = overview(backend, event.id);
    expect(names(now.sections[0]!)).toContain('Ann');
    expect(names(now.sections[1]!)).toContain('Hal');
    // In French, too.
    const fr = backend.call('sections.move', { eventId: event.id, playerId: ids[0]!, to: b.eventId }, undefined, 'fr');
    expect(fr).toMatchObject({ ok: false, error: { message: expect.stringContaining('Ann ne peut pas changer de section') } });
  });

  it('pairs, ranks and refuses each section on its own; the event holding them is never paired itself', () => {
    const { backend } = tempBackend();
    const { event, a, b } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    expect(backend.call('rounds.pair', { eventId: event.id })).toMatchObject({ ok: false, error: { message: '"Club night" is run in sections (A, B): pair each section on its own' } });
    must(backend, 'rounds.pair', { eventId: a.eventId });
    const roundA = must<{ pairings: Array<{ white?: string; black?: string; a?: string; b?: string }> }>(backend, 'rounds.get', { eventId: a.eventId, round: 1 });
    expect(roundA.pairings).toHaveLength(2);
    const standingsB = must<{ rows: unknown[] } | unknown[]>(backend, 'standings.get', { eventId: b.eventId });
    expect(JSON.stringify(standingsB)).toContain('Hal');
    expect(JSON.stringify(standingsB)).not.toContain('Ann');
    const list = overview(backend, event.id);
    expect(list.sections.map((s) => [s.name, s.roundsPaired, s.nextRound])).toEqual([['A', 1, 2], ['B', 0, 1]]);
  });

  it('checks players in at the event\'s desk for their own section\'s next round: an absentee gets the bye chosen, in their section', () => {
    const { backend } = tempBackend();
    const { event, ids, a, b } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    must(backend, 'rounds.pair', { eventId: a.eventId });
    const done = must<Array<{ name: string; round: number; present: number; absent: number }>>(backend, 'sections.checkIn', {
      eventId: event.id, absent: [{ playerId: ids[1]!, action: 'half' }, { playerId: ids[6]!, action: 'zero' }],
    });
    expect(done).toEqual([
      expect.objectContaining({ name: 'A', round: 2, present: 3, absent: 1 }),
      expect.objectContaining({ name: 'B', round: 1, present: 3, absent: 1 }),
    ]);
    const bob = must<EntryView[]>(backend, 'entries.list', { eventId: a.eventId }).find((e) => e.name === 'Bob')!;
    expect(bob.byes).toEqual([expect.objectContaining({ round: 2, kind: 'half' })]);
    const gus = must<EntryView[]>(backend, 'entries.list', { eventId: b.eventId }).find((e) => e.name === 'Gus')!;
    expect(gus.byes).toEqual([expect.objectContaining({ round: 1, kind: 'zero' })]);
  });

  it('a player checks in at the door of an event run in sections with the PIN it issued: recorded in their own section, for its next round', () => {
    const { backend } = tempBackend();
    const { event, ids, a, b } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    must(backend, 'rounds.pair', { eventId: a.eventId });
    const pins = new Map(must<Array<{ entry: string; pin: string }>>(backend, 'pins.issue', { eventId: event.id }).map((p) => [p.entry, p.pin]));
    const [bob, gus, hal] = [String(ids[1]!), String(ids[6]!), String(ids[7]!)];
    expect(must(backend, 'checkIn.self', { eventId: event.id, entry: bob, pin: pins.get(bob) })).toEqual({ entry: bob, name: 'Bob', round: 2 });
    expect(must(backend, 'checkIn.self', { eventId: event.id, entry: gus, pin: pins.get(gus) })).toEqual({ entry: gus, name: 'Gus', round: 1 });
    expect(backend.call('checkIn.self', { eventId: event.id, entry: hal, pin: pins.get(gus) })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The door's list names each player's section and what each section's own list says.
    const list = must<CheckInList>(backend, 'checkIn.list', { eventId: event.id });
    expect(list.entries.filter((e) => e.checkedIn).map((e) => [e.name, e.section])).toEqual([['Bob', 'A'], ['Gus', 'B']]);
    expect(must<CheckInList>(backend, 'checkIn.list', { eventId: a.eventId })).toMatchObject({ round: 2, entries: expect.arrayContaining([expect.objectContaining({ name: 'Bob', checkedIn: true, how: 'self' })]) });
    expect(must<CheckInList>(backend, 'checkIn.list', { eventId: b.eventId }).entries.find((e) => e.name === 'Gus')).toMatchObject({ checkedIn: true });
    // Nothing is recorded on the event itself, which is never paired.
    expect(must<CheckInList>(backend, 'checkIn.list', { eventId: event.id }).round).toBe(1);
    expect(must<Array<{ action: string }>>(backend, 'audit.list', { eventId: event.id }).filter((x) => x.action === 'self check-in')).toEqual([]);
  });

  it('refuses a self check-in at an event run in sections from a player in no section', () => {
    const { backend } = tempBackend();
    const { event, ids, b } = clubNight(backend);
    must(backend, 'sections.move', { eventId: event.id, playerId: ids[7]!, to: b.eventId });
    const pins = new Map(must<Array<{ entry: string; pin: string }>>(backend, 'pins.issue', { eventId: event.id }).map((p) => [p.entry, p.pin]));
    const ann = String(ids[0]!);
    expect(backend.call('checkIn.self', { eventId: event.id, entry: ann, pin: pins.get(ann) })).toMatchObject({ ok: false, error: { message: 'Ann is registered in "Club night" but plays in no section: put them in a section first' } });
  });

  it('refuses a check-in naming a player who is in no section, and nothing is written', () => {
    const { backend } = tempBackend();
    const { event, ids, b } = clubNight(backend);
    must(backend, 'sections.move', { eventId: event.id, playerId: ids[7]!, to: b.eventId });
    const refused = backend.call('sections.checkIn', { eventId: event.id, absent: [{ playerId: ids[0]!, action: 'zero' }] });
    expect(refused).toMatchObject({ ok: false, error: { message: 'Ann is registered in "Club night" but plays in no section: put them in a section first' } });
    expect(must<EntryView[]>(backend, 'entries.list', { eventId: b.eventId })[0]!.byes).toEqual([]);
  });

  it('undoes a whole split at once', () => {
    const { backend } = tempBackend();
    const { event } = clubNight(backend);
    const split = must<{ auditId: number }>(backend, 'sections.split', { eventId: event.id, rule: { by: 'rating', min: 1800 } });
    must(backend, 'sections.undo', { eventId: event.id, auditId: split.auditId });
    const after = overview(backend, event.id);
    expect(after.sections.every((s) => s.players.length === 0)).toBe(true);
    expect(after.unplaced).toHaveLength(8);
  });

  it('publishes one website for the event: an index with a page per section, each section\'s own site in its folder, in the event\'s print language', () => {
    const { backend } = tempBackend();
    const { event, a } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    must(backend, 'rounds.pair', { eventId: a.eventId });
    must(backend, 'eventSettings.update', { eventId: event.id, printLanguage: 'es' });
    const folder = tempDir();
    const done = must<{ files: number }>(backend, 'site.publish', { eventId: event.id, folder });
    const index = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(index).toContain('<h2 id="sections">Secciones</h2>');
    expect(index).toContain('<a href="section-1/index.html">A</a>');
    expect(index).toContain('<a href="section-2/index.html">B</a>');
    expect(index).toContain('1 de 3 emparejadas');
    expect(readFileSync(join(folder, 'section-1/index.html'), 'utf8')).toContain('Club night – A');
    expect(readFileSync(join(folder, 'section-1/round-1.html'), 'utf8')).toContain('Ann');
    expect(existsSync(join(folder, 'section-2/standings.html'))).toBe(true);
    // Its own files, section folders included, are no obstacle the next time.
    expect(must<{ files: number }>(backend, 'site.publish', { eventId: event.id, folder }).files).toBe(done.files);
  });

  it('re-publishes the event\'s website when a section changes, with automatic publishing on at the event', async () => {
    const { backend } = tempBackend();
    const { event, a } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    const folder = tempDir();
    must(backend, 'site.publish', { eventId: event.id, folder, auto: true });
    expect(existsSync(join(folder, 'section-1/round-1.html'))).toBe(false);
    must(backend, 'rounds.pair', { eventId: a.eventId });
    const changedAt = Date.now();
    while (!existsSync(join(folder, 'section-1/round-1.html')) && Date.now() - changedAt < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(readFileSync(join(folder, 'section-1/round-1.html'), 'utf8')).toContain('Ann');
  });

  it('names the event to re-publish after a change: the event itself when it publishes automatically, else the event holding the section (the site watcher\'s lookup)', () => {
    const { backend, db } = tempBackend();
    const { event, a, b } = clubNight(backend);
    const store = tournamentRepo(db);
    expect([store.autoPublisher(event.id), store.autoPublisher(a.eventId)]).toEqual([null, null]);
    must(backend, 'site.publish', { eventId: event.id, folder: tempDir(), auto: false });
    expect(store.autoPublisher(a.eventId)).toBeNull();
    must(backend, 'site.publish', { eventId: event.id, folder: tempDir(), auto: true });
    expect([store.autoPublisher(event.id), store.autoPublisher(a.eventId), store.autoPublisher(b.eventId)]).toEqual([event.id, event.id, event.id]);
    must(backend, 'site.publish', { eventId: a.eventId, folder: tempDir(), auto: true });
    expect([store.autoPublisher(a.eventId), store.autoPublisher(b.eventId)]).toEqual([a.eventId, event.id]);
    // An event deleted since (no settings left) publishes nothing.
    expect(store.autoPublisher(event.id + 1000)).toBeNull();
  });

  it('shows the event holding the sections as running once any section has paired a round, and finished once every section is (Events list and dashboard)', () => {
    const { backend } = tempBackend();
    const { event, a, b } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    expect([statusOf(backend, event.id), listedStatus(backend, event.id)]).toEqual(['draft', 'draft']);
    playAndFinalise(backend, a.eventId);
    expect([statusOf(backend, event.id), listedStatus(backend, event.id)]).toEqual(['running', 'running']);
    expect(statusOf(backend, b.eventId)).toBe('draft');
    playAndFinalise(backend, b.eventId);
    expect([statusOf(backend, event.id), listedStatus(backend, event.id)]).toEqual(['finished', 'finished']);
    // A section reopened runs the event again; an event without sections keeps its own status.
    must(backend, 'events.reopen', { eventId: b.eventId, reason: 'a result typed wrong' });
    expect(statusOf(backend, event.id)).toBe('running');
    const plain = must<TdEvent>(backend, 'tournaments.create', { name: 'Plain', game: 'othello', format: 'swiss', roundsPlanned: 3 });
    expect(listedStatus(backend, plain.id)).toBe('draft');
  });

  it('removing a player from the event\'s registration list takes them out of their unstarted section too, audited, and restoring puts them back there', () => {
    const { backend } = tempBackend();
    const { event, ids, a } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    must(backend, 'entries.requestBye', { eventId: a.eventId, entry: String(ids[1]!), round: 1, kind: 'half' });
    const removed = must<{ auditId: number }>(backend, 'events.unregister', { eventId: event.id, playerId: ids[1]!, reason: 'cannot come' });
    const after = overview(backend, event.id);
    expect(names(after.sections[0]!)).toEqual(['Ann', 'Cy', 'Di']);
    expect(after.unplaced).toEqual([]);
    expect(must<EntryView[]>(backend, 'entries.list', { eventId: a.eventId }).map((e) => e.name)).not.toContain('Bob');
    const audit = must<Array<{ id: number; action: string; detail: { section?: { eventId: number } } }>>(backend, 'audit.list', { eventId: event.id });
    expect(audit.find((x) => x.id === removed.auditId)).toMatchObject({ action: 'remove entry', detail: { section: { eventId: a.eventId } } });
    must(backend, 'events.restoreRegistration', { eventId: event.id, auditId: removed.auditId });
    expect(names(overview(backend, event.id).sections[0]!)).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    const bob = must<EntryView[]>(backend, 'entries.list', { eventId: a.eventId }).find((e) => e.name === 'Bob')!;
    expect(bob.byes).toEqual([expect.objectContaining({ round: 1, kind: 'half' })]);
  });

  it('refuses to remove from the event a player whose section has started, naming the section, and nothing is removed', () => {
    const { backend } = tempBackend();
    const { event, ids, a } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    must(backend, 'rounds.pair', { eventId: a.eventId });
    const refused = backend.call('events.unregister', { eventId: event.id, playerId: ids[0]!, reason: '' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: 'Ann plays in section A of "Club night", which has paired 1 round already: withdraw them in section A instead' } });
    const fr = backend.call('events.unregister', { eventId: event.id, playerId: ids[0]!, reason: '' }, undefined, 'fr');
    expect(fr).toMatchObject({ ok: false, error: { message: expect.stringContaining('section A') } });
    expect(must<TdEvent & { registrations: unknown[] }>(backend, 'events.get', { id: event.id }).registrations).toHaveLength(8);
    expect(names(overview(backend, event.id).sections[0]!)).toContain('Ann');
    // A player of the unstarted section B can still be removed from the event.
    must(backend, 'events.unregister', { eventId: event.id, playerId: ids[7]!, reason: '' });
    expect(names(overview(backend, event.id).sections[1]!)).not.toContain('Hal');
  });

  it('refuses a check-in of the event itself once it is run in sections (it is never paired), pointing to the sections desk', () => {
    const { backend } = tempBackend();
    const { event, ids, a } = clubNight(backend);
    must(backend, 'sections.split', { eventId: event.id, rule: { by: 'top', count: 4 } });
    const refused = backend.call('entries.checkIn', { eventId: event.id, round: 1, absent: [{ entry: String(ids[0]!), action: 'zero' }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: '"Club night" is run in sections (A, B): check players in at its sections desk, each for their own section\'s next round' } });
    expect(must<EntryView[]>(backend, 'entries.list', { eventId: event.id }).find((e) => e.name === 'Ann')!.byes).toEqual([]);
    // A section's own check-in is the ordinary one.
    must(backend, 'entries.checkIn', { eventId: a.eventId, round: 1, absent: [{ entry: String(ids[0]!), action: 'zero' }] });
  });

  it('splits three ways by rating bands (1800 and over to A, 1400 and over to B, the others to C), with a preview, and undoes the whole split', () => {
    const { backend } = tempBackend();
    const { event, a, b } = clubNight(backend);
    expect(backend.call('sections.split', { eventId: event.id, rule: { by: 'bands', mins: [1800, 1400] } }))
      .toMatchObject({ ok: false, error: { code: 'conflict', message: '"Club night" needs 3 sections to split its players into 3 rating bands; it has 2' } });
    const c = must<SectionView>(backend, 'sections.create', { eventId: event.id, name: 'C' });
    const preview = must<{ moves: SectionMove[]; top: number; rest: number; auditId: null }>(backend, 'sections.split', { eventId: event.id, rule: { by: 'bands', mins: [1800, 1400] }, preview: true });
    expect([preview.top, preview.rest, preview.auditId]).toEqual([a.eventId, c.eventId, null]);
    expect(overview(backend, event.id).unplaced).toHaveLength(8);
    const split = must<{ auditId: number }>(backend, 'sections.split', { eventId: event.id, rule: { by: 'bands', mins: [1800, 1400] } });
    const after = overview(backend, event.id);
    expect(after.sections.map(names)).toEqual([['Ann', 'Bob', 'Cy'], ['Di', 'Eve', 'Fay'], ['Gus', 'Hal']]);
    expect(after.sections[1]!.eventId).toBe(b.eventId);
    must(backend, 'sections.undo', { eventId: event.id, auditId: split.auditId });
    expect(overview(backend, event.id).unplaced).toHaveLength(8);
    // Floors that do not go down are refused in words, naming the field.
    expect(backend.call('sections.split', { eventId: event.id, rule: { by: 'bands', mins: [1400, 1800] } }))
      .toMatchObject({ ok: false, error: { code: 'invalid', message: expect.stringContaining('must go down from the first section to the last') } });
  });
});
