import { describe, expect, it } from 'vitest';
import { allImports, cycles, importCycles, runtimeImports, sourceFiles } from './imports';

describe('import graph (issue 19: no import circles)', () => {
  it('no module of src/ imports itself back through others (type-only imports aside)', () => {
    expect(importCycles(sourceFiles('src'))).toEqual([]);
  });

  it('type imports included, no module of src/ imports itself back (issue 40: the registry fills in GameId, games/types.ts imports nothing)', () => {
    expect(importCycles(sourceFiles('src'), true)).toEqual([]);
    expect(allImports('src/shared/games/types.ts')).toEqual([]);
    expect(allImports('src/shared/tournament/refuseText.ts')).toEqual(['src/shared/games/types.ts']);
  });

  it('type imports included, the database layer has no circle (Db and Migration live in db/types.ts)', () => {
    expect(importCycles(sourceFiles('src/main/db'), true)).toEqual([]);
    expect(allImports('src/main/db/types.ts')).toEqual([]);
  });

  it('the ranking criteria are a leaf: the game descriptors name them without importing the games back', () => {
    expect(allImports('src/shared/tournament/standings/criteria.ts')).toEqual([]);
  });

  it('finds a cycle of any length, and only the files on it', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('reads real imports: games.ts imports tournamentResults.ts, which reads records through replay.ts', () => {
    expect(runtimeImports('src/main/services/games.ts')).toContain('src/main/services/tournamentResults.ts');
    expect(runtimeImports('src/main/services/tournamentResults.ts')).toContain('src/main/services/replay.ts');
    expect(runtimeImports('src/main/services/tournamentResults.ts')).not.toContain('src/main/services/games.ts');
  });
});
