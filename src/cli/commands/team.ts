/**
 * `td team ...`: team competitions and league seasons from a script (docs/teams.md). Players are
 * named by id or by name (a name not in the club's list is added by `td team players`).
 */
import { parseArgs } from 'node:util';
import type { Backend } from '../../main/services/backend';
import type { FixtureView, TeamEventView, TeamStandingsView } from '../../shared/api/methods/teams';
import { callApi, openBackend } from '../backend';
import { CliApiError, parseOpts, positiveId, print, toStdout, UsageError, writeOut, type Command } from '../command';
import { parseScore } from './result';
import { t } from '../language';
import { postponements } from '../../shared/tournament/teams';
import { readUtf8 } from '../readUtf8';
import { LEAGUE_SUBS, leagueCommand, pushNight, type LeagueSub } from './league';

const OPTIONS = {
  db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, name: { type: 'string', multiple: true },
  game: { type: 'string' }, format: { type: 'string' }, boards: { type: 'string' }, 'games-per-board': { type: 'string' }, rounds: { type: 'string' },
  opt: { type: 'string', multiple: true }, 'match-win': { type: 'string' }, 'match-draw': { type: 'string' }, 'match-loss': { type: 'string' },
  'narrow-loss': { type: 'string' }, 'board-points': { type: 'string' }, start: { type: 'string' }, venue: { type: 'string' }, club: { type: 'string' },
  team: { type: 'string' }, player: { type: 'string', multiple: true }, alternate: { type: 'string' }, alternates: { type: 'boolean', default: false },
  dates: { type: 'string' }, every: { type: 'string' }, count: { type: 'string' }, fixture: { type: 'string' }, side: { type: 'string' },
  board: { type: 'string', multiple: true }, sub: { type: 'string', multiple: true }, score: { type: 'string' },
  scores: { type: 'string' }, winner: { type: 'string' }, ending: { type: 'string' }, markers: { type: 'string' }, date: { type: 'string' },
  correct: { type: 'boolean', default: false }, reason: { type: 'string' }, 'replay-date': { type: 'string' }, out: { type: 'string' },
  'as-of': { type: 'string' }, audit: { type: 'string' },
  // The league server (./league.ts)
  'lock-days': { type: 'string' }, 'higher-team-matches': { type: 'string' }, eligibility: { type: 'string' }, 'withdrawn-results': { type: 'string' }, 'key-id': { type: 'string' }, 'key-file': { type: 'string' }, file: { type: 'string' }, server: { type: 'string' },
  scheveningen: { type: 'boolean', default: false },
  // A team match of singles and doubles boards (dominoes): --singles 6 --doubles 3.
  singles: { type: 'string' }, doubles: { type: 'string' },
  'public-url': { type: 'string' }, accept: { type: 'boolean', default: false }, reject: { type: 'boolean', default: false },
} as const;

type Values = ReturnType<typeof parse>['values'];
const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

function int(flag: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n)) throw new UsageError(v === undefined ? t('usageError.required', { flag }) : t('usageError.wholeNumber', { flag, value: v }));
  return n;
}
/** An event, player or audit id, a board or game number: a usage error unless a whole number from 1. */
function idOf(flag: string, v: string | undefined): number {
  if (v === undefined) throw new UsageError(t('usageError.required', { flag }));
  return positiveId(flag, v);
}
const need = (flag: string, v: string | undefined): string => {
  if (v === undefined || v === '') throw new UsageError(t('usageError.required', { flag }));
  return v;
};
const num = (flag: string, v: string | undefined) => (v === undefined ? undefined : Number.isFinite(Number(v)) ? Number(v) : (() => { throw new UsageError(t('usageError.number', { flag, value: v })); })());

