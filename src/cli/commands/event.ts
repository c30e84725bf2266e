import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { onOff, optionalId, parseOpts, positiveId, print, UsageError, type Command } from '../command';
import type { Backend } from '../../main/services/backend';
import { t } from '../language';

/** `--opt` keys that are tournament settings; every other key is a game option (board size, set, mode). */
const SETTING_KEYS = new Set(['gamesPerMatch', 'tieBreaks', 'withdrawForfeiter', 'playoff', 'seeding', 'initialColour', 'nights', 'cycles', 'balance', 'ratingK', 'ratingStart', 'acceleration', 'oninoRanking', 'brightwellConstant', 'firstMove']);
const SCORING_KEYS = new Set(['win', 'draw', 'loss', 'pairingBye', 'halfBye', 'zeroBye', 'forfeitWin', 'forfeitLoss']);
const NUMERIC = new Set(['gamesPerMatch', 'nights', 'cycles', 'ratingK', 'ratingStart', 'brightwellConstant']);

function number(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new UsageError(t('usageError.number', { flag: flag, value: String(value) }));
  return n;
}

/** Settings of issue 21 (K by experience, forbidden pairings), kept apart from the list above. */
const PLAYER_SETTINGS = new Set(['ratingKNew', 'provisionalGames', 'avoidSameClub', 'forbiddenPairs']);
/** Settings of issue 41 (Othello as its federations play it). */
const OTHELLO_SETTINGS = new Set(['swissSystem']);
/** Settings of issue 42 (the table night, the arena). */
const NIGHT_SETTINGS = new Set(['autoEnter', 'arenaPoints', 'arenaEndsAt']);

/** Splits `--opt k=v` into game options and tournament settings (typed as the API expects). */
export function splitOpts(values: string[] | undefined): { options: Record<string, string>; settings: Record<string, unknown> } {
  const options: Record<string, string> = {};
  const settings: Record<string, unknown> = {};
  const scoring: Record<string, number> = {};
  for (const [k, v] of Object.entries(parseOpts(values))) {
    if (SCORING_KEYS.has(k)) scoring[k] = number(`--opt ${k}`, v)!;
    else if (!SETTING_KEYS.has(k) && !PLAYER_SETTINGS.has(k) && !OTHELLO_SETTINGS.has(k) && !NIGHT_SETTINGS.has(k)) options[k] = v;
    else if (NUMERIC.has(k) || k === 'ratingKNew' || k === 'provisionalGames') settings[k] = number(`--opt ${k}`, v);
    else if (k === 'tieBreaks') settings[k] = v.split(',').map((x) => x.trim()).filter(Boolean);
    else if (k === 'withdrawForfeiter' || k === 'avoidSameClub' || k === 'autoEnter') settings[k] = onOff(k, v);
    // forbiddenPairs=3-7:family,4-9 (player ids; the reason is optional)
    else if (k === 'forbiddenPairs') settings[k] = v.split(',').filter(Boolean).map((pair) => {
      const [ids = '', why = ''] = pair.split(':');
      const [a, b] = ids.split('-');
      return { a: number('--opt forbiddenPairs', a ?? ''), b: number('--opt forbiddenPairs', b ?? ''), why };
    });
    else settings[k] = v;
  }
  if (Object.keys(scoring).length > 0) settings.scoring = scoring;
  return { options, settings };
}

function eventId(value: string | undefined): number {
  if (value === undefined) throw new UsageError(t('usageError.required', { flag: '--event ID' }));
  return positiveId('--event', value);
}

function required(flag: string): never {
  throw new UsageError(t('usageError.required', { flag }));
}

function addPlayer(backend: Backend, id: number, values: { player?: string; name?: string; rating?: string; 'another-person'?: boolean }): unknown {
  let playerId = optionalId('--player', values.player);
  if (playerId === undefined) {
    if (!values.name) throw new UsageError(t('usageError.addPlayer'));
    playerId = callApi(backend, 'players.create', { name: values.name, rating: number('--rating', values.rating) ?? null, allowDuplicate: values['another-person'] ?? false }).id;
  }
  const started = callApi(backend, 'rounds.list', { eventId: id }).length > 0;
  return started
    ? callApi(backend, 'entries.lateEntry', { eventId: id, playerId, reason: 'late entry (td event add-player)' })
    : callApi(backend, 'events.register', { eventId: id, playerId });
}

