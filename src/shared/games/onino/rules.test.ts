import { describe, expect, it } from 'vitest';
import { replayRecord } from '../replay';
import type { GameOptions, RuleError } from '../types';
import { CENTRE, parseSquare } from './board';
import { FORTY_FIVE_MARKERS, FULL_GAME, interleave } from './fixtures';
import { rules } from './index';
import type { OninoAction, OninoState } from './types';
import { summary, view } from './view';

function replay(text: string, options: GameOptions = {}) {
  const record = rules.parseRecord(text);
  if (!record.ok) throw new Error(`unreadable: ${record.error.message}`);
  return replayRecord<OninoState>(rules, record.value, options);
}

/** The state after a legal record (fails the test on a refusal). */
function play(text: string, options: GameOptions = {}): OninoState {
  const run = replay(text, options);
  expect(run.error).toBeNull();
  return run.state;
}

/** The refusal of an illegal record. */
function refused(text: string, options: GameOptions = {}): RuleError {
  const run = replay(text, options);
  expect(run.error).not.toBeNull();
  return run.error!;
}

const doubles = { mode: 'doubles' };
const at = (s: OninoState, name: string) => view(s, 'players').cells[parseSquare(name)!];
/** Second side's filler plays along rank 15, two squares apart. */
const SECOND_FILLER = ['a15', 'c15', 'e15', 'g15', 'i15', 'k15', 'm15', 'o15'];

describe('board and turns', () => {
  it('R-ONI-1: 15 x 15, files a..o, ranks 1..15 from the bottom, centre h8', () => {
    expect(CENTRE).toBe(parseSquare('h8'));
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('o15')).toBe(224);
    expect(rules.parseAction('p1').ok).toBe(false);
    expect(rules.parseAction('a16').ok).toBe(false);
    expect(rules.parseAction('a0').ok).toBe(false);
    const s = play('a1 o15');
    expect(view(s, 'players').cells[0]).toBe('first');
    expect(view(s, 'players').cells[224]).toBe('second');
  });

  it('rule 1: 105 markers per side; after 210 plays no marker is left and no play is taken', () => {
    const s = play(FULL_GAME);
    expect(summary(s).markersUsed).toEqual({ first: 105, second: 105 });
    expect(summary(s).markersLeft).toEqual({ first: 0, second: 0 });
    expect(refused(`${FULL_GAME} o15`).rule).toBe('onino rule 22');
  });

  it('rule 9 / R-ONI-2: singles play alternately, one marker per turn', () => {
    const s = play('a1 b1 c1');
    expect(rules.status(s).toMove).toBe('second');
    expect(at(s, 'a1')).toBe('first');
    expect(at(s, 'b1')).toBe('second');
    expect(at(s, 'c1')).toBe('first');
    expect(summary(s).player).toBeNull();
  });

  it('R-ONI-2: doubles order is A1, B1, A2, B2, A1 and status names the player', () => {
    const seen: (string | null)[] = [];
    let s = rules.setup(doubles);
    for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1']) {
      if (!s.ok) break;
      seen.push(`${rules.status(s.value).toMove}/${summary(s.value).player}`);
      s = rules.apply(s.value, { type: 'play', square: parseSquare(sq)! });
    }
    expect(seen).toEqual(['first/A1', 'second/B1', 'first/A2', 'second/B2', 'first/A1']);
    expect(s.ok && rules.status(s.value).message).toBe('second (B1) to play (turn 3 of 105)');
  });

  it('rule 5: a marker counts as played once placed: the turn passes and the square is taken for good', () => {
    const s = play('a1');
    expect(rules.status(s).toMove).toBe('second');
    const e = refused('a1 a1');
    expect(e).toMatchObject({ ply: 2, rule: 'onino rule 6' });
    expect(e.message).toContain('a1 already holds first');
  });

  it('rule 4 / R-ONI-4: first may not mark the centre until second has played off it', () => {
    expect(refused('h8')).toMatchObject({ ply: 1, rule: 'onino rule 4' });
    // Second may take the centre; first still has not seen an off-centre play.
    expect(play('a1 h8').board[CENTRE]).toBe(2);
    expect(rules.legal!(play('a1')).length).toBe(224);
    expect(rules.legal!(play('')).some((a) => a.type === 'play' && a.square === CENTRE)).toBe(false);
    // After an off-centre play by second, the centre is open to first.
    expect(at(play('a1 b1 h8'), 'h8')).toBe('first');
  });

  it('apply never mutates the state it is given', () => {
    const before = play('a1 b1');
    const copy = before.board.slice();
    const after = rules.apply(before, { type: 'play', square: 30 });
    expect(after.ok).toBe(true);
    expect(before.board).toEqual(copy);
    expect(before.plays).toBe(2);
  });
});

