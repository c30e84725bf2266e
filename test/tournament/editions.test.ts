/**
 * Rule editions as data of the event (issue 37 part 2): a new event gets the editions in force on its
 * start date, they lock once round 1 is paired (the service refuses, with the reason), and the 2026
 * tie-break rules refuse the Buchholz family in a round robin. Real services on a real SQLite file.
 */
import { describe, expect, it } from 'vitest';
import type { TdEvent } from '../../src/shared/api/schemas';
import { editionsInForce, type TournamentSettings } from '../../src/shared/tournament';
import { lockedFields } from '../../src/shared/tournament/locks';
import { must, tempBackend } from '../support/tempdb';
import { eventWith, pairNext } from './helpers';
import { documents } from '../../src/main/pdf';
import { createContext } from '../../src/main/services/context';
import { siteFiles } from '../../src/main/services/site';
import { loadEvent } from '../../src/main/services/tournamentState';
import { pdfPages } from '../pdf/extract';

const create = (backend: ReturnType<typeof tempBackend>['backend'], startDate: string | null, settings: object = {}, format = 'swiss') =>
  backend.call('tournaments.create', { name: 'Open', game: 'tonobeb', format, roundsPlanned: 5, options: {}, startDate, settings });

describe('rule editions', () => {
  it('the edition in force on a date: Dutch 2026 from 1 February 2026, C.07 2026 from 1 March 2026', () => {
    expect(editionsInForce('2026-01-31')).toEqual({ dutchEdition: '2017', tieBreakEdition: '2024' });
    expect(editionsInForce('2026-02-01')).toEqual({ dutchEdition: '2026', tieBreakEdition: '2024' });
    expect(editionsInForce('2026-02-28')).toEqual({ dutchEdition: '2026', tieBreakEdition: '2024' });
    expect(editionsInForce('2026-03-01T09:00:00Z')).toEqual({ dutchEdition: '2026', tieBreakEdition: '2026' });
    expect(editionsInForce('2019-06-01')).toEqual({ dutchEdition: '2017', tieBreakEdition: '2024' });
  });

  it('a new event gets the editions in force on its start date, and keeps a choice given', () => {
    const { backend } = tempBackend();
    const early = create(backend, '2026-02-15');
    expect(early.ok && (early.data as { settings: TournamentSettings }).settings).toMatchObject({ dutchEdition: '2026', tieBreakEdition: '2024' });
    const older = create(backend, '2025-11-01');
    expect(older.ok && (older.data as { settings: TournamentSettings }).settings).toMatchObject({ dutchEdition: '2017', tieBreakEdition: '2024' });
    const chosen = create(backend, '2026-04-01', { tieBreakEdition: '2024' });
    expect(chosen.ok && (chosen.data as { settings: TournamentSettings }).settings).toMatchObject({ dutchEdition: '2026', tieBreakEdition: '2024' });
    // Without a start date: the day it is created (this test runs after 1 March 2026).
    const undated = create(backend, null);
    expect(undated.ok && (undated.data as { settings: TournamentSettings }).settings).toMatchObject(editionsInForce(new Date().toISOString()));
    // An event made by events.create (not tournaments.create) is pinned too.
    const plain = must<TdEvent>(backend, 'events.create', { name: 'Plain', game: 'tonobeb', format: 'swiss', roundsPlanned: 5, options: {}, startDate: '2026-01-10' });
    expect(must<TournamentSettings>(backend, 'eventSettings.get', { eventId: plain.id })).toMatchObject({ dutchEdition: '2017', tieBreakEdition: '2024' });
  });

  it('both editions lock once round 1 is paired: the service refuses a change, saying why', () => {
    const s = eventWith({ game: 'tonobeb', format: 'swiss', names: ['Ann', 'Bob', 'Cy', 'Di'], rounds: 3 });
    must(s.backend, 'eventSettings.update', { eventId: s.eventId, dutchEdition: '2017', tieBreakEdition: '2024' });
    pairNext(s);
    for (const [field, value] of [['dutchEdition', '2026'], ['tieBreakEdition', '2026']] as const) {
      const r = s.backend.call('eventSettings.update', { eventId: s.eventId, [field]: value });
      expect(r.ok).toBe(false);
      const error = (r as { ok: false; error: { code: string; message: string } }).error;
      expect(error.code).toBe('conflict');
      expect(error.message).toMatch(new RegExp(`${field}: fixed once round 1 is paired`));
    }
    expect(must<TournamentSettings>(s.backend, 'eventSettings.get', { eventId: s.eventId })).toMatchObject({ dutchEdition: '2017', tieBreakEdition: '2024' });
    // The screen reads the same table.
    expect(lockedFields({ format: 'swiss', lastRound: 1, hasResults: false, finished: false }).fields.tieBreakEdition).toMatch(/fixed once round 1 is paired/);
  });

  it('C.07 2026 art. 8: a round robin\'s tie-break order may not hold the Buchholz family (2024: it may)', () => {
    const { backend } = tempBackend();
    const refused = create(backend, '2026-04-01', { tieBreaks: ['matchPoints', 'buchholzCut1', 'sonnebornBerger'] }, 'round-robin');
    expect(refused.ok).toBe(false);
    expect((refused as { ok: false; error: { message: string } }).error.message).toMatch(/no Buchholz family in a round robin \(buchholzCut1\).*C\.07, art\. 8/);
    expect(must<unknown[]>(backend, 'events.list', {})).toEqual([]);
    expect(create(backend, '2026-04-01', { tieBreaks: ['matchPoints', 'buchholzCut1'], tieBreakEdition: '2024' }, 'round-robin').ok).toBe(true);
    expect(create(backend, '2026-04-01', { tieBreaks: ['matchPoints', 'buchholzCut1'] }, 'swiss').ok).toBe(true);
  });
});

