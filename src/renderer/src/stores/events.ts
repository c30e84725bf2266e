import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { EventInput, Registration, TdEvent } from '../../../shared/api/schemas';
import { api } from '../api/client';
import { latestRead } from '../latestRead';

export type EventDetail = TdEvent & { registrations: Registration[] };

export const useEvents = defineStore('events', () => {
  const list = ref<TdEvent[]>([]);
  const current = ref<EventDetail | null>(null);
  const reads = latestRead();
  /** The events list; an answer older than one already shown (a screen's read and a notice's, crossed) is dropped. */
  async function load() {
    const latest = reads.begin();
    const answer = await api.call('events.list', {});
    if (latest()) list.value = answer;
  }
  async function open(id: number) {
    current.value = await api.call('events.get', { id });
  }
  const create = (input: EventInput) => api.call('events.create', input);
  const update = (id: number, input: Partial<EventInput> & { status?: TdEvent['status'] }) => api.call('events.update', { id, ...input });
  const register = (eventId: number, playerId: number) => api.call('events.register', { eventId, playerId });
  const unregister = (eventId: number, playerId: number, reason = '') => api.call('events.unregister', { eventId, playerId, reason });
  return { list, current, load, open, create, update, register, unregister };
});
