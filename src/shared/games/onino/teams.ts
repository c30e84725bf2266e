/**
 * Onino in team competitions: a doubles event's boards seat pairs, A1 then A2 (R-ONI-2), so a team
 * board takes two players from the squad; a singles event's board one.
 */
export function oninoSeatsPerBoard(options: Readonly<Record<string, unknown>>): number {
  return options.mode === 'doubles' ? 2 : 1;
}

/**
 * R-ONI-14: a player who forfeits (with no alternate to replay the game) has every game played in
 * the competition struck from the tally, not only the forfeited one.
 */
export const oninoForfeitStrikesEveryGame = true;
