import { describe, expect, it } from 'vitest';
import { replayRecord } from '../replay';
import type { Outcome } from '../types';
import { FORTY_FIVE_MARKERS, FULL_GAME } from './fixtures';
import { rules } from './index';
import {
  chooseFirstPlay, createMatch, gameResult, matchStanding, nextChoice, recordResult, type Match, type MatchGameResult,
} from './match';
import type { OninoState } from './types';

const value = <T>(o: Outcome<T>): T => {
  if (!o.ok) throw new Error(`${o.error.rule}: ${o.error.message}`);
  return o.value;
};

function finished(text: string): MatchGameResult {
  const record = value(rules.parseRecord(text));
  const result = gameResult(replayRecord<OninoState>(rules, record).state);
  if (!result) throw new Error('game not finished');
  return result;
}

const firstWins = finished(FORTY_FIVE_MARKERS); // first +60
const drawn = finished(FULL_GAME); // last play by second

describe('match conduct', () => {
  it('rule 2 / R-ONI-11: the first game is decided by a coin toss; the toss winner elects and the record keeps it', () => {
    const m = value(createMatch(['Ann', 'Bob'], 3));
    expect(value(nextChoice(m))).toEqual({ method: 'toss' });
    const chosen = value(chooseFirstPlay(m, 'Bob', 'second'));
    expect(chosen.played[0]!.choice).toEqual({ method: 'toss', chooser: 'Bob', elected: 'second', first: 'Ann' });
  });

  it('rule 3 / R-ONI-11: the loser of the previous game chooses; nobody else may', () => {
    let m: Match = value(chooseFirstPlay(value(createMatch(['Ann', 'Bob'], 3)), 'Ann', 'first'));
    m = value(recordResult(m, firstWins)); // Ann played first and won
    expect(value(nextChoice(m))).toEqual({ method: 'loser', chooser: 'Bob' });
    const wrong = chooseFirstPlay(m, 'Ann', 'first');
    expect(!wrong.ok && wrong.error).toMatchObject({ rule: 'onino rule 3' });
    expect(value(chooseFirstPlay(m, 'Bob', 'first')).played[1]!.choice).toMatchObject({ method: 'loser', first: 'Bob' });
  });

  it('rule 3 / R-ONI-11: after a draw the side that made the last play chooses', () => {
    let m: Match = value(chooseFirstPlay(value(createMatch(['Ann', 'Bob'], 2)), 'Ann', 'second'));
    m = value(recordResult(m, drawn)); // second (Ann) made the last play
    expect(drawn.lastPlayBy).toBe('second');
    expect(value(nextChoice(m))).toEqual({ method: 'last-play', chooser: 'Ann' });
  });

  it('R-ONI-11: the next choice waits for the game in progress to finish', () => {
    const m = value(chooseFirstPlay(value(createMatch(['Ann', 'Bob'], 2)), 'Ann', 'first'));
    expect(nextChoice(m).ok).toBe(false);
    expect(recordResult(value(createMatch(['Ann', 'Bob'], 2)), firstWins).ok).toBe(false);
  });

  it('R-ONI-12: running totals, averages and the match winner; a tie is a drawn match', () => {
    let m: Match = value(createMatch(['Ann', 'Bob'], 2));
    m = value(recordResult(value(chooseFirstPlay(m, 'Ann', 'first')), firstWins)); // Ann +60
    expect(matchStanding(m)).toMatchObject({ totals: { Ann: 60, Bob: -60 }, played: 1, remaining: 1, finished: false, winner: null });
    // Bob chooses to play first and wins the same way: 60 - 60 = 0 each.
    m = value(recordResult(value(chooseFirstPlay(m, 'Bob', 'first')), firstWins));
    expect(matchStanding(m)).toMatchObject({ totals: { Ann: 0, Bob: 0 }, averages: { Ann: 0, Bob: 0 }, finished: true, winner: null, drawn: true });
    expect(nextChoice(m).ok).toBe(false);

    let n: Match = value(createMatch(['Ann', 'Bob'], 2));
    n = value(recordResult(value(chooseFirstPlay(n, 'Ann', 'first')), firstWins));
    n = value(recordResult(value(chooseFirstPlay(n, 'Bob', 'second')), drawn));
    expect(matchStanding(n)).toMatchObject({ totals: { Ann: 60, Bob: -60 }, averages: { Ann: 30, Bob: -30 }, winner: 'Ann', drawn: false });
  });

  it('R-ONI-12: a match needs an agreed number of games and two contestants', () => {
    expect(createMatch(['Ann', 'Bob'], 0).ok).toBe(false);
    expect(createMatch(['Ann', 'Ann'], 3).ok).toBe(false);
  });
});
