// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { api, ApiCallError } from './client';

/** Issue 25: refusals come back in the language of the page that asks (test/support/renderer.ts is the desktop bridge). */
describe('API client', () => {
  it('asks in the page language (<html lang>, kept on the UI language): the refusal comes back in it', async () => {
    const refusal = async () => api.call('players.get', { id: 999 }).then(() => null, (err: unknown) => (err as ApiCallError).message);
    document.documentElement.lang = 'fr';
    expect(await refusal()).toBe('il n\'y a pas de joueur avec l\'identifiant 999');
    document.documentElement.lang = 'es';
    expect(await refusal()).toBe('no hay ningún jugador con el identificador 999');
    document.documentElement.lang = 'en';
    expect(await refusal()).toBe('there is no player with id 999');
  });
});
