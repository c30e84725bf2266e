/**
 * Prizes: the event's prize list (kept with its settings) and who wins what as of a round, from the
 * standings by src/shared/tournament/prizes.ts. Replacing the list is audited with the old one.
 */
import type { PrizesView } from '../../shared/api/methods/tournament';
import { awardPrizes, computeStandings, rankingOrder, type PrizeEntrant } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { loadEvent, settingsOf, writable, type Loaded } from './tournamentState';

type Known = PrizesView['known'][string];

/** The birth year and sex the player's own record holds (issue 44: the prizes ignored them). */
function onRecord(ctx: ServiceContext, playerId: string): Known {
  const p = ctx.players.get(Number(playerId));
  return { birthYear: p?.birthYear ?? null, sex: p?.sex === 'F' ? 'f' : p?.sex === 'M' ? 'm' : null };
}

/** What a player's age and sex categories go by: the event's own details first, then the player's record. */
function prizeFacts(ctx: ServiceContext, loaded: Loaded, playerId: string): Known {
  const typed = loaded.settings.prizeDetails[playerId];
  const known = onRecord(ctx, playerId);
  return { birthYear: typed?.birthYear ?? known.birthYear, sex: typed?.sex ?? known.sex };
}

function entrants(ctx: ServiceContext, loaded: Loaded): PrizeEntrant[] {
  const member = (playerId: string) => ({ club: ctx.players.get(Number(playerId))?.club ?? '', ...prizeFacts(ctx, loaded, playerId) });
  return loaded.event.entries.map((e) => ({
    entry: e.id, rating: e.rating, members: e.members ? e.members.map((m) => member(m.playerId)) : [member(e.id)],
  }));
}

/** Every entered player's record, for the details form to show what applies when left blank. */
function knownOf(ctx: ServiceContext, loaded: Loaded): PrizesView['known'] {
  const ids = loaded.event.entries.flatMap((e) => (e.members ? e.members.map((m) => m.playerId) : [e.id]));
  return Object.fromEntries(ids.map((id) => [id, onRecord(ctx, id)]).filter(([, k]) => (k as Known).birthYear !== null || (k as Known).sex !== null));
}

export function prizesView(ctx: ServiceContext, loaded: Loaded, round?: number): PrizesView {
  const { settings } = loaded;
  const standings = computeStandings(loaded.event, {
    throughRound: round, order: rankingOrder(loaded.event.game, settings), brightwellConstant: settings.brightwellConstant,
  });
  const year = Number((loaded.info.startDate ?? new Date().toISOString()).slice(0, 4));
  const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
  const awards = awardPrizes(standings, entrants(ctx, loaded), settings.prizes, { onePerPerson: settings.prizeOnePerPerson, sharing: settings.prizeSharing, year })
    .map((a) => ({ ...a, name: a.entry === null ? null : names.get(a.entry) ?? a.entry }));
  return {
    eventId: loaded.info.id, throughRound: standings.throughRound, prizes: settings.prizes, details: settings.prizeDetails,
    onePerPerson: settings.prizeOnePerPerson, sharing: settings.prizeSharing, awards, known: knownOf(ctx, loaded),
  };
}

export const prizeHandlers: Handlers<'prizes.get' | 'prizes.set'> = {
  'prizes.get': ({ eventId, round }, ctx) => prizesView(ctx, loadEvent(ctx, eventId), round),
  'prizes.set': ({ eventId, prizes, details, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const before = settingsOf(ctx, eventId);
    const next = { ...before, prizes, prizeDetails: details ?? before.prizeDetails };
    ctx.tournament.store.saveSettings(eventId, next);
    ctx.tournament.log.audit(eventId, 'prizes', reason, { before: { prizes: before.prizes, details: before.prizeDetails }, after: { prizes, details: next.prizeDetails } });
    ctx.notify({ topic: 'events', id: eventId });
    return prizesView(ctx, loadEvent(ctx, eventId));
  },
};
