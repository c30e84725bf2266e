import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Input } from '../../../shared/api/contract';
import type { AppendReceipt, GameInfo, GameState } from '../../../shared/api/methods/games';
import type { Audience } from '../../../shared/games/types';
import { api } from '../api/client';

/** The games list for the Boards page, and the calls a board makes (every move goes through the API). */
export const useGames = defineStore('games', () => {
  const list = ref<GameInfo[]>([]);
  const loaded = ref(false);
  async function load(eventId?: number) {
    list.value = await api.call('games.list', eventId === undefined ? {} : { eventId });
    loaded.value = true;
  }
  const create = (input: Input<'games.create'>) => api.call('games.create', input);
  /** The game; with `seating`, also who plays which side (a board page asks once, with its first read). */
  const get = (id: number, audience: Audience, ply?: number, seating = false): Promise<GameState> =>
    api.call('games.get', { id, audience, ...(ply === undefined ? {} : { ply }), ...(seating ? { seating } : {}) });
  /** `answer: 'receipt'` when the board drew the move itself (see AppendReceipt). */
  const append = (id: number, expectedSeq: number, action: string, audience: Audience, answer: 'game' | 'receipt' = 'game'): Promise<GameState | AppendReceipt> =>
    api.call('games.append', { id, expectedSeq, action, audience, answer });
  const undo = (id: number, expectedSeq: number, reason: string, audience: Audience) =>
    api.call('games.undo', { id, expectedSeq, reason, audience });
  return { list, loaded, load, create, get, append, undo };
});
