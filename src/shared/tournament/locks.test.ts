import { describe, expect, it } from 'vitest';
import { lockCause, lockReason, lockedFields, roundsLimit } from './locks';

const progress = { format: 'swiss' as const, lastRound: 0, hasResults: false, finished: false };

describe('which event fields may change (issue 16: the settings screen and the services share this table)', () => {
  it('before round 1 everything may change', () => {
    expect(lockedFields(progress)).toEqual({ all: null, fields: {} });
  });

  it('once round 1 is paired, what shaped it is locked with a reason in words; names, dates, scoring and tie-breaks stay open', () => {
    const locks = lockedFields({ ...progress, lastRound: 1 });
    expect(lockReason(locks, 'options')).toMatch(/^fixed once round 1 is paired: every game already paired is played with these options/);
    for (const f of ['game', 'format', 'gamesPerMatch', 'seeding', 'initialColour', 'cycles', 'nights', 'balance']) expect(lockReason(locks, f), f).not.toBeNull();
    for (const f of ['name', 'startDate', 'endDate', 'venue', 'roundsPlanned', 'scoring', 'tieBreaks', 'ratingK', 'someNewSetting']) expect(lockReason(locks, f), f).toBeNull();
  });

  it('a Swiss may plan more rounds but never fewer than it has paired; other formats keep their schedule', () => {
    const paired = { ...progress, lastRound: 3 };
    expect(roundsLimit(paired, 2)).toBe('must be at least 3: round 3 is already paired');
    expect(roundsLimit(paired, 3)).toBeNull();
    expect(roundsLimit(paired, null)).toBeNull();
    expect(lockReason(lockedFields({ ...paired, format: 'round-robin' }), 'roundsPlanned')).toMatch(/round-robin schedule is drawn whole/);
  });

  it('a finalised event is locked whole', () => {
    const locks = lockedFields({ ...progress, lastRound: 5, finished: true });
    expect(lockReason(locks, 'name')).toMatch(/finalised/);
    expect(lockReason(locks, 'someNewSetting')).toMatch(/finalised/);
  });

  it('lockCause gives the same decision as lockReason, as data a screen words in its own language (issue 25)', () => {
    const fields = ['name', 'game', 'format', 'options', 'roundsPlanned', 'gamesPerMatch', 'seeding', 'initialColour', 'cycles', 'nights', 'balance', 'scoring', 'someNewSetting'];
    for (const p of [progress, { ...progress, lastRound: 2 }, { ...progress, lastRound: 2, format: 'knockout' as const }, { ...progress, lastRound: 5, finished: true }]) {
      for (const f of fields) expect(lockCause(p, f) === null, `${f} ${JSON.stringify(p)}`).toBe(lockReason(lockedFields(p), f) === null);
    }
    expect(lockCause({ ...progress, lastRound: 2, format: 'knockout' }, 'roundsPlanned')).toEqual({ kind: 'paired', field: 'roundsPlanned', format: 'knockout' });
    expect(lockCause({ ...progress, lastRound: 2 }, 'seeding')).toEqual({ kind: 'paired', field: 'seeding', format: 'swiss' });
    expect(lockCause({ ...progress, lastRound: 5, finished: true }, 'name')).toEqual({ kind: 'finalised' });
  });
});
