// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/tournament/settings';
import { humanise, settingFields } from './settingsForm';
import { helpFor } from './help';
import { router } from './router';

describe('the event settings screen reads its fields from the contract (issue 16)', () => {
  it('offers every tournament setting, each with the right kind of input', () => {
    const fields = settingFields();
    // Edited on their own screens: the prize list and the players' prize details (Prizes), the pairs kept apart (Entries);
    // PAPP's penalty table is edited whole through the API (eventSettings.update); the arena's end time on the arena screen;
    // a section's link to its event on the Sections card (sections.create sets it, nothing edits it).
    const ownScreen = new Set(['prizes', 'prizeDetails', 'forbiddenPairs', 'pappTable', 'arenaEndsAt', 'section']);
    expect(fields.map((f) => f.key).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).filter((k) => !ownScreen.has(k)).sort());
    const kind = (key: string) => fields.find((f) => f.key === key)!.input;
    expect(kind('withdrawForfeiter')).toEqual({ kind: 'boolean' });
    expect(kind('nights')).toEqual({ kind: 'number', nullable: true });
    expect(kind('cycles')).toEqual({ kind: 'choice', options: [1, 2], nullable: false });
    expect(kind('seeding')).toMatchObject({ kind: 'choice', options: ['rating', 'registration'] });
    expect(kind('scoring')).toMatchObject({ kind: 'group', keys: expect.arrayContaining(['win', 'halfBye', 'zeroBye']) });
    expect(kind('swissSystem')).toEqual({ kind: 'choice', options: ['dutch', 'papp'], nullable: false });
    expect(kind('tieBreaks')).toMatchObject({ kind: 'order', options: expect.arrayContaining(['buchholz', 'sonnebornBerger']) });
    // Both rule editions, as choices; the Dutch one only for a Swiss.
    expect(kind('dutchEdition')).toEqual({ kind: 'choice', options: ['2017', '2026'], nullable: false });
    expect(kind('tieBreakEdition')).toEqual({ kind: 'choice', options: ['2024', '2026'], nullable: false });
    expect(fields.find((f) => f.key === 'dutchEdition')!.formats).toEqual(['swiss']);
    expect(fields.find((f) => f.key === 'tieBreakEdition')!.choices['2026']).toMatch(/from 1 March 2026/);
    // Issue 42: auto-enter of confirmed table results, for every format; the arena's points, for an arena.
    expect(kind('autoEnter')).toEqual({ kind: 'boolean' });
    expect(kind('arenaPoints')).toEqual({ kind: 'choice', options: ['lichess', 'plain'], nullable: false });
    expect(fields.find((f) => f.key === 'arenaPoints')!.formats).toEqual(['arena']);
  });

  it('names a setting without words of its own after its key', () => {
    expect(humanise('firstMoveMissing')).toBe('First move missing');
  });
});

describe('the director\'s guide', () => {
  it('has a page for every director\'s screen the router knows', () => {
    // Pages open to players and devices (meta.open: a table, the projector, the door, a captain's phone) are not the director's.
    const titles = router.getRoutes().filter((r) => !r.meta.open).map((r) => r.meta.title).filter((t): t is string => typeof t === 'string');
    expect(titles).toContain('Table night');
    for (const title of titles) expect(helpFor(title), title).not.toBeNull();
  });
});
