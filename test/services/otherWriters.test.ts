import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import type { ChangeNotice } from '../../src/shared/api/contract';
import { must, tempBackend } from '../support/tempdb';

/** Waits up to `ms` for `ready`, polling; the other writer's change must arrive within the watch's period. */
async function until(ready: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (ready()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return ready();
}

describe('changes made through another process reach open screens (issue 44 major 3)', () => {
  it('a player added through a second connection to the same file is announced to the first host\'s listeners', async () => {
    const { backend, file } = tempBackend();
    const heard: ChangeNotice[] = [];
    const stop = backend.subscribe((n) => heard.push(n));
    const other = createBackend(openDatabase({ file })); // as `td players add` would: its own connection
    try {
      must(other, 'players.create', { name: 'Grace Obi' });
      expect(await until(() => heard.length > 0, 4000)).toBe(true);
      expect(heard.map((n) => n.topic).sort()).toEqual(['events', 'games', 'players', 'registrations', 'results', 'rounds']);
      expect(heard.every((n) => n.external === true && n.id === undefined && n.eventId === undefined)).toBe(true);
    } finally {
      stop();
      other.db.close();
    }
  });

  it('the host\'s own changes are announced once, as before, not again as another process\'s', async () => {
    const { backend } = tempBackend();
    const heard: ChangeNotice[] = [];
    const stop = backend.subscribe((n) => heard.push(n));
    try {
      must(backend, 'players.create', { name: 'Ada Lovelace' });
      await new Promise((r) => setTimeout(r, 1500));
      expect(heard.filter((n) => n.external)).toEqual([]);
      expect(heard.filter((n) => n.topic === 'players')).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
