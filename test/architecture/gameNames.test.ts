/**
 * Issue 19, done when: at most three generic code files (the registries of the shared, renderer and PDF
 * layers) name any one game. A file names a game when its code (comments aside) holds the id as a string,
 * as an object key, or imports from the game's folder. Message catalogues and other non-code files are
 * not counted; neither are a game's own folders nor the features of one game that live outside them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/shared/games/registry';
import { ROOT, sourceFiles } from './imports';

/** Code that belongs to one game although it lives outside its folders: Othello's WThor archive and perft. */
const ONE_GAME_FEATURES: Record<string, string> = {
  'src/main/export/wthor.ts': 'othello',
  'src/cli/commands/wthor.ts': 'othello',
  'src/cli/wthor-lines.ts': 'othello',
  'src/cli/commands/perft.ts': 'othello',
};
/**
 * Migrations 001 and 002 as they shipped (migrations never change; 009 drops their CHECKs on game ids), and
 * 010, which freezes each game's default tie-break order as it stood then, so that no later default reaches an
 * event already in a database (issue 37 part 2): a literal per game is its point.
 */
const SHIPPED = ['src/main/db/migrations/001-players-events.ts', 'src/main/db/migrations/002-games-actions-audit.ts', 'src/main/db/migrations/010-pin-event-rules.ts'];

const gameFolder = (file: string) => GAME_IDS.some((g) => file.startsWith(`src/shared/games/${g}/`) || file.startsWith(`src/renderer/src/boards/${g}/`)
  || file.startsWith(`src/main/pdf/records/${g}.`) || file.startsWith(`src/main/pdf/scoresheets/${g}.`));

/** The code of a file without its comments (line and block), strings kept. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

export function namesGame(text: string, game: string): boolean {
  const c = code(text);
  const id = game.replace(/-/g, '\\-');
  return new RegExp(`['"\`]${id}['"\`]|(^|[\\s{,])${id}\\s*:|['"][^'"]*/${id}(/[^'"]*)?['"]`, 'm').test(c);
}

describe('game ids in generic code (issue 19)', () => {
  it('recognises a game named as a string, a key or an import, not in a comment or a longer word', () => {
    expect(namesGame("if (game === 'onino') x();", 'onino')).toBe(true);
    expect(namesGame('const t = { onino: 1 };', 'onino')).toBe(true);
    expect(namesGame("import { rules } from '../games/onino';", 'onino')).toBe(true);
    expect(namesGame("import { rules } from './onino/descriptor';", 'onino')).toBe(true);
    expect(namesGame('// onino: comment\n/* \'onino\' */ const oninoRanking = 1;', 'onino')).toBe(false);
  });

  it('at most three generic files name any one game: the registries', () => {
    const generic = sourceFiles('src').filter((f) => !gameFolder(f) && !SHIPPED.includes(f));
    const texts = new Map(generic.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
    const naming: Record<string, string[]> = {};
    for (const game of GAME_IDS) {
      naming[game] = generic.filter((f) => ONE_GAME_FEATURES[f] !== game && namesGame(texts.get(f)!, game));
    }
    expect(Object.fromEntries(GAME_IDS.map((g) => [g, naming[g]!.length <= 3 ? 'ok' : naming[g]]))).toEqual(Object.fromEntries(GAME_IDS.map((g) => [g, 'ok'])));
  });
});
