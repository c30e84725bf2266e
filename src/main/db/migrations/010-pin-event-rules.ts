import type { Migration } from '../types';

/**
 * An upgrade never changes the rules of an event already in the database (issue 37 part 2, issue 38
 * part 6). Until now an event's settings held only what the director changed; everything else came
 * from the code's defaults, so a release that changed a default (Othello's order went from Buchholz to
 * Brightwell) changed the standings of events in progress. This writes every defaulted setting down
 * explicitly, with the rule editions these events were run by (the 2017 Dutch System, the 2024 C.07)
 * and the tie-break order each one derives today. The values are literals, frozen as they were when
 * this migration was written: a later change of the code's defaults must not reach back through it.
 */
const DEFAULTS_AT_010: Record<string, unknown> = {
  gamesPerMatch: 1,
  withdrawForfeiter: true,
  playoff: 'higher-seed',
  seeding: 'rating',
  ratingKNew: 40,
  provisionalGames: 20,
  avoidSameClub: false,
  forbiddenPairs: [],
  initialColour: 'white',
  nights: null,
  cycles: 1,
  balance: 'home-away',
  ratingK: 20,
  ratingStart: 1500,
  firstMove: 'warn',
  acceleration: 'none',
  oninoRanking: 'total-points',
  brightwellConstant: 6,
  prizeOnePerPerson: true,
  prizeSharing: 'tie-break',
  prizes: [],
  prizeDetails: {},
  printLanguage: null,
};

const SCORING_AT_010 = { win: 1, draw: 0.5, loss: 0, pairingBye: 1, halfBye: 0.5, zeroBye: 0, forfeitWin: 1, forfeitLoss: 0 };

/** Each game's default ranking order at 010 (the game descriptors' `tieBreaks`). */
const ORDER_AT_010: Record<string, string[]> = {
  onino: ['gameScore', 'averageGameScore'],
  dominoes: ['gamesWon', 'scoreDifference'],
  othello: ['matchPoints', 'brightwell', 'gameScore'],
  ninuki: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'],
  tonobeb: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'],
};

/** The settings an event stored before 010, completed with what it derived from the defaults then. */
export function pinnedSettings(game: string, stored: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...DEFAULTS_AT_010, ...stored };
  settings.scoring = { ...SCORING_AT_010, ...(stored.scoring as object | undefined) };
  const own = stored.tieBreaks;
  if (!Array.isArray(own) || own.length === 0) {
    const order = ORDER_AT_010[game] ?? null;
    // Onino ranked by match points first when the event chose so (rankingOrder at 010).
    settings.tieBreaks = order && game === 'onino' && settings.oninoRanking === 'match-points' ? ['matchPoints', ...order] : order;
  }
  settings.dutchEdition = stored.dutchEdition ?? '2017';
  settings.tieBreakEdition = stored.tieBreakEdition ?? '2024';
  return settings;
}

export const m010: Migration = {
  version: 10,
  name: 'every event pinned to the rules it started with',
  up(db) {
    const events = db.prepare('SELECT e.id, e.game, s.settings FROM events e LEFT JOIN event_settings s ON s.event_id = e.id').all() as Array<{ id: number; game: string; settings: string | null }>;
    const put = db.prepare('INSERT INTO event_settings (event_id, settings) VALUES (?, ?) ON CONFLICT (event_id) DO UPDATE SET settings = excluded.settings');
    for (const e of events) put.run(e.id, JSON.stringify(pinnedSettings(e.game, JSON.parse(e.settings ?? '{}') as Record<string, unknown>)));
  },
};
