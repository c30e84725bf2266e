/**
 * Prizes: the event's prize list (kept with its settings) and who wins what as of a round, from the
 * standings by src/shared/tournament/prizes.ts. Replacing the list is audited with the old one.
 */
import type { PrizesView } from '../../shared/api/methods/tournament';
import { awardPrizes, computeStandings, rankingOrder, type PrizeEntrant } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { loadEvent, settingsOf, writable, type Loaded } from './tournamentState';

function entrants(ctx: ServiceContext, loaded: Loaded): PrizeEntrant[] {
  const details = loaded.settings.prizeDetails;
  const member = (playerId: string) => ({
    club: ctx.players.get(Number(playerId))?.club ?? '',
    birthYear: details[playerId]?.birthYear ?? null,
    sex: details[playerId]?.sex ?? null,
  });
  return loaded.event.entries.map((e) => ({
    entry: e.id, rating: e.rating, members: e.members ? e.members.map((m) => member(m.playerId)) : [member(e.id)],
  }));
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
    onePerPerson: settings.prizeOnePerPerson, sharing: settings.prizeSharing, awards,
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
