/** The Exchange screen reads whole files in over HTTP (issue 44): a TRF or a league season is not held to the 1 MB of the other methods. */
import { describe, expect, it } from 'vitest';
import { bodyLimit, MAX_BODY_BYTES, SMALL_BODY_BYTES } from '../../src/main/hosts/web/body';

describe('request body limits for file imports', () => {
  it.each(['players.importCsv', 'events.importTrf', 'teams.importSeason'])('%s may send a whole file (12 MB)', (method) => {
    expect(bodyLimit(method)).toBe(MAX_BODY_BYTES);
  });
  it('every other method stays at 1 MB', () => {
    for (const method of ['events.exportTrf', 'teams.importNight', 'results.set', 'files.save']) expect(bodyLimit(method)).toBe(SMALL_BODY_BYTES);
  });
});
