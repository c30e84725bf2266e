// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../shared/api/methods/games';
import type { Audience } from '../../../../shared/games/types';
import { createGame, gameState, inLanguage, playedGame, echoing, echoLayerIn, shapesIn } from '../../testing';
import TonobebBoard from './TonobebBoard.vue';

/** `echo`: the position a tap leads to, as the game screen holds it during the tap's frame (TapEcho.vue). */
function board(game: GameState, props: { hints?: boolean; audience?: Audience; disabled?: boolean; pending?: boolean; echo?: GameState } = {}) {
  return mount(TonobebBoard, {
    props: { game, hints: props.hints ?? true, audience: props.audience ?? 'director', disabled: props.disabled ?? false, pending: props.pending ?? false },
    global: { provide: props.echo ? echoing(props.echo) : {} }, attachTo: document.body,
  });
}
type Board = ReturnType<typeof board>;
const emitted = (w: Board) => (w.emitted('act') ?? []).map((e) => e[0]);
const click = (w: Board, square: string) => w.get(`[data-square="${square}"]`).trigger('click');
const targets = (w: Board) => w.findAll('.target-dot').map((d) => d.element.closest('[data-square]')!.getAttribute('data-square')).sort();
const endTurn = (w: Board) => w.findAll('button').find((b) => b.text().startsWith('End turn'))!;
// Red's whole first turn (each die to a legal square), from the e2e spec.
const RED_TURN = ['a6-a8', 'a5-a7', 'a4-d4', 'a3-d3', 'a2-e2', 'a1-g1'];
// The rules' figure B: after these three moves red may capture e5 (with d5 and f5) or d6 (with c6 and d5).
const FIGURE_B = { position: 'r2d3,r3c3,r5f10,b1d6,b4e5,b6g14' };