describe('ONINO and declarations', () => {
  const lines: [string, string[]][] = [
    ['rank', ['a1', 'b1', 'c1', 'd1', 'e1']],
    ['file', ['a1', 'a2', 'a3', 'a4', 'a5']],
    ['diagonal', ['a1', 'b2', 'c3', 'd4', 'e5']],
    ['anti-diagonal', ['a5', 'b4', 'c3', 'd2', 'e1']],
  ];
  for (const [direction, squares] of lines) {
    it(`R-ONI-3: five in a ${direction} is an ONINO and its declaration wins (rule 11)`, () => {
      const s = play(`${interleave(squares, SECOND_FILLER.slice(0, 4))} declare`);
      expect(rules.status(s)).toMatchObject({ status: 'finished', winner: 'first', ending: 'play', score: { first: 100, second: -100 } });
    });
  }

  it('R-ONI-3: six in a row also counts', () => {
    const text = interleave(['a1', 'b1', 'c1', 'e1', 'f1', 'd1'], SECOND_FILLER.slice(0, 5));
    const before = play(text);
    expect(view(before, 'director').undeclaredOninos).toEqual([{ side: 'first', from: 'a1', to: 'f1', length: 6 }]);
    expect(rules.status(play(`${text} declare`))).toMatchObject({ winner: 'first', score: { first: 99, second: -99 } });
  });

  it('R-ONI-3: four in a row, or five broken by a gap or an opposing marker, is no ONINO', () => {
    const four = play(`${interleave(['a1', 'b1', 'c1', 'd1', 'f1'], ['a15', 'c15', 'e15', 'g15'])} declare`);
    expect(rules.status(four).status).toBe('ongoing');
    const blocked = play(`${interleave(['a1', 'b1', 'c1', 'd1', 'f1', 'g1'], ['e1', 'c15', 'e15', 'g15', 'i15'])} first:declare`);
    expect(rules.status(blocked).status).toBe('ongoing');
  });

  it('rule 10 / R-ONI-5: a declaration without an ONINO costs the next turn, at once when the declarer is to play', () => {
    // Second declares (falsely) after first's play, while second is to play: that turn is lost now.
    const s = play('a1 second:declare');
    expect(s.infractions).toEqual([{ ply: 2, kind: 'false-declaration', rule: 17, side: 'second', player: null, squares: [] }]);
    expect(s.lostTurns).toEqual([{ side: 'second', player: null, turn: 1, cause: 2 }]);
    expect(rules.status(s)).toMatchObject({ status: 'ongoing', toMove: 'first' });
    // A false `declare` after one's own play costs the following turn.
    const t = play('a1 declare b1 c1');
    expect(rules.status(t).toMove).toBe('first');
    expect(t.lostTurns).toEqual([{ side: 'first', player: null, turn: 2, cause: 2 }]);
  });

  it('rule 10 / rule 17: a remark that the game is assured costs the next turn', () => {
    const s = play('a1 b1 first:remark');
    expect(rules.status(s).toMove).toBe('second');
    expect(s.infractions[0]).toMatchObject({ kind: 'remark', rule: 17, side: 'first' });
  });

  it('rule 11: the first declaration of a completed ONINO wins although the opponent has an undeclared one', () => {
    const first = ['a1', 'b1', 'c1', 'd1', 'e1'];
    const second = ['a3', 'b3', 'c3', 'd3', 'e3'];
    // First completes its ONINO first and does not declare; second completes one and declares.
    const s = play(`${interleave(first, second)} declare`);
    expect(rules.status(s)).toMatchObject({ winner: 'second', score: { first: -100, second: 100 } });
  });

  it('R-ONI-5: an older undeclared ONINO still counts when declared later', () => {
    const s = play(`${interleave(['a1', 'b1', 'c1', 'd1', 'e1', 'g9', 'i9'], ['a15', 'c15', 'e15', 'g15', 'i15', 'k15'])} first:declare`);
    expect(rules.status(s)).toMatchObject({ winner: 'first', margin: 98 });
    expect(s.result!.markersUsed).toBe(7);
  });

  it('rule 12: simultaneous declarations go to the side that made the last play', () => {
    const both = `${interleave(['a1', 'b1', 'c1', 'd1', 'e1'], ['a3', 'b3', 'c3', 'd3', 'e3'])}`;
    expect(rules.status(play(`${both} both:declare`)).winner).toBe('second');
    expect(rules.status(play(`${both} a9 both:declare`)).winner).toBe('first');
  });

  it('rule 12: of two simultaneous declarations only a completed ONINO wins; two false ones cost both sides a turn', () => {
    const onlyFirst = interleave(['a1', 'b1', 'c1', 'd1', 'e1'], ['a3', 'c3', 'e3', 'g3', 'i3']);
    expect(rules.status(play(`${onlyFirst} both:declare`)).winner).toBe('first');
    const none = play('a1 b1 both:declare');
    expect(none.infractions.map((i) => [i.kind, i.side])).toEqual([['false-declaration', 'second'], ['false-declaration', 'first']]);
    // First is to play, so its turn goes at once; then second's, and first plays again.
    expect(none.lostTurns.map((l) => l.side)).toEqual(['first', 'second']);
    expect(rules.status(none).toMove).toBe('first');
  });

  it('R-ONI-5: a bare declare needs a play to name its side', () => {
    expect(refused('declare')).toMatchObject({ ply: 1, rule: 'R-ONI-5' });
  });
});

