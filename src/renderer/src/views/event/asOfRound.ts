import { computed, ref, watch, type Ref } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import { errorText } from '../../feedback';
import { latestRead } from '../../latestRead';
import type { useTournament } from '../../stores/tournament';
import { useToasts } from '../../stores/toasts';

/**
 * A table as of a round (standings, cross table, rank table): the round in the address (`?round=N`),
 * else `fallback`, read again whenever the round picked or the event's rounds change (results from
 * anywhere recompute it). Rounds picked quickly show the last round asked for, whatever answers last
 * (latestRead); before any round is paired there is no table.
 */
export function useAsOfRound<T>(tournament: ReturnType<typeof useTournament>, fallback: () => number, read: (round: number) => Promise<T>) {
  const route = useRoute();
  const router = useRouter();
  const toasts = useToasts();
  const table = ref(null) as Ref<T | null>;
  const loading = ref(false);
  const asOf = computed({
    get: () => Number(route.query.round) || fallback(),
    set: (n: number) => void router.replace({ query: { ...route.query, round: String(n) } }),
  });
  const reads = latestRead();
  async function load() {
    if (!tournament.lastRound) {
      reads.supersede();
      table.value = null;
      loading.value = false;
      return;
    }
    loading.value = true;
    const latest = reads.begin();
    try {
      const answer = await read(Math.min(asOf.value, tournament.lastRound));
      if (latest()) table.value = answer;
    } finally {
      if (latest()) loading.value = false;
    }
  }
  watch([() => tournament.lastRound, asOf, () => tournament.rounds], () => void load().catch((err) => toasts.error(errorText(err))), { immediate: true });
  return { asOf, table, loading };
}
