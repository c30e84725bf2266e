import { describe, expect, it } from 'vitest';
import { rules as onino } from '../games/onino';
import { FORTY_FIVE_MARKERS } from '../games/onino/fixtures';
import { replayText } from '../games/replay';
import type { GameStatus } from '../games/types';
import { resultFromStatus, validateResult, type Validation } from './results';

const fields = (v: Validation<unknown>) => (v.ok ? [] : v.errors.map((e) => `${e.field} ${e.rule}`));

describe('validateResult', () => {
  it('R-OTH-3: official disc counts are 0..64 each and sum to 64 (no 70-disc score)', () => {
    expect(validateResult('othello', { winner: 'a', score: { a: 40, b: 24 } })).toEqual({
      ok: true, value: { winner: 'a', score: { a: 40, b: 24 }, margin: 16, ending: 'play' },
    });
    expect(fields(validateResult('othello', { winner: 'a', score: { a: 70, b: 0 } }))).toEqual(['score.a R-OTH-3']);
    expect(fields(validateResult('othello', { winner: 'a', score: { a: 40, b: 20 } }))).toEqual(['score R-OTH-3']);
    expect(fields(validateResult('othello', { winner: 'b', score: { a: 40, b: 24 } }))).toEqual(['score R-OTH-3']);
    expect(fields(validateResult('othello', { winner: null, score: { a: 32, b: 32 } }))).toEqual([]);
    expect(fields(validateResult('othello', { winner: 'a', score: { a: 40, b: 24 }, margin: 10 }))).toEqual(['margin result']);
  });

  it('R-ONI-9: winner +k, loser -k, k = 105 - markers used with at least 5 markers, so |score| <= 100', () => {
    expect(validateResult('onino', { winner: 'b', score: { a: -60, b: 60 }, markersUsed: 45 })).toMatchObject({ ok: true, value: { margin: 60 } });
    expect(fields(validateResult('onino', { winner: 'a', score: { a: 101, b: -101 } }))).toEqual(['score.a R-ONI-9', 'score.b R-ONI-9']);
    expect(fields(validateResult('onino', { winner: 'a', score: { a: 60, b: -50 } }))).toEqual(['score R-ONI-9']);
    expect(fields(validateResult('onino', { winner: 'a', score: { a: -60, b: 60 } }))).toEqual(['score R-ONI-9']);
    expect(fields(validateResult('onino', { winner: 'a', score: { a: 60, b: -60 }, markersUsed: 40 }))).toEqual(['score R-ONI-9']);
    expect(fields(validateResult('onino', { winner: 'a', score: { a: 100, b: -100 }, markersUsed: 4 }))).toEqual(['markersUsed R-ONI-9']);
  });

  it('R-ONI-10: a drawn Onino game is scored 0 for both', () => {
    expect(fields(validateResult('onino', { winner: null, score: { a: 10, b: -10 } }))).toEqual(['score R-ONI-10']);
    expect(validateResult('onino', { winner: null, score: { a: 0, b: 0 }, lastPlay: 'b' })).toMatchObject({ ok: true, value: { lastPlay: 'b', margin: 0 } });
  });

  it('R-DOM-7: the winner of a game played out has 61 or more and the higher score; no draws', () => {
    expect(validateResult('dominoes', { winner: 'a', score: { a: 63, b: 61 } })).toMatchObject({ ok: true, value: { margin: 2 } });
    expect(fields(validateResult('dominoes', { winner: 'a', score: { a: 55, b: 30 } }))).toEqual(['score.a R-DOM-7']);
    expect(fields(validateResult('dominoes', { winner: null, score: { a: 61, b: 61 } }))).toEqual(['winner R-DOM-7']);
    expect(fields(validateResult('dominoes', { winner: 'b', score: { a: 70, b: 65 } }))).toEqual(['score R-DOM-7']);
    expect(fields(validateResult('dominoes', { winner: 'a', score: { a: -1, b: 3 } }))).toEqual(['score.a R-DOM-7']);
    // Resigned before 61: no 61 needed.
    expect(fields(validateResult('dominoes', { winner: 'a', score: { a: 40, b: 30 }, ending: 'resignation' }))).toEqual([]);
  });

  it('R-NIN-5: captures are 0..5 pairs and a side with five captured pairs is not the loser', () => {
    expect(validateResult('ninuki', { winner: 'a', score: { a: 5, b: 3 } }).ok).toBe(true);
    // Won by a perfect five with fewer captures: the engine's margin is negative.
    expect(validateResult('ninuki', { winner: 'a', score: { a: 1, b: 3 }, margin: -2 })).toMatchObject({ ok: true, value: { margin: -2 } });
    expect(fields(validateResult('ninuki', { winner: 'a', score: { a: 6, b: 0 } }))).toEqual(['score.a R-NIN-5']);
    expect(fields(validateResult('ninuki', { winner: 'a', score: { a: 2, b: 5 } }))).toEqual(['score.b R-NIN-5']);
    // Five pairs captured while the opponent holds a perfect five: a draw.
    expect(validateResult('ninuki', { winner: null, score: { a: 5, b: 1 }, ending: 'draw' }).ok).toBe(true);
  });

  it('R-TON-8: pieces 0..12; a game played out ends with the loser having none; a draw needs agreement', () => {
    expect(validateResult('tonobeb', { winner: 'b', score: { a: 0, b: 4 } })).toMatchObject({ ok: true, value: { margin: 4 } });
    expect(fields(validateResult('tonobeb', { winner: 'b', score: { a: 0, b: 13 } }))).toEqual(['score.b R-TON-8']);
    expect(fields(validateResult('tonobeb', { winner: 'b', score: { a: 7, b: 6 } }))).toEqual(['score R-TON-8']);
    expect(fields(validateResult('tonobeb', { winner: 'b', score: { a: 2, b: 4 } }))).toEqual(['score R-TON-8']);
    expect(fields(validateResult('tonobeb', { winner: null, score: { a: 3, b: 3 } }))).toEqual(['winner R-TON-8']);
    expect(validateResult('tonobeb', { winner: null, score: { a: 3, b: 3 }, ending: 'agreement' }).ok).toBe(true);
    expect(validateResult('tonobeb', { winner: 'a', score: { a: 2, b: 4 }, ending: 'resignation' }).ok).toBe(true);
  });

  it('R-ALL-3: resignation and forfeit have a winner; agreement is a draw', () => {
    expect(fields(validateResult('othello', { winner: null, score: { a: 32, b: 32 }, ending: 'resignation' }))).toEqual(['winner R-ALL-3']);
    expect(fields(validateResult('othello', { winner: 'a', score: { a: 40, b: 24 }, ending: 'agreement' }))).toEqual(['winner R-ALL-3']);
    expect(fields(validateResult('othello', { winner: 'a', score: { a: 40.5, b: 23.5 } }))).toEqual(['score.a R-OTH-3', 'score.b R-OTH-3']);
  });
});

