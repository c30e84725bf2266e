/**
 * What the team screens share: the team event loaded through `teams.get` on opening and on every
 * change notice for it, and the action runner with its inline refusal.
 */
import { computed, onMounted, ref, watch } from 'vue';
import type { TeamEventView } from '../../../../shared/api/methods/teams';
import { api } from '../../api/client';
import { useLive } from '../../live';
import { useToasts } from '../../stores/toasts';
import { errorText, useAction } from '../../feedback';
import { t } from '../../i18n';

export function useTeamEvent(id: () => string) {
  const toasts = useToasts();
  const view = ref<TeamEventView | null>(null);
  const eventId = computed(() => Number(id()));
  async function refresh() {
    try {
      view.value = await api.call('teams.get', { eventId: eventId.value });
    } catch (err) {
      toasts.error(errorText(err));
    }
  }
  onMounted(refresh);
  watch(eventId, refresh);
  useLive(['results', 'events', 'players'], (n) => {
    if (n.eventId === undefined || n.eventId === eventId.value) void refresh();
  }, () => void refresh());
  const action = useAction();
  /** Runs a change; its answer is the new view. */
  async function change(fn: () => Promise<TeamEventView>, ok: string): Promise<boolean> {
    const v = await action.run(fn, ok);
    if (v) view.value = v;
    return v !== undefined;
  }
  const playerName = (id: string) => view.value?.event.players[id]?.name ?? id;
  const teamName = (id: string) => view.value?.event.teams.find((t) => t.id === id)?.name ?? id;
  return { view, eventId, refresh, action, change, playerName, teamName };
}

/** The team formats' names in the UI's language (read at render time, so they follow a change of language). */
export const FORMAT_LABELS = {
  get 'round-robin'() { return t('teams.format.roundRobin'); }, get 'double-round-robin'() { return t('teams.format.doubleRoundRobin'); },
  get swiss() { return t('teams.format.swiss'); }, get league() { return t('teams.format.league'); },
};