describe('infractions and penalties', () => {
  it('rule 14 / R-ONI-8: a play out of turn is removed and the offender loses its next turn; the record keeps it', () => {
    const s = play('a1 first:out-of-turn:c3 b1');
    expect(at(s, 'c3')).toBeNull();
    expect(s.infractions[0]).toMatchObject({ kind: 'out-of-turn', rule: 14, side: 'first', squares: [parseSquare('c3')] });
    // First's next turn is lost: second plays again.
    expect(rules.status(s).toMove).toBe('second');
    const record = rules.parseRecord('a1 first:out-of-turn:c3 b1');
    expect(record.ok && rules.formatRecord(record.value)).toBe('a1 first:out-of-turn:c3 b1\n');
  });

  it('rule 9: a second marker in one turn is a play out of turn; a play indicated out of turn needs no square', () => {
    expect(play('a1 first:out-of-turn:b2').owed).toEqual([{ side: 'first', cause: 2 }]);
    expect(play('a1 first:out-of-turn').infractions[0]!.squares).toEqual([]);
  });

  it('rule 15 / R-ONI-4: the centre marker moves to the square of the player\'s choice and the side loses its next turn', () => {
    const s = play('first:centre:d4 a15');
    expect(at(s, 'h8')).toBeNull();
    expect(at(s, 'd4')).toBe('first');
    expect(s.infractions[0]).toMatchObject({ kind: 'centre', rule: 15, side: 'first', ply: 1 });
    // The relocated marker was first's play; its next turn is lost, so second plays again.
    expect(rules.status(s).toMove).toBe('second');
    expect(s.turns).toEqual({ first: 2, second: 1 });
    expect(refused('first:centre:h8')).toMatchObject({ rule: 'onino rule 15' });
    expect(refused('a1 b1 c3 first:centre:d4')).toMatchObject({ rule: 'onino rule 19' });
  });

  it('rule 6 / rule 16 / R-ONI-8: touched or moved markers are restored and the side loses its next turn', () => {
    const before = play('a1 b1');
    const s = play('a1 b1 second:touch:a1,b1 c1');
    expect(s.board).toEqual(play('a1 b1 c1').board);
    expect(s.infractions[0]).toMatchObject({ kind: 'touch', rule: 16, side: 'second', squares: [0, 1] });
    expect(rules.status(s).toMove).toBe('first');
    expect(before.board[0]).toBe(1);
    expect(refused('a1 second:touch:c5')).toMatchObject({ rule: 'onino rule 16' });
  });

  it('rule 7 / rule 17: directing attention to a play or formation costs the next turn', () => {
    const s = play('a1 b1 second:attention c1');
    expect(rules.status(s).toMove).toBe('first');
    expect(s.lostTurns).toEqual([{ side: 'second', player: null, turn: 2, cause: 3 }]);
  });

  it('R-ONI-6: lost turns accumulate and are applied in order', () => {
    const s = play('a1 b1 second:attention second:remark c1 e1');
    expect(s.lostTurns.map((l) => [l.side, l.turn, l.cause])).toEqual([['second', 2, 3], ['second', 3, 4]]);
    // First played a1, c1 and e1 while second lost two turns in a row.
    expect(rules.status(s).toMove).toBe('first');
    expect(s.turns).toEqual({ first: 3, second: 3 });
  });

  it('R-ONI-6: in doubles the lost turn falls on the pair, on whichever partner it comes to', () => {
    // A1 plays, then directs attention: pair A's next turn is A2's, which is lost; B1, B2 play on.
    const s = play('a1 A1:attention b1 c1', doubles);
    expect(s.lostTurns).toEqual([{ side: 'first', player: 'A2', turn: 2, cause: 2 }]);
    expect(at(s, 'c1')).toBe('second');
    expect(summary(s).player).toBe('A1');
    // A partner's out-of-turn play costs the pair's turn at once when that pair is to play.
    const t = play('a1 b1 A1:out-of-turn:c3', doubles);
    expect(t.lostTurns).toEqual([{ side: 'first', player: 'A2', turn: 2, cause: 3 }]);
    expect(summary(t).player).toBe('B2');
  });

  it('R-ONI-2: in doubles an infraction names the offending player; in singles a side', () => {
    expect(refused('a1 second:touch:a1', doubles)).toMatchObject({ rule: 'R-ONI-2' });
    expect(refused('a1 B1:touch:a1')).toMatchObject({ rule: 'R-ONI-2' });
  });

  it('rule 8 / rule 18 / R-ONI-7: a penalty claimed after a later play is refused', () => {
    // Second touched a1 after play 1; play 2 has been made since.
    const e = refused('a1 b1 second:touch:a1@1');
    expect(e).toMatchObject({ ply: 3, rule: 'onino rule 18' });
    expect(e.message).toContain('forfeited');
    // Claimed in time, the same infraction is penalised.
    expect(play('a1 b1 second:touch:a1@2').infractions).toHaveLength(1);
    expect(refused('a1 second:attention@4')).toMatchObject({ rule: 'onino rule 8' });
  });

  it('rule 19: a claim that does not fit the penalty rule is refused', () => {
    expect(refused('a1 b1 first:out-of-turn:c3')).toMatchObject({ rule: 'onino rule 19' });
    expect(refused('a1 second:centre:d4')).toMatchObject({ rule: 'onino rule 19' });
  });

  it('R-ALL-2: a rule 4 centre play whose penalty was never claimed stands, marked', () => {
    const s = play('h8! a1');
    expect(at(s, 'h8')).toBe('first');
    expect(view(s, 'players').stood).toEqual(['h8']);
    expect(s.infractions).toEqual([]);
    expect(refused('a1!')).toMatchObject({ rule: 'R-ALL-2' });
  });
});

