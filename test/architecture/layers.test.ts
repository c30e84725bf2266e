/**
 * The layer rules of eslint.config.js (docs/architecture.md), tested on the rules themselves: an import a
 * layer may not make is an error in that layer's folder, and an allowed one is not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports';

const eslint = new ESLint({ cwd: ROOT });

/** The layer messages ESLint gives `code` as if it stood at `path`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers, as ESLint enforces them', () => {
  it.each([
    ['src/shared/tournament/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n", 'src/shared must stay pure'],
    ['src/shared/tournament/x.ts', "import { a } from '../../main/services/backend';\nexport const b = a;\n", 'src/shared depends on nothing else'],
    ['src/main/services/x.ts', "import { createServer } from 'node:http';\nexport const a = createServer;\n", 'know nothing of Electron or HTTP'],
    ['src/main/services/x.ts', "import { app } from 'electron';\nexport const a = app;\n", 'know nothing of Electron or HTTP'],
    ['src/main/db/x.ts', "import { a } from '../hosts/web/server';\nexport const b = a;\n", 'never the other way round'],
    ['src/main/pdf/x.ts', "import { a } from '../../cli/td';\nexport const b = a;\n", 'never the other way round'],
    ['src/main/hosts/web/x.ts', "import { a } from '../../../renderer/src/api/client';\nexport const b = a;\n", 'never imports the renderer or the CLI'],
    ['src/renderer/src/x.ts', "import { a } from '../../main/services/backend';\nexport const b = a;\n", 'the renderer talks only through the api contract'],
    ['src/renderer/src/x.vue', "<script setup lang=\"ts\">\nimport { readFileSync } from 'node:fs';\nconst a = readFileSync;\n</script>\n", 'the renderer talks only through the api contract'],
    ['src/cli/commands/x.ts', "import { a } from '../../main/db/backup';\nexport const b = a;\n", 'td reaches main only through the backend'],
    ['src/cli/commands/x.ts', "import { a } from '../../main/db/migrate';\nexport const b = a;\n", 'td reaches main only through the backend'],
    ['src/cli/commands/x.ts', "import { a } from '../../main/services/site';\nexport const b = a;\n", 'td reaches main only through the backend'],
    ['src/cli/commands/x.ts', "import type { Db } from '../../main/db/types';\nexport type B = Db;\n", 'td reaches main only through the backend'],
    ['src/cli/x.ts', "import { a } from '../main/export/site/folder';\nexport const b = a;\n", 'td reaches main only through the backend'],
    ['src/cli/x.ts', "import { a } from '../renderer/src/api/client';\nexport const b = a;\n", 'td never imports Electron or the renderer'],
  ])('%s may not import what %s imports', async (path, code, message) => {
    expect((await layerErrors(path, code)).join('\n')).toContain(message);
  });

  it.each([
    ['src/main/services/x.ts', "import { a } from '../db/types';\nexport const b = a;\n"],
    ['src/main/hosts/web/x.ts', "import { createServer } from 'node:http';\nimport { a } from '../../services/backend';\nexport const b = [a, createServer];\n"],
    ['src/renderer/src/x.ts', "import { a } from '../../shared/api/contract';\nexport const b = a;\n"],
    ['src/cli/commands/x.ts', "import { a } from '../../main/services/backend';\nimport { c } from '../../main/db/connection';\nimport { d } from '../../main/paths';\nimport { e } from '../../main/hosts/web/server';\nimport '../../main/tiering';\nexport const b = [a, c, d, e];\n"],
  ])('%s may import what it needs', async (path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
