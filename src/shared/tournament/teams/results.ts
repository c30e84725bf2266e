/**
 * Board results, postponements and whole-match forfeits. Results come in any order: a fixture is
 * playable once both line-ups are set and its date (or a board's replay date) has come; nothing
 * about another fixture, earlier or later, blocks it. A result already entered is changed only by a
 * correction (with a reason, audited by the service).
 */
import { ok, type Outcome, type RuleError, type RuleText } from '../../games/types';
import type { GameResult } from '../model';
import { validateResult, type ResultInput } from '../results';
import { fixtureOf, teamLabel, withFixture } from './lineup';
import type { Fixture, Postponement, TeamBoard, TeamEvent } from './model';
import { fixtureScore } from './scoring';
import { RULE } from './squads';
import { fieldErrorsText } from '../../games/types';
import { fixtureText, refuseText } from './refusal';

export interface BoardResultInput {
  fixture: string;
  board: number;
  /** 0-based game on the board. */
  game: number;
  result: ResultInput;
  /** The date it was played (the table as of a date counts it from then). */
  playedOn: string;
  /** A correction of a result already entered. */
  correct?: boolean;
}

/** Why a fixture (or one board of it) cannot take a result on `playedOn`, or null when it can. */
export function notPlayable(event: TeamEvent, fixture: Fixture, playedOn: string, board?: TeamBoard): string | null {
  return whyNot(event, fixture, playedOn, board)?.message ?? null;
}

/** Why a fixture cannot take a result, by catalogue key (the English for other callers in `notPlayable`), or null. */
export function notPlayableText(event: TeamEvent, fixture: Fixture, playedOn: string, board?: TeamBoard): RuleText | null {
  const why = whyNot(event, fixture, playedOn, board);
  return why ? (why.text ?? { key: 'verbatim', params: { text: why.message } }) : null;
}

/** `notPlayable` with its words by key. */
function whyNot(event: TeamEvent, fixture: Fixture, playedOn: string, board?: TeamBoard): RuleError | null {
  const label = `fixture ${fixture.id} (${teamLabel(event, fixture)})`;
  const why = (message: string, key: string, params: RuleText['params'] = {}): RuleError => ({ rule: RULE, message, text: { key, params: { fixture: fixtureText(event, fixture), ...params } } });
  if (fixture.forfeit) return why(`${label} was forfeited by ${fixture.forfeit === 'both' ? 'both teams' : `the ${fixture.forfeit} team`}`, `teams.forfeitedBy.${fixture.forfeit}`);
  if (fixture.boards.length === 0 || fixture.boards.some((b) => b.home.length === 0)) return why(`${label} has no home line-up yet`, 'teams.noLineup.home');
  if (fixture.boards.some((b) => b.away.length === 0)) return why(`${label} has no away line-up yet`, 'teams.noLineup.away');
  if (board?.replay) {
    if (board.replay.date === null) return why(`board ${board.number} of ${label} is to be replayed and has no replay date yet`, 'teams.replayUndated', { board: board.number });
    if (playedOn < board.replay.date) return why(`board ${board.number} of ${label} is replayed on ${board.replay.date}, not played yet on ${playedOn}`, 'teams.replayLater', { board: board.number, date: board.replay.date, playedOn });
    return null;
  }
  if (fixture.postponed && fixture.date === null) return why(`${label} is postponed and has no new date yet`, 'teams.postponedUndated');
  if (fixture.date !== null && playedOn < fixture.date) return why(`${label} is scheduled for ${fixture.date}: not played yet on ${playedOn}`, 'teams.scheduledLater', { date: fixture.date, playedOn });
  return null;
}

function finish(event: TeamEvent, fixture: Fixture, playedOn: string): Fixture {
  const latest = fixture.playedOn && fixture.playedOn > playedOn ? fixture.playedOn : playedOn;
  const status = fixtureScore(event.game, event.scoring, fixture, event.gamesPerBoard).status;
  return { ...fixture, playedOn: status === 'unplayed' ? null : latest };
}

