// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import CsvButton from './CsvButton.vue';

describe('CsvButton', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('downloads the table through events.exportCsv under the file name the backend gives', async () => {
    const event = await api.call('tournaments.create', { name: 'Spring open', game: 'othello', format: 'round-robin', settings: {} });
    for (const name of ['Ann', 'Bob']) {
      const p = await api.call('players.create', { name, rating: null });
      await api.call('events.register', { eventId: event.id, playerId: p.id });
    }
    await api.call('rounds.pair', { eventId: event.id });
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    const w = mount(CsvButton, { props: { eventId: event.id, what: 'pairings', round: 1 } });
    await w.get('[data-testid="csv-export"]').trigger('click');
    await flushPromises();
    expect(create).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    expect(names).toEqual(['Spring_open-pairings-1.csv']);
    const rows = Papa.parse<Record<string, string>>((await blobs[0]!.text()).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(rows).toEqual([expect.objectContaining({ Round: '1', 'Entry A': expect.stringMatching(/Ann|Bob/), 'Entry B': expect.stringMatching(/Ann|Bob/), Status: 'pending' })]);
  });
});
