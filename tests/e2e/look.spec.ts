import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickCell, logIn, menu, type Credentials, typeAt, waitSaved } from './helpers.js';

/**
 * The look, compared with stored screenshots (tests/e2e/__screenshots__, a small tolerance) so it does
 * not regress silently. Each test signs in as a new user of a new account, so what the pages show does
 * not depend on what other tests made. Carets are hidden and animations stopped by Playwright.
 */
async function freshUser(page: Page): Promise<Credentials> {
  await logIn(page);
  const stamp = Date.now();
  const account = await page.request.post('/api/admin/accounts', { data: { name: `Look ${stamp}` } });
  const accountId = ((await account.json()) as { account: { id: number } }).account.id;
  const who = { email: `look-${stamp}@example.com`, password: 'look-password-1' };
  expect((await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: who })).status()).toBe(201);
  await page.context().clearCookies();
  await logIn(page, who);
  return who;
}

const SHOT = { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' } as const;

test('the grids list (empty), the editor and a dialog look as stored', async ({ page }) => {
  await freshUser(page);
  await expect(page.getByText("You don't have any grids yet")).toBeVisible();
  await expect(page).toHaveScreenshot('look-grids-empty.png', SHOT);

  await page.getByRole('button', { name: 'New grid template' }).first().click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await waitSaved(page);
  // The mouse rests away from the toolbar, so no tooltip shows.
  await page.mouse.move(1200, 700);
  await expect(page).toHaveScreenshot('look-editor.png', SHOT);

  await menu(page, 'File', 'Rename');
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveScreenshot('look-rename-dialog.png', SHOT);
});

/** Pairs of elements whose boxes overlap (a shared edge is not an overlap). */
async function overlapping(items: readonly { name: string; locator: Locator }[]): Promise<string[]> {
  const boxes = await Promise.all(items.map(async (item) => ({ name: item.name, box: (await item.locator.boundingBox())! })));
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box;
      const b = boxes[j].box;
      const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
      if (!apart) found.push(`${boxes[i].name} / ${boxes[j].name}`);
    }
  }
  return found;
}

