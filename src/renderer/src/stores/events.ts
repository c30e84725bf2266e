import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { EventInput, Registration, TdEvent } from '../../../shared/api/schemas';
import { api } from '../api/client';

export type EventDetail = TdEvent & { registrations: Registration[] };

export const useEvents = defineStore('events', () => {
  const list = ref<TdEvent[]>([]);
  const current = ref<EventDetail | null>(null);
  async function load() {
    list.value = await api.call('events.list', {});
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
