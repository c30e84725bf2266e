// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../api/client';
import PublishPanel from './PublishPanel.vue';

describe('PublishPanel', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('publishes into the folder, asking first when it holds other files; the folder and the auto choice are kept', async () => {
    // An existing folder that already holds a file: the test database's backup folder, removed with it.
    const backup = await api.call('backups.create', { label: 'before' });
    const folder = (await api.call('backups.list', {})).folder;
    const event = await api.call('tournaments.create', { name: 'Club night', game: 'othello', format: 'round-robin', settings: {} });

    const w = mount(PublishPanel, { props: { eventId: event.id }, attachTo: 'body' });
    await flushPromises();
    await w.get('input[name="publish-folder"]').setValue(folder);
    await w.get('input[name="publish-auto"]').setValue(true);
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(w.text()).toContain(`already holds files the website did not write: `);
    expect(w.text()).toContain(backup.name);
    expect(await api.call('site.status', { eventId: event.id })).toMatchObject({ folder: null, publishedAt: null });

    w.findAll('button').find((b) => b.text() === 'Publish anyway')!.element.click();
    for (let i = 0; i < 5; i++) await flushPromises();
    expect(await api.call('site.status', { eventId: event.id })).toMatchObject({ folder, auto: true, error: null, publishedAt: expect.any(String) });
    expect(w.text()).toContain(`to ${folder}, following every change`);
    w.unmount();
  });
});
