/**
 * The JSON lines of `td wthor`, written straight as text: the archive's hot path. Building an object
 * per game for `JSON.stringify` cost a quarter of the command's time (issue 45), so each line is
 * assembled from its parts in the same key order, byte for byte what `JSON.stringify` of the object
 * wrote (test/cli/wthor-lines.test.ts compares them on every game of the fixture archive). Names and
 * tournaments are encoded once per id; free text (names, messages, paths) goes through
 * `JSON.stringify`, the rest is digits, booleans and the move letters (square names, nothing to escape).
 */
import type { WthorGame } from '../shared/games/othello/wthor';
import type { WthorCheck } from '../shared/games/othello/wthor-games';
import type { RuleError } from '../shared/games/types';
import type { Score } from '../shared/games/othello/types';

const score = (s: Score): string => `{"black":${s.black},"white":${s.white}}`;

/** `{"id":N}`, or `{"id":N,"name":...}` when a names file was read (null for an id it does not have), kept per id. */
function namedIds(list: string[] | null): (id: number) => string {
  const known = new Map<number, string>();
  return (id) => {
    let text = known.get(id);
    if (text === undefined) {
      text = list ? `{"id":${id},"name":${JSON.stringify(list[id] ?? null)}}` : `{"id":${id}}`;
      known.set(id, text);
    }
    return text;
  };
}

export interface WthorLines {
  /** A game's line; `file` is set when several files are read. */
  game(file: string | null, game: WthorGame, check: WthorCheck, error: RuleError | null): string;
  /** A game that could not be read; `file` as for `game`. */
  problem(file: string | null, game: number, message: string): string;
  /** A problem of a whole file (a .wtb or a names file): the file is always named. */
  fileProblem(file: string, message: string): string;
}

export function wthorLines(players: string[] | null, tournaments: string[] | null): WthorLines {
  const player = namedIds(players);
  const tournament = namedIds(tournaments);
  let lastFile: string | null = null;
  let fileField = '';
  const where = (file: string | null): string => {
    if (file === null) return '';
    if (file !== lastFile) {
      lastFile = file;
      fileField = `"file":${JSON.stringify(file)},`;
    }
    return fileField;
  };
  return {
    game: (file, game, check, error) =>
      `{${where(file)}"game":${game.index},"tournament":${tournament(game.tournament)},"players":{"black":${player(game.black)},"white":${player(game.white)}},`
      + `"transcript":"${check.transcript}","legal":${check.legal},"finished":${check.finished},"discs":${score(check.discs)},`
      + `"official":${check.official ? score(check.official) : 'null'},"recorded":${score(check.recorded)},"theoretical":${game.theoretical}`
      + `${error ? `,"error":${JSON.stringify(error)}` : ''}}`,
    problem: (file, game, message) => `{${where(file)}"game":${game},"error":{"message":${JSON.stringify(message)}}}`,
    fileProblem: (file, message) => `{"game":null,"file":${JSON.stringify(file)},"error":{"message":${JSON.stringify(message)}}}`,
  };
}
