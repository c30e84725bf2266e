import { parseArgs } from 'node:util';
import { perft as countPerft } from '../../shared/games/othello/perft';
import { print, UsageError, type Command } from '../command';
import { t } from '../language';

/** `td perft <depth>`: Othello perft from the start position (RULINGS R-OTH-4). */
export const perft: Command = {
  run(argv) {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { json: { type: 'boolean' } } });
    const [text, extra] = positionals;
    const depth = Number(text);
    if (text === undefined || extra !== undefined || !/^\d+$/.test(text) || depth > 20) {
      throw new UsageError(t('usageError.depth'));
    }
    const start = performance.now();
    const nodes = countPerft(depth);
    const ms = Math.round(performance.now() - start);
    print(values.json ? { depth, nodes, ms } : String(nodes));
    return 0;
  },
};
