// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { testBackend } from '../testing';
import PublishPanel from './PublishPanel.vue';

/**
 * An event published into an existing folder (the test database's backup folder, removed with it; the
 * backup there accepted as a file the site leaves alone); its id and the folder.
 */
async function published(name: string): Promise<{ id: number; folder: string }> {
  const backup = await api.call('backups.create', { label: 'publish panel' });
  const folder = (await api.call('backups.list', {})).folder;
  const { id } = await api.call('tournaments.create', { name, game: 'othello', format: 'round-robin', settings: {} });
  await api.call('site.publish', { eventId: id, folder, auto: false, accept: [backup.name] });
  return { id, folder };
}
const folderField = (w: ReturnType<typeof mount>) => (w.get('input[name="publish-folder"]').element as HTMLInputElement).value;

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

  it('going on to another event (a section from its parent\'s dashboard) shows that event\'s folder, never the last one\'s', async () => {
    const parent = await published('Spring open');
    const { id: section } = await api.call('tournaments.create', { name: 'Spring open, section B', game: 'othello', format: 'round-robin', settings: {} });
    const w = mount(PublishPanel, { props: { eventId: parent.id }, attachTo: 'body' });
    await vi.waitFor(() => expect(folderField(w)).toBe(parent.folder));
    expect(w.text()).toContain(`to ${parent.folder}`);
    // The dashboard keeps the panel and gives it the section: a Publish now would write into the parent's folder.
    await w.setProps({ eventId: section });
    await flushPromises();
    expect(folderField(w)).toBe('');
    expect(w.text()).not.toContain(parent.folder);
    expect(w.get('button[type="submit"]').attributes('disabled')).toBeDefined();
    w.unmount();
  });

  it('two events opened quickly: the one opened last is shown, whichever answer comes last', async () => {
    const first = await published('Autumn open');
    const { id: second } = await api.call('tournaments.create', { name: 'Winter open', game: 'othello', format: 'round-robin', settings: {} });
    const held = testBackend().hold(['site.status']);
    const w = mount(PublishPanel, { props: { eventId: first.id }, attachTo: 'body' });
    await vi.waitFor(() => expect(held.count).toBe(1));
    await w.setProps({ eventId: second });
    await vi.waitFor(() => expect(held.count).toBe(2));
    // The second event's answer (never published) comes first, the first event's last.
    held.releaseOne(1);
    await flushPromises();
    held.release();
    await flushPromises();
    expect(folderField(w)).toBe('');
    expect(w.text()).not.toContain(first.folder);
    w.unmount();
  });
});
