/**
 * Issue 45 part 3: `td wthor` writes its lines as text instead of `JSON.stringify` of an object per
 * game. The text must stay byte for byte what the object gave: compared here on every game of the
 * fixture archive (with and without names files, with and without the file field) and on every kind
 * of error line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wthorLines } from '../../src/cli/wthor-lines';
import { PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, readNames, readWtb, type WthorGame } from '../../src/shared/games/othello/wthor';
import { checkWthorGame } from '../../src/shared/games/othello/wthor-games';
import type { RuleError } from '../../src/shared/games/types';
import { fixture } from '../support/paths';

const bytes = (path: string) => new Uint8Array(readFileSync(path));
const archive = fixture('wthor');
const wtbs = readdirSync(archive).filter((f) => f.endsWith('.wtb')).sort().map((f) => join(archive, f));
const players = readNames(bytes(join(archive, 'WTHOR.JOU')), PLAYER_NAME_SIZE).names;
const tournaments = readNames(bytes(join(archive, 'WTHOR.TRN')), TOURNAMENT_NAME_SIZE).names;

/** The line as the command built it before issue 45: an object given to JSON.stringify. */
function objectLine(file: string | null, names: { players: string[] | null; tournaments: string[] | null }, game: WthorGame): { line: string; error: RuleError | null } {
  const named = (list: string[] | null, id: number) => (list ? { id, name: list[id] ?? null } : { id });
  const check = checkWthorGame(game);
  const { scoreMatches, error, ...rest } = check;
  let err: RuleError | null = error;
  if (scoreMatches === false) {
    err = { rule: 'R-OTH-3', message: `recorded score ${check.recorded.black}-${check.recorded.white} differs from the official count ${check.official!.black}-${check.official!.white}` };
  }
  const line = JSON.stringify({
    ...(file ? { file } : {}),
    game: game.index,
    tournament: named(names.tournaments, game.tournament),
    players: { black: named(names.players, game.black), white: named(names.players, game.white) },
    ...rest,
    theoretical: game.theoretical,
    ...(err ? { error: err } : {}),
  });
  return { line, error: err };
}

function compare(file: string | null, names: { players: string[] | null; tournaments: string[] | null }, games: WthorGame[]): number {
  const lines = wthorLines(names.players, names.tournaments);
  let errors = 0;
  for (const game of games) {
    const old = objectLine(file, names, game);
    if (old.error) errors++;
    expect(lines.game(file, game, checkWthorGame(game), old.error)).toBe(old.line);
  }
  return errors;
}

describe('td wthor lines written as text (issue 45)', () => {
  it('are byte for byte the JSON of the old object on every game of the fixture archive, names or not, file or not', () => {
    let games = 0;
    for (const path of wtbs) {
      const file = readWtb(bytes(path));
      games += file.games.length;
      compare(path, { players, tournaments }, file.games);
      compare(null, { players, tournaments }, file.games);
      compare(path, { players: null, tournaments: null }, file.games);
      compare(null, { players: ['only one'], tournaments: null }, file.games); // ids beyond the list: name null
    }
    expect(games).toBeGreaterThan(2000);
  });

  it('are the same on error lines: an illegal move, a recorded score that differs, an unfinished game, odd names', () => {
    const [sample] = readWtb(bytes(wtbs[0]!)).games;
    const games: WthorGame[] = [
      { ...sample!, index: 1, moves: [sample!.moves[0]!, sample!.moves[0]!] }, // the same square twice: illegal
      { ...sample!, index: 2, score: (sample!.score + 7) % 65 }, // differs from the official count
      { ...sample!, index: 3, moves: sample!.moves.slice(0, 20) }, // not finished: official null
      { ...sample!, index: 4, moves: [] },
      { ...sample!, index: 5, moves: [0] }, // a1 is never a first move
    ];
    const odd = ['Zoë "the wall" \\ Ångström', 'Line\nbreak', '日本 オセロ', '\u0001control'];
    const errors = compare('dir/"quoted" file.wtb', { players: odd, tournaments: odd }, games.map((g) => ({ ...g, black: 0, white: 2, tournament: 3 })));
    expect(errors).toBeGreaterThanOrEqual(3);
  });

  it('write problem lines as the old objects did, for a game and for a whole file', () => {
    const lines = wthorLines(null, null);
    const message = 'game 7: 3 bytes missing "at the end"';
    expect(lines.problem('a.wtb', 7, message)).toBe(JSON.stringify({ file: 'a.wtb', game: 7, error: { message } }));
    expect(lines.problem(null, 7, message)).toBe(JSON.stringify({ game: 7, error: { message } }));
    expect(lines.fileProblem('WTHOR.JOU', message)).toBe(JSON.stringify({ game: null, file: 'WTHOR.JOU', error: { message } }));
  });
});
