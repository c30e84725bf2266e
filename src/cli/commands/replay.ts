import { parseArgs } from 'node:util';
import { gameIds, gameRules, isGameId } from '../../shared/games/registry';
import { replayText } from '../../shared/games/replay';
import { parseOpts, print, readInput, UsageError, type Command } from '../command';
import { t } from '../language';

export const replay: Command = {
  run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      // --json is accepted for the sake of every td command: the report is JSON either way.
      options: { opt: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } },
    });
    const [game, file] = positionals;
    if (!game || !isGameId(game)) throw new UsageError(t('usageError.game', { games: gameIds().join(', ') }));
    const result = replayText(gameRules(game), readInput(file), parseOpts(values.opt));
    if (!result.ok) {
      const { ply, rule, message } = result.error;
      print({ error: { ply: ply ?? 0, rule, message } });
      return 2;
    }
    print(result.report);
    return 0;
  },
};
