/**
 * TRF writer: headers in their order, then one player line per player. TRF-16 writes the rounds and
 * the initial colour as XXR and XXC after the headers; TRF-2026 as records 142 and 152, each put
 * before the first header of a higher record number, so headers written in record order stay so.
 * The output of formatTrf is canonical: parseTrf(formatTrf(t)) gives t back, and a canonical file
 * is written back byte for byte.
 */
import type { Trf, TrfPlayer, TrfRound } from './types';

/** A fixed-width text field: text cut to `width`, padded on the right (left) or the left (right). */
export const left = (s: string, width: number): string => s.slice(0, width).padEnd(width, ' ');
export const right = (s: string, width: number): string => s.slice(0, width).padStart(width, ' ');

/**
 * Points a TRF cannot hold as they are: more columns than the field has, or more than the one decimal it
 * writes. Cut or rounded, the file would give other points than the event's, so nothing is written.
 * `player`: the player line's pairing number and name; null for a scoring or team record (162, 299, 310, 362).
 */
export class TrfUnwritable extends Error {
  constructor(readonly points: string, readonly width: number, readonly player: { id: number; name: string } | null) {
    super(`${player === null ? 'the scoring' : `player ${player.id} (${player.name})`}: ${points} points do not fit a TRF field of ${width} columns with one decimal`);
  }
}

/** Points with one decimal, right-aligned in a field 4 (or `width`) columns wide; refused when they do not fit. */
export function pts(n: number, width = 4, player: { id: number; name: string } | null = null): string {
  const text = n.toFixed(1);
  if (text.length > width || Math.abs(Number(text) - n) > 1e-9) throw new TrfUnwritable(String(n), width, player);
  return text.padStart(width, ' ');
}

/** A whole number right-aligned in its field; the writers keep their numbers within their fields (TRF_MAX_PLAYERS). */
export function num(n: number, width: number): string {
  const text = String(n);
  if (text.length > width) throw new Error(`TRF: ${text} does not fit a field of ${width} columns`);
  return text.padStart(width, ' ');
}

export function formatRound(r: TrfRound | null): string {
  if (!r) return '        ';
  return `${r.opponent === 0 ? '0000' : num(r.opponent, 4)} ${r.colour} ${r.result}`;
}

export function formatPlayer(p: TrfPlayer): string {
  const head =
    '001 ' + num(p.id, 4) + ' ' + left(p.sex, 1) + right(p.title, 3) + ' ' + left(p.name, 33) + ' ' +
    (p.rating === null ? '    ' : num(p.rating, 4)) + ' ' + left(p.federation, 3) + ' ' + right(p.fideId, 11) + ' ' +
    left(p.birth, 10) + ' ' + pts(p.points, 4, { id: p.id, name: p.name }) + ' ' + (p.rank === null ? '    ' : num(p.rank, 4));
  return (head + p.rounds.map((r) => '  ' + formatRound(r)).join('')).trimEnd();
}

/** Inserts a record line before the first header of a higher (numeric) record number. */
function inRecordOrder(lines: string[], line: string): void {
  const code = line.slice(0, 3);
  const at = lines.findIndex((l) => /^\d{3}/.test(l) && l.slice(0, 3) > code);
  lines.splice(at < 0 ? lines.length : at, 0, line);
}

export function formatTrf(trf: Trf): string {
  const lines = [...trf.headers];
  if (trf.version === '2026') {
    if (trf.totalRounds !== null) inRecordOrder(lines, `142 ${trf.totalRounds}`);
    if (trf.initialColour !== null) inRecordOrder(lines, `152 ${trf.initialColour === 'white' ? 'W' : 'B'}`);
  } else {
    if (trf.totalRounds !== null) lines.push(`XXR ${trf.totalRounds}`);
    if (trf.initialColour !== null) lines.push(`XXC ${trf.initialColour}1`);
  }
  for (const p of trf.players) lines.push(formatPlayer(p));
  return lines.join('\n') + '\n';
}
