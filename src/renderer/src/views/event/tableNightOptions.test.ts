// @vitest-environment happy-dom
/**
 * The Table night screen's options (issue 42) filled from the first read of the night: the form used to be
 * shown at once, unticked, and the read arriving a moment later set it to what was saved, undoing a box the
 * director had ticked meanwhile (the next Save then saved the old value; seen in the e2e run under load).
 * "Nothing waits for you" was shown before anything was read too. Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import TableNightView from './TableNightView.vue';

describe('Table night options', () => {
  it('the form appears only once the night is read, with what was saved; nothing is said to wait before that', async () => {
    const e = await api.call('tournaments.create', { name: 'Options night', game: 'othello', format: 'swiss', roundsPlanned: 2, options: {}, settings: {} });
    await api.call('tableNight.configure', { eventId: e.id, autoEnter: true, fees: { member: 4 } });
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/table-night', component: TableNightView, props: true }] });
    await router.push(`/events/${e.id}/table-night`);
    const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
    // Before the read: no box to tick that the read would undo, and no claim about the decisions.
    expect(w.find('input[name=auto-enter]').exists()).toBe(false);
    expect(w.find('[data-testid=decisions]').text()).not.toContain('Nothing waits for you.');
    await vi.waitFor(() => expect(w.find('input[name=auto-enter]').exists()).toBe(true));
    expect((w.find('input[name=auto-enter]').element as HTMLInputElement).checked).toBe(true);
    expect((w.find('input[name=fee-member]').element as HTMLInputElement).value).toBe('4');
    expect(w.find('[data-testid=decisions]').text()).toContain('Nothing waits for you.');
    w.unmount();
  });
});
