import { describe, expect, it } from 'vitest';
import { awardPrizes, type Prize, type PrizeEntrant, type PrizeOptions } from './prizes';
import { computeStandings } from './standings';
import { entriesOf, eventOf, match, played } from './testing';

/**
 * Five players, two rounds (Ninuki-Renju, match points then Buchholz):
 * R1 A-B 1:0, C-D 1:0, E bye. R2 A-C 1:0, B-E 0:1, D bye (zero).
 * E 2 (bye + win), A 2, C 1, B 0, D 0. Buchholz (C.07 16): E's bye is a dummy on E's own 2, so
 * E 2 + 0 = 2 is above A 0 + 1 = 1; B 2 + 2 = 4 is above D 1 + 0 = 1.
 */
const event = eventOf('ninuki', entriesOf('A', 'B', 'C', 'D', 'E'), [
  [match(1, 'a', 'b', played('a', 1, 0)), match(2, 'c', 'd', played('a', 1, 0)), { kind: 'bye', entry: 'e', bye: 'pairing' }],
  [match(1, 'a', 'c', played('a', 1, 0)), match(2, 'b', 'e', played('b', 0, 1)), { kind: 'bye', entry: 'd', bye: 'zero' }],
]);
const standings = computeStandings(event, { order: ['matchPoints', 'buchholz'] });
const member = (club: string, birthYear: number | null, sex: 'f' | 'm' | null) => ({ club, birthYear, sex });
const entrants: PrizeEntrant[] = [
  { entry: 'a', rating: 1800, members: [member('Leeds', 1980, 'm')] },
  { entry: 'b', rating: 1500, members: [member('York', 2012, 'f')] },
  { entry: 'c', rating: 1550, members: [member('Leeds', 1960, 'f')] },
  { entry: 'd', rating: null, members: [member('York', 2010, 'm')] },
  { entry: 'e', rating: 1700, members: [member('Leeds', 1990, 'f')] },
];
const opts: PrizeOptions = { onePerPerson: true, sharing: 'tie-break', year: 2026 };
const places: Prize[] = [
  { name: '1st', category: { kind: 'place' }, amount: 100 },
  { name: '2nd', category: { kind: 'place' }, amount: 60 },
  { name: '3rd', category: { kind: 'place' }, amount: 40 },
];
const summary = (awards: ReturnType<typeof awardPrizes>) => awards.map((a) => `${a.prizes.join('+')}:${a.entry ?? '-'}:${a.amount}`);

describe('prizes', () => {
  it('the standings as the prizes see them', () => {
    expect(standings.rows.map((r) => `${r.rank} ${r.entry} ${r.values.matchPoints}`)).toEqual(['1 e 2', '2 a 2', '3 c 1', '4 b 0', '5 d 0']);
  });

  it('place prizes by rank; one prize per person passes a place on to the next entry', () => {
    const list: Prize[] = [...places, { name: 'Best woman', category: { kind: 'women' }, amount: 80 }];
    // By value: 1st (100) E; Best woman (80): E has a prize, so C; 2nd (60) A; 3rd (40) passes to B.
    expect(summary(awardPrizes(standings, entrants, list, opts))).toEqual(['1st:e:100', '2nd:a:60', '3rd:b:40', 'Best woman:c:80']);
    // Several prizes allowed: E takes 1st and the women's prize, C 3rd.
    expect(summary(awardPrizes(standings, entrants, list, { ...opts, onePerPerson: false }))).toEqual(['1st:e:100', '2nd:a:60', '3rd:c:40', 'Best woman:e:80']);
  });

  it('rating bands, age bands, clubs; a category nobody qualifies for stays unawarded', () => {
    const list: Prize[] = [
      { name: 'U1600', category: { kind: 'rating', below: 1600 }, amount: 30 },
      { name: 'Junior U18', category: { kind: 'age', below: 18 }, amount: 20 },
      { name: 'Senior 60+', category: { kind: 'age', from: 60 }, amount: 20 },
      { name: 'Best York', category: { kind: 'club', club: 'york' }, amount: 10 },
      { name: 'U1000', category: { kind: 'rating', from: 1, below: 1000 }, amount: 5 },
    ];
    // U1600: C (1550) is the best-ranked; juniors: B (14), D (16): B first; seniors: C already has a prize -> none left (A is 46).
    expect(summary(awardPrizes(standings, entrants, list, opts))).toEqual(['U1600:c:30', 'Junior U18:b:20', 'Senior 60+:-:20', 'Best York:d:10', 'U1000:-:5']);
  });

  it('a best-game prize goes to the director\'s choice, outside the one-prize rule', () => {
    const list: Prize[] = [...places, { name: 'Best game', category: { kind: 'best-game', entry: 'a' }, amount: 25 }];
    expect(summary(awardPrizes(standings, entrants, list, opts))).toContain('Best game:a:25');
    expect(summary(awardPrizes(standings, entrants, [{ name: 'Best game', category: { kind: 'best-game', entry: null }, amount: 25 }], opts))).toEqual(['Best game:-:25']);
  });

  it('Hort system: tied entries share half the pooled places evenly, half by their tie-break place', () => {
    // E and A are equal on points (2): they pool 1st and 2nd, 160. E: 160 / 4 + 100 / 2 = 90; A: 40 + 30 = 70.
    expect(summary(awardPrizes(standings, entrants, places, { ...opts, sharing: 'hort' }))).toEqual(['1st+2nd:e:90', '1st+2nd:a:70', '3rd:c:40']);
    // Equal sharing: 80 each.
    expect(summary(awardPrizes(standings, entrants, places, { ...opts, sharing: 'equal' }))).toEqual(['1st+2nd:e:80', '1st+2nd:a:80', '3rd:c:40']);
  });

  it('a tied entry without a place prize shares too (B and D equal on 0 below 3rd place: B took 4th)', () => {
    const four: Prize[] = [...places, { name: '4th', category: { kind: 'place' }, amount: 10 }];
    // B and D tie on 0: B has 4th (10) by tie-break order; Hort: 10 / 4 + 5 = 7.5 for B, 2.5 for D.
    expect(summary(awardPrizes(standings, entrants, four, { ...opts, sharing: 'hort' })).slice(-2)).toEqual(['4th:b:7.5', '4th:d:2.5']);
  });

  it('an Onino pair qualifies only when both members do; barred entries win nothing', () => {
    const pair: PrizeEntrant = { entry: 'a', rating: 1800, members: [member('Leeds', 1980, 'f'), member('Leeds', 1981, 'm')] };
    const women: Prize[] = [{ name: 'Women', category: { kind: 'women' }, amount: 10 }];
    expect(summary(awardPrizes(standings, [pair, ...entrants.slice(1)], women, opts))).toEqual(['Women:e:10']);
    const barredE = { ...standings, rows: standings.rows.map((r) => (r.entry === 'e' ? { ...r, status: 'barred' as const } : r)) };
    expect(summary(awardPrizes(barredE, entrants, places.slice(0, 1), opts))).toEqual(['1st:a:100']);
  });
});
