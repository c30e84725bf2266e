// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../shared/api/methods/games';
import type { Audience } from '../../../../shared/games/types';
import { inLanguage, playedGame, echoing, echoLayerIn, shapesIn } from '../../testing';
import NinukiBoard from './NinukiBoard.vue';

/** `echo`: the position a tap leads to, as the game screen holds it during the tap's frame (TapEcho.vue). */
function board(game: GameState, props: { hints?: boolean; audience?: Audience; disabled?: boolean; pending?: boolean; echo?: GameState } = {}) {
  return mount(NinukiBoard, {
    props: { game, hints: props.hints ?? true, audience: props.audience ?? 'director', disabled: props.disabled ?? false, pending: props.pending ?? false },
    global: { provide: props.echo ? echoing(props.echo) : {} }, attachTo: document.body,
  });
}
const emitted = (w: ReturnType<typeof board>) => (w.emitted('act') ?? []).map((e) => e[0]);
const edge = (w: ReturnType<typeof board>) => w.findAll('.coords text').map((t) => t.text());
const pointOf = (el: Element) => el.closest('[data-point]')!.getAttribute('data-point');

// x G7 (centre), o G8, x A1, o G9, then x G10 takes G8-G9 (R-NIN-3).
const CAPTURE = ['G7', 'G8', 'A1', 'G9', 'G10'];
// x completes C2-G2; o can still break it by taking E2-E3 from E1 (R-NIN-5 d).
const UNPERFECT = ['G7', 'G8', 'C2', 'E4', 'D2', 'A13', 'E2', 'N13', 'E3', 'A11', 'F2', 'N11', 'G2'];

