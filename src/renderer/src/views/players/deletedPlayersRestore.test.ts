// @vitest-environment happy-dom
/**
 * Desk defect 2 (QA s26-s31): after Players → Delete, "Undo the deletion" was only a note on the page:
 * leaving the screen (or a reload) took it away, and no screen offered `players.restore`, so a deleted
 * player could not be brought back from the screens. The Players screen now lists the deleted players not
 * put back since, each with Restore, at any later time; the restore is audited as before. Against the
 * real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import PlayersView from '../PlayersView.vue';

async function playersScreen() {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/players', component: PlayersView }] });
  await router.push('/players');
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  await vi.waitFor(() => expect(w.find('form input[name=name]').exists()).toBe(true));
  return w;
}

afterEach(() => vi.unstubAllGlobals());

describe('desk defect 2: a deleted player can be restored from the screens at any later time', () => {
  it('deleted, the screen left and opened again: the deleted players list offers Restore, which puts the player back, audited', async () => {
    const zed = await api.call('players.create', { name: 'Zed Deleted', club: 'Hillside', rating: 1700 });
    await api.call('players.create', { name: 'Yan Kept' });
    vi.stubGlobal('confirm', () => true);
    let w = await playersScreen();
    await vi.waitFor(() => expect(w.text()).toContain('Zed Deleted'));
    const row = w.findAll('tbody tr').find((r) => r.text().includes('Zed Deleted'))!;
    await row.findAll('button').find((b) => b.text() === 'Delete')!.trigger('click');
    await vi.waitFor(() => expect(w.text()).toContain('Undo the deletion'));
    w.unmount(); // another screen, or a reload: the note is gone

    w = await playersScreen();
    await vi.waitFor(() => expect(w.find('[data-testid=deleted-players]').exists()).toBe(true));
    expect(w.text()).not.toContain('Undo the deletion');
    const panel = w.find('[data-testid=deleted-players]');
    expect(panel.text()).toContain('Deleted players (1)');
    expect(panel.text()).toContain('Zed Deleted');
    await panel.find('button[aria-label="Restore Zed Deleted"]').trigger('click');
    await vi.waitFor(async () => expect((await api.call('players.list', {})).map((p) => p.name)).toContain('Zed Deleted'));
    expect(await api.call('players.get', { id: zed.id })).toMatchObject({ name: 'Zed Deleted', club: 'Hillside', rating: 1700 });
    await vi.waitFor(() => expect(w.find('[data-testid=deleted-players]').exists()).toBe(false));
    expect(await api.call('deletedPlayers.list', {})).toEqual([]);
    w.unmount();
  });
});