describe('resultFromStatus', () => {
  it('maps the engine\'s sides to the match slots through the first mover', () => {
    const status: GameStatus = {
      status: 'finished', toMove: null, winner: 'white', score: { black: 20, white: 44 }, margin: 24, ending: 'play', message: '',
    };
    // Slot b had black (moved first): white is slot a.
    expect(resultFromStatus('othello', status, 'b')).toEqual({
      ok: true, value: { winner: 'a', score: { a: 44, b: 20 }, margin: 24, ending: 'play' },
    });
    expect(resultFromStatus('othello', { ...status, status: 'ongoing' }, 'a').ok).toBe(false);
  });
});

describe('results from games recorded on a digital board', () => {
  it('R-ONI-9: the rules text\'s 45-marker win becomes a +60/-60 result for the right slots', () => {
    const run = replayText(onino, FORTY_FIVE_MARKERS);
    if (!run.ok) throw new Error(run.error.message);
    // Slot b played first (won the toss and chose first).
    expect(resultFromStatus('onino', run.report, 'b', { markersUsed: 45 })).toEqual({
      ok: true, value: { winner: 'b', score: { a: -60, b: 60 }, margin: 60, ending: 'play', markersUsed: 45 },
    });
  });
});

describe('R-DOM-12: the event\'s target score and skunk penalty', () => {
  it('R-DOM-12: the winner needs the event\'s target; a skunk under the "double" penalty doubles the margin', () => {
    expect(validateResult('dominoes', { winner: 'a', score: { a: 70, b: 40 } })).toMatchObject({ ok: true, value: { margin: 30 } });
    const long = { target: 121 };
    const short = validateResult('dominoes', { winner: 'a', score: { a: 70, b: 40 } }, long);
    expect(short).toMatchObject({ ok: false, errors: [{ field: 'score.a', rule: 'R-DOM-12' }] });
    expect(validateResult('dominoes', { winner: 'a', score: { a: 125, b: 70 } }, long)).toMatchObject({ ok: true, value: { margin: 55 } });
    // Skunked (20 < 31): counts double with skunk=double, not by default.
    expect(validateResult('dominoes', { winner: 'b', score: { a: 20, b: 61 } })).toMatchObject({ ok: true, value: { margin: 41 } });
    expect(validateResult('dominoes', { winner: 'b', score: { a: 20, b: 61 } }, { skunk: 'double' })).toMatchObject({ ok: true, value: { margin: 82 } });
    expect(validateResult('dominoes', { winner: 'b', score: { a: 40, b: 61 } }, { skunk: 'double' })).toMatchObject({ ok: true, value: { margin: 21 } });
  });
});
