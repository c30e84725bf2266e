import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING } from '../../../../shared/tournament';
import { forfeitEffect, type ForfeitContext } from './forfeitText';

const base: ForfeitContext = {
  game: 'othello', kind: 'forfeit', scoring: { ...DEFAULT_SCORING, forfeitWin: 1, forfeitLoss: 0 }, withdrawForfeiter: true,
  name: 'Ann', round: 2, match: { board: 3, opponent: 'Bob' }, earlierDefaults: 0,
};

describe('the forfeit dialog says what the event\'s policy will do (issue 16 defect 16)', () => {
  it('other games: the forfeit score and the withdrawal from the next round', () => {
    expect(forfeitEffect(base)).toBe('Ann forfeits round 2, table 3 against Bob. Bob scores 1 point, Ann 0 points. Ann is withdrawn from round 3 on (the event\'s forfeit policy; reinstate on the Entries screen). Recorded by mistake? Cancel the forfeit on the Results or Sanctions screen.');
    expect(forfeitEffect({ ...base, withdrawForfeiter: false, scoring: { ...base.scoring, forfeitWin: 3, forfeitLoss: -1 } }))
      .toBe('Ann forfeits round 2, table 3 against Bob. Bob scores 3 points, Ann -1 points. Ann stays in the event (the event does not withdraw forfeiters). Recorded by mistake? Cancel the forfeit on the Results or Sanctions screen.');
  });

  it('R-ONI-14 and R-ONI-15: Onino bars and strikes; a first default is a replay, a second a forfeit', () => {
    expect(forfeitEffect({ ...base, game: 'onino' })).toContain('barred from round 3 on; every game Ann played in the event is struck from the other players\' tallies (R-ONI-14)');
    expect(forfeitEffect({ ...base, game: 'onino', kind: 'default' })).toMatch(/^A first default \(R-ONI-15\).*replayed/);
    expect(forfeitEffect({ ...base, game: 'onino', kind: 'default', earlierDefaults: 1 })).toMatch(/^This is a second default, so it counts as a forfeit \(R-ONI-15\)\. Ann forfeits/);
  });
});
