/**
 * A process that opens a club file, writes one row and closes it, `count` times, as a `td` command does
 * (test/safety/database-files.test.ts runs two at once on one file).
 * Usage: tsx open-and-write.ts <file> <name prefix> <count>
 */
import { openDatabase } from '../../src/main/db/connection';

const [file, prefix, count] = process.argv.slice(2) as [string, string, string];
for (let i = 0; i < Number(count); i++) {
  const db = openDatabase({ file });
  db.prepare('INSERT INTO players (name) VALUES (?)').run(`${prefix}${i}`);
  db.close();
}
