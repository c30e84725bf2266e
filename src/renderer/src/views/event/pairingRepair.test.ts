// @vitest-environment happy-dom
/**
 * A re-pairing preview asked for while the screen is still reading the saved round (after a save, or
 * after a live notice): the preview must stay. The screen used to put the saved round back when that
 * read came in late, and the e2e evening then waited in vain for "re-pairing preview — not saved".
 * Against the real backend; the saved round's read is held until the preview is shown.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { testBackend } from '../../testing';
import PairingView from './PairingView.vue';

describe('a re-pairing preview while the saved round is being read', () => {
  it('the preview stays when the read of the saved round comes back after it', async () => {
    const e = await api.call('tournaments.create', { name: 'Late read', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
    for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
      const p = await api.call('players.create', { name: `${name} Late` });
      await api.call('events.register', { eventId: e.id, playerId: p.id });
    }
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/pairing', component: PairingView, props: true }] });
    await router.push(`/events/${e.id}/pairing`);
    const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
    const button = (text: string) => w.findAll('button').find((b) => b.text() === text);
    await vi.waitFor(() => expect(button('Preview pairing')).toBeDefined());
    await button('Preview pairing')!.trigger('click');
    await vi.waitFor(() => expect(button('Save without publishing')).toBeDefined());

    // The save reads the saved round back; that read is held.
    const held = testBackend().hold(['rounds.get']);
    await button('Save without publishing')!.trigger('click');
    await vi.waitFor(() => expect(held.count).toBeGreaterThan(0));
    await vi.waitFor(() => expect(button('Re-pair round 1…')).toBeDefined());
    await button('Re-pair round 1…')!.trigger('click');
    await vi.waitFor(() => expect(w.text()).toContain('re-pairing preview — not saved'));

    held.release();
    for (let i = 0; i < 5; i++) {
      await flushPromises();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(w.text()).toContain('re-pairing preview — not saved');
    expect(button('Discard re-pairing')).toBeDefined();
    w.unmount();
  });
});
