/**
 * An upgrade never changes the rules of an event already running (issue 38 part 6, issue 37 part 2): a
 * real database made by the app at schema version 9 (commit 734e3db, the last before migration 010),
 * holding an Othello Swiss in progress with the default settings as that app stored them (no editions,
 * `tieBreaks: null`): seven players, a pairing bye each round, a half-point bye in round 2, a withdrawal
 * before round 3, round 3 partly played. Its standings as that app computed them are kept beside it
 * (`othello-swiss-v9.standings.json`). The file is opened by this version (which migrates it) and the
 * standings compared: the same order and every value of every row.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { migrations } from '../../src/main/db/migrations';
import { pinnedSettings } from '../../src/main/db/migrations/010-pin-event-rules';
import { createBackend } from '../../src/main/services/backend';
import { OPPONENT_TIE_BREAKS, type Criterion, type Standings, type TournamentSettings } from '../../src/shared/tournament';
import { must, tempDir } from '../support/tempdb';
import { repoRoot } from '../support/paths';

const FIXTURE = join(repoRoot, 'test/fixtures/db/othello-swiss-v9.sqlite');
const BEFORE = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/db/othello-swiss-v9.standings.json'), 'utf8')) as { eventId: number } & Pick<Standings, 'order' | 'rows'>;

describe('upgrade: an event in progress keeps its standings (migration 010)', () => {
  it('an Othello Swiss begun at version 9 has the same order and values before and after the upgrade', () => {
    const file = join(tempDir(), 'club.sqlite');
    copyFileSync(FIXTURE, file);
    const db = openDatabase({ file });
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    const upgraded = createBackend(db);
    const after = must<Standings>(upgraded, 'standings.get', { eventId: BEFORE.eventId });
    expect(after.order).toEqual(BEFORE.order);
    // Every value the old app showed is the same (criteria added since, such as STD, are new columns). The opponent
    // tie-breaks, out of this order, are no longer computed for it (null); asked for by an order that has one, every
    // value of every row is the old app's.
    const shown = (values: Record<string, unknown>, like: Record<string, unknown>) => Object.fromEntries(Object.keys(like).map((k) => [k, values[k]]));
    const carried = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([k]) => !OPPONENT_TIE_BREAKS.has(k as Criterion)));
    expect(after.rows.map((r, i) => [r.rank, r.name, r.status, r.played, shown(r.values, carried(BEFORE.rows[i]!.values))]))
      .toEqual(BEFORE.rows.map((r) => [r.rank, r.name, r.status, r.played, carried(r.values)]));
    expect(after.rows.every((r) => [...OPPONENT_TIE_BREAKS].every((c) => r.values[c] === null))).toBe(true);
    const withOpponents = { eventId: BEFORE.eventId, order: [...BEFORE.order, 'sonnebornBerger'] };
    const byName = (s: Standings) => new Map(s.rows.map((r) => [r.name, r.values]));
    const every = byName(must<Standings>(upgraded, 'standings.get', withOpponents));
    expect(BEFORE.rows.map((r) => shown(every.get(r.name)!, r.values))).toEqual(BEFORE.rows.map((r) => r.values));

    // What it kept is written down, so that no later change of the code's defaults can reach it.
    const settings = must<TournamentSettings>(upgraded, 'eventSettings.get', { eventId: BEFORE.eventId });
    expect(settings).toMatchObject({ dutchEdition: '2017', tieBreakEdition: '2024', tieBreaks: ['matchPoints', 'brightwell', 'gameScore'], brightwellConstant: 6, scoring: { win: 1, draw: 0.5, pairingBye: 1 } });
    const stored = JSON.parse(db.prepare('SELECT settings FROM event_settings WHERE event_id = ?').pluck().get(BEFORE.eventId) as string) as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['tieBreaks', 'dutchEdition', 'tieBreakEdition', 'brightwellConstant', 'scoring', 'seeding', 'acceleration']));

    // The comparison can fail: the same file ranked by the 2026 tie-break rules has other values (16.4.2 caps the byes' dummies).
    db.prepare('UPDATE event_settings SET settings = ? WHERE event_id = ?').run(JSON.stringify({ ...stored, tieBreakEdition: '2026' }), BEFORE.eventId);
    const under2026 = byName(must<Standings>(upgraded, 'standings.get', withOpponents));
    expect(BEFORE.rows.map((r) => shown(under2026.get(r.name)!, r.values))).not.toEqual(BEFORE.rows.map((r) => r.values));
    db.close();
  });

  it('migration 010 writes down what each event derived from the defaults, and keeps what it chose', () => {
    // An event without a settings row (events.create before 010): every default, the game's order, the old editions.
    expect(pinnedSettings('ninuki', {})).toMatchObject({ tieBreaks: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'], dutchEdition: '2017', tieBreakEdition: '2024', gamesPerMatch: 1 });
    // Onino ranked by match points: the order it derived.
    expect(pinnedSettings('onino', { oninoRanking: 'match-points' }).tieBreaks).toEqual(['matchPoints', 'gameScore', 'averageGameScore']);
    // Its own choices stay: an order, a scoring change (the rest of the scoring completed), a constant.
    expect(pinnedSettings('othello', { tieBreaks: ['matchPoints', 'buchholz'], scoring: { win: 2 }, brightwellConstant: 3 })).toMatchObject({
      tieBreaks: ['matchPoints', 'buchholz'], scoring: { win: 2, draw: 0.5, pairingBye: 1 }, brightwellConstant: 3,
    });
    // An event already pinned keeps its editions.
    expect(pinnedSettings('othello', { dutchEdition: '2026', tieBreakEdition: '2026' })).toMatchObject({ dutchEdition: '2026', tieBreakEdition: '2026' });
  });
});
