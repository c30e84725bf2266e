import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildUnlessFresh } from '../../scripts/reuse.mjs';
import { webInputs } from '../../scripts/build-web.mjs';

describe('build reuse (npm start, build:web, build:cli)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'td-reuse-'));
  const src = join(dir, 'src');
  mkdirSync(src);
  writeFileSync(join(src, 'a.ts'), 'export const a = 1;\n');
  const output = join(dir, 'out', 'index.js');
  let builds = 0;
  const build = () => {
    builds++;
    mkdirSync(join(dir, 'out'), { recursive: true });
    writeFileSync(output, `built ${builds}`);
  };
  const again = () => buildUnlessFresh({ name: 'test', inputs: [src], output, build, stampDir: join(dir, 'out') });

  it('builds once, then reuses the build while the sources are unchanged', async () => {
    expect(await again()).toBe(true);
    expect(await again()).toBe(false);
    expect(builds).toBe(1);
  });

  it('dates alone (a checkout, a copy) do not rebuild; an edit, a new file or a deleted one does', async () => {
    utimesSync(join(src, 'a.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(await again()).toBe(false);
    writeFileSync(join(src, 'a.ts'), 'export const a = 2;\n');
    expect(await again()).toBe(true);
    writeFileSync(join(src, 'b.ts'), 'export const b = 1;\n');
    expect(await again()).toBe(true);
    rmSync(join(src, 'b.ts'));
    expect(await again()).toBe(true);
    expect(await again()).toBe(false);
  });

  it('an output rewritten or removed by something else is rebuilt', async () => {
    writeFileSync(output, 'another tool wrote this');
    utimesSync(output, new Date(), new Date(Date.now() + 5_000));
    expect(await again()).toBe(true);
    rmSync(output);
    expect(await again()).toBe(true);
    expect(builds).toBe(6);
  });

  it('the renderer build depends on the renderer, the shared code, its config and the locked dependencies', () => {
    expect(webInputs).toEqual(expect.arrayContaining(['src/renderer', 'src/shared', 'vite.renderer.config.ts', 'package-lock.json']));
  });
});
