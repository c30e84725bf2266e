// @vitest-environment happy-dom
/**
 * Issue 44: Enter on a partial name ("Grace") in the late-entry field created and entered a new club
 * player, ignoring "Grace Obi" in the club list. Enter picks the highlighted match; a new player needs an
 * explicit choice. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import EntriesView from './EntriesView.vue';

async function entriesScreen() {
  const e = await api.call('tournaments.create', { name: 'Late night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (const name of ['Ann Late', 'Bob Late']) {
    const p = await api.call('players.create', { name });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('players.create', { name: 'Grace Obi', club: 'Riverside' });
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/entries', component: EntriesView, props: true }] });
  await router.push(`/events/${e.id}/entries`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.find('input[name=late-name]').exists()).toBe(true));
  return { w, eventId: e.id };
}

const entered = async (eventId: number) => (await api.call('entries.list', { eventId })).map((e) => e.name).sort();

describe('late entry by name (issue 44)', () => {
  it('Enter on "Grace" enters Grace Obi from the club list, and adds no player', async () => {
    const { w, eventId } = await entriesScreen();
    const field = w.find('input[name=late-name]');
    await field.setValue('Grace');
    await vi.waitFor(() => expect(w.find('[role=option]').text()).toContain('Grace Obi'));
    await field.trigger('keydown', { key: 'Enter' });
    await vi.waitFor(async () => expect(await entered(eventId)).toContain('Grace Obi'));
    expect((await api.call('players.list', {})).filter((p) => p.name.startsWith('Grace'))).toHaveLength(1);
    w.unmount();
  });

  it('a new player needs an explicit choice: Enter alone on an unknown name adds nobody', async () => {
    const { w, eventId } = await entriesScreen();
    const field = w.find('input[name=late-name]');
    await field.setValue('Hal Yew');
    await field.trigger('keydown', { key: 'Enter' });
    await vi.waitFor(() => expect(w.text()).toContain('No club player is called “Hal Yew”'));
    expect(await entered(eventId)).not.toContain('Hal Yew');
    await field.trigger('keydown', { key: 'ArrowDown' });
    await field.trigger('keydown', { key: 'Enter' });
    await vi.waitFor(async () => expect(await entered(eventId)).toContain('Hal Yew'));
    w.unmount();
  });

  it('the button on a partial name asks which player is meant instead of adding one', async () => {
    const { w, eventId } = await entriesScreen();
    await w.find('input[name=late-name]').setValue('Gra');
    await vi.waitFor(() => expect(w.find('[role=option]').text()).toContain('Grace Obi')); // the club list has loaded
    await w.find('form').trigger('submit');
    await vi.waitFor(() => expect(w.text()).toContain('Club players match: Grace Obi'));
    expect(await entered(eventId)).toEqual(['Ann Late', 'Bob Late']);
    w.unmount();
  });
});
