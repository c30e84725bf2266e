/**
 * The Dutch bench's floor for `td pair` (issue 45, part 6): a process that only reads the TRF named on its
 * command line and pairs its next round by the 2017 Dutch engine, without td's command line around it
 * (but with its tiering, src/main/tiering.ts). It prints the number of pairs, so that the work is not skipped.
 */
import { tierForOneShot } from '../../src/main/tiering';
import { readFileSync } from 'node:fs';
import { pairDutch } from '../../src/shared/tournament/pairing/dutch';
import { parseTrf } from '../../src/shared/tournament/trf/parse';
import { pairedRounds, roundInput } from '../../src/shared/tournament/trf/pairing';

tierForOneShot(); // as td pair
const parsed = parseTrf(readFileSync(process.argv[2]!, 'utf8'));
if (!parsed.ok) throw new Error(`${process.argv[2]}:${parsed.error.line}: ${parsed.error.message}`);
const result = pairDutch({ ...roundInput(parsed.trf, pairedRounds(parsed.trf) + 1), edition: '2017' });
if (!result.ok) throw new Error(result.error.message);
process.stdout.write(`${result.pairs.length}\n`);
