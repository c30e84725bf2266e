/**
 * Changes other processes make to the same database file (`td result …` while `td serve` runs, a second
 * server, the desktop app): SQLite's `data_version` moves only when another connection commits, so a
 * cheap poll notices them. Each is announced as one id-less notice per topic, marked `external`, and
 * every open screen reads again (docs/architecture.md, "Live screens").
 */
import type { ChangeNotice } from '../../shared/api/contract';
import type { Db } from '../db/types';

/** How often the file is asked (a pragma read, microseconds): a change reaches the screens within this. */
export const OTHER_WRITERS_POLL_MS = 1000;

const TOPICS: readonly ChangeNotice['topic'][] = ['players', 'events', 'registrations', 'rounds', 'games', 'results'];

/** Starts watching; returns the function that stops it. The timer never keeps the process alive. */
export function watchOtherWriters(db: Db, announce: (notice: ChangeNotice) => void, everyMs = OTHER_WRITERS_POLL_MS): () => void {
  const version = () => db.pragma('data_version', { simple: true }) as number;
  let seen = version();
  const timer = setInterval(() => {
    if (!db.open) return clearInterval(timer);
    let now: number;
    try {
      now = version();
    } catch {
      return; // busy or closing: ask again next time
    }
    if (now === seen) return;
    seen = now;
    for (const topic of TOPICS) announce({ topic, external: true });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
