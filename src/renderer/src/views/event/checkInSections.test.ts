// @vitest-environment happy-dom
/**
 * The Check-in tab of an event run in sections (issue 44): the event itself is never paired, so its own
 * check-in did nothing useful. The tab is now the sections desk: each player is checked in for their own
 * section's next round. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import CheckInView from './CheckInView.vue';

async function checkInScreen(id: number) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/check-in', component: CheckInView, props: true }, { path: '/:x(.*)', component: { render: () => h('p') } }] });
  await router.push(`/events/${id}/check-in`);
  return mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
}

describe('the Check-in tab of an event run in sections (issue 44)', () => {
  it('is the sections desk: each player checked in for their own section\'s next round, and no check-in of the event itself', async () => {
    const event = await api.call('tournaments.create', { name: 'Sectioned night', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
    const a = await api.call('sections.create', { eventId: event.id, name: 'A' });
    const b = await api.call('sections.create', { eventId: event.id, name: 'B' });
    const ids: Record<string, number> = {};
    for (const [name, to] of [['Ann', a], ['Bob', a], ['Cid', b], ['Dee', b]] as const) {
      ids[name] = (await api.call('players.create', { name })).id;
      await api.call('events.register', { eventId: event.id, playerId: ids[name]! });
      await api.call('sections.move', { eventId: event.id, playerId: ids[name]!, to: to.eventId });
    }
    await api.call('rounds.pair', { eventId: a.eventId });
    const w = await checkInScreen(event.id);
    await vi.waitFor(() => expect(w.find('[data-testid="sections-panel"]').exists()).toBe(true));
    expect(w.text()).toContain('Check-in by section');
    // Neither the event's own ticks nor its Apply, nor the dashboard's section tools.
    expect(w.findAll('input[name^="here-"]')).toHaveLength(0);
    expect(w.find('form.action-panel').exists()).toBe(false);
    expect(w.find('input[name="section-name"]').exists()).toBe(false);

    await w.get(`select[name="absent-${ids.Bob}"]`).setValue('half');
    await w.get(`select[name="absent-${ids.Dee}"]`).setValue('zero');
    await w.get('button[name="sections-check-in"]').trigger('click');
    await vi.waitFor(async () => expect((await api.call('entries.list', { eventId: a.eventId })).find((e) => e.name === 'Bob')!.byes).toEqual([{ round: 2, kind: 'half' }]));
    expect((await api.call('entries.list', { eventId: b.eventId })).find((e) => e.name === 'Dee')!.byes).toEqual([{ round: 1, kind: 'zero' }]);
    w.unmount();
  });

  it('stays the ordinary check-in for an event without sections', async () => {
    const event = await api.call('tournaments.create', { name: 'Plain night', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
    for (const name of ['Eve', 'Fay']) await api.call('events.register', { eventId: event.id, playerId: (await api.call('players.create', { name })).id });
    const w = await checkInScreen(event.id);
    await vi.waitFor(() => expect(w.findAll('input[name^="here-"]')).toHaveLength(2));
    expect(w.find('[data-testid="sections-panel"]').exists()).toBe(false);
    w.unmount();
  });
});
