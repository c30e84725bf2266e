import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, readNames, readWtb, type WthorProblem } from '../../shared/games/othello/wthor';
import { checkWthorGame } from '../../shared/games/othello/wthor-games';
import type { RuleError } from '../../shared/games/types';
import { bufferedLines, readBinary, UsageError, type Command } from '../command';
import { wthorLines } from '../wthor-lines';
import { t } from '../language';

/** The .wtb files named on the command line, a folder standing for every .wtb in it (sorted by name). */
function archiveFiles(paths: string[]): { files: string[]; folder: string | null } {
  const files: string[] = [];
  let folder: string | null = null;
  for (const path of paths) {
    if (path !== '-' && existsSync(path) && statSync(path).isDirectory()) {
      const found = readdirSync(path).filter((f) => f.toLowerCase().endsWith('.wtb')).sort();
      if (found.length === 0) throw new UsageError(t('usageError.noWtb', { path }));
      files.push(...found.map((f) => join(path, f)));
      folder ??= path;
    } else {
      files.push(path);
    }
  }
  return { files, folder };
}

/** A names file given by its flag, else the archive's own WTHOR.JOU / WTHOR.TRN in the first folder given. */
function namesFile(flag: string | undefined, folder: string | null, name: string): string | undefined {
  if (flag || !folder) return flag;
  const own = join(folder, name);
  return existsSync(own) ? own : undefined;
}

/**
 * `td wthor <file.wtb|folder>... [--jou WTHOR.JOU] [--trn WTHOR.TRN]`: one JSON line per game of WThor
 * archives, replayed by the Othello engine in one process. Problems are lines with an `error` field
 * (see docs/othello.md). With more than one file every line names its `file`.
 * Exit 0: every game read, legal, and every finished game scores as recorded; 2: any problem; 1: usage.
 */
export const wthor: Command = {
  run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { jou: { type: 'string' }, trn: { type: 'string' }, json: { type: 'boolean' } },
    });
    if (positionals.length === 0) throw new UsageError(t('usageError.wtbFiles'));
    const { files, folder } = archiveFiles(positionals);
    const several = files.length > 1;
    const fileProblems: (WthorProblem & { file?: string })[] = [];
    const names = (path: string | undefined, size: number): string[] | null => {
      if (!path) return null;
      const read = readNames(readBinary(path), size);
      fileProblems.push(...read.problems.map((p) => ({ ...p, file: path })));
      return read.names;
    };
    const players = names(namesFile(values.jou, folder, 'WTHOR.JOU'), PLAYER_NAME_SIZE);
    const tournaments = names(namesFile(values.trn, folder, 'WTHOR.TRN'), TOURNAMENT_NAME_SIZE);
    const lines = wthorLines(players, tournaments);
    const out = bufferedLines();

    let games = 0;
    let problems = 0;
    // A file that cannot be opened ends the command (exit 1): the lines of the files before it still go out.
    try {
      for (const path of files) {
        const file = readWtb(readBinary(path));
        const where = several ? path : null;
        games += file.games.length;
        // One line per game position, the readable games and the unreadable ones in file order: readWtb
        // gives the games in order, so only a file with unreadable games needs its lines sorted.
        const unreadable = file.problems.filter((p) => p.game !== null);
        problems += file.problems.length;
        const byIndex = unreadable.length === 0 ? null : new Map<number, string>();
        for (const game of file.games) {
          const check = checkWthorGame(game);
          let err: RuleError | null = check.error;
          if (check.scoreMatches === false) {
            err = { rule: 'R-OTH-3', message: `recorded score ${check.recorded.black}-${check.recorded.white} differs from the official count ${check.official!.black}-${check.official!.white}` };
          }
          if (err) problems++;
          if (byIndex) byIndex.set(game.index, lines.game(where, game, check, err));
          else out.line(lines.game(where, game, check, err));
        }
        if (byIndex) {
          for (const p of unreadable) byIndex.set(p.game!, lines.problem(where, p.game!, p.message));
          for (const index of [...byIndex.keys()].sort((a, b) => a - b)) out.line(byIndex.get(index)!);
        }
        for (const p of file.problems.filter((p) => p.game === null)) out.line(lines.fileProblem(path, p.message));
      }
      for (const p of fileProblems) out.line(lines.fileProblem(p.file!, p.message));
    } finally {
      out.flush();
    }
    problems += fileProblems.length;
    const read = several ? t('wthor.readFiles', { count: games, files: files.length }) : t('wthor.read', { count: games });
    process.stderr.write(`td wthor: ${read}, ${t('wthor.problems', { count: problems })}\n`);
    return problems > 0 ? 2 : 0;
  },
};
