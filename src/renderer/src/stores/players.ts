import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Player, PlayerInput } from '../../../shared/api/schemas';
import { api } from '../api/client';

export const usePlayers = defineStore('players', () => {
  const list = ref<Player[]>([]);
  const loaded = ref(false);
  async function load() {
    list.value = await api.call('players.list', {});
    loaded.value = true;
  }
  const create = (input: PlayerInput & { allowDuplicate?: boolean }) => api.call('players.create', input);
  const update = (id: number, input: Partial<PlayerInput>) => api.call('players.update', { id, ...input });
  const remove = (id: number) => api.call('players.remove', { id });
  /** `dryRun`: the report of what the import would do, nothing written (the preview). */
  const importCsv = (csv: string, dryRun = false) => api.call('players.importCsv', { csv, dryRun });
  const exportCsv = async () => (await api.call('players.exportCsv', {})).csv;
  return { list, loaded, load, create, update, remove, importCsv, exportCsv };
});
