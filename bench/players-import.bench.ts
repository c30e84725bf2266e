/**
 * Issue 21: a federation rating list against a club of 20,000 members on a real SQLite file: the
 * dry run (the preview) and the import that updates every member by federation id or by name and
 * club, with one rating column per game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/main/db/connection';
import { createBackend } from '../src/main/services/backend';
import { timeMs, type Bench } from './harness';

const N = 20_000;

const bench: Bench = (report) => {
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-'));
  try {
    const backend = createBackend(openDatabase({ file: join(dir, 'bench.sqlite') }));
    const roll = ['name,club,rating', ...Array.from({ length: N }, (_, i) => `Członek ${i},Klub ${i % 97},${1200 + (i % 900)}`)].join('\n');
    const first = backend.call('players.importCsv', { csv: roll });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    // Half the list carries federation ids the club does not have yet (matched by name and club).
    const list = ['fed_id,name,club,rating_othello,rating_onino', ...Array.from({ length: N }, (_, i) => `F-${i},Członek ${i},Klub ${i % 97},${1500 + (i % 700)},${i % 2 ? '' : 1400 + (i % 500)}`)].join('\n');
    const run = (dryRun: boolean) => {
      const r = backend.call('players.importCsv', { csv: list, dryRun });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
    };
    report.figure(`dry run of a ${N}-row rating list against ${N} members`, timeMs(() => run(true)), 'ms');
    report.figure(`import of the same list (${N} updates)`, timeMs(() => run(false)), 'ms');
    report.figure('the same list again (all left alone, matched by federation id)', timeMs(() => void backend.call('players.importCsv', { csv: list, dryRun: true })), 'ms');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