/** Enters (or corrects) one game's result on one board. */
export function setBoardResult(event: TeamEvent, input: BoardResultInput): Outcome<TeamEvent> {
  const f = fixtureOf(event, input.fixture);
  if (!f.ok) return f;
  const fixture = f.value;
  const board = fixture.boards.find((b) => b.number === input.board);
  const label = `fixture ${fixture.id} (${teamLabel(event, fixture)})`;
  if (!board && fixture.boards.length > 0) return refuseText(RULE, `${label} has boards 1..${fixture.boards.length}, not board ${input.board}`, 'teams.noSuchBoard', { fixture: fixtureText(event, fixture), boards: fixture.boards.length, board: input.board });
  const why = whyNot(event, fixture, input.playedOn, board);
  if (why) return { ok: false, error: why };
  const b = board!;
  const game = b.games[input.game];
  if (!game) return refuseText(RULE, `board ${b.number} of ${label} has ${b.games.length} game${b.games.length === 1 ? '' : 's'}, not game ${input.game + 1}`, 'teams.noSuchGame', { board: b.number, fixture: fixtureText(event, fixture), count: b.games.length, game: input.game + 1 });
  if (b.forfeit) return refuseText(RULE, `board ${b.number} of ${label} was forfeited`, 'teams.boardForfeited', { board: b.number, fixture: fixtureText(event, fixture) });
  if (game.result !== null && !input.correct) {
    return refuseText(RULE, `board ${b.number}${b.games.length > 1 ? ` game ${input.game + 1}` : ''} of ${label} already has a result (${game.result.score.a}-${game.result.score.b}): correct it with a reason instead`,
      b.games.length > 1 ? 'teams.hasResultGame' : 'teams.hasResult', { board: b.number, game: input.game + 1, fixture: fixtureText(event, fixture), score: `${game.result.score.a}-${game.result.score.b}` });
  }
  if (game.result === null && input.correct) return refuseText(RULE, `board ${b.number} of ${label} has no result to correct`, 'teams.nothingToCorrect', { board: b.number, fixture: fixtureText(event, fixture) });
  const valid = validateResult(event.game, input.result, event.options);
  if (!valid.ok) return refuseText(valid.errors[0]!.rule, `board ${b.number} of ${label}: ${valid.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, 'teams.boardResult', { board: b.number, fixture: fixtureText(event, fixture), errors: fieldErrorsText(valid.errors) });
  const games = b.games.map((g, i) => (i === input.game ? { ...g, result: valid.value as GameResult } : g));
  const { replay: _replay, ...rest } = b;
  const replayed = games.every((g) => g.result !== null);
  const nextBoard: TeamBoard = replayed ? { ...rest, games } : { ...b, games };
  const next = { ...fixture, boards: fixture.boards.map((x) => (x === b ? nextBoard : x)) };
  return ok(withFixture(event, finish(event, next, input.playedOn)));
}

/** Postpones a fixture to `date` (null: no new date yet). No other fixture moves or waits. */
export function postpone(event: TeamEvent, fixtureId: string, date: string | null, reason: string): Outcome<TeamEvent> {
  const f = fixtureOf(event, fixtureId);
  if (!f.ok) return f;
  const fixture = f.value;
  const status = fixtureScore(event.game, event.scoring, fixture, event.gamesPerBoard).status;
  if (status !== 'unplayed') return refuseText(RULE, `fixture ${fixture.id} (${teamLabel(event, fixture)}) has results: it cannot be postponed`, 'teams.postponePlayed', { fixture: fixtureText(event, fixture) });
  if (!reason.trim()) return refuseText(RULE, 'a postponement gives its reason', 'teams.postponeReason');
  if (date !== null && fixture.date !== null && date === fixture.date) return refuseText(RULE, `fixture ${fixture.id} is already on ${date}`, 'teams.sameDate', { fixture: fixture.id, date });
  const from = fixture.postponed ? fixture.postponed.from : fixture.date;
  const history = [...postponements(fixture), { from: fixture.date, to: date, reason }];
  return ok(withFixture(event, { ...fixture, date, postponed: { from, reason, history } }));
}

/** Every postponement of a fixture, oldest first (a fixture saved before the history has its one). */
export function postponements(fixture: Pick<Fixture, 'date' | 'postponed'>): Postponement[] {
  const p = fixture.postponed;
  if (!p) return [];
  return p.history ?? [{ from: p.from, to: fixture.date, reason: p.reason }];
}

/** A whole match not played: the team that did not come forfeits it (the event's forfeit scoring). */
export function forfeitFixture(event: TeamEvent, fixtureId: string, side: 'home' | 'away' | 'both', playedOn: string): Outcome<TeamEvent> {
  const f = fixtureOf(event, fixtureId);
  if (!f.ok) return f;
  const status = fixtureScore(event.game, event.scoring, f.value, event.gamesPerBoard).status;
  if (status !== 'unplayed') return refuseText(RULE, `fixture ${f.value.id} (${teamLabel(event, f.value)}) has results: it cannot be forfeited as a whole`, 'teams.forfeitPlayed', { fixture: fixtureText(event, f.value) });
  return ok(withFixture(event, { ...f.value, forfeit: side, playedOn }));
}
