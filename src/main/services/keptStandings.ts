/**
 * A server keeps each changed event's standings ready: once the event's changes stop for a moment, it computes
 * the event's own standings (standingsView: its order, as of the round shown by default), which keeps them in
 * memory (tableCache.ts) and in the file (storedTables.ts). The director's next standings, and the first
 * standings of a server started later on the file, are then a read instead of a computation (issue 45, part 5:
 * a cold server's first computation for a 10,000-entry event cost 90-150 ms of CPU after one round and about
 * 300 after nine; reading the kept table 12-22).
 *
 * Only servers run it (a host listening, backend.ts): a one-shot `td` command ends before any quiet moment.
 */
import { noticedEvent, type ChangeNotice } from '../../shared/api/contract';
import type { RunOnServices } from './context';
import { standingsView } from './tournamentTables';

/**
 * How long an event's changes must stop before its standings are computed: a desk entering a round's results
 * is not interrupted between two of them, and a screen that asks at once after a result still computes them.
 */
export const KEEP_STANDINGS_DELAY_MS = 2_000;

/** Who the work is done for, in errors (it writes nothing the audit records). */
export const KEEP_STANDINGS_LABEL = 'standings kept at idle';

/**
 * The listener that keeps standings after changes, and `stop` to drop what is waiting. Moves (`games`) change
 * no standings; another process's change (`external`) names no event, and is kept when someone asks.
 */
export function keepingStandings(run: RunOnServices, delayMs = KEEP_STANDINGS_DELAY_MS): { listener: (notice: ChangeNotice) => void; stop: () => void } {
  const due = new Map<number, ReturnType<typeof setTimeout>>();
  const keep = (eventId: number) => {
    due.delete(eventId);
    // A read: an event deleted meanwhile, or a database closed, is a failure as a value, and nothing is kept.
    run(KEEP_STANDINGS_LABEL, (ctx) => {
      if (ctx.events.get(eventId)) standingsView(ctx, eventId);
    }, { read: true });
  };
  const listener = (n: ChangeNotice) => {
    if (n.topic === 'games') return;
    const eventId = noticedEvent(n);
    if (eventId === undefined) return;
    clearTimeout(due.get(eventId));
    const timer = setTimeout(() => keep(eventId), delayMs);
    timer.unref?.();
    due.set(eventId, timer);
  };
  const stop = () => {
    for (const timer of due.values()) clearTimeout(timer);
    due.clear();
  };
  return { listener, stop };
}
