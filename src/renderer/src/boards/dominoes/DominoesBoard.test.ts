// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../../../shared/api/methods/games';
import type { Audience } from '../../../../shared/games/types';
import { createGame, gameState, inLanguage, playedGame, redrawCounter, echoing, echoLayerIn, shapesIn } from '../../testing';
import DominoesBoard from './DominoesBoard.vue';

function board(game: GameState, props: { hints?: boolean; audience?: Audience; disabled?: boolean } = {}) {
  return mount(DominoesBoard, { props: { game, hints: props.hints ?? true, audience: props.audience ?? 'director', disabled: props.disabled ?? false }, attachTo: document.body });
}
type Board = ReturnType<typeof board>;
const emitted = (w: Board) => (w.emitted('act') ?? []).map((e) => e[0]);
const button = (w: Board, text: string) => {
  const found = w.findAll('button').find((b) => b.text().replace(/\s+/g, ' ') === text);
  if (!found) throw new Error(`no button "${text}" in ${w.findAll('button').map((b) => b.text()).join(' | ')}`);
  return found;
};
// The rules' worked example hand (docs/dominoes.md), action by action.
const HAND = 'forset(a=6-3;b=4-2) deal 4-1 a+1 4-3@S 6-1@N 3-3@S draw 6-0@N 3-1@S 5-0@N 5-5@N 5-4@N a+1 4-4@N count(a=4)'.split(' ');
const upTo = (action: string, from = HAND) => from.slice(0, from.indexOf(action) + 1);