export const event: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false },
        name: { type: 'string' }, game: { type: 'string' }, format: { type: 'string' }, rounds: { type: 'string' }, opt: { type: 'string', multiple: true },
        start: { type: 'string' }, end: { type: 'string' }, venue: { type: 'string' },
        event: { type: 'string' }, player: { type: 'string' }, players: { type: 'string' }, rating: { type: 'string' },
        entry: { type: 'string' }, from: { type: 'string' }, round: { type: 'string' }, kind: { type: 'string' }, reason: { type: 'string' },
        'forfeit-paired': { type: 'boolean', default: false },
        // --name of another person than a listed player of the same name (players.create's allowDuplicate).
        'another-person': { type: 'boolean', default: false },
      },
    });
    const backend = openBackend(values.db);
    const out = (data: unknown, text: string) => print(values.json ? data : text);
    try {
      switch (sub) {
        case 'create': {
          const { options, settings } = splitOpts(values.opt);
          const created = callApi(backend, 'tournaments.create', {
            name: values.name ?? '', game: values.game, format: values.format, roundsPlanned: number('--rounds', values.rounds) ?? null,
            startDate: values.start ?? null, endDate: values.end ?? null, venue: values.venue, options, settings,
          });
          out(created, t('event.created', { id: created.id, name: created.name, game: created.game, format: created.format }));
          return 0;
        }
        case 'add-player': {
          const added = addPlayer(backend, eventId(values.event), values) as { name: string; playerId: number | null };
          out(added, t('event.entered', { name: added.name, id: String(added.playerId) }));
          return 0;
        }
        case 'add-pair': {
          const ids = (values.players ?? '').split(',').map((x) => positiveId('--players', x.trim()));
          if (ids.length !== 2) throw new UsageError(t('usageError.seatedPair'));
          const pair = callApi(backend, 'entries.addPair', { eventId: eventId(values.event), members: ids, name: values.name });
          out(pair, t('event.enteredPair', { id: pair.id, name: pair.name }));
          return 0;
        }
        case 'list': {
          const list = callApi(backend, 'events.list', {});
          if (values.json) print(list);
          else for (const e of list) print(`${String(e.id).padStart(5)}  ${e.name}  [${e.game}, ${e.format}, ${e.status}]  ${t('event.players', { count: e.playerCount })}`);
          return 0;
        }
        case 'show': {
          const id = eventId(values.event);
          const shown = {
            ...callApi(backend, 'events.get', { id }), settings: callApi(backend, 'eventSettings.get', { eventId: id }),
            entries: callApi(backend, 'entries.list', { eventId: id }), rounds: callApi(backend, 'rounds.list', { eventId: id }),
          };
          if (values.json) print(shown);
          else {
            print(`${shown.name}  [${shown.game}, ${shown.format}, ${shown.status}]  ${t('event.roundsPaired', { count: shown.rounds.length })}`);
            for (const e of shown.entries) print(`  ${String(e.pairingNumber ?? '-').padStart(4)}  ${e.name}  (${e.id}, ${e.status})`);
          }
          return 0;
        }
        case 'withdraw': {
          if (!values.entry) throw new UsageError(t('usageError.required', { flag: '--entry ID' }));
          const w = callApi(backend, 'entries.withdraw', {
            eventId: eventId(values.event), entry: values.entry, fromRound: optionalId('--from', values.from), reason: values.reason ?? '', forfeitPaired: values['forfeit-paired'],
          });
          out(w, t('event.withdrawn', { name: w.name, round: String(w.withdrawnRound) }));
          return 0;
        }
        case 'bye': {
          if (!values.entry) throw new UsageError(t('usageError.required', { flag: '--entry ID' }));
          const b = callApi(backend, 'entries.requestBye', {
            eventId: eventId(values.event), entry: values.entry, round: positiveId('--round', values.round ?? required('--round R')), kind: values.kind ?? 'half', reason: values.reason ?? '',
          });
          out(b, t('event.byes', { name: b.name, byes: b.byes.map((x) => t('event.bye', { round: x.round, kind: t(`bye.${x.kind}`) })).join(', ') || t('event.none') }));
          return 0;
        }
        case 'finalise': {
          const done = callApi(backend, 'events.finalise', { eventId: eventId(values.event), reason: values.reason ?? '' });
          out(done, t('event.finalised', { name: done.event.name, count: done.rated }));
          return 0;
        }
        default:
          throw new UsageError(t('usageError.unknown', { command: 'event', sub: sub ?? '' }));
      }
    } finally {
      backend.db.close();
    }
  },
};