describe('endings and scoring', () => {
  it('rules 20, 21 / R-ONI-9: the text\'s example, 45 markers used to win scores +60 and -60', () => {
    const s = play(FORTY_FIVE_MARKERS);
    expect(s.result!.markersUsed).toBe(45);
    expect(rules.status(s)).toMatchObject({ status: 'finished', winner: 'first', score: { first: 60, second: -60 }, margin: 60 });
  });

  it('rule 22 / R-ONI-10: 105 turns each without a valid declaration is a draw scored 0', () => {
    const s = play(FULL_GAME);
    expect(rules.status(s)).toMatchObject({ status: 'finished', winner: null, ending: 'draw', score: { first: 0, second: 0 }, margin: 0 });
  });

  it('rule 22 / R-ONI-10: a lost turn counts as a turn at play', () => {
    // Second loses a turn: after 105 turns each, second has used only 104 markers.
    const plays = FULL_GAME.split(' ');
    const s = play(`${plays.slice(0, 2).join(' ')} second:attention ${plays.slice(2, 209).join(' ')}`);
    expect(s.turns).toEqual({ first: 105, second: 105 });
    expect(s.markers).toEqual({ first: 105, second: 104 });
    expect(rules.status(s).ending).toBe('draw');
  });

  it('rule 22 / R-ONI-5: a declaration right after the last play still wins; any other action is refused', () => {
    // Both sides hold lines of five in this game: the one that declares wins.
    expect(rules.status(play(`${FULL_GAME} second:declare`))).toMatchObject({ winner: 'second', ending: 'play' });
    const won = play(`${FULL_GAME} first:declare`);
    expect(rules.status(won)).toMatchObject({ winner: 'first', score: { first: 0, second: 0 } });
    expect(refused(`${FULL_GAME} first:resign`).rule).toBe('onino rule 22');
  });

  it('R-ALL-3: resignation and forfeit end the game with who and why; the score is 105 - the winner\'s markers (at least 5, R-ONI-21)', () => {
    const r = play('a1 b1 c1 first:resign');
    expect(rules.status(r)).toMatchObject({ winner: 'second', ending: 'resignation', score: { first: -100, second: 100 } });
    expect(r.result).toMatchObject({ by: 'first' });
    const f = play('a1 b1 B2:forfeit', doubles);
    expect(rules.status(f)).toMatchObject({ winner: 'first', ending: 'forfeit', score: { first: 100, second: -100 } });
    expect(f.result!.reason).toBe('B2 forfeited the game (rule 24); first wins: first +100, second -100');
  });

  it('R-ALL-3: an agreed draw and a director\'s decision', () => {
    expect(rules.status(play('a1 b1 draw'))).toMatchObject({ ending: 'agreement', winner: null, score: { first: 0, second: 0 } });
    expect(rules.status(play('a1 director:second'))).toMatchObject({ ending: 'director', winner: 'second', score: { first: -100, second: 100 } });
    expect(rules.status(play('director:draw'))).toMatchObject({ ending: 'director', winner: null });
    expect(refused('a1 draw b1')).toMatchObject({ ply: 3, rule: 'R-ALL-3' });
    expect(refused(`${FORTY_FIVE_MARKERS} a2`)).toMatchObject({ rule: 'onino rule 11' });
  });

  it('setup refuses unknown options and modes', () => {
    expect(rules.setup({ mode: 'triples' }).ok).toBe(false);
    expect(rules.setup({ size: 19 }).ok).toBe(false);
  });
});