describe('DominoesBoard', () => {
  it('R-DOM-9: a face-up exposed tile is played at the opponent\'s direction (`^`) from a players\' board too, which has no hints', async () => {
    const exposed = ['forset(a=6-3;b=4-2)', 'deal', '4-1', 'a+1', 'exposed(b=4-3)'];
    const players = await playedGame('dominoes', exposed, { exposed: 'faceup' }, 'players');
    const w = board(players, { hints: false, audience: 'players' });
    await w.get('button[data-tile="4-3"]').trigger('click');
    await w.get('[data-end="S"]').trigger('click');
    expect(emitted(w)).toEqual(['4-3@S^']);
  });

  it('R-DOM-2: the draw for set form records both tiles turned', async () => {
    const w = board(await playedGame('dominoes'));
    expect(w.text()).toContain('No tile set yet');
    await w.get('input[name="forset-a"]').setValue(' 6-3 ');
    await w.get('input[name="forset-b"]').setValue('4-2');
    await w.get('form.inline-form').trigger('submit');
    expect(emitted(w)).toEqual(['forset(a=6-3;b=4-2)']);
  });

  it('R-DOM-2: a draw for set decided away from the board (an event\'s results.firstMove) still lets the hand be dealt', async () => {
    const w = board(await playedGame('dominoes'));
    await button(w, 'Deal hand 1').trigger('click');
    expect(emitted(w)).toEqual(['deal']);
  });

  it('dealing, then setting: a click on a palette tile sets it at once', async () => {
    const dealt = board(await playedGame('dominoes', upTo('forset(a=6-3;b=4-2)')));
    await button(dealt, 'Deal hand 1').trigger('click');
    expect(emitted(dealt)).toEqual(['deal']);
    const toSet = board(await playedGame('dominoes', upTo('deal')));
    expect(toSet.get('.palette legend').text()).toBe('a sets: choose the tile');
    expect(toSet.findAll('.palette [data-tile]')).toHaveLength(28);
    await toSet.get('.palette [data-tile="4-1"]').trigger('click');
    expect(emitted(toSet)).toEqual(['4-1']);
  });

  it('R-DOM-3: choose a tile, then an open end: the play is tile@end; tiles on the table cannot be chosen', async () => {
    const w = board(await playedGame('dominoes', upTo('a+1')));
    expect(w.findAll('[data-end]').map((e) => e.attributes('data-end'))).toEqual(['N', 'S']);
    expect(w.get('.palette [data-tile="4-1"]').attributes('disabled')).toBeDefined();
    await w.get('[data-end="N"]').trigger('click');
    expect(w.emitted('act')).toBeUndefined();
    await w.get('.palette [data-tile="4-3"]').trigger('click');
    expect(w.get('.palette [data-tile="4-3"]').attributes('aria-pressed')).toBe('true');
    // The end showing 4 fits 4-3; the one showing 1 does not.
    expect(w.get('[data-end="S"]').classes()).toContain('fits');
    expect(w.get('[data-end="N"]').classes()).not.toContain('fits');
    await w.get('[data-end="S"]').trigger('click');
    await w.get('.palette [data-tile="6-1"]').trigger('click');
    await w.get('[data-end="N"]').trigger('keydown', { key: 'Enter' });
    expect(emitted(w)).toEqual(['4-3@S', '6-1@N']);
  });

  it('a press of the mouse on a palette tile or an open end leaves the focus where it was: the tap\'s frame restyles and repaints nothing else (issue 45)', async () => {
    const w = board(await playedGame('dominoes', upTo('a+1')));
    for (const selector of ['.palette [data-tile="4-3"]', '[data-end="S"]']) {
      const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
      w.get(selector).element.dispatchEvent(press);
      expect(press.defaultPrevented, selector).toBe(true);
      await w.get(selector).trigger('click');
    }
    expect(emitted(w)).toEqual(['4-3@S']);
    // The keyboard still reaches both: each keeps its place in the tab order.
    expect(w.get('[data-end="S"]').attributes('tabindex')).toBe('0');
    expect(w.get('.palette [data-tile="4-3"]').element.tagName).toBe('BUTTON');
  });

  it('the director\'s palette marks the tiles the engine allows; the players\' palette marks none', async () => {
    const id = await createGame('dominoes', upTo('a+1'));
    const director = board(await gameState(id, 'director'));
    const playable = director.findAll('.palette .playable').map((b) => b.attributes('data-tile'));
    expect(playable.length).toBeGreaterThan(0);
    expect(playable.every((t) => t!.split('-').some((h) => h === '1' || h === '4'))).toBe(true);
    const players = board(await gameState(id, 'players'), { audience: 'players', hints: false });
    expect(players.findAll('.palette .playable')).toHaveLength(0);
  });

  it('R-DOM-3: spinners lie crosswise and crossed doubles open their short ends (the worked example)', async () => {
    const w = board(await playedGame('dominoes', HAND));
    const tiles = w.findAll('svg.dominoes [data-tile]').map((t) => t.attributes('data-tile'));
    expect(tiles).toHaveLength(10);
    const spinners = w.findAll('svg.dominoes .domino.spinner-double').map((d) => d.element.closest('[data-tile]')!.getAttribute('data-tile'));
    expect(spinners.sort()).toEqual(['3-3', '4-4', '5-5']);
    const crossed = w.findAll('svg.dominoes .domino.crossed').map((d) => d.element.closest('[data-tile]')!.getAttribute('data-tile'));
    expect(crossed.sort()).toEqual(['3-3', '5-5']);
    // Four more arms grow from the crossed doubles' short ends.
    expect(w.findAll('[data-end]').map((e) => e.attributes('data-end'))).toEqual(['N', 'S', 'S2l', 'S2r', 'N4l', 'N4r']);
    expect(w.get('svg.dominoes').attributes('aria-label')).toBe('Dominoes layout, 10 tiles, open-end count 9');
  });

  it('R-DOM-4: the open-end count counts a double at an end twice', async () => {
    const w = board(await playedGame('dominoes', upTo('3-3@S')));
    expect(w.get('[data-testid="count"]').text()).toBe('12');
    expect(w.get('.ends-line').text()).toContain('S 3 (counts 6)');
    expect(w.get('[data-end="S"]').attributes('aria-label')).toBe('Open end S, showing 3, counts 6');
    expect(board(await playedGame('dominoes', upTo('6-1@N'))).get('[data-testid="count"]').text()).toBe('9');
  });

  it('R-DOM-4: the director is offered the claim the count allows; players type their own claim', async () => {
    const id = await createGame('dominoes', upTo('4-1'));
    const director = board(await gameState(id, 'director'));
    await button(director, 'a claims 1').trigger('click');
    expect(emitted(director)).toEqual(['a+1']);
    const players = board(await gameState(id, 'players'), { audience: 'players', hints: false });
    expect(players.findAll('button').some((b) => b.text().includes('claims'))).toBe(false);
    const claim = players.findAll('form.inline-form').find((f) => f.text().includes('Claim (R-DOM-4)'))!;
    expect(claim.get('button[type="submit"]').attributes('disabled')).toBeDefined();
    await players.get('select[name="claim-side"]').setValue('b');
    await players.get('input[name="claim-points"]').setValue(' 5 ');
    await claim.trigger('submit');
    expect(emitted(players)).toEqual(['b+5']);
  });

  it('the score track and tally show the game score to 61 with the skunk line', async () => {
    const w = board(await playedGame('dominoes', HAND));
    expect(w.get('[data-testid="scores"]').text()).toBe('2 – 1');
    expect(w.get('svg.score-track').attributes('aria-label')).toBe('Score track to 61: a 2, b 1');
    expect(w.get('svg.score-track').text()).toContain('skunk 31');
    expect(w.findAll('svg.score-track .hole')).toHaveLength(2 * 62);
    // The a peg sits two holes further than 0, the b peg one.
    const hole = (n: number) => Number(w.findAll('svg.score-track .hole')[n]!.attributes('cx'));
    expect(Number(w.get('.peg.a').attributes('cx'))).toBe(hole(2));
  });

  it('R-DOM-8: an unknown draw adds a face-down tile; a known draw is shown to the director, never to players', async () => {
    const unknown = board(await playedGame('dominoes', upTo('draw')));
    expect(unknown.findAll('.hand[data-side="a"] .domino.face-down')).toHaveLength(4);
    const id = await createGame('dominoes', [...upTo('3-3@S'), 'draw(2-2)']);
    const director = board(await gameState(id, 'director'));
    expect(director.get('.hand[data-side="a"] svg').attributes('aria-label')).toBe('a: 1 known (2-2), 3 unknown');
    expect(director.findAll('.hand[data-side="a"] .domino.face-down')).toHaveLength(3);
    const players = board(await gameState(id, 'players'), { audience: 'players', hints: false });
    expect(players.get('.hand[data-side="a"] svg').attributes('aria-label')).toBe('a: 0 known (none), 4 unknown');
    expect(players.html()).not.toContain('2-2)');
  });

  it('drawing and passing: unknown draw, a draw of the selected tile, a pass', async () => {
    const w = board(await playedGame('dominoes', upTo('3-3@S')));
    expect(button(w, 'a draws the selected tile').attributes('disabled')).toBeDefined();
    await button(w, 'a draws (unknown tile)').trigger('click');
    await w.get('.palette [data-tile="2-2"]').trigger('click');
    await button(w, 'a draws 2-2').trigger('click');
    await button(w, 'a passes').trigger('click');
    expect(emitted(w)).toEqual(['draw', 'draw(2-2)', 'pass']);
  });

  it('R-DOM-6: after going out the count form records the pips held', async () => {
    const w = board(await playedGame('dominoes', upTo('4-4@N')));
    await w.get('input[name="count-a"]').setValue('4');
    const form = w.findAll('form.inline-form').find((f) => f.text().includes('Count (R-DOM-6)'))!;
    expect(form.get('button').text()).toBe('Record count(a=4)');
    await form.trigger('submit');
    expect(emitted(w)).toEqual(['count(a=4)']);
  });

  it('a disabled board emits nothing: no tile, no end, no button', async () => {
    const w = board(await playedGame('dominoes', upTo('a+1')), { disabled: true });
    await w.get('.palette [data-tile="4-3"]').trigger('click');
    await w.get('[data-end="S"]').trigger('click');
    expect(w.emitted('act')).toBeUndefined();
    expect(w.findAll('button').every((b) => b.attributes('disabled') !== undefined)).toBe(true);
  });

  it('endings: forfeits and the director\'s draw only on the director\'s board', async () => {
    const players = board(await playedGame('dominoes', [], {}, 'players'), { audience: 'players', hints: false });
    expect(players.findAll('.endings button').map((b) => b.text())).toEqual(['a resigns', 'b resigns', 'Agreed ending']);
    const director = board(await playedGame('dominoes'));
    await button(director, 'b forfeits').trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    expect(emitted(director)).toEqual(['forfeit(b)']);
  });

  it('R-DOM-11: before a count is entered the board shows the counts still possible per side, with the gaps', async () => {
    const worked = 'forset(a=6-3;b=4-2) deal 6-5 6-6@S 5-1@N 6-4 b+1 draw 1-0@N 6-1@S1r b+1 2-0 6-3@S1l b+2 0-4@S 5-0@S'.split(' ');
    const w = board(await playedGame('dominoes', worked));
    expect(w.get('[data-testid="counts-possible"]').text().replace(/\s+/g, ' ')).toBe('Counts still possible (R-DOM-11): a 0 to 10 (not 1)');
    expect(w.find('[data-testid="counts-possible"] [data-side="b"]').exists()).toBe(false);
    // Once the count is in, the line goes.
    expect(board(await playedGame('dominoes', [...worked, 'count(a=10)'])).find('[data-testid="counts-possible"]').exists()).toBe(false);
  });

  it('issue 45: a play leaves the score track undrawn; a claim moves its peg', async () => {
    const { updates, mixin } = redrawCounter();
    const claimed = HAND.slice(0, HAND.lastIndexOf('a+1') + 1);
    const w = mount(DominoesBoard, {
      props: { game: await playedGame('dominoes', upTo('a+1')), hints: true, audience: 'director', disabled: false },
      global: { mixins: [mixin] }, attachTo: document.body,
    });
    const peg = () => w.get('.peg.a').attributes('cx');
    const pegBefore = peg();
    await w.setProps({ game: await playedGame('dominoes', upTo('4-3@S')) });
    expect(w.find('g[data-tile="4-3"]').exists()).toBe(true);
    expect(updates.get('DominoesBoard')).toBe(1);
    expect(updates.get('ScoreTrack')).toBeUndefined();
    expect(peg()).toBe(pegBefore);
    await w.setProps({ game: await playedGame('dominoes', claimed) });
    expect(updates.get('ScoreTrack')).toBe(1);
    expect(peg()).not.toBe(pegBefore);
    w.unmount();
  });

  it('a change of language relabels every tile on the table for screen readers', async () => {
    const w = board(await playedGame('dominoes', upTo('4-3@S')));
    expect(w.get('g[data-tile="4-3"]').attributes('aria-label')).toBe('4-3 on S');
    await inLanguage('fr', () => {
      expect(w.get('g[data-tile="4-3"]').attributes('aria-label')).toBe('4-3 sur S');
      expect(w.get('g[data-tile="4-1"]').attributes('aria-label')).toBe('4-1 (pose)');
    });
  });

  it('issue 45: the view holds every tile and open end and grows in steps, so most plays leave the board its size', async () => {
    const plays = HAND.filter((a) => a.includes('@'));
    const views: string[] = [];
    for (const play of plays) {
      const w = board(await playedGame('dominoes', upTo(play)));
      const [x0, y0, width, height] = w.get('svg.board-svg').attributes('viewBox')!.split(' ').map(Number) as [number, number, number, number];
      const inside = (x: number, y: number) => x >= x0 && x <= x0 + width && y >= y0 && y <= y0 + height;
      const shapes = w.findAll('svg.board-svg .domino .body, svg.board-svg .open-end circle');
      expect(shapes.length).toBe(w.findAll('svg.board-svg g[data-tile]').length + w.findAll('svg.board-svg [data-end]').length);
      for (const shape of shapes) {
        const a = (name: string) => Number(shape.attributes(name));
        const round = shape.element.tagName.toLowerCase() === 'circle';
        const [x, y] = round ? [a('cx') - a('r'), a('cy') - a('r')] : [a('x'), a('y')];
        const [right, bottom] = round ? [a('cx') + a('r'), a('cy') + a('r')] : [x + a('width'), y + a('height')];
        expect(inside(x, y) && inside(right, bottom), `${play}: ${shape.html()} outside ${x0} ${y0} ${width} ${height}`).toBe(true);
      }
      views.push(`${x0} ${y0} ${width} ${height}`);
      w.unmount();
    }
    // The nine plays after the set: the view grew with two of them (it changed with each of the eight before).
    expect(plays).toHaveLength(9);
    expect(views.filter((v, i) => i > 0 && v !== views[i - 1])).toHaveLength(2);
  });

  it('issue 45: a play asks for an echo, which draws the tile laid as the layout draws it; the play\'s own task redraws nothing else', async () => {
    // 6-1 at N: the second play of the worked hand, on an arm whose direction turns the tile's halves.
    const [game, next] = [await playedGame('dominoes', upTo('4-3@S')), await playedGame('dominoes', upTo('6-1@N'))];
    const { updates, mixin } = redrawCounter();
    const w = mount(DominoesBoard, { props: { game, hints: true, audience: 'director', disabled: false }, global: { provide: echoing(next), mixins: [mixin] }, attachTo: document.body });
    await w.get('.palette [data-tile="6-1"]').trigger('click');
    updates.clear();
    await w.get('[data-end="N"]').trigger('click');
    expect(w.emitted('act')).toEqual([['6-1@N', true]]);
    // The open ends keep the choice's marks until the readouts follow, a frame later: the board is not redrawn.
    expect(updates.get('DominoesBoard')).toBeUndefined();
    const layout = board(next);
    expect(shapesIn(w.get('.tap-echo').element)).toEqual(shapesIn(layout.get('[data-tile="6-1"]').element));
    expect(echoLayerIn(w.element)).toEqual({ insideBoard: false, sameViewBox: true });
    await vi.waitFor(() => expect(w.get('[data-end="N"]').classes()).not.toContain('fits'));
  });
});
