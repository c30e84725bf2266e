// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createBlock, createTextVNode, defineComponent, openBlock, withCtx } from 'vue';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { createGame, READ_WAIT, redrawCounter } from '../testing';
import GameScreen from './GameScreen.vue';

/** A game screen on a page, and how often each component was redrawn after its first render. */
async function countedScreen(actions: string[]) {
  const id = await createGame('othello', actions);
  const { updates, mixin } = redrawCounter();
  // A page gives the screen its tools as its compiled template does (GameView.vue): a block with a stable slot (`_: 1`).
  const Page = defineComponent({ render: () => (openBlock(), createBlock(GameScreen, { id, audience: 'director' }, { head: withCtx(() => [createTextVNode('tools')]), _: 1 })) });
  const w = mount(Page, { global: { plugins: [createPinia()], mixins: [mixin] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.find('section.game-screen').attributes('data-seq')).toBe(String(actions.length)), READ_WAIT);
  updates.clear();
  return { w, updates };
}

describe('GameScreen: what a move redraws', () => {
  it('a click and its confirmation redraw the board, the status line and the move list, not the heading or the notation box', async () => {
    const { w, updates } = await countedScreen(['f5', 'd6']);
    await w.get('[data-square="c3"]').trigger('click');
    await vi.waitFor(() => expect(w.get('section').attributes('data-seq')).toBe('3'), READ_WAIT);
    expect(w.get('[data-testid="status"]').text()).toContain('white');
    expect(updates.get('OthelloBoard')).toBeGreaterThan(0);
    expect(updates.get('MoveList')).toBeGreaterThan(0);
    expect(updates.get('GameHead')).toBeUndefined();
    expect(updates.get('NotationEntry')).toBeUndefined();
    expect(updates.get('ConnectionBadge')).toBeUndefined();
    expect(w.text()).toContain('tools');
    w.unmount();
  });

  it("issue 45: a click's own frame draws the tapped disc alone; the board's redraw, the move list and undo follow a frame later", async () => {
    const { w, updates } = await countedScreen(['f5', 'd6']);
    const [status, black] = [w.get('[data-testid="status"]').text(), w.get('[data-testid="black-discs"]').text()];
    await w.get('[data-square="c3"]').trigger('click');
    // The click's task is over (its redraw included): the tapped disc is drawn, marked pending, by the board's echo;
    // the board itself, the side panel, the status line and the tally are as they were.
    expect(w.get('section').attributes('data-drawn-seq')).toBe('3');
    const echoed = w.get('.tap-echo .disc');
    expect(echoed.classes()).toEqual(expect.arrayContaining(['black', 'placed', 'pending']));
    expect([echoed.attributes('cx'), echoed.attributes('cy')]).toEqual(['31', '31']); // c3: third file, third rank
    expect(w.find('[data-square="c3"] .disc').exists()).toBe(false);
    expect(w.get('[data-testid="status"]').text()).toBe(status);
    expect(w.get('[data-testid="black-discs"]').text()).toBe(black);
    expect(updates.get('TapEcho')).toBe(1);
    expect(updates.get('OthelloBoard')).toBeUndefined();
    expect(updates.get('MoveList')).toBeUndefined();
    expect(updates.get('UndoControl')).toBeUndefined();
    // After the frame: the board draws the move (the disc in its square, the flipped one) and the echo is gone; the
    // list names the pending move (or, once confirmed, the recorded one).
    await vi.waitFor(() => expect(w.find('[data-square="c3"] .disc').exists()).toBe(true), READ_WAIT);
    expect(w.find('.tap-echo').exists()).toBe(false);
    expect(w.get('[data-square="d4"] .disc').classes()).toContain('black');
    await vi.waitFor(() => expect(w.get('section').attributes('data-seq')).toBe('3'), READ_WAIT);
    expect(updates.get('OthelloBoard')).toBeGreaterThan(0);
    expect(updates.get('MoveList')).toBeGreaterThan(0);
    expect(w.findAll('button.move').map((b) => b.text())).toContain('3. c3');
    expect(w.find('[data-testid="pending-move"]').exists()).toBe(false);
    // The readouts show the move too, and nothing is marked pending any more.
    expect(w.get('[data-testid="status"]').text()).not.toBe(status);
    expect(Number(w.get('[data-testid="black-discs"]').text())).toBe(Number(black) + 2); // c3 and the disc it flips
    expect(w.find('.board-svg .pending').exists()).toBe(false);
    w.unmount();
  });
});
