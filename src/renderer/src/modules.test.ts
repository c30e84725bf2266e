// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EventFields, Format, PlayerFields } from '../../shared/api/schemas';
import { GAME_IDS } from '../../shared/games/ids';
import { descriptorOf, gameRules } from '../../shared/games/registry';
import { ApiCallError, transportKind } from './api/client';
import { apiErrors, schemaErrors } from './forms';
import { parseOptionsText } from './gameOptions';
import { FORMAT_NAMES, gameName } from './labels';
import { createGame, refusal } from './testing';

describe('api/client.ts', () => {
  it('picks the IPC transport when window.td exists at import, and raises refusals as ApiCallError', async () => {
    expect(transportKind).toBe('ipc');
    const err = await refusal('players.create', { name: '' });
    expect(err).toBeInstanceOf(ApiCallError);
    expect((err as ApiCallError).error.code).toBe('invalid');
    expect((err as ApiCallError).field('name')).toBe('must not be empty');
  });
});

describe('gameOptions.ts', () => {
  it('options typed as key=value pairs, separated by commas, semicolons or lines', () => {
    expect(parseOptionsText('size=15, mode=doubles')).toEqual({ size: '15', mode: 'doubles' });
    expect(parseOptionsText('size = 13;\nset=9')).toEqual({ size: '13', set: '9' });
    expect(parseOptionsText('  ')).toEqual({});
  });

  it('a comma inside a value (Tonobeb\'s position) does not start a new option, and the engine accepts it', () => {
    const options = parseOptionsText('position=r2c5,r3e3,b1c3,b4e6, first=red');
    expect(options).toEqual({ position: 'r2c5,r3e3,b1c3,b4e6', first: 'red' });
    expect(gameRules('tonobeb').setup({ position: 'r2c5,r3e3,b1c3,b4e6' }).ok).toBe(true);
    expect(gameRules('ninuki').setup(parseOptionsText('size=13') as Record<string, string>).ok).toBe(true);
  });

  it('text that is not key=value is named in the message', () => {
    expect(parseOptionsText('size 15')).toBe('"size 15" is not key=value');
    expect(parseOptionsText('=3')).toBe('"=3" is not key=value');
  });
});

describe('labels.ts', () => {
  it('every game and every tournament format the API knows has a display name', () => {
    for (const game of GAME_IDS) expect(gameName(game)).toBe(descriptorOf(game).name);
    expect(Object.keys(FORMAT_NAMES).sort()).toEqual([...Format.options].sort());
    expect(gameName('ninuki')).toBe('Ninuki-Renju');
  });

  it('each notation box\'s example actions parse in that game\'s notation', () => {
    for (const game of GAME_IDS) {
      for (const example of descriptorOf(game).notationExample.split(', ')) expect(gameRules(game).parseAction(example), `${game}: ${example}`).toMatchObject({ ok: true });
    }
  });
});

describe('forms.ts', () => {
  it('schemaErrors: the same messages the server gives, first one per field', async () => {
    expect(schemaErrors(PlayerFields, { name: 'Ada' })).toEqual({});
    const local = schemaErrors(EventFields, { name: '', game: 'chess', format: 'swiss' });
    expect(Object.keys(local).sort()).toEqual(['game', 'name']);
    expect(local.name).toBe('must not be empty');
    const server = apiErrors(await refusal('players.create', { name: '' }));
    expect(server).toEqual({ name: schemaErrors(PlayerFields, { name: '' }).name });
  });

  it('apiErrors: the field a refusal names; a refusal without fields goes under \'\', and so does any other error', async () => {
    expect(apiErrors(await refusal('players.update', { id: 999, name: 'Nobody' }))).toEqual({ id: 'does not exist' });
    const nothing = await refusal('games.undo', { id: await createGame('othello'), expectedSeq: 0, reason: 'x', audience: 'director' });
    expect(apiErrors(nothing)).toEqual({ '': (nothing as ApiCallError).message });
    expect(apiErrors(new Error('offline'))).toEqual({ '': 'offline' });
  });
});
