/**
 * Issue 40 part 1: no service calls another service's handler. A handler's input is its method's validated
 * type, so a service calling it spells every default by hand and follows that method's schema changes
 * unseen; services share plain domain functions instead (docs/architecture.md). Only the modules that
 * put the handler maps together (the backend, and the tournament and players areas) import another
 * module's map, and they only spread it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './imports';

/** The modules that compose handler maps: what they import they spread, never call. */
const COMPOSERS = ['src/main/services/backend.ts', 'src/main/services/tournament.ts', 'src/main/services/players.ts'];

/** The handler maps a service module imports from another service module (run-time imports; `type Handlers` aside). */
export function importedHandlerMaps(text: string): string[] {
  const maps: string[] = [];
  for (const m of text.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]\.\/[^'"]+['"]/g)) {
    for (const name of m[1]!.split(',').map((s) => s.trim())) {
      if (name.startsWith('type ')) continue;
      const [imported, local = imported] = name.split(/\s+as\s+/);
      if (/Handlers$/.test(imported!)) maps.push(local!);
    }
  }
  return maps;
}

/** Where a module uses an imported handler map other than by spreading it into a map of its own. */
export function handlerCalls(text: string): string[] {
  const code = text.replace(/^\s*import[^;]*;/gm, '');
  return importedHandlerMaps(text).flatMap((map) => [...code.matchAll(new RegExp(`(\\.\\.\\.)?\\b${map}\\b`, 'g'))]
    .filter((m) => m[1] === undefined).map(() => map));
}

describe('one door into the services (issue 40 part 1)', () => {
  const services = sourceFiles('src/main/services');
  const text = (f: string) => readFileSync(join(ROOT, f), 'utf8');

  it('recognises an imported handler map called, and one only spread', () => {
    const calling = "import { entryHandlers } from './tournamentEntries';\nentryHandlers['entries.list']({ eventId }, ctx);";
    expect(importedHandlerMaps(calling)).toEqual(['entryHandlers']);
    expect(handlerCalls(calling)).toEqual(['entryHandlers']);
    const renamed = "import { x, entryHandlers as entries } from './tournamentEntries';\nconst h = entries;";
    expect(handlerCalls(renamed)).toEqual(['entries']);
    const spreading = "import { entryHandlers } from './tournamentEntries';\nexport const all = { ...entryHandlers };";
    expect(handlerCalls(spreading)).toEqual([]);
    expect(importedHandlerMaps("import type { Handlers } from './context';")).toEqual([]);
  });

  it('no service module imports another service\'s handler map, except the composers', () => {
    const importing = services.filter((f) => !COMPOSERS.includes(f) && importedHandlerMaps(text(f)).length > 0);
    expect(importing).toEqual([]);
  });

  it('the composers only spread the maps they import, never call a handler', () => {
    expect(Object.fromEntries(COMPOSERS.map((f) => [f, handlerCalls(text(f))]))).toEqual(Object.fromEntries(COMPOSERS.map((f) => [f, []])));
  });
});
