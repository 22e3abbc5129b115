import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, type Credentials, typeAt, waitSaved } from './helpers.js';

/** Whether the page has loaded a face of a family (the shipped fonts load on demand). */
async function faceLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'), family);
}

/** A new user of a new account, so its default font is its own. */
async function freshUser(page: Page): Promise<Credentials> {
  await logIn(page);
  const stamp = Date.now();
  const account = await page.request.post('/api/admin/accounts', { data: { name: `Fonts ${stamp}` } });
  const accountId = ((await account.json()) as { account: { id: number } }).account.id;
  const who = { email: `fonts-${stamp}@example.com`, password: 'fonts-password-1' };
  expect((await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: who })).status()).toBe(201);
  await page.context().clearCookies();
  await logIn(page, who);
  return who;
}

/** The font names a PDF embeds, as pdffonts lists them. */
function pdfFonts(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'fonts-pdf-'));
  try {
    writeFileSync(join(dir, 'cast.pdf'), pdf);
    return execFileSync('pdffonts', [join(dir, 'cast.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('fonts are real: the default font draws the sheet, its chart, its cast and its PDF; each font menu name is in its own face; faces load only when used', async ({ page }) => {
  await freshUser(page);
  // Settings > Defaults: new templates of the account start in Playfair Display.
  await page.goto('/app/settings/defaults');
  await page.getByRole('combobox', { name: 'Default font family' }).click();
  await page.getByRole('option', { name: 'Playfair Display' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');

  await page.goto('/app/grids');
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'Region');
  await typeAt(page, 'B1', 'Sales');
  await typeAt(page, 'A2', 'North');
  await typeAt(page, 'B2', '12');
  await typeAt(page, 'A3', 'South');
  await typeAt(page, 'B3', '15');
  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  await expect(toolbar.getByRole('combobox', { name: 'Font family' })).toHaveText('Playfair Display');
  // The canvas asked for the sheet's font; the others stay unloaded until something uses them.
  await expect.poll(() => faceLoaded(page, 'Playfair Display')).toBe(true);
  expect(await faceLoaded(page, 'Oswald')).toBe(false);

  // The font menu shows each name in its own face, which then loads.
  await clickCell(page, 'A1');
  await toolbar.getByRole('combobox', { name: 'Font family' }).click();
  const oswald = page.getByRole('option', { name: 'Oswald' });
  expect(await oswald.evaluate((option) => getComputedStyle(option.querySelector('span') ?? option).fontFamily)).toMatch(/^"?Oswald"?,/);
  await expect.poll(() => faceLoaded(page, 'Oswald')).toBe(true);
  await oswald.click();
  await expect(toolbar.getByRole('combobox', { name: 'Font family' })).toHaveText('Oswald');

  // A chart with no font of its own is drawn in the sheet's default font, with a sans-serif fallback.
  await clickCell(page, 'A1');
  await clickCell(page, 'B3', { shift: true });
  await toolbar.getByRole('button', { name: 'Insert chart' }).click();
  const chart = page.getByRole('group', { name: 'Chart 1' });
  await expect(chart).toBeVisible();
  const families = await chart.locator('svg text').evaluateAll((texts) => [...new Set(texts.map((text) => getComputedStyle(text).fontFamily))]);
  expect(families).toEqual(['"Playfair Display", Arial, sans-serif']);
  // Placed beside the data it plots (A1:B3), not over it.
  const box = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual((await cellPoint(page, 'C1')).x - 50);
  expect(box.y).toBeLessThanOrEqual((await cellPoint(page, 'A1')).y);
  await page.keyboard.press('Escape');
  await waitSaved(page);

  // Its cast: cells without a font of their own in the sheet's font, A1 in its own; both faces loaded.
  const { grid } = await (await page.request.get(`/api/grids/${gridId}`)).json();
  expect((await page.request.put(`/api/grids/${gridId}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const { shadow } = await (await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Fonts' } } })).json();
  const made = await page.request.post(`/api/shadows/${shadow.token}/casts`, { data: { cast: { type: 'sheet' } } });
  expect(made.status()).toBe(201);
  const castToken = ((await made.json()) as { cast: { token: string } }).cast.token;
  await page.goto(`/app/casts/${castToken}`);
  await expect(page.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true', { timeout: 30_000 });
  const fontOf = (text: string) => page.getByRole('cell', { name: text }).locator('.cast-text').evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await fontOf('North')).toBe('"Playfair Display", Arial, sans-serif');
  expect(await fontOf('Region')).toBe('Oswald, Arial, sans-serif');
  expect(await faceLoaded(page, 'Playfair Display')).toBe(true);
  expect(await faceLoaded(page, 'Oswald')).toBe(true);

  // Its PDF embeds the same faces.
  const pdf = await page.request.get(`/api/casts/${castToken}/pdf`);
  expect(pdf.status()).toBe(200);
  const fonts = pdfFonts(await pdf.body());
  expect(fonts).toMatch(/PlayfairDisplay/);
  expect(fonts).toMatch(/Oswald/);
});

test('a chart under a frozen row scrolls with the cells it sits on, passing under the frozen row', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeAt(page, 'A3', 'Month');
  await typeAt(page, 'B3', 'Sales');
  await typeAt(page, 'A4', 'Jan');
  await typeAt(page, 'B4', '3');
  await typeAt(page, 'A5', 'Feb');
  await typeAt(page, 'B5', '5');
  await clickCell(page, 'A3');
  await clickCell(page, 'B5', { shift: true });
  await page.getByRole('toolbar', { name: 'Toolbar' }).getByRole('button', { name: 'Insert chart' }).click();
  const chart = page.getByRole('group', { name: 'Chart 1' });
  await expect(chart).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Freeze', exact: true }).hover();
  await page.getByRole('menu', { name: 'Freeze' }).getByRole('menuitemcheckbox', { name: '1 row' }).click();
  await expect(page.getByRole('separator', { name: 'Freeze rows' })).toHaveAttribute('aria-valuenow', '1');

  const before = (await chart.boundingBox())!;
  const a3Before = await cellPoint(page, 'A3');
  await page.mouse.move(a3Before.x, a3Before.y + 300);
  await page.mouse.wheel(0, 105);
  const scrolled = () => page.evaluate(() => (document.querySelector('.grid-scroll') as HTMLElement).scrollTop);
  await expect.poll(scrolled).toBeGreaterThan(0);
  const by = await scrolled();
  // The chart moved up as far as the cells did.
  await expect.poll(async () => Math.round(before.y - (await chart.boundingBox())!.y)).toBe(Math.round(by));
  // Scrolled far enough, its top passes under the frozen row: the part above the row's bottom is hidden.
  await page.mouse.wheel(0, 200);
  await expect.poll(scrolled).toBeGreaterThan(by);
  const frozenBottom = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!.y + 24 + 21;
  const pane = chart.locator('xpath=..');
  expect(Math.round((await pane.boundingBox())!.y)).toBe(Math.round(frozenBottom));
});
