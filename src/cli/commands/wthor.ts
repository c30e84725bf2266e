import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, readNames, readWtbGame, readWtbLayout, type WthorProblem } from '../../shared/games/othello/wthor';
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
        const bytes = readBinary(path);
        const file = readWtbLayout(bytes);
        const where = several ? path : null;
        problems += file.problems.length;
        // Game by game, in file order, each let go once its line is out: a file's games kept until its end
        // survived the young collections and grew the heap to its largest young generation (issue 45, part 3).
        for (let i = 0; i < file.complete; i++) {
          const game = readWtbGame(bytes, i);
          if ('message' in game) {
            problems++;
            out.line(lines.problem(where, game.game!, game.message));
            continue;
          }
          games++;
          const check = checkWthorGame(game);
          let err: RuleError | null = check.error;
          if (check.scoreMatches === false) {
            err = { rule: 'R-OTH-3', message: `recorded score ${check.recorded.black}-${check.recorded.white} differs from the official count ${check.official!.black}-${check.official!.white}` };
          }
          if (err) problems++;
          out.line(lines.game(where, game, check, err));
        }
        // A truncated tail is numbered after the complete games; then the problems of the file as a whole.
        for (const p of file.problems) if (p.game !== null) out.line(lines.problem(where, p.game, p.message));
        for (const p of file.problems) if (p.game === null) out.line(lines.fileProblem(path, p.message));
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
