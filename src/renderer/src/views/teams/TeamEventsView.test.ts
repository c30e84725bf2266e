// @vitest-environment happy-dom
/**
 * The new team event form (issue 43 part 4): for dominoes it asks for doubles boards, and a league of
 * six singles and three doubles boards is made on the real services; for a game without partnership
 * boards the field is not there.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import TeamEventsView from './TeamEventsView.vue';

const router = () => createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { render: () => null } }] });

describe('TeamEventsView: singles and doubles boards', () => {
  it('a dominoes league of six singles and three doubles boards from the form', async () => {
    const w = mount(TeamEventsView, { global: { plugins: [createPinia(), router()] } });
    await flushPromises();
    const form = w.get('[data-testid="new-team-event"]');
    await form.get('select[name="game"]').setValue('othello');
    expect(form.find('input[name="doubles-boards"]').exists()).toBe(false);
    await form.get('select[name="game"]').setValue('dominoes');
    await form.get('input[name="name"]').setValue('Domino league');
    await form.get('input[name="boards"]').setValue('6');
    await form.get('input[name="doubles-boards"]').setValue('3');
    expect(form.text()).toContain('Singles boards');
    await form.trigger('submit');
    await vi.waitFor(async () => expect(await api.call('teams.list', {})).toHaveLength(1));
    const [id] = await api.call('teams.list', {});
    expect((await api.call('teams.get', { eventId: id! })).event).toMatchObject({ game: 'dominoes', boards: 9, boardKinds: [...Array(6).fill('singles'), ...Array(3).fill('doubles')] });
    w.unmount();
  });
});
