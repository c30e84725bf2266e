/**
 * Issue 25: paper, refusals and the command line in the reader's language. Each PDF is read back as
 * text (pdf.js) and must say its headings in the language it was printed in.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { documents } from '../../src/main/pdf';
import { createWebHost, listen } from '../../src/main/hosts/web/server';
import type { Backend } from '../../src/main/services/backend';
import type { Player, TdEvent } from '../../src/shared/api/schemas';
import { cliLocale } from '../../src/cli/language';
import { formatDateRange, formatScore } from '../../src/shared/i18n/format';
import { pickLocale } from '../../src/shared/i18n/locales';
import { tr } from '../../src/shared/i18n/translate';
import { commands } from '../../src/cli/commands';
import { pdfPages } from '../pdf/extract';
import { eventInfo, roundRobin, samples } from '../pdf/samples';
import { repoRoot } from '../support/paths';
import { must, playRoundOne, tempBackend, tempDir } from '../support/tempdb';

const text = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');

/** A four-player Othello round robin, round 1 played (a draw among the results: a half point each). */
function playedEvent(backend: Backend, settings: Record<string, unknown> = {}): TdEvent {
  const event = must<TdEvent>(backend, 'tournaments.create', {
    name: 'Coupe de Lyon', game: 'othello', format: 'round-robin', venue: 'Lyon', startDate: '2025-03-01', endDate: '2025-03-02', settings,
  });
  playRoundOne(backend, event.id, ['Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Émile Zola']);
  return event;
}

