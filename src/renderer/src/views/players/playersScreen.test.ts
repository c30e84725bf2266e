// @vitest-environment happy-dom
/**
 * Issue 40 part 3: the players screen composed of its panels (views/players/). The list's Edit fills the
 * form, which saves the change; the bulk bar registers the ticked players in the event chosen, and that
 * choice stays with the screen while the bar is hidden. Against the real backend.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import PlayersView from '../PlayersView.vue';

async function playersScreen() {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/players', component: PlayersView }, { path: '/players/:id', component: PlayersView }] });
  await router.push('/players');
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.find('form input[name=name]').exists()).toBe(true));
  return w;
}

const rowOf = (w: Awaited<ReturnType<typeof playersScreen>>, name: string) => w.findAll('tbody tr').find((r) => r.text().includes(name))!;

describe('the players screen and its panels (issue 40 part 3)', () => {
  it('Edit on a row fills the form, Save changes the record, and the form is blank again', async () => {
    const ann = await api.call('players.create', { name: 'Ann Panel', club: 'Riverside', rating: 1500 });
    const w = await playersScreen();
    await vi.waitFor(() => expect(w.text()).toContain('Ann Panel'));
    await rowOf(w, 'Ann Panel').findAll('button').find((b) => b.text() === 'Edit')!.trigger('click');
    expect((w.find('form input[name=club]').element as HTMLInputElement).value).toBe('Riverside');
    expect(w.find('form h2').text()).toBe('Edit player');
    await w.find('form input[name=rating]').setValue('1620');
    await w.find('form').trigger('submit');
    await vi.waitFor(async () => expect((await api.call('players.get', { id: ann.id })).rating).toBe(1620));
    await vi.waitFor(() => expect((w.find('form input[name=name]').element as HTMLInputElement).value).toBe(''));
    expect(w.find('form h2').text()).not.toBe('Edit player');
    w.unmount();
  });

  it('the bulk bar registers the ticked players in the event chosen, and keeps that event when shown again', async () => {
    const ev = await api.call('tournaments.create', { name: 'Bulk night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    for (const name of ['Bea Bulk', 'Cy Bulk', 'Di Bulk']) await api.call('players.create', { name });
    const w = await playersScreen();
    await vi.waitFor(() => expect(w.text()).toContain('Di Bulk'));
    expect(w.find('[role=toolbar]').exists()).toBe(false);
    for (const name of ['Bea Bulk', 'Cy Bulk']) await rowOf(w, name).find('input[type=checkbox]').trigger('change');
    await vi.waitFor(() => expect(w.find('[role=toolbar]').exists()).toBe(true));
    await vi.waitFor(() => expect(w.find('select[name=bulk-event]').findAll('option').map((o) => o.text())).toContain('Bulk night'));
    await w.find('select[name=bulk-event]').setValue(String(ev.id));
    await w.find('[role=toolbar]').findAll('button').find((b) => b.text() === 'Register selected')!.trigger('click');
    await vi.waitFor(async () => expect((await api.call('entries.list', { eventId: ev.id })).map((e) => e.name).sort()).toEqual(['Bea Bulk', 'Cy Bulk']));
    await vi.waitFor(() => expect(w.find('[role=toolbar]').exists()).toBe(false));
    await rowOf(w, 'Di Bulk').find('input[type=checkbox]').trigger('change');
    await flushPromises();
    expect((w.find('select[name=bulk-event]').element as HTMLSelectElement).value).toBe(String(ev.id));
    w.unmount();
  });
});
