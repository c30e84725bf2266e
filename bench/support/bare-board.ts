/**
 * The machine's floor for a click on a board (bench/board-latency.bench.ts, bench/support/click-cpu.ts):
 * a bare page holding a 15 x 15 SVG grid the size of Onino's board on the director's page, with no
 * framework, no server and nothing else on it, whose click draws a marker in the square clicked. Whatever
 * a board page adds (Vue's patch, the move list, the status line, the pending mark, a larger page to
 * style, lay out and paint) comes on top of these figures.
 */
export const BARE_BOARD = `<div class="game-screen" data-drawn-seq="0"><svg viewBox="0 0 102 102" width="536" height="536"></svg></div>
<script>
{ // a block: a second setContent of the same page runs this again in the same global scope
  const svg = document.querySelector('svg');
  const screen = document.querySelector('.game-screen');
  const ns = 'http://www.w3.org/2000/svg';
  const shape = (name, attrs) => Object.entries(attrs).reduce((el, [k, v]) => (el.setAttribute(k, v), el), document.createElementNS(ns, name));
  for (let i = 0; i < 225; i++) {
    const square = shape('rect', { x: 6 + (i % 15) * 6, y: 6 + Math.floor(i / 15) * 6, width: 6, height: 6, fill: '#f4ecd8', stroke: '#9a8a6a', 'stroke-width': 0.2, 'data-square': i });
    square.addEventListener('click', () => {
      svg.append(shape('circle', { cx: +square.getAttribute('x') + 3, cy: +square.getAttribute('y') + 3, r: 2.3, fill: '#0072b2', 'pointer-events': 'none' }));
      screen.dataset.drawnSeq = String(Number(screen.dataset.drawnSeq) + 1);
    });
    svg.append(square);
  }
}
</script>`;

