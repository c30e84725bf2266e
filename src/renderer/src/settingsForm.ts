/**
 * The event settings screen's fields, read from the API's own schema (SettingsPatch) so that a new
 * tournament setting appears on the screen as soon as the contract has it: an enum becomes a choice, a
 * boolean a check box, a number a number field (empty allowed when nullable). Labels and help in words
 * a director reads are below, as UI catalogue keys (`settings.<key>.label`, `.help`, `.choices.<option>`),
 * read in the UI's language when the screen asks for the fields; a setting without words is shown under its
 * key, humanised (and a plain-English label that is no key is shown as it is).
 */
import type { z } from 'zod';
import { SettingsPatch } from '../../shared/api/methods/tournament';
import type { FormatKind } from '../../shared/tournament/model';
import { t } from './i18n';
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
  gamesPerMatch: { label: 'settings.gamesPerMatch.label', help: 'settings.gamesPerMatch.help' },
  scoring: { label: 'settings.scoring.label', help: 'settings.scoring.help' },
  tieBreaks: { label: 'settings.tieBreaks.label', help: 'settings.tieBreaks.help' },
  withdrawForfeiter: { label: 'settings.withdrawForfeiter.label', help: 'settings.withdrawForfeiter.help' },
  playoff: { label: 'settings.playoff.label', choices: { 'playoff-games': 'settings.playoff.choices.playoff_games', 'higher-seed': 'settings.playoff.choices.higher_seed', lot: 'settings.playoff.choices.lot' }, formats: ['knockout'] },
  seeding: { label: 'settings.seeding.label', choices: { rating: 'settings.seeding.choices.rating', registration: 'settings.seeding.choices.registration' } },
  initialColour: { label: 'settings.initialColour.label', choices: { white: 'settings.initialColour.choices.white', black: 'settings.initialColour.choices.black' }, formats: ['swiss'] },
  nights: { label: 'settings.nights.label', help: 'settings.nights.help', formats: LEAGUE },
  cycles: { label: 'settings.cycles.label', choices: { 1: 'settings.cycles.choices.1', 2: 'settings.cycles.choices.2' }, formats: LEAGUE },
  balance: { label: 'settings.balance.label', choices: { 'home-away': 'settings.balance.choices.home_away', 'first-move': 'settings.balance.choices.first_move' }, formats: LEAGUE },
  ratingK: { label: 'settings.ratingK.label' },
  ratingStart: { label: 'settings.ratingStart.label' },
  ratingKNew: { label: 'settings.ratingKNew.label' },
  provisionalGames: { label: 'settings.provisionalGames.label', help: 'settings.provisionalGames.help' },
  avoidSameClub: { label: 'settings.avoidSameClub.label', help: 'settings.avoidSameClub.help' },
  firstMove: { label: 'settings.firstMove.label', help: 'settings.firstMove.help', choices: { warn: 'settings.firstMove.choices.warn', require: 'settings.firstMove.choices.require' } },
  acceleration: { label: 'settings.acceleration.label', help: 'settings.acceleration.help', choices: { none: 'settings.acceleration.choices.none', baku: 'settings.acceleration.choices.baku' }, formats: ['swiss'] },
  oninoRanking: { label: 'settings.oninoRanking.label', help: 'settings.oninoRanking.help', choices: { 'total-points': 'settings.oninoRanking.choices.total_points', 'match-points': 'settings.oninoRanking.choices.match_points' } },
  brightwellConstant: { label: 'settings.brightwellConstant.label', help: 'settings.brightwellConstant.help' },
  lotSeed: { label: 'settings.lotSeed.label', help: 'settings.lotSeed.help' },
  prizeOnePerPerson: { label: 'settings.prizeOnePerPerson.label' },
  prizeSharing: { label: 'settings.prizeSharing.label', choices: { 'tie-break': 'settings.prizeSharing.choices.tie_break', equal: 'settings.prizeSharing.choices.equal', hort: 'settings.prizeSharing.choices.hort' } },
  swissSystem: { label: 'settings.swissSystem.label', help: 'settings.swissSystem.help', choices: { dutch: 'settings.swissSystem.choices.dutch', papp: 'settings.swissSystem.choices.papp' }, formats: ['swiss'] },
  dutchEdition: { label: 'settings.dutchEdition.label', help: 'settings.dutchEdition.help', choices: { 2017: 'settings.dutchEdition.choices.2017', 2026: 'settings.dutchEdition.choices.2026' }, formats: ['swiss'] },
  tieBreakEdition: { label: 'settings.tieBreakEdition.label', help: 'settings.tieBreakEdition.help', choices: { 2024: 'settings.tieBreakEdition.choices.2024', 2026: 'settings.tieBreakEdition.choices.2026' } },
  autoEnter: { label: 'settings.autoEnter.label', help: 'settings.autoEnter.help' },
  arenaPoints: { label: 'settings.arenaPoints.label', help: 'settings.arenaPoints.help', choices: { lichess: 'settings.arenaPoints.choices.lichess', plain: 'settings.arenaPoints.choices.plain' }, formats: ['arena'] },
  printLanguage: {
    label: 'settings.printLanguage.label', help: 'settings.printLanguage.help',
    choices: { '': 'settings.printLanguage.choices.caller', ...LOCALE_NAMES },
  },
};

export const SCORING_WORDS: Record<string, string> = {
  win: 'settings.scoringWords.win', draw: 'settings.scoringWords.draw', loss: 'settings.scoringWords.loss', pairingBye: 'settings.scoringWords.pairingBye', halfBye: 'settings.scoringWords.halfBye', zeroBye: 'settings.scoringWords.zeroBye',
  forfeitWin: 'settings.scoringWords.forfeitWin', forfeitLoss: 'settings.scoringWords.forfeitLoss',
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

/**
 * Settings edited whole through the API, not field by field here: PAPP's penalty table (docs/othello.md);
 * the arena's end time, set on the arena's own screen (arena.end).
 */
const NOT_ON_SCREEN = new Set(['pappTable', 'arenaEndsAt']);

/** Every setting the API accepts, in the contract's order, with how to edit it. */
export function settingFields(): SettingField[] {
  const shape = (SettingsPatch as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).flatMap(([key, schema]) => {
    if (NOT_ON_SCREEN.has(key)) return [];
    const input = inputOf(schema);
    if (!input) return [];
    const words = SETTING_WORDS[key];
    const choices = Object.fromEntries(Object.entries(words?.choices ?? {}).map(([option, label]) => [option, t(label)]));
    return [{ key, label: words ? t(words.label) : humanise(key), help: words?.help ? t(words.help) : '', input, choices, ...(words?.formats ? { formats: words.formats } : {}) }];
  });
}
