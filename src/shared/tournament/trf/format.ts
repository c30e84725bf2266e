/**
 * TRF writer: headers in their order, then one player line per player. TRF-16 writes the rounds and
 * the initial colour as XXR and XXC after the headers; TRF-2026 as records 142 and 152, each put
 * before the first header of a higher record number, so headers written in record order stay so.
 * The output of formatTrf is canonical: parseTrf(formatTrf(t)) gives t back, and a canonical file
 * is written back byte for byte.
 */
import type { Trf, TrfPlayer, TrfRound } from './types';

/** A fixed-width field: text cut to `width`, padded on the right (left) or the left (right). */
export const left = (s: string, width: number): string => s.slice(0, width).padEnd(width, ' ');
export const right = (s: string, width: number): string => s.slice(0, width).padStart(width, ' ');

export function formatRound(r: TrfRound | null): string {
  if (!r) return '        ';
  return `${r.opponent === 0 ? '0000' : right(String(r.opponent), 4)} ${r.colour} ${r.result}`;
}

export function formatPlayer(p: TrfPlayer): string {
  const head =
    '001 ' + right(String(p.id), 4) + ' ' + left(p.sex, 1) + right(p.title, 3) + ' ' + left(p.name, 33) + ' ' +
    right(p.rating === null ? '' : String(p.rating), 4) + ' ' + left(p.federation, 3) + ' ' + right(p.fideId, 11) + ' ' +
    left(p.birth, 10) + ' ' + right(p.points.toFixed(1), 4) + ' ' + right(p.rank === null ? '' : String(p.rank), 4);
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
