// @vitest-environment happy-dom
/** Issue 44: the Onino first-move line said a toss settles the first move but never who won the toss. */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../shared/api/methods/tournament';
import FirstMoveControl from './FirstMoveControl.vue';

const game = (decidedBy: GameView['decidedBy'], recorded: boolean): GameView => ({
  number: 1, first: 'b', firstSide: 'first', decidedBy, result: null, gameId: null,
  due: { how: 'toss', by: null, recorded, why: 'toss', reason: { key: 'tossElects', game: 0 } },
  flags: {} as GameView['flags'],
} as GameView);

const control = (g: GameView) => mount(FirstMoveControl, { props: { at: { eventId: 1, round: 1, board: 2, game: 1 }, names: { a: 'Ann Toss', b: 'Bob Toss' }, game: g, disabled: true }, global: { plugins: [createPinia()] } });

describe('the first-move line (issue 44)', () => {
  it('R-ONI-11: once the toss is recorded, the line names its winner and their election', () => {
    const w = control(game({ how: 'toss', won: 'b', chose: 'first' }, true));
    expect(w.text()).toContain('Coin toss: its winner elects to play first or second (onino rule 2, R-ONI-11)');
    expect(w.get('[data-testid="first-move-decision"]').text()).toBe('Bob Toss won the toss and chose to play first');
  });

  it('before the toss is recorded it names nobody', () => {
    const w = control(game(null, false));
    expect(w.find('[data-testid="first-move-decision"]').exists()).toBe(false);
    expect(w.text()).not.toContain('won the toss');
  });
});
