import { parseArgs } from 'node:util';
import { UsageError, readInput, type Command } from '../command';
import { pairDutch, type DutchPair } from '../../shared/tournament/pairing';
import { pairedRounds, parseTrf, recordedPairing, roundInput, type Trf } from '../../shared/tournament/trf';

const key = (p: DutchPair): string => `${p.white} ${p.black}`;

/** JaVaFo output: the number of pairs (the bye counts as one), then `white black`, the bye `N 0`. */
function javafoLines(pairs: DutchPair[], bye: number | null): string[] {
  const lines = pairs.map(key);
  if (bye !== null) lines.push(`${bye} 0`);
  return [String(lines.length), ...lines];
}

function check(trf: Trf): number {
  const rounds = pairedRounds(trf);
  let differing = 0;
  for (let round = 1; round <= rounds; round++) {
    const result = pairDutch(roundInput(trf, round));
    if (!result.ok) {
      process.stdout.write(`round ${round}: ${result.error.message}\n`);
      differing++;
      continue;
    }
    const recorded = recordedPairing(trf, round);
    const mine = new Set(result.pairs.map(key));
    const theirs = new Set(recorded.pairs.map(key));
    const missing = [...theirs].filter((p) => !mine.has(p));
    const extra = [...mine].filter((p) => !theirs.has(p));
    if (missing.length > 0 || extra.length > 0 || recorded.bye !== result.bye) {
      differing++;
      process.stdout.write(
        `round ${round}: differs\n  file:   ${[...recorded.pairs.map(key), `bye ${recorded.bye ?? '-'}`].join(', ')}\n` +
          `  engine: ${[...result.pairs.map(key), `bye ${result.bye ?? '-'}`].join(', ')}\n`,
      );
    } else process.stdout.write(`round ${round}: same\n`);
  }
  process.stdout.write(`${rounds - differing} of ${rounds} rounds agree\n`);
  return differing > 0 ? 2 : 0;
}

export const pair: Command = {
  run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { system: { type: 'string' }, check: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (values.system !== 'dutch') throw new UsageError('--system dutch is the only system available');
    if (positionals.length !== 1) throw new UsageError('expected exactly one TRF file');
    const parsed = parseTrf(readInput(positionals[0]));
    if (!parsed.ok) {
      const { line, column, message } = parsed.error;
      process.stderr.write(`td pair: ${positionals[0]}:${line}:${column}: ${message}\n`);
      return 2;
    }
    if (values.check) return check(parsed.trf);
    const round = pairedRounds(parsed.trf) + 1;
    if (parsed.trf.totalRounds !== null && round > parsed.trf.totalRounds) {
      process.stderr.write(`td pair: all ${parsed.trf.totalRounds} rounds (XXR) are already paired\n`);
      return 2;
    }
    const result = pairDutch(roundInput(parsed.trf, round));
    if (!result.ok) {
      process.stderr.write(`td pair: round ${round}: ${result.error.message}\n`);
      return 2;
    }
    process.stdout.write(javafoLines(result.pairs, result.bye).join('\n') + '\n');
    return 0;
  },
};
