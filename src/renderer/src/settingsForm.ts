/**
 * The event settings screen's fields, read from the API's own schema (SettingsPatch) so that a new
 * tournament setting appears on the screen as soon as the contract has it: an enum becomes a choice, a
 * boolean a check box, a number a number field (empty allowed when nullable). Labels and help in words
 * a director reads are below; a setting without one is shown under its key, humanised.
 */
import type { z } from 'zod';
import { SettingsPatch } from '../../shared/api/methods/tournament';
import type { FormatKind } from '../../shared/tournament/model';
import { LOCALE_NAMES } from '../../shared/i18n/locales';

export type SettingInput =
  | { kind: 'number'; nullable: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: Array<string | number>; nullable: boolean }
  /** Scoring: one number per key. */
  | { kind: 'group'; keys: string[] }
  /** The tie-break order: an ordered list from these options, or null for the game's own. */
  | { kind: 'order'; options: string[] };

export interface SettingField {
  key: string;
  label: string;
  help: string;
  input: SettingInput;
  /** Labels of a choice's options. */
  choices: Record<string, string>;
  /** The formats the setting applies to; undefined: every format. */
  formats?: FormatKind[];
}

interface Words { label: string; help?: string; choices?: Record<string, string>; formats?: FormatKind[] }
const LEAGUE: FormatKind[] = ['league'];

/** How each setting reads on the screen. */
export const SETTING_WORDS: Record<string, Words> = {
  gamesPerMatch: { label: 'Games per match', help: 'Onino: the agreed number of games; a mini-match elsewhere.' },
  scoring: { label: 'Scoring', help: 'Match points for each outcome and each kind of bye.' },
  tieBreaks: { label: 'Tie-break order', help: 'How equal scores are separated, first criterion first.' },
  withdrawForfeiter: { label: 'Withdraw an entry that forfeits', help: 'Games other than Onino (Onino always bars, R-ONI-14).' },
  playoff: { label: 'Knockout: a tied match is settled by', choices: { 'playoff-games': 'play-off games', 'higher-seed': 'the higher seed goes through', lot: 'drawing lots' }, formats: ['knockout'] },
  seeding: { label: 'Pairing numbers by', choices: { rating: 'rating (highest first)', registration: 'order of registration' } },
  initialColour: { label: 'Round 1: the top seed moves', choices: { white: 'first (FIDE "white")', black: 'second (FIDE "black")' }, formats: ['swiss'] },
  nights: { label: 'League: match nights', help: 'Empty: one round a night.', formats: LEAGUE },
  cycles: { label: 'League: cycles', choices: { 1: 'single round robin', 2: 'double (home and away)' }, formats: LEAGUE },
  balance: { label: 'League: balance', choices: { 'home-away': 'home and away venues', 'first-move': 'first moves (Berger order)' }, formats: LEAGUE },
  ratingK: { label: 'Elo development coefficient (K)' },
  ratingStart: { label: 'Elo rating of a newcomer' },
  ratingKNew: { label: 'Elo K while a rating is provisional' },
  provisionalGames: { label: 'Games before a rating is established', help: 'Fewer rated games than this: the rating is marked provisional (P).' },
  avoidSameClub: { label: 'Keep club-mates apart', help: 'An absolute criterion of the Swiss; a fixed schedule only warns. Pairs kept apart by name are on the Entries screen.' },
  firstMove: { label: 'A missing first-move decision', help: 'The toss, choice or draw for set of a game (R-ONI-11, R-DOM-2, R-TON-3).', choices: { warn: 'warns (the result is taken)', require: 'blocks the result until recorded' } },
  acceleration: { label: 'Accelerated pairing', help: 'FIDE Baku method: virtual points for the top half in the first rounds, never in the standings.', choices: { none: 'none', baku: 'Baku (FIDE C.04.5.1)' }, formats: ['swiss'] },
  oninoRanking: { label: 'Onino: rank and pair by', help: 'The Swiss score groups follow the same choice.', choices: { 'total-points': 'total points (R-ONI-12)', 'match-points': 'match points, then total points' } },
  brightwellConstant: { label: 'Othello: Brightwell constant', help: 'BQ = discs + constant × opponents\' points (World Othello Championship rules: 6).' },
  prizeOnePerPerson: { label: 'Prizes: one prize per person' },
  prizeSharing: { label: 'Prizes: ties on points share place prizes by', choices: { 'tie-break': 'the tie-breaks', equal: 'equal shares', hort: 'the Hort system' } },
  printLanguage: {
    label: 'Print language', help: 'Scoresheets, pairings, standings and every other PDF of this event print in it, whatever the screen\'s language.',
    choices: { '': 'the language of whoever prints', ...LOCALE_NAMES },
  },
};

export const SCORING_WORDS: Record<string, string> = {
  win: 'Win', draw: 'Draw', loss: 'Loss', pairingBye: 'Pairing bye', halfBye: 'Half-point bye', zeroBye: 'Zero-point bye',
  forfeitWin: 'Forfeit win', forfeitLoss: 'Forfeit loss',
};

/** `firstMoveMissing` -> "First move missing". */
export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Def = { type: string; innerType?: z.ZodType; options?: z.ZodType[]; entries?: Record<string, string | number>; values?: unknown[]; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Unwraps optional/default/nullable, noting whether null is allowed. */
function bare(schema: z.ZodType): { schema: z.ZodType; nullable: boolean } {
  let s = schema;
  let nullable = false;
  for (;;) {
    const d = def(s);
    if (d.type === 'nullable') nullable = true;
    if ((d.type === 'optional' || d.type === 'default' || d.type === 'nullable') && d.innerType) s = d.innerType;
    else return { schema: s, nullable };
  }
}

function inputOf(schema: z.ZodType): SettingInput | null {
  const { schema: s, nullable } = bare(schema);
  const d = def(s);
  if (d.type === 'number') return { kind: 'number', nullable };
  if (d.type === 'boolean') return { kind: 'boolean' };
  if (d.type === 'enum') return { kind: 'choice', options: Object.values(d.entries ?? {}), nullable };
  if (d.type === 'union') {
    const options = (d.options ?? []).flatMap((o) => (def(o).type === 'literal' ? (def(o).values as Array<string | number>) : []));
    return options.length === (d.options ?? []).length ? { kind: 'choice', options, nullable } : null;
  }
  if (d.type === 'object') return { kind: 'group', keys: Object.keys(d.shape ?? {}) };
  if (d.type === 'array' && d.element && def(bare(d.element).schema).type === 'enum') {
    return { kind: 'order', options: Object.values(def(bare(d.element).schema).entries ?? {}) as string[] };
  }
  return null;
}

/** Every setting the API accepts, in the contract's order, with how to edit it. */
export function settingFields(): SettingField[] {
  const shape = (SettingsPatch as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).flatMap(([key, schema]) => {
    const input = inputOf(schema);
    if (!input) return [];
    const words = SETTING_WORDS[key];
    return [{ key, label: words?.label ?? humanise(key), help: words?.help ?? '', input, choices: words?.choices ?? {}, ...(words?.formats ? { formats: words.formats } : {}) }];
  });
}
