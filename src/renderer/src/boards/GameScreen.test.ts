// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createBlock, createTextVNode, defineComponent, openBlock, withCtx } from 'vue';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { createGame } from '../testing';
import GameScreen from './GameScreen.vue';

describe('GameScreen: what a move redraws', () => {
  it('a click and its confirmation redraw the board, the status line and the move list, not the heading or the notation box', async () => {
    const id = await createGame('othello', ['f5', 'd6']);
    const updates = new Map<string, number>();
    // Counts every component redrawn after its first render (`updated` runs once per redraw).
    const counting = { updated(this: { $options: { __name?: string } }) {
      const name = this.$options.__name ?? '?';
      updates.set(name, (updates.get(name) ?? 0) + 1);
    } };
    // A page gives the screen its tools as its compiled template does (GameView.vue): a block with a stable slot (`_: 1`).
    const Page = defineComponent({ render: () => (openBlock(), createBlock(GameScreen, { id, audience: 'director' }, { head: withCtx(() => [createTextVNode('tools')]), _: 1 })) });
    const w = mount(Page, { global: { plugins: [createPinia()], mixins: [counting] }, attachTo: document.body });
    await vi.waitFor(() => expect(w.find('section.game-screen').attributes('data-seq')).toBe('2'));
    updates.clear();
    await w.get('[data-square="c3"]').trigger('click');
    await vi.waitFor(() => expect(w.get('section').attributes('data-seq')).toBe('3'));
    expect(w.get('[data-testid="status"]').text()).toContain('white');
    expect(updates.get('OthelloBoard')).toBeGreaterThan(0);
    expect(updates.get('MoveList')).toBeGreaterThan(0);
    expect(updates.get('GameHead')).toBeUndefined();
    expect(updates.get('NotationEntry')).toBeUndefined();
    expect(updates.get('ConnectionBadge')).toBeUndefined();
    expect(w.text()).toContain('tools');
    w.unmount();
  });
});
