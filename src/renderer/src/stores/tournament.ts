import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { EntryView, RoundSummary, SanctionView } from '../../../shared/api/methods/tournament';
import type { TournamentSettings } from '../../../shared/tournament/settings';
import { api } from '../api/client';
import { latestRead } from '../latestRead';
import type { EventDetail } from './events';

/**
 * One event as the director's event-flow screens see it: the event, its settings, entries, rounds
 * and sanctions. Every screen reloads it on the change notices that concern it (useLive).
 */
export const useTournament = defineStore('tournament', () => {
  const eventId = ref<number | null>(null);
  const event = ref<EventDetail | null>(null);
  const settings = ref<TournamentSettings | null>(null);
  const entries = ref<EntryView[]>([]);
  const rounds = ref<RoundSummary[]>([]);
  const sanctions = ref<SanctionView[]>([]);
  const loading = ref(false);

  const reads = latestRead();
  async function load(id: number) {
    if (eventId.value !== id) {
      event.value = null;
      entries.value = [];
      rounds.value = [];
      sanctions.value = [];
    }
    eventId.value = id;
    loading.value = true;
    const latest = reads.begin();
    try {
      const [e, s, en, r, sa] = await Promise.all([
        api.call('events.get', { id }), api.call('eventSettings.get', { eventId: id }), api.call('entries.list', { eventId: id }),
        api.call('rounds.list', { eventId: id }), api.call('sanctions.list', { eventId: id }),
      ]);
      // A slower answer (for an event the director has since left, or an older read of this one) must not
      // overwrite the newer one.
      if (!latest()) return;
      event.value = e;
      settings.value = s;
      entries.value = en;
      rounds.value = r;
      sanctions.value = sa;
    } finally {
      // A newer read still on its way keeps the screen loading.
      if (latest()) loading.value = false;
    }
  }

  const lastRound = computed(() => rounds.value.reduce((m, r) => Math.max(m, r.number), 0));
  const pendingProtests = computed(() => sanctions.value.filter((s) => s.kind === 'protest' && s.decision === null));
  /** Rounds with boards still waiting for a result. */
  const missing = computed(() => rounds.value.filter((r) => r.pending.length > 0));
  const finished = computed(() => event.value?.status === 'finished');
  /** Every planned round is paired (a Swiss of 5 rounds after round 5): no screen offers a round after it. */
  const allPaired = computed(() => finished.value || (event.value?.roundsPlanned != null && lastRound.value >= event.value.roundsPlanned));
  /** The round a screen works on by default: the next one while there is one, else the last. */
  const workingRound = computed(() => (allPaired.value ? Math.max(lastRound.value, 1) : lastRound.value + 1));
  const entryName = (id: string | null) => (id === null ? '' : entries.value.find((e) => e.id === id)?.name ?? id);

  return { eventId, event, settings, entries, rounds, sanctions, loading, load, lastRound, pendingProtests, missing, finished, allPaired, workingRound, entryName };
});
