// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from './api/client';
import { useToasts } from './stores/toasts';
import { createGame, refusal } from './testing';
import { errorInfo, errorText, useAction } from './feedback';

beforeEach(() => {
  setActivePinia(createPinia());
});

describe('views/event/feedback.ts', () => {
  it('errorInfo and errorText keep the rule a refusal names: "message (rule)"', async () => {
    const id = await createGame('othello');
    const err = await refusal('games.append', { id, expectedSeq: 0, action: 'a1', audience: 'director' });
    const info = errorInfo(err);
    expect(info.rule).toMatch(/othello rule|R-OTH/);
    expect(info.issues).toEqual([{ field: 'action', message: expect.stringContaining('a1') }]);
    expect(errorText(err)).toBe(`${info.message} (${info.rule})`);
    expect(errorText(new Error('disk full'))).toBe('disk full');
    expect(errorInfo('plain')).toEqual({ message: 'plain', rule: null, issues: [] });
  });

  it('useAction: busy while running, a toast for the saved change, the refusal kept and toasted', async () => {
    const toasts = useToasts();
    const { busy, error, run } = useAction();
    const pending = run(() => api.call('players.create', { name: 'Ada' }), (p) => `Added ${p.name}`);
    expect(busy.value).toBe(true);
    expect((await pending)?.name).toBe('Ada');
    expect(busy.value).toBe(false);
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([['ok', 'Added Ada']]);
    expect(await run(() => api.call('players.create', { name: '' }), 'never')).toBeUndefined();
    expect(error.value?.issues[0]?.field).toBe('name');
    expect(toasts.list.at(-1)).toMatchObject({ kind: 'error', text: expect.stringContaining('must not be empty') });
    expect(busy.value).toBe(false);
  });
});