describe('the editions in use are named where the rules show', () => {
  it('standings (API and screen), the standings PDF in the print language, and the website', async () => {
    const s = eventWith({ game: 'tonobeb', format: 'swiss', names: ['Ann', 'Bob', 'Cy', 'Di'], rounds: 3 });
    must(s.backend, 'eventSettings.update', { eventId: s.eventId, dutchEdition: '2026', tieBreakEdition: '2024' });
    pairNext(s);
    const standings = must<{ editions: unknown }>(s.backend, 'standings.get', { eventId: s.eventId });
    expect(standings.editions).toEqual({ dutch: '2026', tieBreaks: '2024' });

    const en = await pdfText(await documents.standings.render({ tournament: loaded(s), editions: { dutch: '2026', tieBreaks: '2024' } }));
    expect(en).toMatch(/Rules: FIDE Dutch System, 2026 edition; tie-breaks: FIDE C\.07, 2024 edition\./);
    const fr = await pdfText(await documents.standings.render({ tournament: loaded(s), editions: { dutch: null, tieBreaks: '2026' }, locale: 'fr' }));
    expect(fr).toMatch(/Règles : départages : FIDE C\.07, édition 2026\./);

    const files = siteFiles(createContext(s.backend.db, () => undefined), s.eventId);
    expect(files.get('index.html')).toMatch(/Rules: FIDE Dutch System, 2026 edition; tie-breaks: FIDE C\.07, 2024 edition\./);
    expect(files.get('standings.html')).toMatch(/tie-breaks: FIDE C\.07, 2024 edition/);
  });

  it('an Othello Swiss paired by PAPP names no edition of the Dutch system (it said "FIDE Dutch System, 2026 edition")', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cy', 'Di'], rounds: 3 });
    expect(must<TournamentSettings>(s.backend, 'eventSettings.get', { eventId: s.eventId }).swissSystem).toBe('papp');
    pairNext(s);
    expect(must<{ editions: unknown }>(s.backend, 'standings.get', { eventId: s.eventId }).editions).toEqual({ dutch: null, tieBreaks: '2026' });
    const files = siteFiles(createContext(s.backend.db, () => undefined), s.eventId);
    expect(files.get('index.html')).not.toMatch(/Dutch System/);
  });
});

const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ').replace(/\s+/g, ' ');
const loaded = (s: ReturnType<typeof eventWith>) => loadEvent(createContext(s.backend.db, () => undefined), s.eventId).event;
