/**
 * The static site's game viewer: replays a record move by move with the shared engines, in the
 * browser, from the data the page embeds (no request anywhere). Bundled into assets/viewer.js.
 */
import { present } from '../shared/games/present';
import { descriptorOf, gameRules } from '../shared/games/registry';
import type { GameId, GameOptions } from '../shared/games/types';

interface GameData {
  game: GameId;
  options: GameOptions;
  actions: string[];
}

function el(tag: string, cls = '', text = ''): HTMLElement {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
}

function start(root: HTMLElement, data: GameData): void {
  const rules = gameRules(data.game);
  const setup = rules.setup(data.options);
  if (!setup.ok) {
    root.textContent = `This record cannot be set up: ${setup.error.message}`;
    return;
  }
  // Every position from the start, replayed once; a refused action ends the replay and says why.
  const states: unknown[] = [setup.value];
  let problem = '';
  for (const [i, text] of data.actions.entries()) {
    const action = rules.parseAction(text);
    const next = action.ok ? rules.apply(states[states.length - 1], action.value) : action;
    if (!next.ok) {
      problem = `Action ${i + 1} (${text}) is refused: ${next.error.message}`;
      break;
    }
    states.push(next.value);
  }
  let ply = 0;
  const controls = el('div', 'controls');
  const buttons = (['⏮ Start', '◀ Back', 'Next ▶', 'End ⏭'] as const).map((label) => {
    const b = el('button', '', label) as HTMLButtonElement;
    b.type = 'button';
    controls.append(b);
    return b;
  });
  const status = el('p', 'status');
  status.setAttribute('data-testid', 'viewer-status');
  const board = el('div', 'board');
  const fallback = el('pre');
  const moves = el('p', 'moves');
  const spans = data.actions.slice(0, states.length - 1).map((t, i) => {
    const s = el('span', '', t);
    s.addEventListener('click', () => show(i + 1));
    moves.append(s, ' ');
    return s;
  });
  root.append(controls, status, board, fallback, moves);
  if (problem) root.append(el('p', 'muted', problem));

  function show(n: number): void {
    ply = Math.max(0, Math.min(states.length - 1, n));
    const state = states[ply];
    const { view, status: st } = present(rules, state, 'players');
    const score = Object.entries(st.score ?? {}).map(([side, v]) => `${side} ${v}`).join(', ');
    status.textContent = `Ply ${ply} of ${states.length - 1}` +
      (st.status === 'finished' ? ` · finished: ${st.winner ? `${st.winner} wins` : 'draw'}${score ? ` (${score})` : ''}` : score ? ` · ${score}` : '');
    status.dataset.ply = String(ply);
    // The game's own projection of its view to cells (its descriptor); none for dominoes.
    const g = descriptorOf(data.game).grid?.(view as never) ?? null;
    board.replaceChildren();
    board.hidden = !g;
    fallback.hidden = !!g;
    if (g) {
      board.className = `board${g.points ? ' points' : ''}`;
      board.style.gridTemplateColumns = `repeat(${g.cols}, 1fr)`;
      for (const row of g.rows) for (const c of row) {
        const cell = el('div');
        if (c.stone) cell.append(el('span', `stone ${c.stone}`, c.label ?? ''));
        board.append(cell);
      }
    } else fallback.textContent = JSON.stringify(rules.summary(state), null, 2);
    spans.forEach((s, i) => s.classList.toggle('current', i === ply - 1));
    buttons[0]!.disabled = buttons[1]!.disabled = ply === 0;
    buttons[2]!.disabled = buttons[3]!.disabled = ply === states.length - 1;
  }
  buttons[0]!.addEventListener('click', () => show(0));
  buttons[1]!.addEventListener('click', () => show(ply - 1));
  buttons[2]!.addEventListener('click', () => show(ply + 1));
  buttons[3]!.addEventListener('click', () => show(states.length - 1));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowLeft') show(ply - 1);
    if (e.key === 'ArrowRight') show(ply + 1);
  });
  show(0);
}

const root = document.getElementById('viewer');
const data = document.getElementById('game-data');
if (root && data) start(root, JSON.parse(data.textContent ?? '{}') as GameData);