describe('rule 7 in the software', () => {
  const text = interleave(['a1', 'b1', 'c1', 'd1', 'e1'], SECOND_FILLER.slice(0, 5));

  it('rule 7 / R-ONI-5: the director may see an undeclared ONINO; the players\' view and summary never do', () => {
    const s = play(text);
    expect(view(s, 'director').undeclaredOninos).toEqual([{ side: 'first', from: 'a1', to: 'e1', length: 5 }]);
    const players = view(s, 'players');
    expect(players).not.toHaveProperty('undeclaredOninos');
    // The players' view and summary of this position say no more than those of the same board without a line.
    const plain = play(interleave(['a1', 'b1', 'c1', 'd1', 'f1'], SECOND_FILLER.slice(0, 4)).concat(' e1'));
    const strip = (v: object) => JSON.stringify({ ...v, cells: undefined, lastPlay: undefined });
    expect(strip(players)).toBe(strip(view(plain, 'players')));
    expect(JSON.stringify(summary(s))).not.toMatch(/onino/i);
    expect(rules.status(s).message).not.toMatch(/onino/i);
  });

  it('rule 7: the players\' view suggests no moves', () => {
    const keys = Object.keys(view(play(text), 'players')).sort();
    expect(keys).toEqual(['cells', 'centreClosed', 'declaredOninos', 'infractions', 'lastPlay', 'lostTurns', 'lostTurnsOwed', 'markersUsed',
      'mode', 'outcome', 'player', 'size', 'stood', 'toMove', 'turns']);
  });

  it('rule 7 / rule 11: a winning declaration makes the ONINO public: both views show its line, none before', () => {
    expect(view(play(text), 'players').declaredOninos).toEqual([]);
    const won = play(`${text} first:declare`);
    for (const audience of ['players', 'director'] as const) {
      expect(view(won, audience).declaredOninos).toEqual([{ side: 'first', from: 'a1', to: 'e1', length: 5 }]);
    }
    expect(view(won, 'director').undeclaredOninos).toEqual([]);
  });
});

