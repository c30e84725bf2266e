// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isReceipt } from '../../../shared/api/methods/games';
import { gameRules } from '../../../shared/games/registry';
import type { Audience, GameId, GameOptions } from '../../../shared/games/types';
import { api } from '../api/client';
import { createGame, gameState } from '../testing';
import { advance, confirmedBy } from './engine';

describe('advance: a move drawn from its change notice', () => {
  const cases: [GameId, GameOptions, number][] = [
    ['othello', {}, 70], ['onino', {}, 40], ['ninuki', { size: 13 }, 40], ['dominoes', {}, 30], ['tonobeb', {}, 40],
  ];
  it.each(cases)('%s: shows exactly what games.get answers, for the players (onino rule 7) and for the director', async (game, options, plies) => {
    const rules = gameRules(game);
    const id = await createGame(game, [], options);
    const audiences: Audience[] = ['players', 'director'];
    const shown = await Promise.all(audiences.map((audience) => gameState(id, audience)));
    const setup = rules.setup(options);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (let i = 0; i < plies && rules.status(state).status === 'ongoing'; i++) {
      const legal = rules.legal?.(state) ?? [];
      if (legal.length === 0) break;
      const action = legal[(i * 7919) % legal.length];
      const next = rules.apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      // As a board that drew the move sends it: a receipt, whose action is the canonical notation the notice carries too.
      const recorded = await api.call('games.append', { id, expectedSeq: i, action: rules.formatAction(action), audience: 'director', answer: 'receipt' });
      if (!isReceipt(recorded)) throw new Error(`${game} hides nothing from the director: games.append must answer with a receipt`);
      const notation = recorded.action;
      for (const [k, audience] of audiences.entries()) {
        const drawn = advance(shown[k]!, notation, audience);
        expect(drawn, `${audience}, action ${i + 1}`).toEqual(await gameState(id, audience));
        if (audience === 'director') expect(confirmedBy(drawn, recorded), `the receipt of action ${i + 1} confirms the drawn position`).toBe(drawn);
        shown[k] = drawn!;
      }
    }
  });

  it('a receipt confirms the drawn position only when the length, the recorded action and the status agree', async () => {
    const id = await createGame('othello', ['f5']);
    const drawn = advance(await gameState(id, 'director'), 'd6', 'director')!;
    const receipt = { id, seq: 2, action: 'd6', status: 'ongoing' as const };
    expect(confirmedBy(drawn, receipt)).toBe(drawn);
    expect(confirmedBy(drawn, { ...receipt, action: 'c5' })).toBeNull();
    expect(confirmedBy(drawn, { ...receipt, seq: 3 })).toBeNull();
    expect(confirmedBy(drawn, { ...receipt, status: 'finished' })).toBeNull();
    expect(confirmedBy(drawn, { ...receipt, id: id + 1 })).toBeNull();
    expect(confirmedBy(null, receipt)).toBeNull();
  });

  it('declines a position that is not the latest, or an action that does not replay', async () => {
    const id = await createGame('othello', ['f5', 'd6']);
    const earlier = await gameState(id, 'director', 1);
    expect(advance(earlier, 'c3', 'director')).toBeNull();
    expect(advance(await gameState(id, 'director'), 'a1', 'director')).toBeNull();
  });
});
