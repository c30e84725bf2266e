// @vitest-environment happy-dom
/**
 * Publishing a round from the Pairing screen, then leaving for another screen before the publish has
 * finished (the e2e evenings caught it now and then): the director must arrive where he went. The
 * screen used to check `route.path` after its refresh and, the move not having arrived yet, replace
 * the route with the round's address, which cancelled the move: the director stayed on Pairing.
 * Against the real backend; a guard holds the move until the publish has finished, the slow moment
 * made certain.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { testBackend } from '../../testing';
import PairingView from './PairingView.vue';

/** A round-robin Othello event with two players, nothing paired yet. */
async function event(name: string): Promise<number> {
  const e = await api.call('tournaments.create', { name, game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
  for (const player of ['Ann', 'Bob']) {
    const p = await api.call('players.create', { name: `${player} ${name}` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  return e.id;
}

async function pairingScreen(id: number) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/events/:id(\\d+)/pairing', component: PairingView, props: true },
      { path: '/events/:id(\\d+)', component: { render: () => h('p', 'dashboard') } },
    ],
  });
  const app = defineComponent({ render: () => h(RouterView) });
  await router.push(`/events/${id}/pairing`);
  const w = mount(app, { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  const button = (text: string) => w.findAll('button').find((b) => b.text() === text);
  await vi.waitFor(() => expect(button('Preview pairing')).toBeDefined());
  await button('Preview pairing')!.trigger('click');
  const publish = () => button('Publish round 1');
  await vi.waitFor(() => expect(publish()).toBeDefined());
  return { router, w, publish: () => publish()!.trigger('click') };
}

/** Resolves once the publish has been answered and the screen has read the round again. */
async function published(id: number): Promise<void> {
  await vi.waitFor(async () => expect((await api.call('rounds.get', { eventId: id, round: 1 })).published).toBe(true));
  await vi.waitFor(() => {
    const calls = testBackend().calls.map((c) => c.method);
    expect(calls.lastIndexOf('rounds.get')).toBeGreaterThan(calls.lastIndexOf('rounds.publish'));
  });
  for (let i = 0; i < 5; i++) {
    await flushPromises();
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('publishing a round, then leaving the Pairing screen', () => {
  it('the director arrives where he went, even when the move is slower than the publish', async () => {
    const id = await event('Leaving');
    const { router, w, publish } = await pairingScreen(id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    router.beforeEach(async (to) => {
      if (to.path === `/events/${id}`) await held;
    });
    await publish();
    const move = router.push(`/events/${id}`);
    await published(id);
    release();
    await move;
    await flushPromises();
    expect(router.currentRoute.value.path).toBe(`/events/${id}`);
    expect(w.text()).toContain('dashboard');
    w.unmount();
  });

  it('a director who stays sees the published round\'s address', async () => {
    const id = await event('Staying');
    const { router, w, publish } = await pairingScreen(id);
    await publish();
    await published(id);
    expect(router.currentRoute.value.fullPath).toBe(`/events/${id}/pairing?round=1`);
    w.unmount();
  });
});
