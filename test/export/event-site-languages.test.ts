/**
 * An individual event's website in the event's print language (issue 44: "the event website's own
 * words" were English in every language): the pages' words come from the site catalogue
 * (`site.event.*`) and the paper's (criteria, editions, byes); English when no print language is set.
 */
import { describe, expect, it } from 'vitest';
import { createContext } from '../../src/main/services/context';
import { siteFiles } from '../../src/main/services/site';
import type { Backend } from '../../src/main/services/backend';
import { must, playRoundOne, tempBackend } from '../support/tempdb';

function roundRobin(backend: Backend): number {
  const { id } = must<{ id: number }>(backend, 'tournaments.create', { name: 'Open d’hiver', game: 'othello', format: 'round-robin', settings: {} });
  playRoundOne(backend, id, ['Ana', 'Bao', 'Cyd', 'Dee']);
  return id;
}

const pages = (files: Map<string, string>) => [...files.entries()].filter(([p]) => p.endsWith('.html')).map(([, html]) => html).join('\n');

/** The English words of the pages' frame and tables (each one a test of the old pages, which had them in every language). */
const ENGLISH = ['>Round 1<', 'Pairings and results', 'Standings after round', '>Cross-table<', 'recorded games', 'Pairing number', '<th>Opponent</th>', '>Name<', 'After round'];

describe("an event's website in four languages (issue 44)", () => {
  it('English by default: the words the pages had', () => {
    const { backend, db } = tempBackend();
    const files = siteFiles(createContext(db, () => {}), roundRobin(backend));
    const all = pages(files);
    expect(files.get('index.html')).toContain('<html lang="en">');
    for (const en of ENGLISH) expect(all).toContain(en);
  });

  for (const [lang, words] of [
    ['fr', ['Appariements et résultats', 'Classement après la ronde 1', '>Grille américaine<', "Numéro d'appariement", '<th>Adversaire</th>', 'Othello, toutes rondes']],
    ['es', ['Emparejamientos y resultados', 'Clasificación tras la ronda 1', '>Tabla cruzada<', 'Número de emparejamiento', '<th>Rival</th>', 'Othello, todos contra todos']],
    ['ja', ['組み合わせと結果', '第1ラウンド終了時の順位表', '>対戦表<', '組み合わせ番号', '<th>対戦相手</th>', '総当たり']],
  ] as const) {
    it(`${lang}: the event's print language words every page, and no English word of the pages is left`, () => {
      const { backend, db } = tempBackend();
      const eventId = roundRobin(backend);
      must(backend, 'eventSettings.update', { eventId, printLanguage: lang });
      const files = siteFiles(createContext(db, () => {}), eventId);
      const all = pages(files);
      expect(files.get('index.html')).toContain(`<html lang="${lang}">`);
      for (const w of words) expect(all).toContain(w.replace("'", '&#39;'));
      for (const en of ENGLISH) expect(all).not.toContain(en);
    });
  }
});
