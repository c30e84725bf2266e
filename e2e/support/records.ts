/**
 * Whole games for the evening specs, as the actions a recorder types, one at a time. Each ends the game
 * by the rules of the board (no resignation): the e2e then checks the result reached the standings.
 */
import { rules as dominoes } from '../../src/shared/games/dominoes';
import { asOpenLog, simulateGame } from '../../src/shared/games/dominoes/simulate';

/** Othello: black wipes white out on move 9 (64-0 by the official count). */
export const OTHELLO = 'd3 c3 b3 d2 e1 d6 d7 e3 f4'.split(' ');

/** Onino: the first side lays a1-e1 while the second plays elsewhere, then declares (rules 3, 5). */
export const ONINO = 'a1 a3 b1 b3 c1 c3 d1 d3 e1'.split(' ');

/** Ninuki-Renju on 13 x 13: x opens on the centre (R-NIN-2) and makes the perfect five G7-G11. */
export const NINUKI = 'G7 F6 G10 F5 G9 F4 G8 F3 G11'.split(' ');

/**
 * Tonobeb from the standard start to the last red piece destroyed: a seeded random game (mulberry32
 * seed 250, a capture taken nine times in ten when one is offered): 122 actions, 20 turns, two captures.
 */
export const TONOBEB = (
  'a6-a6 a2-e2 a5-c5 a3-d3 a4-a2 a1-g1 end g9-g8 g12-b12 g11-c11 g13-b13 g14-b14 g10-f10 end a6-b6 e2-e6 c5-c6 a2-a4 g1-g7 d3-g3 end ' +
  'f10-f12 b14-g14 c11-f11 g8-e8 b12-b6 b13-g13 end g7-g12 c6-c8 e6-e1 a4-a6 g3-g5 end f11-b11 g13-c13 b6-g6 e8-g8 f12-f10 g14-c14 end ' +
  'a6-a7 g12-b12 c8-a8 e1-e6 g5-g4 end c13-c10 f10-f11 g8-e8 b11-b7 g6-g10 c14-g14 end e6-e2 b12-f12 a8-a11 a7-a6 g4-f4 end ' +
  'g10-g6 e8-e10 b7-b10 f11-e11 c10-c6 g14-d14 end e2-e7 f12-c12 a6-b6 f4-g4 a11-c11 end c6-c2 e11-f11 e10-e12 g6-g10 b10-b6 d14-d12 end ' +
  'g4-g4 c11-c9 c12-c14 e7-e12 end g10-c10 f11-e11 d12-d14 b6-f6 c2-g2 end c14-c12 g4-e4 c9-c6 end(e12) c10-g10 d14-b14 f6-f9 e11-e12 g2-g6 end ' +
  'e4-f4 c6-c9 c12-a12 end g6-c6 b14-c14 f9-d9 e12-g12 g10-c10 xc9(c10,d9) end a12-d12 f4-f6 end d9-d11 c9-f9 g12-f12 c10-g10 c6-f6 c14-c12 xd12(c12,d11)'
).split(' ');

/**
 * Dominoes to 61: the shortest of the simulated games `e2e/0`..`e2e/199` (seeded software deals, both
 * players choosing among the legal plays, every claim taken), written as the open log a recorder at
 * the table keeps (R-DOM-8: draws unknown, each hand's count entered): 220 actions over several hands.
 */
export const DOMINOES = asOpenLog(simulateGame('e2e/159')).actions.map((a) => dominoes.formatAction(a));
