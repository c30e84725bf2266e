/**
 * The league website in the event's print language (issue 43): every word of the team pages comes
 * from the site catalogue (`site.team.*`, `site.nav.*`); English when no print language is set. A
 * withdrawn team's row carries its note in the same language.
 */
import { describe, expect, it } from 'vitest';
import { createContext } from '../../src/main/services/context';
import { siteFiles } from '../../src/main/services/site';
import type { Backend } from '../../src/main/services/backend';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

function league(backend: Backend): number {
  const eventId = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Ligue d’hiver', game: 'othello', format: 'league', boards: 1 }).eventId;
  for (const t of ['Lyon', 'Nice', 'Metz']) {
    must(backend, 'teams.addTeam', { eventId, name: t, club: t });
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [must<{ id: number }>(backend, 'players.create', { name: `${t} Un`, club: t }).id] });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-10', '2026-01-17', '2026-01-24', '2026-01-31', '2026-02-07', '2026-02-14'] });
  const f = must<TeamEventView>(backend, 'teams.get', { eventId }).fixtures.find((x) => x.round === 1 && !x.postponed)!;
  must(backend, 'teams.setResults', { eventId, fixture: f.id, playedOn: f.date, defaultLineups: true, boards: [{ board: 1, result: { winner: 'a', score: { a: 40, b: 24 } } }] });
  must(backend, 'league.withdrawTeam', { eventId, team: f.awayName, date: '2026-01-12', reason: 'salle fermée' });
  return eventId;
}

describe('the league website in four languages (issue 43)', () => {
  it('English by default: the words the pages had, and a withdrawn team noted', () => {
    const { backend, db } = tempBackend();
    const eventId = league(backend);
    const files = siteFiles(createContext(db, () => {}), eventId);
    expect(files.get('index.html')).toContain('<html lang="en">');
    expect(files.get('index.html')).toContain('<h2 id="rounds">Fixtures</h2>');
    expect(files.get('index.html')).toContain('othello, team league · 1 board');
    expect(files.get('standings.html')).toContain('<title>Team standings · Ligue d’hiver</title>');
    expect(files.get('standings.html')).toContain('withdrew on 2026-01-12: results voided');
    expect(files.get('players.html')).toContain('<th>Player</th>');
  });

  for (const [lang, words] of [
    ['fr', ['<h2 id="rounds">Calendrier</h2>', '>Classement</a>', 'Classement des équipes', 'retirée le 2026-01-12 : résultats annulés', '<th>Joueur</th>', 'othello, championnat par équipes · 1 échiquier']],
    ['es', ['<h2 id="rounds">Calendario</h2>', '>Clasificación</a>', 'Clasificación por equipos', 'se retiró el 2026-01-12: resultados anulados', '<th>Jugador</th>', 'othello, liga por equipos · 1 tablero']],
    ['ja', ['<h2 id="rounds">日程</h2>', '>順位表</a>', 'チーム順位表', '2026-01-12に撤退：結果は無効', '<th>選手</th>', 'othello、チームリーグ · 1ボード']],
  ] as const) {
    it(`${lang}: the event's print language words every page`, () => {
      const { backend, db } = tempBackend();
      const eventId = league(backend);
      must(backend, 'eventSettings.update', { eventId, printLanguage: lang });
      const files = siteFiles(createContext(db, () => {}), eventId);
      const all = [...files.entries()].filter(([p]) => p.endsWith('.html')).map(([, html]) => html).join('\n');
      expect(files.get('index.html')).toContain(`<html lang="${lang}">`);
      for (const w of words) expect(all).toContain(w);
      // No English words of the frame or the tables are left.
      for (const en of ['>Fixtures<', '>Standings<', 'Team standings', 'Player averages', 'Not played yet', 'withdrew on', '<th>Player</th>', 'Cross-table']) expect(all).not.toContain(en);
    });
  }
});