describe('NinukiBoard', () => {
  it('a change of language relabels every point for screen readers, not only those a move redraws', async () => {
    const w = board(await playedGame('ninuki'));
    const before = w.get('[data-point="A1"]').attributes('aria-label');
    expect(before).toMatch(/^A1: empty/);
    await inLanguage('fr', () => {
      expect(w.get('[data-point="A1"]').attributes('aria-label')).toMatch(/^A1: vide/);
    });
  });

  it('R-NIN-1: files from A skipping I on the top and bottom edges, ranks from 1 at the bottom', async () => {
    const w = board(await playedGame('ninuki'));
    const files = [...'ABCDEFGHJKLMNOPQRST'];
    expect(edge(w).filter((t) => /^[A-Z]$/.test(t))).toEqual(files.flatMap((f) => [f, f]));
    expect(edge(w)).not.toContain('I');
    const ranks = edge(w).filter((t) => /^\d+$/.test(t)).map(Number);
    expect(ranks.slice(0, 2)).toEqual([19, 19]);
    expect(ranks.slice(-2)).toEqual([1, 1]);
    const points = w.findAll('[data-point]');
    expect(points).toHaveLength(19 * 19);
    expect(points[0]!.attributes('data-point')).toBe('A19');
    expect(points.at(-1)!.attributes('data-point')).toBe('T1');
  });

  it('R-NIN-1: every board size draws its own edge (13 ends at N, 21 at V)', async () => {
    const small = board(await playedGame('ninuki', [], { size: 13 }));
    expect(small.findAll('[data-point]')).toHaveLength(169);
    expect(edge(small).filter((t) => /^[A-Z]$/.test(t)).at(-1)).toBe('N');
    expect(small.find('[data-point="N13"]').exists()).toBe(true);
    const large = board(await playedGame('ninuki', [], { size: 21 }));
    expect(large.findAll('[data-point]')).toHaveLength(441);
    expect(edge(large).filter((t) => /^[A-Z]$/.test(t)).at(-1)).toBe('V');
    expect(large.get('svg').attributes('aria-label')).toContain('21 by 21');
  });

  it('R-NIN-1: the same board shown another game of another size redraws its edge and points (they are worked out once per size)', async () => {
    const w = board(await playedGame('ninuki', ['G7'], { size: 13 }));
    expect(w.get('[data-point="G7"] .stone').classes()).toContain('x');
    await w.setProps({ game: await playedGame('ninuki', ['K10']) });
    expect(w.findAll('[data-point]')).toHaveLength(361);
    expect(edge(w).filter((t) => /^[A-Z]$/.test(t)).at(-1)).toBe('T');
    expect(w.find('[data-point="G7"] .stone').exists()).toBe(false);
    expect(w.get('[data-point="K10"] .stone').classes()).toContain('x');
  });

  it('clicking an intersection emits its point; arrow keys from the centre and Enter play too', async () => {
    const w = board(await playedGame('ninuki', [], { size: 13 }));
    await w.get('[data-point="G7"]').trigger('click');
    const svg = w.get('svg[role="grid"]');
    // The cursor starts on the centre G7: up one is G8, right one is H8.
    for (const key of ['ArrowUp', 'ArrowRight', 'Enter']) await svg.trigger('keydown', { key });
    await svg.trigger('keydown', { key: 'End' });
    await svg.trigger('keydown', { key: 'PageDown' });
    await svg.trigger('keydown', { key: 'Enter' });
    expect(emitted(w)).toEqual(['G7', 'H8', 'N1']);
  });

  it('a disabled board emits nothing', async () => {
    const w = board(await playedGame('ninuki', [], { size: 13 }), { disabled: true });
    await w.get('[data-point="G7"]').trigger('click');
    await w.get('svg[role="grid"]').trigger('keydown', { key: 'Enter' });
    expect(w.emitted('act')).toBeUndefined();
  });

  it('R-NIN-3: the captured pair is counted for x, named under the board and drawn as ghosts', async () => {
    const w = board(await playedGame('ninuki', CAPTURE, { size: 13 }));
    expect(w.get('[data-testid="captures-x"]').text()).toBe('1');
    expect(w.get('[data-testid="captures-o"]').text()).toBe('0');
    expect(w.text()).toContain("x's G10 captured G8, G9 (R-NIN-3).");
    expect(w.findAll('.ghost').map((g) => pointOf(g.element))).toEqual(['G9', 'G8']);
    expect(w.find('[data-point="G8"] .stone').exists()).toBe(false);
    expect(w.find('[data-point="G10"] .stone').classes()).toContain('x');
  });

  it('R-NIN-5: an unperfect five shows its window: whose five, which points, whose reply must break it', async () => {
    const w = board(await playedGame('ninuki', UNPERFECT, { size: 13 }));
    const note = w.get('[data-testid="pending"]');
    expect(note.text()).toContain("x's C2-D2-E2-F2-G2");
    expect(note.text()).toContain("o's reply at ply 14 must break it by a capture, or x wins");
    expect(w.findAll('.pending-ring').map((r) => pointOf(r.element)).sort()).toEqual(['C2', 'D2', 'E2', 'F2', 'G2']);
    expect(board(await playedGame('ninuki', CAPTURE, { size: 13 })).find('[data-testid="pending"]').exists()).toBe(false);
  });

  it('R-NIN-2: forbidden points are shown only on request, for the director and for players alike', async () => {
    for (const audience of ['director', 'players'] as const) {
      const w = board(await playedGame('ninuki', ['G7'], { size: 13 }, audience), { audience, hints: audience === 'director' });
      expect(w.findAll('.forbidden')).toHaveLength(0);
      await w.get('input[name="forbidden"]').setValue(true);
      // Move 2 must touch the centre: every point but the eight neighbours (and G7 itself) is forbidden.
      expect(w.findAll('.forbidden')).toHaveLength(169 - 9);
      expect(w.findAll('.forbidden.opening')).toHaveLength(169 - 9);
      expect(w.find('[data-point="F6"] .forbidden').exists()).toBe(false);
      expect(w.get('[data-point="A1"]').attributes('aria-label')).toBe('A1: empty, forbidden (R-NIN-2)');
      expect(w.get('.forbidden-list li').text()).toContain('R-NIN-2');
    }
  });

  it('forbidden points on request: none after the opening, said plainly', async () => {
    const w = board(await playedGame('ninuki', CAPTURE, { size: 13 }, 'players'), { audience: 'players', hints: false });
    await w.get('input[name="forbidden"]').setValue(true);
    expect(w.findAll('.forbidden')).toHaveLength(0);
    expect(w.text()).toContain('No forbidden points for o now.');
  });

  it('endings: players may resign or agree a draw; forfeits and the director\'s draw are the director\'s', async () => {
    const players = board(await playedGame('ninuki', [], {}, 'players'), { audience: 'players', hints: false });
    expect(players.findAll('.endings button').map((b) => b.text())).toEqual(['x resigns', 'o resigns', 'Agreed draw']);
    const director = board(await playedGame('ninuki'));
    await director.findAll('.endings button').find((b) => b.text() === 'Director: draw')!.trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    await director.findAll('.endings button').find((b) => b.text() === 'o resigns')!.trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    expect(emitted(director)).toEqual(['director draw', 'resign o']);
  });

  it("issue 45: a tap on a point asks for an echo; the echo draws the tapped stone and its mark as the row draws them pending", async () => {
    // G10 takes G8-G9 (R-NIN-3): the echo draws the stone; the captured pair goes with the board's redraw.
    const [game, next] = [await playedGame('ninuki', CAPTURE.slice(0, -1), { size: 13 }), await playedGame('ninuki', CAPTURE, { size: 13 })];
    const w = board(game, { echo: next });
    await w.get('[data-point="G10"]').trigger('click');
    expect(w.emitted('act')).toEqual([['G10', true]]);
    const row = board(next, { pending: true });
    const drawn = shapesIn(row.get('[data-point="G10"]').element).filter((s) => s.tag === 'circle');
    expect(drawn.map((s) => s.classes)).toEqual(['stone x', 'last-mark pending x']);
    expect(shapesIn(w.get('.tap-echo').element)).toEqual(drawn);
    expect(echoLayerIn(w.element)).toEqual({ insideBoard: false, sameViewBox: true });
    expect(w.get('[data-point="G9"] .stone').classes()).toContain('o');
  });
});
