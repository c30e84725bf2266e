/**
 * A server keeps the standings ready: once the file's changes stop for a moment, it computes the own standings
 * (standingsView: the event's order, as of the round shown by default) of each event a change named and of each
 * running event whose kept table is old, which keeps them in memory (tableCache.ts) and in the file
 * (storedTables.ts). The director's next standings, and the first standings of a server started later on the file,
 * are then a read instead of a computation (issue 45, part 5: a cold server's first computation for a 10,000-entry
 * event cost 90-150 ms of CPU after one round and about 300 after nine; reading the kept table 12-22).
 *
 * Why every running event, not only the one changed: a kept table is valid at one generation of the whole file
 * (migration 016), so any change makes every event's table old, and so do another process's change (a `td`
 * command) and a new build. A server just started looks for the same at once.
 *
 * Only servers run it (a host listening, backend.ts): a one-shot `td` command ends before any quiet moment.
 */
import { noticedEvent, type ChangeNotice } from '../../shared/api/contract';
import type { RunOnServices } from './context';
import { runningEventsWithOldTables } from './storedTables';
import { standingsView } from './tournamentTables';

/**
 * How long the file's changes must stop before standings are computed: a desk entering a round's results is
 * not interrupted between two of them, and a screen that asks at once after a result still computes them.
 */
export const KEEP_STANDINGS_DELAY_MS = 2_000;

/** Who the work is done for, in errors (it writes nothing the audit records): one event's standings. */
export const KEEP_STANDINGS_LABEL = 'standings kept at idle';

/**
 * The listener that keeps standings after changes, `sweep` for a server's start (nothing changed yet, but tables
 * may be old), and `stop` to drop what is waiting. Moves (`games`) change no standings.
 */
export function keepingStandings(
  run: RunOnServices,
  delayMs = KEEP_STANDINGS_DELAY_MS,
): { listener: (notice: ChangeNotice) => void; sweep: (waitMs?: number) => void; stop: () => void } {
  /** Events changes named since the last sweep began (any event: a finished one corrected too). */
  const named = new Set<number>();
  let queue: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const after = (ms: number, work: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(work, ms);
    timer.unref?.();
  };

  const keepNext = () => {
    const eventId = queue.shift();
    if (eventId === undefined) return;
    // A read: an event deleted meanwhile, or a database closed, is a failure as a value, and nothing is kept.
    run(KEEP_STANDINGS_LABEL, (ctx) => {
      if (ctx.events.get(eventId)) standingsView(ctx, eventId);
    }, { read: true });
    // One event a turn of the event loop: a request that comes meanwhile waits for one event's standings, not all.
    if (queue.length > 0) after(0, keepNext);
  };

  /** The file's generation at the last look for old tables. */
  let lookedAt: number | undefined;
  const begin = () => {
    const old = run('old standings listed at idle', (ctx) => runningEventsWithOldTables(ctx.db, lookedAt), { read: true });
    if (old.ok) lookedAt = old.data.generation;
    queue = [...new Set([...named, ...(old.ok ? old.data.events : [])])];
    named.clear();
    keepNext();
  };

  /**
   * A change, or a start: what was waiting is old again, and the work begins once changes stop for `waitMs` (a server's
   * start waits for none: no desk is entering anything yet, and a request that comes meanwhile waits for what it would
   * have computed itself).
   */
  const sweep = (waitMs = delayMs) => {
    for (const eventId of queue) named.add(eventId);
    queue = [];
    after(waitMs, begin);
  };

  const listener = (n: ChangeNotice) => {
    if (n.topic === 'games') return;
    const eventId = noticedEvent(n);
    if (eventId !== undefined) named.add(eventId);
    sweep(delayMs);
  };

  const stop = () => {
    clearTimeout(timer);
    queue = [];
    named.clear();
  };
  return { listener, sweep, stop };
}