test('at 200% zoom nothing overlaps on the grids list and in the editor chrome', async ({ page }) => {
  // 200% browser zoom of a 1280 x 800 window: a 640 x 400 CSS viewport at twice the pixel density.
  await page.setViewportSize({ width: 640, height: 400 });
  await freshUser(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = await nav.getByRole('link').all();
  const navItems = await Promise.all(links.map(async (link, i) => ({ name: `nav ${i} ${await link.textContent()}`, locator: link })));
  expect(
    await overlapping([
      ...navItems,
      { name: 'heading', locator: page.getByRole('heading', { name: 'Grid Templates' }) },
      { name: 'new grid', locator: page.getByRole('button', { name: 'New grid template' }).first() },
    ]),
  ).toEqual([]);

  await page.getByRole('button', { name: 'New grid template' }).first().click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const bar = page.getByRole('menubar', { name: 'Menu' });
  const menus = await bar.getByRole('menuitem').all();
  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  const tools = await toolbar.getByRole('button').all();
  expect(
    await overlapping([
      ...(await Promise.all(menus.map(async (item, i) => ({ name: `menu ${i} ${await item.textContent()}`, locator: item })))),
      ...(await Promise.all(tools.map(async (tool, i) => ({ name: `tool ${i} ${await tool.getAttribute('aria-label')}`, locator: tool })))),
      { name: 'formula bar', locator: page.getByRole('textbox', { name: 'Formula bar' }) },
      { name: 'grid', locator: page.getByRole('grid', { name: 'Sheet grid' }) },
    ]),
  ).toEqual([]);
});

const INVOICE = readFileSync(new URL('../../fixtures/templates/invoice.json', import.meta.url));

/** Waits until every face the page asked for is in and the browser has painted twice since. */
async function fontsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The first page of a PDF as pdftoppm renders it (50 dpi PNG). */
function firstPagePng(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'look-pdf-'));
  try {
    writeFileSync(join(dir, 'cast.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-png', '-singlefile', join(dir, 'cast.pdf'), join(dir, 'page')], { timeout: 60_000 });
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the editor with a chart and a conditional format looks as stored', async ({ page }) => {
  await freshUser(page);
  await page.getByRole('button', { name: 'New grid template' }).first().click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const rows = [['Region', 'Sales'], ['North', '12'], ['South', '15'], ['East', '9'], ['West', '14']];
  for (const [r, [region, sales]] of rows.entries()) {
    await typeAt(page, `A${r + 1}`, region);
    await typeAt(page, `B${r + 1}`, sales);
  }
  // Sales over 12 in green, as the Conditional Formatting section would add it.
  await page.evaluate(() => {
    const { session } = window.__gridcast!;
    session.kernel.bus.execute('conditional-formats.add', { sheetId: session.view.activeSheetId, ranges: 'B2:B5', condition: { type: 'number_greater', input1: '12' }, format: { backgroundColor: '#b7e1cd', bold: true } });
  });
  await clickCell(page, 'A1');
  await clickCell(page, 'B5', { shift: true });
  await page.getByRole('toolbar', { name: 'Toolbar' }).getByRole('button', { name: 'Insert chart' }).click();
  await expect(page.getByRole('group', { name: 'Chart 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await clickCell(page, 'A8');
  await waitSaved(page);
  await fontsSettled(page);
  await page.mouse.move(1200, 780);
  await expect(page).toHaveScreenshot('look-editor-chart-format.png', SHOT);
});

test('a grid\'s Input panel, its cast and its PDF on A4 look as stored', async ({ page }) => {
  await freshUser(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'invoice.json', mimeType: 'application/json', buffer: INVOICE } } });
  const { grid } = (await imported.json()) as { grid: { id: string; gridVersion: { id: string } } };
  expect((await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const blank = await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { name: 'Blank' } } });
  const blankToken = ((await blank.json()) as { shadow: { token: string } }).shadow.token;

  // A grid given no input opens on its Input panel.
  await page.goto(`/app/shadows/${blankToken}`);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('heading', { name: 'Input' })).toBeVisible({ timeout: 30_000 });
  await fontsSettled(page);
  await expect(sidebar).toHaveScreenshot('look-input-panel.png', SHOT);

  const input = { invoiceNumber: 'INV-9', customer: { name: 'Acme Ltd' }, taxRate: 0.08, items: [{ name: 'Pens', qty: 4, price: 2.5 }, { name: 'Paper', qty: 2, price: 7.25 }] };
  const filled = await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { name: 'Acme', input } } });
  const token = ((await filled.json()) as { shadow: { token: string } }).shadow.token;
  // A1:G10 of the invoice: its header block and the first item rows.
  const sheet = Object.values((JSON.parse(INVOICE.toString()) as { sheetsById: Record<string, { id: string; rowIds: string[]; columnIds: string[] }> }).sheetsById)[0];
  const cellId = (row: number, col: number) => `${sheet.columnIds[col]}&${sheet.rowIds[row]}`;
  const range = { type: 'range', sheetId: sheet.id, fromCellId: cellId(0, 0), toCellId: cellId(9, 6) };
  const made = await page.request.post(`/api/shadows/${token}/casts`, { data: { cast: range } });
  const castToken = ((await made.json()) as { cast: { token: string } }).cast.token;
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto(`/app/casts/${castToken}?viewport=880x600`);
  await expect(page.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true', { timeout: 30_000 });
  await fontsSettled(page);
  await expect(page.locator('section.cast-page')).toHaveScreenshot('look-cast.png', SHOT);

  const pdf = await page.request.get(`/api/casts/${castToken}/pdf?paper=a4`);
  expect(pdf.status()).toBe(200);
  expect(firstPagePng(await pdf.body())).toMatchSnapshot('look-cast-pdf-a4.png', { maxDiffPixelRatio: 0.02 });
});
