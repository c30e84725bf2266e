// @vitest-environment happy-dom
/**
 * The check-in screen's trap (issue 42): after "Apply", the screen forgot its ticks, so it showed
 * everyone absent and offered the zero-point bye to the players who were present, one click away from
 * giving it to them. Now those present stay ticked (the server keeps who checked in, at the door or
 * here), the absentees show the bye they got, and nothing is left to apply. A player who checks in at
 * the door shows up ticked, live. Against the real backend.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import CheckInView from './CheckInView.vue';

async function swiss(): Promise<{ id: number; players: Array<{ id: number; name: string }> }> {
  const e = await api.call('tournaments.create', { name: 'Check-in night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  const players = [];
  for (const name of ['Ann', 'Bob', 'Cleo', 'Dan']) {
    const p = await api.call('players.create', { name });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
    players.push({ id: p.id, name });
  }
  return { id: e.id, players };
}

async function checkInScreen(id: number) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/check-in', component: CheckInView, props: true }, { path: '/:x(.*)', component: { render: () => h('p') } }] });
  await router.push(`/events/${id}/check-in`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.findAll('input[type=checkbox]').length).toBe(4));
  return w;
}

const ticked = (w: ReturnType<typeof mount>) => w.findAll('input[type=checkbox]').filter((c) => (c.element as HTMLInputElement).checked).length;
const applyButton = (w: ReturnType<typeof mount>) => w.findAll('button').find((b) => b.text().startsWith('Apply to'))!;

describe('the check-in screen after "Apply" (issue 42)', () => {
  it('keeps those present ticked, offers them no bye, and leaves nothing to apply', async () => {
    const { id, players } = await swiss();
    const w = await checkInScreen(id);
    for (const p of players.slice(0, 3)) await w.find(`input[name="here-${p.id}"]`).setValue(true);
    expect(applyButton(w).text()).toBe('Apply to 1 absent…');
    await w.find('form.action-panel').trigger('submit');
    await vi.waitFor(() => expect(w.find('dialog.confirm-dialog form').exists()).toBe(true));
    await w.find('dialog.confirm-dialog form').trigger('submit');
    await vi.waitFor(async () => expect((await api.call('entries.list', { eventId: id })).find((e) => e.id === String(players[3]!.id))!.byes).toEqual([{ round: 1, kind: 'zero' }]));
    for (let i = 0; i < 5; i++) await flushPromises();
    await vi.waitFor(() => expect(ticked(w)).toBe(3));
    // No bye is offered to anyone present, and there is nobody left to apply it to.
    expect(w.findAll('select[name^="action-"]')).toHaveLength(0);
    expect(applyButton(w).text()).toBe('Apply to 0 absent…');
    expect((applyButton(w).element as HTMLButtonElement).disabled).toBe(true);
    w.unmount();
  });

  it('shows a player who checked in at the door as here, live', async () => {
    const { id, players } = await swiss();
    const pins = await api.call('pins.issue', { eventId: id });
    const w = await checkInScreen(id);
    expect(ticked(w)).toBe(0);
    const dan = pins.find((p) => p.entry === String(players[3]!.id))!;
    await api.call('checkIn.self', { eventId: id, entry: dan.entry, pin: dan.pin });
    await vi.waitFor(() => expect((w.find(`input[name="here-${dan.entry}"]`).element as HTMLInputElement).checked).toBe(true));
    w.unmount();
  });
});
