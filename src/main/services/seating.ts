/**
 * Who sits where at a game recorded on a digital board: the event, round, table and the name on each
 * of the engine's sides, so the board says "black: Zoë Ångström" rather than "black".
 */
import type { Seating } from '../../shared/api/methods/games';
import { sidesOf, otherSlot, type MatchGame } from '../../shared/tournament';
import type { ServiceContext } from './context';
import { loadEvent } from './tournamentState';

/** The seating of game record `gameId` of event `eventId`, or null when no match links it. */
export function seatingOf(ctx: ServiceContext, eventId: number, gameId: number): Seating | null {
  const loaded = loadEvent(ctx, eventId);
  const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
  const members = new Map(loaded.event.entries.map((e) => [e.id, e.members]));
  for (const round of loaded.event.rounds) {
    for (const p of round.pairings) {
      if (p.kind !== 'match') continue;
      const games: Array<[MatchGame, string, number, boolean]> = [
        ...p.games.map((g, i): [MatchGame, string, number, boolean] => [g, p.games.length > 1 ? `game ${i + 1}` : '', i + 1, false]),
        ...(p.playoff ?? []).map((g, i): [MatchGame, string, number, boolean] => [g, `play-off game ${i + 1}`, i + 1, true]),
      ];
      const found = games.find(([g]) => g.recordId === String(gameId));
      if (!found) continue;
      const [game, label, number, playoff] = found;
      const [firstSide, secondSide] = sidesOf(loaded.info.game);
      const slotName = (slot: 'a' | 'b') => names.get(p[slot]) ?? '?';
      // Doubles pairs are seated A1, A2 (the pair playing first) and B1, B2 (R-ONI-2).
      const firstPair = members.get(p[game.first]);
      const secondPair = members.get(p[otherSlot(game.first)]);
      const seats = firstPair && secondPair
        ? { A1: firstPair[0].name, A2: firstPair[1].name, B1: secondPair[0].name, B2: secondPair[1].name }
        : undefined;
      return {
        eventId, event: loaded.info.name, round: round.number, board: p.board, game: label, number, playoff,
        sides: { [firstSide]: slotName(game.first), [secondSide]: slotName(otherSlot(game.first)) },
        ...(seats ? { seats } : {}),
        resultInEvent: game.result !== null,
        laterRounds: loaded.event.rounds.filter((x) => x.number > round.number && x.pairings.length > 0).map((x) => x.number),
      };
    }
  }
  return null;
}
