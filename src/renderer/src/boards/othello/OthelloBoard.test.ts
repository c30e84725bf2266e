// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../shared/api/methods/games';
import type { Audience } from '../../../../shared/games/types';
import { inLanguage, playedGame, echoing, echoLayerIn, shapesIn } from '../../testing';
import OthelloBoard from './OthelloBoard.vue';

/** `echo`: the position a tap leads to, as the game screen holds it during the tap's frame (TapEcho.vue). */
function board(game: GameState, props: { hints?: boolean; audience?: Audience; disabled?: boolean; pending?: boolean; echo?: GameState } = {}) {
  return mount(OthelloBoard, {
    props: { game, hints: props.hints ?? true, audience: props.audience ?? 'director', disabled: props.disabled ?? false, pending: props.pending ?? false },
    global: { provide: props.echo ? echoing(props.echo) : {} }, attachTo: document.body,
  });
}
// From the engine's own tests (rules.test.ts): white has no move after these 59 moves.
const PASS_GAME = 'f5 f4 f3 d6 c5 g3 e3 e2 h3 f2 g4 b5 b6 h5 f1 g1 c7 h4 e1 g2 h6 b8 h2 a7 g5 f6 c6 d3 d2 c2 e7 b7 d7 c3 h1 f7 b4 d1 a8 c4 b2 b1 c1 e6 g7 a2 a4 e8 a5 h7 a1 b3 a6 c8 a3 g6 d8 f8 g8';
// The shortest game: black wipes white out after nine moves.
const WIPEOUT = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'];
const emitted = (w: ReturnType<typeof board>) => (w.emitted('act') ?? []).map((e) => e[0]);

