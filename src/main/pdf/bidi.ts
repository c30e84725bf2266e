/**
 * Hebrew and Arabic on paper (issue 38): a line's characters in the order they are seen, by the
 * Unicode bidirectional algorithm (bidi-js, only here in the pdf layer). A line is cut into pieces of
 * one direction in visual order, left to right. A right-to-left piece that holds Hebrew or Arabic
 * letters is handed to the font engine in its logical order: fontkit shapes it (Arabic joining forms)
 * and lays it out right to left itself (its brackets mirrored here: the packaged fonts do not). A
 * right-to-left piece of neutrals only is reversed and mirrored here, since fontkit would lay it out left to right.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko ... and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud83a[\udc00-\udfff]/;

export interface Piece {
  /** The text to hand to the font engine (logical order for a right-to-left piece of letters). */
  text: string;
  rtl: boolean;
}

/** Does the text need the algorithm at all? (Most names do not: the common case stays as fast as before.) */
export const hasRtl = (text: string): boolean => RTL_LETTER.test(text);

/** The line in visual order, as pieces of one direction, left to right. */
export function visualPieces(text: string): Piece[] {
  if (!hasRtl(text)) return [{ text, rtl: false }];
  const levels = bidi.getEmbeddingLevels(text);
  const order = Array.from({ length: text.length }, (_, i) => i); // code-unit indices, as bidi-js counts
  for (const segment of bidi.getReorderSegments(text, levels)) {
    const [start, end] = segment as [number, number];
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  const pieces: Piece[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const rtl = levels.levels[run[0]!]! % 2 === 1;
    const lo = Math.min(...run);
    const logical = text.slice(lo, Math.max(...run) + 1);
    const mirrored = rtl ? Array.from(logical, (c) => bidi.getMirroredCharacter(c) ?? c) : [];
    if (!rtl) pieces.push({ text: logical, rtl });
    // Mirrored here (the packaged fonts have no rtlm feature): fontkit only reverses the piece.
    else if (RTL_LETTER.test(logical)) pieces.push({ text: mirrored.join(''), rtl });
    else pieces.push({ text: mirrored.reverse().join(''), rtl });
    run = [];
  };
  for (const i of order) {
    const prev = run[run.length - 1];
    const sameLevel = prev !== undefined && levels.levels[prev] === levels.levels[i];
    const step = prev === undefined ? 0 : i - prev;
    // A piece continues while the level stays and the logical index moves one way (+1 ltr, -1 rtl).
    if (prev !== undefined && !(sameLevel && (step === 1 || step === -1) && (levels.levels[i]! % 2 === 1) === (step === -1))) flush();
    run.push(i);
  }
  flush();
  return pieces;
}
