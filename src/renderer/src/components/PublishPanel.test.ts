// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../api/client';
import PublishPanel from './PublishPanel.vue';

describe('PublishPanel', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('publishes into the folder, asking first when it holds another site; the folder and the auto choice are kept', async () => {
    // A folder beside the test's own database (removed with it): <tmp>/www.
    const folder = (await api.call('backups.list', {})).folder.replace(/[^/\\]+$/, 'www');
    const other = await api.call('tournaments.create', { name: 'Last season', game: 'othello', format: 'round-robin', settings: {} });
    await api.call('site.publish', { eventId: other.id, folder, auto: false, force: false });
    const event = await api.call('tournaments.create', { name: 'Club night', game: 'othello', format: 'round-robin', settings: {} });

    const w = mount(PublishPanel, { props: { eventId: event.id }, attachTo: 'body' });
    await flushPromises();
    await w.get('input[name="publish-folder"]').setValue(folder);
    await w.get('input[name="publish-auto"]').setValue(true);
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(w.text()).toMatch(/already holds files the website did not write: .*index\.html/);
    expect(await api.call('site.status', { eventId: event.id })).toMatchObject({ folder: null, publishedAt: null });

    w.findAll('button').find((b) => b.text() === 'Publish anyway')!.element.click();
    for (let i = 0; i < 5; i++) await flushPromises();
    expect(await api.call('site.status', { eventId: event.id })).toMatchObject({ folder, auto: true, error: null, publishedAt: expect.any(String) });
    expect(w.text()).toContain(`to ${folder}, following every change`);
    w.unmount();
  });
});
