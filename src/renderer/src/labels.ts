/** A game's name (its descriptor's; one home for screens, paper and the CLI). */
export { gameName } from '../../shared/games/registry';

export const FORMAT_NAMES = {
  'round-robin': 'Round robin', 'double-round-robin': 'Double round robin', swiss: 'Swiss (Dutch)',
  knockout: 'Knockout', league: 'League season',
} as const;
