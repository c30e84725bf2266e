import { parseArgs } from 'node:util';
import { PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, readNames, readWtb, type WthorProblem } from '../../shared/games/othello/wthor';
import { checkWthorGame } from '../../shared/games/othello/wthor-games';
import type { RuleError } from '../../shared/games/types';
import { print, readBinary, UsageError, type Command } from '../command';

/**
 * `td wthor <file.wtb> [--jou WTHOR.JOU] [--trn WTHOR.TRN]`: one JSON line per game of a WThor archive,
 * replayed by the Othello engine. Problems are lines with an `error` field (see docs/othello.md).
 * Exit 0: every game read, legal, and every finished game scores as recorded; 2: any problem; 1: usage.
 */
export const wthor: Command = {
  name: 'wthor',
  usage: 'td wthor <file.wtb> [--jou WTHOR.JOU] [--trn WTHOR.TRN]',
  summary: 'replay a WThor archive: one JSON line per game (exit 2 if any game or the file has a problem)',
  run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { jou: { type: 'string' }, trn: { type: 'string' }, json: { type: 'boolean' } },
    });
    if (positionals.length !== 1) throw new UsageError('give exactly one .wtb file');
    const file = readWtb(readBinary(positionals[0]));
    const fileProblems: (WthorProblem & { file?: string })[] = [];
    const names = (path: string | undefined, size: number): string[] | null => {
      if (!path) return null;
      const read = readNames(readBinary(path), size);
      fileProblems.push(...read.problems.map((p) => ({ ...p, file: path })));
      return read.names;
    };
    const players = names(values.jou, PLAYER_NAME_SIZE);
    const tournaments = names(values.trn, TOURNAMENT_NAME_SIZE);
    const named = (list: string[] | null, id: number) => (list ? { id, name: list[id] ?? null } : { id });

    // one line per game position, the readable games and the unreadable ones in file order
    const lines = new Map<number, Record<string, unknown>>();
    let problems = 0;
    for (const game of file.games) {
      const check = checkWthorGame(game);
      const { scoreMatches, error, ...rest } = check;
      let err: RuleError | null = error;
      if (scoreMatches === false) {
        err = { rule: 'R-OTH-3', message: `recorded score ${check.recorded.black}-${check.recorded.white} differs from the official count ${check.official!.black}-${check.official!.white}` };
      }
      if (err) problems++;
      lines.set(game.index, {
        game: game.index,
        tournament: named(tournaments, game.tournament),
        players: { black: named(players, game.black), white: named(players, game.white) },
        ...rest,
        theoretical: game.theoretical,
        ...(err ? { error: err } : {}),
      });
    }
    for (const p of file.problems) {
      problems++;
      if (p.game !== null) lines.set(p.game, { game: p.game, error: { message: p.message } });
    }
    for (const index of [...lines.keys()].sort((a, b) => a - b)) print(lines.get(index));
    for (const p of [...file.problems.filter((p) => p.game === null), ...fileProblems]) {
      print({ game: null, ...('file' in p ? { file: p.file } : {}), error: { message: p.message } });
    }
    problems += fileProblems.length;
    process.stderr.write(`td wthor: ${file.games.length} games read, ${problems} problem${problems === 1 ? '' : 's'}\n`);
    return problems > 0 ? 2 : 0;
  },
};
