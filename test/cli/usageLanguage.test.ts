/**
 * Issue 44, English left in other languages: `td`'s usage errors come from the cli catalogue
 * (`cli.usageError.*`) in td's language (TD_LANG), like the rest of its human output. One mistyped call
 * per command, run in-process under TD_LANG=fr, must fail with the French words.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/command';
import { commands } from '../../src/cli/commands';
import { directorToken } from '../../src/cli/commands/serve';
import { tempDir } from '../support/tempdb';

async function usageError(name: string, argv: string[]): Promise<string> {
  const command = await commands.find((c) => c.name === name)!.load();
  try {
    await command.run(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error(`td ${name} ${argv.join(' ')} ran without a usage error`);
}

describe('td usage errors in French (TD_LANG=fr)', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TD_LANG;
    process.env.TD_LANG = 'fr';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TD_LANG;
    else process.env.TD_LANG = saved;
  });
  const db = () => ['--db', join(tempDir(), 'club.sqlite')];

  it.each([
    ['result', ['set', '--event', '1', '--round', '1', '--board', '1', '--score', '40/24'], '--score s\'écrit comme 40-24 (le score de a, puis celui de b), reçu « 40/24 »'],
    ['result', ['set', '--event', '1', '--winner', 'white'], '--winner doit être a, b ou draw (nulle), reçu « white »'],
    ['result', ['set', '--event', '1'], 'donnez --score a-b ou --winner a|b|draw'],
    ['result', ['fix'], 'commande result inconnue « fix » (set, correct, first-move)'],
    ['result', ['first-move', '--toss', 'c'], '--toss doit être a ou b, reçu « c »'],
    ['result', ['first-move', '--toss', 'a', '--chose', 'black'], '--chose doit être first ou second, reçu « black »'],
    ['result', ['first-move', '--hidden-disc', 'a', '--guess', 'red'], '--guess doit être black ou white, reçu « red »'],
    ['result', ['first-move', '--toss', 'a', '--draws', '5-5'], 'donnez une seule option parmi --toss, --choice, --draws ou --hidden-disc'],
    ['result', ['first-move'], 'donnez la décision : --toss a|b --chose first|second, --choice a|b --chose first|second, --draws 5-5,3-9, --first a|b ou --hidden-disc a|b --guess black|white --disc black|white --took colour|draw --black a|b'],
    ['import', ['csv'], 'importer quoi ? trf est le seul format'],
    ['import', ['trf'], 'donnez exactement un fichier TRF (ou - pour l\'entrée standard)'],
    ['serve', ['extra'], 'argument inattendu « extra » (avec npm : npm run serve -- --host H)'],
    ['serve', ['--port', '70000'], '--port doit être entre 0 et 65535, reçu « 70000 »'],
    ['event', ['add-player', '--event', '1'], 'add-player demande --player ID ou --name NOM'],
    ['events', ['show'], 'sous-commande events inconnue « show » ; utilisez list, create, add-section, sections, split, move, undo-section, check-in ou pair-section (td event fait le reste)'],
    ['perft', ['deep'], 'la profondeur doit être un nombre entier de 0 à 20'],
    ['replay', ['chess'], 'le jeu doit être l\'un de '],
    ['backup', ['restore'], 'backup restore demande le nom d\'une sauvegarde (voir td backup list) ou un fichier'],
    ['ratings', ['--player', '1'], '--player demande --game'],
    ['players', ['add', '--name', 'Ann', '--birth-year', 'old'], '--birth-year doit être un nombre, reçu « old »'],
    ['players', ['import'], 'players import demande un fichier CSV (ou - pour l\'entrée standard)'],
    ['players', ['undo-import', 'x'], 'players undo-import demande le numéro de journal que l\'import a affiché'],
    ['pair', ['--system', 'swiss', 'x.trf'], '--system doit être dutch (FIDE) ou papp (Othello, PAPP 1.37.1)'],
    ['pair', ['--system', 'dutch'], 'un seul fichier TRF attendu'],
    ['team', ['import-season'], 'td team import-season FICHIER'],
    ['wthor', [], 'donnez un ou plusieurs fichiers ou dossiers .wtb'],
    ['pdf', [], 'quel document ? l\'un de '],
  ] as Array<[string, string[], string]>)('td %s %j', async (name, argv, french) => {
    const needsDb = ['event', 'ratings', 'players', 'team', 'backup'].includes(name);
    expect(await usageError(name, needsDb ? [...argv, ...db()] : argv)).toContain(french);
  });

  it('td wthor: a folder without a .wtb file is named in French', async () => {
    const empty = tempDir();
    expect(await usageError('wthor', [empty])).toBe(`aucun fichier .wtb dans le dossier ${empty}`);
  });

  it('td players import: a file that is not UTF-8 says so in French (readUtf8)', async () => {
    const file = join(tempDir(), 'latin1.csv');
    writeFileSync(file, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9, 0x0a]));
    expect(await usageError('players', ['import', file, ...db()])).toContain('n\'est pas un texte UTF-8');
  });

  it('td serve: a weak TD_DIRECTOR_TOKEN is refused in French (too short, white space)', () => {
    expect(() => directorToken('0.0.0.0', false, { TD_DIRECTOR_TOKEN: 'abc' })).toThrow('TD_DIRECTOR_TOKEN fait 3 caractères ; un jeton d\'arbitre en demande au moins 22');
    expect(() => directorToken('0.0.0.0', false, { TD_DIRECTOR_TOKEN: 'a token with spaces in it' })).toThrow('TD_DIRECTOR_TOKEN contient une espace');
  });
});