describe('OthelloBoard', () => {
  it('a change of language relabels every square for screen readers, not only those a move redraws', async () => {
    const w = board(await playedGame('othello'));
    expect(w.get('[data-square="f5"]').attributes('aria-label')).toBe('f5: empty, legal move');
    await inLanguage('fr', () => {
      expect(w.get('[data-square="f5"]').attributes('aria-label')).toBe('f5: vide, coup légal');
    });
  });

  it('R-OTH-1: files a..h on the top and bottom edges, ranks 1..8 on both sides, squares named from the top', async () => {
    const w = board(await playedGame('othello'));
    const coords = w.findAll('.coords text').map((t) => t.text());
    expect(coords.filter((c) => /^[a-h]$/.test(c))).toEqual([...'abcdefgh'].flatMap((f) => [f, f]));
    expect(coords.filter((c) => /^\d$/.test(c))).toEqual(['1', '1', '2', '2', '3', '3', '4', '4', '5', '5', '6', '6', '7', '7', '8', '8']);
    const cells = w.findAll('[data-square]');
    expect(cells).toHaveLength(64);
    expect(cells[0]!.attributes('data-square')).toBe('a1');
    expect(cells[63]!.attributes('data-square')).toBe('h8');
    // The standard start: d4 and e5 white, d5 and e4 black.
    expect(w.find('[data-square="d4"] .disc').classes()).toContain('white');
    expect(w.find('[data-square="e4"] .disc').classes()).toContain('black');
    expect(w.get('[data-testid="black-discs"]').text()).toBe('2');
  });

  it('clicking a square emits that square in Othello notation', async () => {
    const w = board(await playedGame('othello'));
    await w.get('[data-square="f5"]').trigger('click');
    await w.get('[data-square="a1"]').trigger('click');
    expect(emitted(w)).toEqual(['f5', 'a1']);
  });

  it('keyboard: arrow keys move the cursor from d4 and Enter plays the square under it', async () => {
    const w = board(await playedGame('othello'));
    const svg = w.get('svg[role="grid"]');
    // d4 -> right, right -> f4 -> down -> f5.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await svg.trigger('keydown', { key });
    await svg.trigger('keydown', { key: 'Enter' });
    await svg.trigger('keydown', { key: 'Home' });
    await svg.trigger('keydown', { key: 'PageUp' });
    await svg.trigger('keydown', { key: ' ' });
    expect(emitted(w)).toEqual(['f5', 'a1']);
  });

  it('a disabled board emits nothing by click or keyboard, and its endings are disabled', async () => {
    const w = board(await playedGame('othello'), { disabled: true });
    await w.get('[data-square="f5"]').trigger('click');
    await w.get('svg[role="grid"]').trigger('keydown', { key: 'Enter' });
    expect(w.emitted('act')).toBeUndefined();
    for (const b of w.findAll('.endings button')) expect(b.attributes('disabled')).toBeDefined();
  });

  it('legal moves are marked only with hints: the four opening moves of black', async () => {
    const hinted = board(await playedGame('othello'));
    const marked = hinted.findAll('.legal-dot').map((d) => d.element.closest('[data-square]')!.getAttribute('data-square')).sort();
    expect(marked).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(hinted.get('[data-square="f5"]').attributes('aria-label')).toContain('legal move');
    const plain = board(await playedGame('othello'), { hints: false, audience: 'players' });
    expect(plain.findAll('.legal-dot')).toHaveLength(0);
    expect(plain.findAll('.cell.legal')).toHaveLength(0);
  });

  it('R-OTH-3: the discs a move turns are marked to flip, and the new disc as placed', async () => {
    const w = board(await playedGame('othello', ['f5']));
    const flips = w.findAll('.disc.flip').map((d) => d.element.closest('[data-square]')!.getAttribute('data-square'));
    expect(flips).toEqual(['e5']);
    expect(w.find('[data-square="f5"] .disc').classes()).toEqual(expect.arrayContaining(['black', 'placed']));
    expect(w.get('[data-testid="black-discs"]').text()).toBe('4');
    expect(w.get('[data-testid="white-discs"]').text()).toBe('1');
  });

  it('R-OTH-2: a side with no legal move gets a Pass button that emits pass, and no square is marked', async () => {
    const w = board(await playedGame('othello', PASS_GAME.split(' ')));
    expect(w.findAll('.legal-dot')).toHaveLength(0);
    const pass = w.findAll('button').find((b) => b.text() === 'Pass (white)');
    expect(pass).toBeDefined();
    await pass!.trigger('click');
    expect(emitted(w)).toEqual(['pass']);
    expect(board(await playedGame('othello')).findAll('button').some((b) => b.text().startsWith('Pass'))).toBe(false);
  });

  it('R-OTH-2: a move that follows a left-out pass is noted under the board', async () => {
    const w = board(await playedGame('othello', [...PASS_GAME.split(' '), 'h8']));
    expect(w.text()).toContain('The move followed a pass (R-OTH-2).');
  });

  it('R-OTH-3: a wipe-out ends the game: no side to move, no legal marks', async () => {
    const w = board(await playedGame('othello', WIPEOUT));
    expect(w.findAll('.legal-dot')).toHaveLength(0);
    expect(w.text()).not.toContain('To move');
    expect(w.get('[data-testid="white-discs"]').text()).toBe('0');
  });

  it('endings: players see resignations and the agreed draw; only the director sees awards', async () => {
    const players = board(await playedGame('othello', [], {}, 'players'), { hints: false, audience: 'players' });
    const labels = players.findAll('.endings button').map((b) => b.text());
    expect(labels).toEqual(['Black resigns', 'White resigns', 'Agreed draw']);
    const director = board(await playedGame('othello'));
    await director.findAll('.endings button').find((b) => b.text() === 'Award to white')!.trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    expect(emitted(director)).toEqual(['award:white']);
  });

  it("issue 45: a tap on a square asks for an echo; the echo draws the tapped disc and its mark as the row draws them pending", async () => {
    const [game, next] = [await playedGame('othello'), await playedGame('othello', ['f5'])];
    const w = board(game, { echo: next });
    await w.get('[data-square="f5"]').trigger('click');
    expect(w.emitted('act')).toEqual([['f5', true]]);
    const row = board(next, { pending: true });
    const drawn = shapesIn(row.get('[data-square="f5"]').element).filter((s) => s.tag === 'circle');
    expect(drawn.map((s) => s.classes)).toEqual(['black disc pending placed', 'last-mark pending']);
    expect(shapesIn(w.get('.tap-echo').element)).toEqual(drawn);
    expect(echoLayerIn(w.element)).toEqual({ insideBoard: false, sameViewBox: true });
    // Nothing else of the move is drawn by it: the flipped disc (e5) follows with the board's redraw.
    expect(w.get('[data-square="e5"] .disc').classes()).toContain('white');
  });
});