/** Dates of the match nights: `--dates d1,d2,...`, or `--start D --every DAYS --count N`. */
function nights(v: Values): string[] {
  if (v.dates) return v.dates.split(',').map((d) => d.trim()).filter(Boolean);
  if (!v.start) return [];
  const every = int('--every', v.every ?? '7');
  const count = int('--count', need('--count', v.count));
  const start = new Date(`${v.start}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) throw new UsageError(t('usageError.date', { flag: '--start', value: v.start }));
  return Array.from({ length: count }, (_, i) => new Date(start.getTime() + i * every * 86_400_000).toISOString().slice(0, 10));
}

/** A player by id, or by name among the event's players (then the club's list). */
function playerId(backend: Backend, view: TeamEventView, ref: string): number {
  if (/^\d+$/.test(ref)) return Number(ref);
  const key = ref.trim().toLowerCase();
  const inEvent = Object.values(view.event.players).find((p) => p.name.toLowerCase() === key);
  if (inEvent) return Number(inEvent.id);
  const found = callApi(backend, 'players.list', { search: ref }).filter((p) => p.name.toLowerCase() === key);
  if (found.length === 1) return found[0]!.id;
  throw new CliApiError({ code: 'not_found', message: found.length ? t('team.sameName', { count: found.length, name: ref }) : t('team.noPlayer', { name: ref }) });
}

/** A name to a player: the one of that name (and club) in the club's list, or a new one. */
function findOrAdd(backend: Backend, name: string, club: string): number {
  const r = backend.call('players.create', { name, club }, 'td command line');
  if (r.ok) return (r.data as { id: number }).id;
  const dup = (r.error.details as { duplicateOf?: number } | undefined)?.duplicateOf;
  if (dup !== undefined) return dup;
  throw new CliApiError(r.error);
}

function fixtureLine(f: FixtureView): string {
  const when = f.date ?? t('team.noDate');
  const post = postponements(f).map((p) => t('team.postponed', { from: p.from ?? t('team.noDate'), reason: p.reason })).join('');
  const s = f.score;
  const points = `${s.boardPoints.home}-${s.boardPoints.away}`;
  const res = f.forfeit ? t(`team.forfeitBy.${f.forfeit}`) : s.status === 'unplayed' ? '' : s.status === 'played' ? `${points} (${s.matchPoints.home}-${s.matchPoints.away})` : t('team.soFar', { score: points });
  return `${f.id.padEnd(6)} ${when}  ${`${f.homeName} v ${f.awayName}`.padEnd(36)} ${f.venue.padEnd(16)} ${res}${post}`;
}

/** The team table as text (td team standings, td standings on a team event). */
export function standingsText(s: TeamStandingsView): string {
  const head = `${s.table.asOf ? t('team.asOf', { name: s.name, date: s.table.asOf }) : s.name}\n${t('team.head')}`;
  return [head, ...s.table.rows.map((r) => `${String(r.rank).padStart(5)}  ${r.name.padEnd(24)} ${[r.played, r.won, r.drawn, r.lost].map((x) => String(x).padStart(2)).join(' ')} ${[r.boardPointsFor, r.boardPointsAgainst, r.matchPoints].map((x) => String(x).padStart(6)).join(' ')}  ${r.inHand || ''}`)].join('\n');
}

const SUBS = `create-event, add, players, order, captain, fixtures, pair, show, lineup, result, postpone, forfeit, default, forfeit-match, standings, export-night, import-night, export-season, import-season, undo, finalise, transfer, ${LEAGUE_SUBS.join(', ')}`;

export const team: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values: v, positionals } = parse(rest);
    if (!sub || !SUBS.split(', ').includes(sub)) throw new UsageError(t('usageError.unknownOf', { command: 'team', sub: sub ?? '', subs: SUBS }));
    if (sub === 'push-night') return pushNight(v);
    if ((LEAGUE_SUBS as readonly string[]).includes(sub)) return leagueCommand(sub as Exclude<LeagueSub, 'push-night'>, v);
    const backend = openBackend(v.db);
    const out = (view: unknown, text: () => string) => print(v.json ? view : text());
    const eventId = () => idOf('--event', v.event);
    const get = () => callApi(backend, 'teams.get', { eventId: eventId() });
    const show = (view: TeamEventView) => out(view, () => view.fixtures.map(fixtureLine).join('\n') || t('team.noFixtures', { name: view.event.name, count: view.event.teams.length }));
    try {
      switch (sub) {
        case 'create-event': {
          const narrow = v['narrow-loss'];
          const m = narrow ? /^(\d+(?:\.\d+)?):(-?\d+(?:\.\d+)?)$/.exec(narrow) : null;
          if (narrow && !m) throw new UsageError(t('usageError.narrowLoss', { value: narrow }));
          const match = Object.fromEntries(Object.entries({ win: num('--match-win', v['match-win']), draw: num('--match-draw', v['match-draw']), loss: num('--match-loss', v['match-loss']) }).filter(([, x]) => x !== undefined));
          const view = callApi(backend, 'teams.createEvent', {
            name: need('--name', v.name?.[0]), game: need('--game', v.game), format: need('--format', v.format),
            ...(v.doubles !== undefined || v.singles !== undefined
              ? { singlesBoards: v.singles === undefined ? 0 : int('--singles', v.singles), doublesBoards: v.doubles === undefined ? 0 : int('--doubles', v.doubles) }
              : { boards: int('--boards', v.boards) }),
            gamesPerBoard: v['games-per-board'] ? int('--games-per-board', v['games-per-board']) : 1, rounds: v.rounds ? int('--rounds', v.rounds) : null,
            options: parseOpts(v.opt), startDate: v.start ?? null, venue: v.venue ?? '', scheveningen: v.scheveningen,
            scoring: {
              match: { ...match, ...(m ? { narrowLoss: { within: Number(m[1]), points: Number(m[2]) } } : {}), ...(match.win !== undefined ? { forfeitWin: match.win } : {}) },
              ...(v['board-points'] ? { board: { per: v['board-points'] === 'per-game' ? 'game' : 'board' } } : {}),
            },
          });
          out(view, () => t('team.created', { id: view.eventId, name: view.event.name, format: view.event.format, count: view.event.boards }));
          return 0;
        }
        case 'add': {
          const view = callApi(backend, 'teams.addTeam', { eventId: eventId(), name: need('--name', v.name?.[0]), club: v.club ?? '', venue: v.venue ?? '' });
          out(view, () => view.event.teams.map((x) => `${x.id}  ${x.name}`).join('\n'));
          return 0;
        }
        case 'players': {
          const ids = [...(v.player ?? []).map((p) => idOf('--player', p)), ...(v.name ?? []).map((n) => findOrAdd(backend, n, v.club ?? ''))];
          const view = callApi(backend, 'teams.addPlayers', { eventId: eventId(), team: need('--team', v.team), playerIds: ids, as: v.alternates ? 'alternate' : 'squad' });
          const team = view.event.teams.find((x) => x.id === v.team) ?? view.event.teams.find((x) => x.name.toLowerCase() === v.team!.toLowerCase())!;
          const name = (p: string) => `${view.event.players[p]?.name} (${p})`;
          out(view, () => `${team.name}: ${team.squad.map((p, i) => `${i + 1}. ${name(p)}`).join(', ')}${team.alternates.length ? t('team.alternates', { names: team.alternates.map(name).join(', ') }) : ''}`);
          return 0;
        }
        case 'order':
        case 'captain': {
          const view0 = get();
          const ids = (v.player ?? []).map((p) => playerId(backend, view0, p));
          const view = sub === 'order'
            ? callApi(backend, 'teams.setBoardOrder', { eventId: eventId(), team: need('--team', v.team), playerIds: ids })
            : callApi(backend, 'teams.setCaptain', { eventId: eventId(), team: need('--team', v.team), playerId: ids[0] });
          out(view, () => t('team.saved'));
          return 0;
        }
        case 'fixtures':
          show(callApi(backend, 'teams.makeFixtures', { eventId: eventId(), dates: nights(v) }));
          return 0;
        case 'pair':
          show(callApi(backend, 'teams.pairRound', { eventId: eventId(), date: v.date ?? null }));
          return 0;
        case 'show':
          show(get());
          return 0;
        case 'lineup': {
          const view0 = get();
          const seats = v.board?.map((b) => b.split(',').map((p) => playerId(backend, view0, p)));
          const substitutes = (v.sub ?? []).map((s) => {
            const [alt, rep] = s.split('=');
            if (!alt || !rep) throw new UsageError(t('usageError.sub', { value: s }));
            return { alternate: playerId(backend, view0, alt), replaces: playerId(backend, view0, rep) };
          });
          const view = callApi(backend, 'teams.setLineup', { eventId: eventId(), fixture: need('--fixture', v.fixture), side: need('--side', v.side), ...(seats ? { seats } : {}), substitutes });
          out(view, () => fixtureLine(view.fixtures.find((f) => f.id === v.fixture)!));
          return 0;
        }
        case 'result': {
          const fixture = need('--fixture', v.fixture);
          const playedOn = need('--date', v.date);
          const extra = { ...(v.ending ? { ending: v.ending } : {}), ...(v.markers ? { markersUsed: int('--markers', v.markers) } : {}) };
          const outcome = (score: { a: number; b: number }) => (score.a > score.b ? 'a' as const : score.b > score.a ? 'b' as const : null);
          if (v.scores && !v.correct) {
            // A whole card in one call: a refused board leaves none of the card saved.
            const boards = v.scores.split(',').map((text, i) => {
              const score = parseScore(text);
              return { board: i + 1, game: 1, result: { winner: outcome(score), score, ...extra } };
            });
            const card = callApi(backend, 'teams.setResults', { eventId: eventId(), fixture, playedOn, defaultLineups: true, boards });
            out(card, () => fixtureLine(card.fixtures.find((x) => x.id === fixture)!));
            return 0;
          }
          let view: TeamEventView | undefined;
          const entries = v.scores
            ? v.scores.split(',').map((text, i) => ({ board: i + 1, game: 1, score: parseScore(text) }))
            : [{ board: idOf('--board', v.board?.[0]), game: v.game ? idOf('--game', v.game) : 1, score: parseScore(need('--score', v.score)) }];
          for (const e of entries) {
            const winner = v.winner !== undefined && !v.scores ? (v.winner === 'draw' ? null : v.winner) : outcome(e.score);
            // Line-ups not set: the squads' first players in board order, saved with the result or not at all.
            view = callApi(backend, 'teams.setResult', {
              eventId: eventId(), fixture, board: e.board, game: e.game, playedOn, correct: v.correct, reason: v.reason ?? '', defaultLineups: true,
              result: { winner, score: e.score, ...extra },
            });
          }
          out(view, () => fixtureLine(view!.fixtures.find((x) => x.id === fixture)!));
          return 0;
        }
        case 'postpone': {
          const view = callApi(backend, 'teams.postpone', { eventId: eventId(), fixture: need('--fixture', v.fixture), date: v.date ?? null, reason: need('--reason', v.reason) });
          out(view, () => fixtureLine(view.fixtures.find((x) => x.id === v.fixture)!));
          return 0;
        }
        case 'forfeit':
        case 'default': {
          const view0 = get();
          const view = callApi(backend, 'teams.sanction', {
            eventId: eventId(), kind: sub, fixture: need('--fixture', v.fixture), playerId: playerId(backend, view0, need('--player', v.player?.[0])), reason: need('--reason', v.reason),
            ...(v.alternate ? { alternate: playerId(backend, view0, v.alternate) } : {}), ...(v['replay-date'] ? { replayDate: v['replay-date'] } : {}),
          });
          out(view, () => fixtureLine(view.fixtures.find((x) => x.id === v.fixture)!));
          return 0;
        }
        case 'forfeit-match': {
          const view = callApi(backend, 'teams.forfeitMatch', { eventId: eventId(), fixture: need('--fixture', v.fixture), side: need('--side', v.side), playedOn: need('--date', v.date), reason: need('--reason', v.reason) });
          out(view, () => fixtureLine(view.fixtures.find((x) => x.id === v.fixture)!));
          return 0;
        }
        case 'standings': {
          const s = callApi(backend, 'teams.standings', { eventId: eventId(), ...(v['as-of'] ? { asOf: v['as-of'] } : {}) });
          out(s, () => standingsText(s));
          return 0;
        }
        case 'export-night':
        case 'export-season': {
          const file = sub === 'export-night'
            ? callApi(backend, 'teams.exportNight', { eventId: eventId(), date: need('--date', v.date) })
            : callApi(backend, 'teams.exportSeason', { eventId: eventId() });
          const path = v.out ?? file.filename;
          writeOut(path, file.json);
          if (!toStdout(path)) out({ file: path }, () => t('team.wrote', { file: path }));
          return 0;
        }
        case 'import-night':
        case 'import-season': {
          const path = positionals[0];
          if (!path) throw new UsageError(t('usageError.teamFile', { sub }));
          const json = readUtf8(path);
          const view = sub === 'import-night' ? callApi(backend, 'teams.importNight', { eventId: eventId(), json }) : callApi(backend, 'teams.importSeason', { json });
          out(view, () => t('team.imported', { file: path, id: view.eventId }));
          return 0;
        }
        case 'undo': {
          const view0 = get();
          const auditId = v.audit ? idOf('--audit', v.audit) : view0.lastChange?.auditId;
          if (auditId === undefined) throw new UsageError(t('team.nothingToUndo'));
          const view = callApi(backend, 'teams.undo', { eventId: eventId(), auditId, reason: need('--reason', v.reason) });
          out(view, () => t('team.undone', { action: view0.lastChange?.action ?? auditId }));
          return 0;
        }
        case 'transfer': {
          // The league secretary moves a player to another team of the season (issue 43; audited with the reason).
          const view0 = get();
          const player = playerId(backend, view0, need('--player', v.player?.[0]));
          const r = callApi(backend, 'league.transfer', { eventId: eventId(), playerId: player, team: need('--team', v.team), reason: need('--reason', v.reason) });
          const name = (id: string) => view0.event.teams.find((x) => x.id === id)?.name ?? id;
          out(r, () => t('league.transferred', { player: view0.event.players[r.player]?.name ?? r.player, from: name(r.from), to: name(r.to) }));
          return 0;
        }
        case 'finalise': {
          const r = callApi(backend, 'teams.finalise', { eventId: eventId(), reason: v.reason ?? 'season finished' });
          out(r, () => t('team.finalised', { count: r.rated }));
          return 0;
        }
      }
      return 1;
    } finally {
      backend.db.close();
    }
  },
};