describe('input from outside the notation', () => {
  it('R-ONI-1: an action with a square off the board or of no known kind is refused, not thrown', () => {
    const s = play('a1');
    expect(rules.apply(s, { type: 'play', square: 225 })).toMatchObject({ ok: false, error: { rule: 'notation' } });
    expect(rules.apply(s, { type: 'touch', offender: 'second', squares: [] })).toMatchObject({ ok: false });
    expect(rules.apply(s, { type: 'jump' } as unknown as OninoAction)).toMatchObject({ ok: false, error: { rule: 'notation' } });
    expect(rules.apply(s, { type: 'attention', offender: 'C3' } as unknown as OninoAction)).toMatchObject({ ok: false, error: { rule: 'notation' } });
    expect(rules.apply(s, { type: 'director', winner: 'A1' } as unknown as OninoAction)).toMatchObject({ ok: false });
    expect(rules.apply(s, null as unknown as OninoAction)).toMatchObject({ ok: false, error: { rule: 'notation' } });
  });
});

describe('rulings R-ONI-16..21', () => {
  it('R-ONI-16: a side that offends while it is to play loses the turn it was about to take, not a later one', () => {
    // Second is to play and touches a marker: second's turn 1 is lost at once, first plays on.
    const s = play('a1 second:touch:a1');
    expect(s.lostTurns).toEqual([{ side: 'second', player: null, turn: 1, cause: 2 }]);
    expect(rules.status(s).toMove).toBe('first');
    // First offends after its own play (second to play): first's next turn, turn 2, is lost.
    const t = play('a1 first:attention b1');
    expect(t.lostTurns).toEqual([{ side: 'first', player: null, turn: 2, cause: 2 }]);
    expect(rules.status(t).toMove).toBe('second');
  });

  /** A full game (105 markers each) in which no side ever has five in a row: colour by (file + 2 * rank) mod 4. */
  function lineless(): string {
    const firsts: string[] = [];
    const seconds: string[] = [];
    for (let rank = 1; rank <= 15; rank++) {
      for (let file = 0; file < 15; file++) {
        const name = `${'abcdefghijklmno'[file]}${rank}`;
        ((file + 2 * rank) % 4 < 2 ? firsts : seconds).push(name);
      }
    }
    return interleave(firsts.slice(0, 105), seconds.slice(0, 105));
  }

  it('R-ONI-17: the rule 22 draw comes with the last turn; a valid declaration made at once still wins', () => {
    const plays = FULL_GAME.split(' ');
    expect(rules.status(play(plays.slice(0, 209).join(' '))).status).toBe('ongoing');
    const drawn = play(FULL_GAME);
    // The game ended with play 210: the draw does not wait for another action.
    expect(rules.status(drawn)).toMatchObject({ status: 'finished', ending: 'draw' });
    expect(drawn.ply).toBe(210);
    expect(rules.status(play(`${FULL_GAME} first:declare`))).toMatchObject({ ending: 'play', winner: 'first' });
    expect(refused(`${FULL_GAME} first:declare second:declare`)).toMatchObject({ ply: 212, rule: 'onino rule 11' });
  });

  it('R-ONI-17: after a finished game a false declaration is refused, naming R-ONI-17', () => {
    const game = lineless();
    const drawn = play(game);
    expect(view(drawn, 'director').undeclaredOninos).toEqual([]);
    expect(rules.status(drawn).ending).toBe('draw');
    expect(refused(`${game} first:declare`)).toMatchObject({ ply: 211, rule: 'R-ONI-17' });
    expect(refused(`${game} both:declare`)).toMatchObject({ ply: 211, rule: 'R-ONI-17' });
    expect(refused(`${game} second:remark`)).toMatchObject({ ply: 211, rule: 'onino rule 22' });
  });

  it('R-ONI-18: simultaneous declarations where the last player has no ONINO: the other side\'s ONINO wins; neither: both lose a turn', () => {
    // First completes a1..e1; second's last play (i3) completes nothing.
    const onlyFirst = interleave(['a1', 'b1', 'c1', 'd1', 'e1'], ['a3', 'c3', 'e3', 'g3', 'i3']);
    const won = play(`${onlyFirst} both:declare`);
    expect(rules.status(won)).toMatchObject({ winner: 'first', ending: 'play', score: { first: 100, second: -100 } });
    const none = play('a1 b1 c1 both:declare');
    expect(none.infractions.map((i) => [i.kind, i.side, i.rule])).toEqual([['false-declaration', 'first', 17], ['false-declaration', 'second', 17]]);
    expect(none.lostTurns.map((l) => l.side)).toEqual(['second', 'first']);
  });

  it('R-ONI-19: the first side marking the barred centre out of turn is penalised once, under rule 14', () => {
    // Second is to play; first puts a marker on h8 (barred to it by rule 4) out of turn.
    const s = play('a1 first:out-of-turn:h8');
    expect(s.infractions).toEqual([{ ply: 2, kind: 'out-of-turn', rule: 14, side: 'first', player: null, squares: [CENTRE] }]);
    expect(at(s, 'h8')).toBeNull();
    expect(s.owed).toEqual([{ side: 'first', cause: 2 }]);
    // Not also a rule 15 claim: the centre penalty is for a play in turn.
    expect(refused('a1 first:centre:d4')).toMatchObject({ rule: 'onino rule 19' });
  });

  it('R-ONI-20: a play out of turn that was not claimed stays on its square, marked, and no turn is lost', () => {
    const s = play('a1 first:out-of-turn:c3! b1');
    expect(at(s, 'c3')).toBe('first');
    expect(s.markers).toEqual({ first: 2, second: 1 });
    expect(s.turns).toEqual({ first: 1, second: 1 });
    expect(s.lostTurns).toEqual([]);
    expect(s.infractions).toEqual([{ ply: 2, kind: 'out-of-turn', rule: 14, side: 'first', player: null, squares: [parseSquare('c3')], waived: 'stood' }]);
    expect(view(s, 'players').stood).toEqual(['c3']);
    expect(rules.status(s).toMove).toBe('first');
    // Recorded later with @N: no rule 18 refusal, since no penalty is asked for.
    expect(at(play('a1 b1 c1 d1 second:out-of-turn:e5@2!'), 'e5')).toBe('second');
    expect(refused('a1 b1 c1 d1 second:out-of-turn:e5@2')).toMatchObject({ rule: 'onino rule 18' });
    // The stood marker counts toward an ONINO: five of first's markers, one of them out of turn.
    const five = play('a1 a15 b1 first:out-of-turn:c1! c15 d1 e15 e1 declare');
    expect(rules.status(five)).toMatchObject({ winner: 'first', ending: 'play' });
    expect(five.result!.markersUsed).toBe(5);
  });

  it('R-ONI-20: markers moved and never restored stay where they were moved; no turn is lost', () => {
    const s = play('a1 b1 second:touch:a1>a2! c1');
    expect(at(s, 'a1')).toBeNull();
    expect(at(s, 'a2')).toBe('first');
    expect(at(s, 'c1')).toBe('first');
    expect(view(s, 'players').stood).toEqual(['a2']);
    expect(s.lostTurns).toEqual([]);
    expect(rules.status(s).toMove).toBe('second');
    // Claimed in time, the same act is restored and costs second its next turn (R-ONI-8).
    const penalised = play('a1 b1 second:touch:a1>a2 c1');
    expect(at(penalised, 'a1')).toBe('first');
    expect(rules.status(penalised).toMove).toBe('first');
    // A marker cannot have been moved onto another.
    expect(refused('a1 b1 second:touch:a1>b1!')).toMatchObject({ rule: 'onino rule 16' });
    expect(s.infractions[0]).toMatchObject({ kind: 'touch', rule: 16, side: 'second', waived: 'stood' });
  });

  it('R-ONI-20: a claim not invoked as its penalty rule requires is recorded as forfeited and changes nothing', () => {
    const s = play('a1 b1 second:attention~ c1');
    expect(s.infractions).toEqual([{ ply: 3, kind: 'attention', rule: 17, side: 'second', player: null, squares: [], waived: 'forfeited' }]);
    expect(s.lostTurns).toEqual([]);
    expect(rules.status(s).toMove).toBe('second');
    // A forfeited rule 15 claim: the marker stays on the centre and first does not lose its next turn.
    const c = play('first:centre~ a15');
    expect(at(c, 'h8')).toBe('first');
    expect(c.infractions[0]).toMatchObject({ kind: 'centre', rule: 15, waived: 'forfeited', squares: [CENTRE] });
    expect(rules.status(c).toMove).toBe('first');
  });

  it('R-ONI-20: the new marks read and write back exactly', () => {
    const text = 'a1 b1 first:out-of-turn:c3! second:touch:a1>a2,b1@2! first:remark~ first:centre~\n';
    const record = rules.parseRecord(text);
    expect(record.ok && rules.formatRecord(record.value)).toBe(text);
    expect(rules.parseAction('second:touch:a1>')).toMatchObject({ ok: false });
    expect(rules.parseAction('second:touch:a1>a2>a3')).toMatchObject({ ok: false });
    expect(rules.parseAction('first:centre:d4~')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/write first:centre~/) } });
  });

  it('R-ONI-21: a win by resignation, forfeit or the director counts at least five markers used: never above 100', () => {
    const r = play('a1 b1 c1 first:resign');
    expect(rules.status(r)).toMatchObject({ winner: 'second', ending: 'resignation', score: { first: -100, second: 100 } });
    expect(r.result!.markersUsed).toBe(5);
    expect(rules.status(play('second:forfeit'))).toMatchObject({ winner: 'first', score: { first: 100, second: -100 } });
    expect(rules.status(play('a1 director:second'))).toMatchObject({ score: { first: -100, second: 100 } });
    // With more than five markers on the board the real count stands.
    const late = play(`${interleave(['a1', 'c1', 'e1', 'g1', 'i1', 'k1'], ['a3', 'c3', 'e3', 'g3', 'i3', 'k3'])} second:resign`);
    expect(rules.status(late).score).toEqual({ first: 99, second: -99 });
  });
});
