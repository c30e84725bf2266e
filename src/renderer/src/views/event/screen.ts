import { computed, onMounted, watch } from 'vue';
import type { ChangeNotice } from '../../../../shared/api/contract';
import { useLive } from '../../live';
import { useTournament } from '../../stores/tournament';
import { useToasts } from '../../stores/toasts';
import { errorText } from '../../feedback';

/**
 * What every event screen does: load the event (and the screen's own data) on opening and whenever
 * the backend announces a change to one of `topics` for this event, from any screen or device, and
 * when the link to the backend comes back.
 */
export function useEventScreen(id: () => string, topics: ChangeNotice['topic'][], extra: () => Promise<unknown> = async () => undefined) {
  const tournament = useTournament();
  const toasts = useToasts();
  const eventId = computed(() => Number(id()));
  async function refresh() {
    try {
      // The screen's own data often depends on the event's rounds: load those first.
      await tournament.load(eventId.value);
      await extra();
    } catch (err) {
      toasts.error(errorText(err));
    }
  }
  onMounted(refresh);
  watch(eventId, refresh);
  // The resync: a notice sent while the stream was down is never repeated, so a return reloads.
  useLive(
    topics,
    (notice) => {
      if (notice.eventId === undefined || notice.eventId === eventId.value || notice.topic === 'events' || notice.topic === 'players') void refresh();
    },
    () => void refresh(),
  );
  return { tournament, eventId, refresh };
}