/** Three Othello teams (two boards): Bleus at home to Verts in round 1, board 1 drawn; the home side of round 2 forfeits. */
function teamEvent(): { backend: Backend; eventId: number } {
  const { backend } = tempBackend();
  const { eventId } = must<{ eventId: number }>(backend, 'teams.createEvent', { name: 'Coupe des clubs', game: 'othello', format: 'round-robin', boards: 2 });
  for (const t of ['Rouges', 'Bleus', 'Verts']) {
    must(backend, 'teams.addTeam', { eventId, name: t, venue: `Salle des ${t}` });
    const ids = [1, 2].map((i) => must<Player>(backend, 'players.create', { name: `${t} ${i}` }).id);
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-05', '2026-01-12', '2026-01-19'] });
  const fixtures = must<{ fixtures: Array<{ id: string; round: number }> }>(backend, 'teams.get', { eventId }).fixtures;
  const fixture = fixtures.find((f) => f.round === 1)!.id;
  must(backend, 'teams.setResult', { eventId, fixture, board: 1, game: 1, playedOn: '2026-01-05', defaultLineups: true, result: { winner: null, score: { a: 32, b: 32 } } });
  must(backend, 'teams.forfeitMatch', { eventId, fixture: fixtures.find((f) => f.round === 2)!.id, side: 'home', playedOn: '2026-01-12', reason: 'no team' });
  return { backend, eventId };
}

async function printed(backend: Backend, input: Record<string, unknown>, locale?: 'en' | 'fr' | 'ja' | 'es'): Promise<string> {
  const result = await backend.callAsync('print.pdf', input, '', locale);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return text(Buffer.from((result.data as { pdfBase64: string }).pdfBase64, 'base64'));
}

describe('formats by locale', () => {
  it('half points stay ½ in every language; other fractions and dates follow the locale', () => {
    expect(['en', 'fr', 'ja', 'es'].map((l) => formatScore(l as 'en', 2.5))).toEqual(['2½', '2½', '2½', '2½']);
    expect(formatScore('fr', 1.25)).toBe('1,25');
    expect(formatScore('en', 1.25)).toBe('1.25');
    expect(formatDateRange('fr', '2025-03-01', '2025-03-02')).toBe('1–2 mars 2025');
    expect(formatDateRange('ja', '2025-03-01', '2025-03-01')).toBe('2025年3月1日');
  });

  it('reads a language from Accept-Language and from the shell', () => {
    expect(pickLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(pickLocale('de, ja;q=0.5')).toBe('ja');
    expect(pickLocale('de')).toBeNull();
    expect(cliLocale({ LANG: 'es_ES.UTF-8' })).toBe('es');
    expect(cliLocale({ TD_LANG: 'ja', LANG: 'fr_FR.UTF-8' })).toBe('ja');
    expect(cliLocale({ LC_ALL: 'C', LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(cliLocale({})).toBe('en');
  });
});

describe('PDFs in French and Japanese', () => {
  it('standings: French and Japanese headings, criteria and legend; names sorted and printed as given', async () => {
    const tournament = roundRobin('othello');
    const fr = await text(await documents.standings.render({ tournament, event: eventInfo('othello'), locale: 'fr' }));
    expect(fr).toContain('Classement après la ronde');
    for (const word of ['Rang', 'Nom', 'Joués', 'Classés par', 'page 1 sur 1']) expect(fr).toContain(word);
    expect(fr).not.toContain('Standings');
    const ja = await text(await documents.standings.render({ tournament, event: eventInfo('othello'), locale: 'ja' }));
    // Japanese text comes back in runs (kana, then Latin digits): compare without the spaces between them.
    for (const word of ['順位表', '順位', '氏名', 'レーティング', '1/1ページ']) expect(ja.replace(/\s+/g, '')).toContain(word);
  });

  it('scoresheets: the Othello sheet in French, Japanese and Spanish', async () => {
    const fr = await text(await documents.scoresheet.render({ game: 'othello', locale: 'fr' }));
    for (const word of ['Feuille de partie', 'Ronde', 'Noir ●', 'Pions à la fin', 'Signature noir']) expect(fr).toContain(word);
    const ja = await text(await documents.scoresheet.render({ game: 'othello', locale: 'ja' }));
    for (const word of ['記録用紙', 'ラウンド', '黒の署名']) expect(ja).toContain(word);
    const es = await text(await documents.scoresheet.render({ game: 'dominoes', locale: 'es' }));
    for (const word of ['Planilla', 'Ronda', 'Mano', 'Firma jugador 1']) expect(es).toContain(word);
  });

  it('a French event prints in French from an English caller; lang overrides; the header dates follow the language', async () => {
    const { backend } = tempBackend();
    const event = playedEvent(backend, { printLanguage: 'fr' });
    const standings = await printed(backend, { document: 'standings', eventId: event.id }, 'en');
    expect(standings).toContain('Classement après la ronde 1');
    expect(standings).toContain('1–2 mars 2025');
    expect(standings).toMatch(/½/);
    const pairings = await printed(backend, { document: 'round-sheet', eventId: event.id, round: 1 }, 'en');
    expect(pairings).toContain('Ronde 1 : appariements');
    expect(pairings).toContain('Joueurs par ordre alphabétique');
    // In French order É sorts with E, before Ł and Z (a byte order would put it last).
    const alphabetical = pairings.slice(pairings.indexOf('Joueurs par ordre alphabétique'));
    expect(alphabetical.indexOf('Émile Zola')).toBeLessThan(alphabetical.indexOf('Łukasz Wróbel'));
    const spanish = await printed(backend, { document: 'standings', eventId: event.id, lang: 'es' }, 'en');
    expect(spanish).toContain('Clasificación tras la ronda 1');
    // An event with no print language prints in the caller's.
    const { backend: other } = tempBackend();
    const plain = playedEvent(other);
    expect((await printed(other, { document: 'standings', eventId: plain.id }, 'ja')).replace(/\s+/g, '')).toContain('第1ラウンド終了時の順位表');
    expect(await printed(other, { document: 'standings', eventId: plain.id })).toContain('Standings after round 1');
  });

  it('every sample document fits its longest translation: no heading, label or cell is cut (…) in any language', async () => {
    const cut: string[] = [];
    for (const locale of ['en', 'fr', 'ja', 'es'] as const) {
      for (const s of samples().filter((x) => x.file !== 'standings-500')) {
        const pdf = await (documents[s.document].render as (input: unknown) => Promise<Buffer>)({ ...(s.input as object), locale });
        for (const m of (await text(pdf)).matchAll(/.{0,30}…/g)) cut.push(`${locale} ${s.file}: ${m[0]}`);
      }
    }
    expect(cut).toEqual([]);
  });

  it('team documents and table cards in French, Japanese and Spanish: their own words, nothing cut (…)', async () => {
    const { backend, eventId } = teamEvent();
    const cut: string[] = [];
    const team: Record<string, Record<string, string>> = { fr: {}, ja: {}, es: {} };
    for (const lang of ['en', 'fr', 'ja', 'es'] as const) {
      for (const document of ['match-card', 'fixture-list', 'team-standings', 'team-cross-table']) {
        const t = (await printed(backend, { document, eventId, round: 1, lang }, 'en')).replace(/\s+/g, ' ');
        if (lang !== 'en') team[lang]![document] = t;
        for (const m of t.matchAll(/.{0,30}…/g)) cut.push(`${lang} ${document}: ${m[0]}`);
      }
    }
    expect(cut).toEqual([]);
    const fr = team.fr!;
    for (const word of ['Feuille de match', 'rencontre 1.1 · ronde 1', 'Échiquier', 'Capitaine, Bleus (domicile)', 'Un remplaçant']) expect(fr['match-card']).toContain(word);
    expect(fr['match-card']).not.toMatch(/Captain|Board|home|away/);
    for (const word of ['Calendrier', 'Rencontre', 'Domicile', 'Extérieur', 'forfait (dom.)', 'partielle']) expect(fr['fixture-list']).toContain(word);
    for (const word of ['Classement des équipes', 'En retard', 'points de match']) expect(fr['team-standings']).toContain(word);
    expect(fr['team-cross-table']).toContain('Grille américaine des équipes');
    const ja = team.ja!['match-card']!.replace(/\s+/g, '');
    for (const word of ['対抗戦記録用紙', 'ボード', '主将', '補欠']) expect(ja).toContain(word);
    for (const word of ['Acta del encuentro', 'Tablero', 'Capitán', 'suplente']) expect(team.es!['match-card']).toContain(word);
    expect(team.es!['fixture-list']).toContain('Calendario');
    expect(team.es!['fixture-list']).toContain('incomparecencia (local)');
    expect(team.ja!['fixture-list']!.replace(/\s+/g, '')).toContain('不戦（ホーム）');
    // Table cards: the French card, and the note printed where the QR code would be in the print language.
    const { backend: b2 } = tempBackend();
    const event = playedEvent(b2, { printLanguage: 'fr' });
    const cards = (await printed(b2, { document: 'table-cards', eventId: event.id, round: 1 }, 'en')).replace(/\s+/g, ' ');
    for (const word of ['Ronde 1 · Othello', 'TABLE', 'joue en premier', 'Pas de code QR', 'plier']) expect(cards).toContain(word);
    expect(cards).not.toContain('…');
    expect(cards).not.toContain('moves first');
  });

  it('the print language is an event setting, refused when it is not a shipped language', () => {
    const { backend } = tempBackend();
    const event = playedEvent(backend);
    expect(must<{ printLanguage: string | null }>(backend, 'eventSettings.get', { eventId: event.id }).printLanguage).toBeNull();
    expect(must<{ printLanguage: string }>(backend, 'eventSettings.update', { eventId: event.id, printLanguage: 'ja' }).printLanguage).toBe('ja');
    const bad = backend.call('eventSettings.update', { eventId: event.id, printLanguage: 'de' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid', details: { issues: [{ field: 'printLanguage' }] } } });
  });
});

describe('refusals in the caller\'s language', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  it('the web host answers in French when the page asks for French, in English otherwise; rule names stay', async () => {
    const { backend } = tempBackend();
    const event = playedEvent(backend);
    const server = createWebHost({ backend, staticDir: tempDir(), host: '127.0.0.1', port: 0, token: null });
    servers.push(server);
    const { port } = await listen(server, 0, '127.0.0.1');
    const post = async (method: string, body: unknown, language?: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/${method}`, {
        method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      });
      return (await res.json()) as { ok: false; error: { message: string; details?: { issues?: { message: string }[]; rule?: string } } };
    };
    expect((await post('players.get', { id: 77 }, 'fr')).error.message).toBe('il n\'y a pas de joueur avec l\'identifiant 77');
    expect((await post('players.get', { id: 77 })).error.message).toBe('there is no player with id 77');
    const late = await post('results.set', { eventId: event.id, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } }, 'fr-FR,fr;q=0.9');
    expect(late.error.message).toBe('la partie 1 de la table 1 à la ronde 1 a déjà un résultat ; utilisez results.correct avec un motif');
    // A result the rules refuse: the message in French, R-OTH-3 as it is.
    const sum = await post('results.correct', { eventId: event.id, round: 1, board: 1, winner: 'a', score: { a: 40, b: 20 }, reason: 'typo' }, 'fr');
    expect(sum.error.message).toContain('les décomptes officiels de pions font 64 au total');
    expect(sum.error.details?.rule).toBe('R-OTH-3');
    expect((await post('players.importCsv', { csv: ' ' }, 'ja')).error.message).toBe('CSV が空です');
    const csv = await post('players.importCsv', { csv: 'name,rating\nAnn,abc\n' }, 'fr');
    expect(csv.error.message).toMatch(/^ligne 2 du CSV, colonne rating : /);
    const blank = await post('players.create', { name: '' }, 'es');
    expect(blank.error.details?.issues?.[0]?.message).toMatch(/^debe tener al menos 1 carácter|^no debe estar vacío/);
  });
});

describe('team refusals in the caller\'s language', () => {
  it('the domain\'s and the service\'s team refusals arrive in French over HTTP, nested messages too; rule names stay', async () => {
    const { backend, eventId } = teamEvent();
    const server = createWebHost({ backend, staticDir: tempDir(), host: '127.0.0.1', port: 0, token: null });
    try {
      const { port } = await listen(server, 0, '127.0.0.1');
      const post = async (method: string, body: unknown) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/${method}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' } });
        return (await res.json()) as { ok: false; error: { message: string; details?: { rule?: string } } };
      };
      expect((await post('teams.addTeam', { eventId, name: 'Bleus' })).error.message).toBe('Coupe des clubs a déjà une équipe nommée « Bleus »');
      expect((await post('teams.addTeam', { eventId, name: 'Jaunes' })).error.message).toBe('le calendrier de Coupe des clubs est établi : on ne peut plus ajouter d\'équipe');
      const fixture = must<{ fixtures: Array<{ id: string; round: number }> }>(backend, 'teams.get', { eventId }).fixtures.find((f) => f.round === 1)!.id;
      const again = await post('teams.setResult', { eventId, fixture, board: 1, game: 1, playedOn: '2026-01-05', result: { winner: 'a', score: { a: 40, b: 24 } } });
      expect(again.error.message).toBe(`l'échiquier 1 de la rencontre ${fixture} (Bleus – Verts) a déjà un résultat (32-32) : corrigez-le plutôt avec un motif`);
      // A result the game's rules refuse, inside the team message: both in French, R-OTH-3 as it is.
      const sum = await post('teams.setResult', { eventId, fixture, board: 2, game: 1, playedOn: '2026-01-05', result: { winner: 'a', score: { a: 40, b: 20 } } });
      expect(sum.error.message).toMatch(new RegExp(`^échiquier 2 de la rencontre ${fixture.replace('.', '\\.')} \\(Bleus – Verts\\) : .*les décomptes officiels de pions font 64 au total`));
      expect(sum.error.details?.rule).toBe('R-OTH-3');
      const other = must<TdEvent>(backend, 'tournaments.create', { name: 'Open', game: 'othello', format: 'swiss', settings: {} });
      expect((await post('teams.get', { eventId: other.id })).error.message).toBe(`la compétition ${other.id} n'est pas une compétition par équipes`);
    } finally {
      server.close();
    }
  });
});

describe('td in another language', () => {
  const td = (args: string[], env: Record<string, string> = {}) => spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'src/cli/td.ts'), ...args], {
    cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_DB: '', TD_LANG: 'en', ...env },
  });

  it('td help: the usage lines literal, each summary in td\'s language (its English the one beside the command)', () => {
    for (const c of commands) expect(tr('en', `cli.summary.${c.name}`)).toBe(c.summary);
    const fr = td(['help'], { TD_LANG: 'fr' });
    expect(fr.status).toBe(0);
    for (const c of commands) {
      for (const line of c.usage.split('\n')) expect(fr.stdout).toContain(line.trim());
      expect(fr.stdout).toContain(tr('fr', `cli.summary.${c.name}`));
    }
    expect(fr.stdout).toContain('apparier la ronde suivante');
    expect(fr.stdout).toContain('lister les tournois ou en créer un (comme td event list|create)');
  });

  it('td pdf --lang prints the document in that language; TD_LANG says the rest in it; --json stays as it is', async () => {
    const dir = tempDir();
    const db = join(dir, 'club.sqlite');
    const out = join(dir, 'sheet.pdf');
    const run = td(['pdf', 'scoresheet', '--db', db, '--game', 'tonobeb', '--blank', '--lang', 'ja', '--out', out], { TD_LANG: 'fr' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(`${out} écrit (1 page)`);
    const sheet = await text(readFileSync(out));
    expect(sheet).toContain('記録用紙');
    expect(sheet).toContain('赤（先手）');
    const json = td(['pdf', 'scoresheet', '--db', db, '--game', 'tonobeb', '--blank', '--lang', 'es', '--out', out, '--json'], { TD_LANG: 'fr' });
    expect(JSON.parse(json.stdout)).toMatchObject({ out, pages: 1 });
    expect(await text(readFileSync(out))).toContain('Planilla');
    const bad = td(['pdf', 'scoresheet', '--db', db, '--game', 'tonobeb', '--blank', '--lang', 'de', '--out', out]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--lang must be one of en, fr, ja, es, got "de"');
  });

  it('td team speaks French under TD_LANG=fr (its table, its lines, its usage errors); --json stays as it is', () => {
    const db = join(tempDir(), 'club.sqlite');
    const team = (...args: string[]) => td(['team', ...args, '--db', db], { TD_LANG: 'fr' });
    const made = team('create-event', '--name', 'Coupe', '--game', 'othello', '--format', 'round-robin', '--boards', '1');
    expect(made.stdout.trim()).toMatch(/^compétition \d+ : Coupe \(round-robin, 1 échiquier\)$/);
    const id = /compétition (\d+)/.exec(made.stdout)![1]!;
    for (const name of ['Bleus', 'Verts']) expect(team('add', '--event', id, '--name', name).status).toBe(0);
    expect(team('show', '--event', id).stdout.trim()).toBe('Coupe : 2 équipes, pas encore de calendrier');
    const table = team('standings', '--event', id);
    expect(table.stdout).toContain(' rang  équipe');
    expect(table.stdout).toContain('en retard');
    expect(JSON.parse(team('standings', '--event', id, '--json').stdout)).toMatchObject({ name: 'Coupe' });
    const bad = team('lineup', '--event', id, '--fixture', '1.1', '--side', 'home', '--sub', 'x');
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('--sub doit être REMPLAÇANT=REMPLACÉ, reçu « x »');
  });
});
