/** Scoring arithmetic (R-DOM-4, R-DOM-6, R-DOM-7). */

export const GAME_TARGET = 61;
/** The turn of the cribbage board: a loser below it is skunked (R-DOM-7); 31 of 61, halfway for another target. */
export const skunkLine = (target: number): number => Math.ceil(target / 2);

/** Points for an open-end count: total / 5 when it is a multiple of five, else nothing (R-DOM-4). */
export const countPoints = (count: number): number => (count > 0 && count % 5 === 0 ? count / 5 : 0);

/** Pips rounded to the nearest five (remainders 1-2 down, 3-4 up), in points (R-DOM-6). */
export const roundedPoints = (total: number): number => Math.floor((total + 2) / 5);