describe('TonobebBoard', () => {
  it('a change of language relabels every square for screen readers, not only those a move redraws', async () => {
    const w = board(await playedGame('tonobeb'));
    const before = w.get('[data-square="a1"]').attributes('aria-label');
    await inLanguage('fr', () => {
      expect(w.get('[data-square="a1"]').attributes('aria-label')).not.toBe(before);
      expect(w.get('[data-square="a1"]').attributes('aria-label')).toMatch(/^a1: rouge 6/);
    });
  });

  it('R-TON-1: ranks 1..14 along the long edges (1 at the left), files a..g down both short edges', async () => {
    const w = board(await playedGame('tonobeb'));
    const coords = w.findAll('.coords text').map((t) => t.text());
    expect(coords.filter((c) => /^\d+$/.test(c))).toEqual(Array.from({ length: 14 }, (_, i) => [`${i + 1}`, `${i + 1}`]).flat());
    expect(coords.filter((c) => /^[a-g]$/.test(c))).toEqual([...'abcdefg'].flatMap((f) => [f, f]));
    expect(w.findAll('[data-square]')).toHaveLength(98);
    expect(w.get('[data-square="a1"]').attributes('aria-label')).toBe('a1: red 6, still to move');
    expect(w.get('[data-square="g14"]').attributes('aria-label')).toBe('g14: blue 6');
    expect(w.get('[data-testid="pieces-red"]').text()).toBe('6');
  });

  it('R-TON-4: selecting a die on the director\'s board shows that die\'s moves, and only that die\'s', async () => {
    const w = board(await playedGame('tonobeb'));
    expect(targets(w)).toEqual([]);
    await click(w, 'a1');
    expect(targets(w)).toEqual(['f1', 'g1']);
    expect(w.get('[data-square="a1"] .die').classes()).toContain('selected');
    expect(w.text()).toContain('Selected a1: moves to f1, g1.');
    // Another die of the mover that is still to move takes the selection over.
    await click(w, 'a3');
    expect(targets(w)).toEqual(['d3', 'e3', 'f3']);
    await click(w, 'f3');
    expect(emitted(w)).toEqual(['a3-f3']);
  });

  it('R-TON-4: the players\' board selects a die without suggesting where it may go', async () => {
    const w = board(await playedGame('tonobeb', [], {}, 'players'), { audience: 'players', hints: false });
    await click(w, 'a1');
    expect(targets(w)).toEqual([]);
    expect(w.findAll('.square.target')).toHaveLength(0);
    expect(w.text()).toContain('Selected a1. Click a square');
    await click(w, 'e1');
    expect(emitted(w)).toEqual(['a1-e1']);
  });

  it('issue 44: clicking the selected die again deselects it and records no stay-put move, even on a 1', async () => {
    const w = board(await playedGame('tonobeb'));
    await click(w, 'a1');
    await click(w, 'a1');
    expect(targets(w)).toEqual([]);
    await click(w, 'a6');
    await click(w, 'a6');
    expect(emitted(w)).toEqual([]);
    expect(w.find('.die.selected').exists()).toBe(false);
    expect(w.find('[data-testid="stay"]').exists()).toBe(false);
  });

  it('R-TON-4, R-TON-9: a selected 1 stays where it stands by its own button (distance 0)', async () => {
    const w = board(await playedGame('tonobeb'));
    await click(w, 'a1');
    expect(w.find('[data-testid="stay"]').exists()).toBe(false); // a 6 never stays
    await click(w, 'a6');
    const stay = w.get('[data-testid="stay"]');
    expect(stay.text()).toBe('Keep the 1 on a6');
    await stay.trigger('click');
    expect(emitted(w)).toEqual(['a6-a6']);
    expect(w.find('.die.selected').exists()).toBe(false);
  });

  it('a press of the mouse on the stay or a capture button leaves the focus where it was, not on a button the move then removes (issue 45)', async () => {
    const pressed = (button: ReturnType<Board['get']>) => {
      const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
      button.element.dispatchEvent(press);
      return press.defaultPrevented;
    };
    const w = board(await playedGame('tonobeb'));
    await click(w, 'a6');
    expect(pressed(w.get('[data-testid="stay"]'))).toBe(true);
    const id = await createGame('tonobeb', ['d3-d5', 'c3-c6', 'f10-f5'], FIGURE_B);
    const captures = board(await gameState(id, 'director')).findAll('button').filter((b) => b.text().startsWith('Capture'));
    expect(captures).toHaveLength(2);
    for (const button of captures) expect(pressed(button), button.text()).toBe(true);
    // The keyboard still reaches them: buttons keep their place in the tab order.
    expect(w.get('[data-testid="stay"]').element.tagName).toBe('BUTTON');
  });

  it('clicking an enemy die with nothing selected offers it for capture (xSQUARE)', async () => {
    const w = board(await playedGame('tonobeb'));
    await click(w, 'g9');
    expect(emitted(w)).toEqual(['xg9']);
  });

  it('keyboard: the cursor starts on a1, Enter selects, arrows move, Enter moves, Escape deselects', async () => {
    const w = board(await playedGame('tonobeb'));
    const svg = w.get('svg[role="grid"]');
    await svg.trigger('keydown', { key: 'Enter' });
    expect(targets(w)).toEqual(['f1', 'g1']);
    await svg.trigger('keydown', { key: 'Escape' });
    expect(targets(w)).toEqual([]);
    await svg.trigger('keydown', { key: 'Enter' });
    await svg.trigger('keydown', { key: 'PageDown' });
    await svg.trigger('keydown', { key: 'Enter' });
    expect(emitted(w)).toEqual(['a1-g1']);
  });

  it('R-TON-7: pieces still to move are listed and ringed; End turn waits until none is left', async () => {
    const id = await createGame('tonobeb', RED_TURN.slice(0, 4));
    const w = board(await gameState(id, 'director'));
    expect(w.get('[data-testid="still-to-move"]').text()).toContain('a1, a2');
    expect(w.findAll('.die.still').map((d) => d.element.closest('[data-square]')!.getAttribute('data-square')).sort()).toEqual(['a1', 'a2']);
    expect(w.find('[data-square="d4"] .die').classes()).toContain('moved');
    expect(endTurn(w).attributes('disabled')).toBeDefined();
    const done = board(await playedGame('tonobeb', RED_TURN));
    expect(done.get('[data-testid="still-to-move"]').text()).toContain('none');
    await endTurn(done).trigger('click');
    expect(emitted(done)).toEqual(['end']);
  });

  it('R-TON-6: captures are offered as buttons on the director\'s board, never on the players\'', async () => {
    const id = await createGame('tonobeb', ['d3-d5', 'c3-c6', 'f10-f5'], FIGURE_B);
    const w = board(await gameState(id, 'director'));
    const offers = w.findAll('button').filter((b) => b.text().startsWith('Capture'));
    expect(offers.map((b) => b.text())).toEqual(['Capture e5 with d5 and f5', 'Capture d6 with c6 and d5']);
    await offers[1]!.trigger('click');
    expect(emitted(w)).toEqual(['xd6(c6,d5)']);
    const players = board(await gameState(id, 'players'), { audience: 'players', hints: false });
    expect(players.findAll('button').some((b) => b.text().startsWith('Capture'))).toBe(false);
  });

  it('a new record clears the selection', async () => {
    const id = await createGame('tonobeb');
    const w = board(await gameState(id, 'director'));
    await click(w, 'a1');
    expect(targets(w)).toHaveLength(2);
    const moved = await gameState(await createGame('tonobeb', ['a1-g1']), 'director');
    await w.setProps({ game: moved });
    expect(w.find('.die.selected').exists()).toBe(false);
    expect(targets(w)).toEqual([]);
  });

  it('a disabled board emits nothing and selects nothing', async () => {
    const w = board(await playedGame('tonobeb', RED_TURN), { disabled: true });
    await click(w, 'g9');
    await click(w, 'a8');
    await w.get('svg[role="grid"]').trigger('keydown', { key: 'Enter' });
    expect(w.emitted('act')).toBeUndefined();
    expect(w.find('.die.selected').exists()).toBe(false);
    expect(endTurn(w).attributes('disabled')).toBeDefined();
  });

  it('endings: players may concede or agree a draw; forfeits and the director\'s draw are the director\'s', async () => {
    const players = board(await playedGame('tonobeb', [], {}, 'players'), { audience: 'players', hints: false });
    expect(players.findAll('.endings button').map((b) => b.text())).toEqual(['Red concedes', 'Blue concedes', 'Agreed draw']);
    const director = board(await playedGame('tonobeb'));
    await director.findAll('.endings button').find((b) => b.text() === 'Blue forfeits')!.trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    expect(emitted(director)).toEqual(['forfeit(blue)']);
  });

  it("issue 45: a move asks for an echo; the echo draws the square left empty and the die where it landed, as their rows draw them", async () => {
    const [game, next] = [await playedGame('tonobeb', RED_TURN.slice(0, 2)), await playedGame('tonobeb', RED_TURN.slice(0, 3))];
    const w = board(game, { echo: next });
    await click(w, 'a4');
    await click(w, 'd4');
    expect(w.emitted('act')).toEqual([['a4-d4', true]]);
    // The rows a frame later: a4 empty (its die gone), d4 with the moved red 3.
    const row = board(next);
    const left = shapesIn(row.get('[data-square="a4"]').element);
    const landed = shapesIn(row.get('[data-square="d4"]').element);
    expect(left).toHaveLength(1);
    expect(landed.filter((s) => s.classes === 'pip')).toHaveLength(3);
    expect(shapesIn(w.get('.tap-echo').element)).toEqual([...left, ...landed]);
    expect(echoLayerIn(w.element)).toEqual({ insideBoard: false, sameViewBox: true });
  });
});
