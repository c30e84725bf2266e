import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from '../scripts/electron-path.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const binary = electronBinary(root)?.path ?? null;
const built = existsSync(join(root, 'out/main/index.js'));

test('the desktop window opens the app over IPC with the security settings on', async () => {
  const reason = !binary
    ? 'no Electron binary on this machine (npm install never downloads it; npm start fetches it where the network allows)'
    : !built ? 'the desktop build (out/main) is missing; npm start builds it' : null;
  if (reason) console.log(`electron e2e skipped: ${reason}`);
  test.skip(reason !== null, reason ?? '');
  const app = await electron.launch({
    executablePath: binary!,
    args: [root],
    env: { ...process.env, TD_DB: join(mkdtempSync(join(tmpdir(), 'td-electron-')), 'club.sqlite') },
  });
  try {
    const page = await app.firstWindow();
    await expect(page.getByText('Club TD').first()).toBeVisible();
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as { td?: { call?: unknown } }).td?.call)).toBe('function');
    await page.getByRole('link', { name: 'Players' }).click();
    await page.locator('input[name=name]').fill('Zoë Ångström');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('cell', { name: 'Zoë Ångström' })).toBeVisible();
  } finally {
    await app.close();
  }
});
