import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, typeAt, valueAt, waitSaved } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const bar = (page: Page) => page.getByRole('menubar', { name: 'Menu' });

/** Opens a top menu, then a submenu when one is named, and runs the item. */
async function choose(page: Page, menu: string, ...path: string[]): Promise<void> {
  await bar(page).getByRole('menuitem', { name: menu, exact: true }).click();
  let within = page.getByRole('menu', { name: menu });
  for (const submenu of path.slice(0, -1)) {
    await within.getByRole('menuitem', { name: submenu, exact: true }).hover();
    within = page.getByRole('menu', { name: submenu });
  }
  const name = path[path.length - 1];
  // A checkable item (Freeze's counts) is a menuitemcheckbox.
  await within.getByRole('menuitem', { name }).or(within.getByRole('menuitemcheckbox', { name })).first().click();
}

/** The active sheet's stored cell at a position (formula, validation, note), read from the page's session. */
async function cellAt(page: Page, row: number, col: number): Promise<{ formula?: string; note?: string; data?: { validation?: { type: string } } } | undefined> {
  return page.evaluate(([r, c]) => {
    const { workbook, view } = window.__gridcast!.session;
    const sheet = workbook.sheetsById[view.activeSheetId];
    for (const bucket of Object.values(sheet.cells)) {
      const cell = bucket[sheet.rowIds[r]]?.[sheet.columnIds[c]];
      if (cell) return cell as { formula?: string };
    }
    return undefined;
  }, [row, col] as const);
}

const activeAddress = (page: Page) => page.getByRole('textbox', { name: 'Name box' });

test('Insert menu: rows, columns, sheet, chart, function, link, checkbox, dropdown and note each do what their toolbar button or panel does', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeAt(page, 'A1', '1');
  await typeAt(page, 'A2', '2');
  await typeAt(page, 'A3', '3');

  // Function > SUM on the cell under the numbers: the toolbar's Sum, an edit with A1:A3 proposed.
  await clickCell(page, 'A4');
  await choose(page, 'Insert', 'Function', 'SUM');
  await expect(page.getByRole('textbox', { name: 'Cell editor' })).toHaveValue('=SUM(A1:A3)');
  await page.keyboard.press('Enter');
  await expect.poll(() => valueAt(page, 'A4')).toBe(6);
  await clickCell(page, 'B4');
  await page.getByRole('toolbar', { name: 'Toolbar' }).getByRole('button', { name: 'Sum' }).click();
  await expect(page.getByRole('textbox', { name: 'Cell editor' })).toHaveValue('=SUM(A4)');
  await page.keyboard.press('Escape');

  // Rows and columns around the selection, as the header menus insert them.
  await clickCell(page, 'A2');
  await choose(page, 'Insert', 'Rows', 'Insert 1 row above');
  await expect.poll(() => valueAt(page, 'A3')).toBe(2);
  expect(await valueAt(page, 'A2')).toBeNull();
  await choose(page, 'Insert', 'Rows', 'Insert 1 row below');
  await expect.poll(() => valueAt(page, 'A4')).toBe(2);
  await clickCell(page, 'A1');
  await choose(page, 'Insert', 'Columns', 'Insert 1 column left');
  await expect.poll(() => valueAt(page, 'B1')).toBe(1);
  await choose(page, 'Insert', 'Columns', 'Insert 1 column right');
  await expect.poll(() => valueAt(page, 'C1')).toBe(1);
  expect(await valueAt(page, 'B1')).toBeNull();

  // Chart: what the toolbar's Insert chart makes, over the selection's data.
  await clickCell(page, 'C1');
  await clickCell(page, 'C5', { shift: true });
  await choose(page, 'Insert', 'Chart');
  const charts = () => page.evaluate(() => Object.keys(window.__gridcast!.session.workbook.sheetsById[window.__gridcast!.session.view.activeSheetId].chartsById).length);
  await expect.poll(charts).toBe(1);
  await page.keyboard.press('Escape');

  // Checkbox: a checkbox validation, which Space then ticks.
  await clickCell(page, 'A20');
  await choose(page, 'Insert', 'Checkbox');
  await expect.poll(async () => (await cellAt(page, 19, 0))?.data?.validation?.type).toBe('checkbox');
  await page.keyboard.press(' ');
  await expect.poll(() => valueAt(page, 'A20')).toBe(true);

  // Dropdown: the Data Validation section on the selection with a list to fill in.
  await clickCell(page, 'B20');
  await choose(page, 'Insert', 'Dropdown');
  await expect(sidebar(page).getByRole('heading', { name: 'Data Validation' })).toBeVisible();
  await expect(sidebar(page).getByRole('combobox', { name: 'Criteria' })).toHaveText('List of items');
  await expect(sidebar(page).getByRole('textbox', { name: 'Apply to range' })).toHaveValue('Sheet1!B20');

  // Link: the Link dialog, as Ctrl+K and the toolbar's Link open it.
  await clickCell(page, 'A21');
  await choose(page, 'Insert', 'Link');
  await expect(page.getByRole('dialog', { name: 'Link' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Note: the note editor, as the cell menu's Insert note opens it.
  await clickCell(page, 'A22');
  await choose(page, 'Insert', 'Note');
  await expect(page.getByRole('textbox', { name: 'Note' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Note' }).fill('Checked');
  await clickCell(page, 'A25');
  await expect.poll(async () => (await cellAt(page, 21, 0))?.note).toBe('Checked');

  // Sheet: a new sheet, opened, as the sheet tabs' + does.
  await choose(page, 'Insert', 'Sheet');
  await expect(page.getByRole('tab', { name: 'Sheet2' })).toHaveAttribute('aria-selected', 'true');
  await waitSaved(page);
});

test('Data menu: sort, filter, data validation, named ranges and freeze each do what their toolbar button or panel does', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeAt(page, 'A1', 'Name');
  await typeAt(page, 'A2', 'Pear');
  await typeAt(page, 'A3', 'Apple');
  await clickCell(page, 'A2');
  await clickCell(page, 'A3', { shift: true });
  await choose(page, 'Data', 'Sort range A to Z');
  await expect.poll(() => valueAt(page, 'A2')).toBe('Apple');

  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  await clickCell(page, 'A1');
  await choose(page, 'Data', 'Create a filter');
  await expect(toolbar.getByRole('button', { name: 'Remove filter' })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, 'Data', 'Remove filter');
  await expect(toolbar.getByRole('button', { name: 'Create a filter' })).toHaveAttribute('aria-pressed', 'false');

  await choose(page, 'Data', 'Data validation');
  await expect(sidebar(page).getByRole('heading', { name: 'Data Validation' })).toBeVisible();
  await choose(page, 'Data', 'Named ranges');
  await expect(sidebar(page).getByRole('heading', { name: 'Named Ranges' })).toBeVisible();

  await choose(page, 'Data', 'Freeze', '1 row');
  await bar(page).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Freeze', exact: true }).hover();
  await expect(page.getByRole('menu', { name: 'Freeze' }).getByRole('menuitemcheckbox', { name: '1 row' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
});

test('Tab, Tab, Enter returns to the column where the Tab run began; Enter closes an open parenthesis; =su offers SUM first', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('North');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  await expect(activeAddress(page)).toHaveValue('A2');
  await page.keyboard.type('South');
  await page.keyboard.press('Tab');
  await expect(activeAddress(page)).toHaveValue('B2');
  // A Tab without typing continues the run too; an arrow leaves it behind.
  await page.keyboard.press('Tab');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(activeAddress(page)).toHaveValue('A3');
  await clickCell(page, 'C3');
  await page.keyboard.type('x');
  await page.keyboard.press('Enter');
  await expect(activeAddress(page)).toHaveValue('C4');
  expect([await valueAt(page, 'A1'), await valueAt(page, 'B1'), await valueAt(page, 'C1'), await valueAt(page, 'A2'), await valueAt(page, 'C2')]).toEqual(['North', 12, 15, 'South', 9]);

  await clickCell(page, 'E2');
  await page.keyboard.type('=su');
  const offered = page.getByRole('listbox');
  await expect(offered.getByRole('option').first()).toContainText('SUM');
  await expect(offered.getByRole('option').nth(1)).toContainText('SUMIF');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Cell editor' })).toHaveValue('=SUM(');
  await page.keyboard.type('B1:C1');
  await page.keyboard.press('Enter');
  expect((await cellAt(page, 1, 4))?.formula).toBe('=SUM(B1:C1)');
  await expect.poll(() => valueAt(page, 'E2')).toBe(27);
});

test('the small things: Named Ranges fits at 1440 px without sideways scrolling, the preset heading follows its saved name, no favicon 404, a way back from "Shadow not found", no "New Version" under a new template\'s name', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && /favicon/.test(response.url())) missing.push(response.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await createTemplate(page);
  // A new template has one version, 'Version 1', and nothing under its name says so.
  await expect(page.locator('.version-name')).toHaveCount(0);
  await bar(page).getByRole('menuitem', { name: 'Versioning', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Change Version' }).hover();
  await expect(page.getByRole('menu', { name: 'Change Version' }).getByRole('menuitemcheckbox')).toHaveText(['Version 1 (unpublished)']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await choose(page, 'Data', 'Named ranges');
  const panel = sidebar(page).getByRole('region', { name: 'Named Ranges' });
  await expect(panel).toBeVisible();
  const room = (await panel.boundingBox())!;
  for (const name of ['Add a range', 'Add a formula']) {
    const button = (await panel.getByRole('button', { name }).boundingBox())!;
    expect(button.x, name).toBeGreaterThanOrEqual(room.x);
    expect(button.x + button.width, name).toBeLessThanOrEqual(room.x + room.width);
  }
  expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  // The app names its icon, which is there; an old-style /favicon.ico request finds it too.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).status()).toBe(200);
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);

  // A data preset's heading is its saved name.
  await page.goto('/app/settings/data_presets');
  await page.getByRole('button', { name: 'New data preset' }).click();
  await page.waitForURL(/\/app\/settings\/data_presets\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Untitled preset' })).toBeVisible();
  await page.getByLabel('Name').fill('Small loan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small loan');

  // A grid that is not there says so, with a way back.
  await page.goto('/app/shadows/no-such-grid');
  await expect(page.getByRole('alert')).toContainText('Shadow not found');
  await page.getByRole('link', { name: 'Back to grid templates' }).click();
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  expect(missing).toEqual([]);
});

test('a cast viewed by its token alone shows no note markers; the account signed in still sees its notes', async ({ page, browser }) => {
  await logIn(page);
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'Revenue');
  await clickCell(page, 'A1');
  await choose(page, 'Insert', 'Note');
  await page.getByRole('textbox', { name: 'Note' }).fill('From the 2026 budget');
  // Away from the note's card, which sits beside A1.
  await clickCell(page, 'A12');
  await expect.poll(async () => (await cellAt(page, 0, 0))?.note).toBe('From the 2026 budget');
  await waitSaved(page);
  const { grid } = await (await page.request.get(`/api/grids/${gridId}`)).json();
  expect((await page.request.put(`/api/grids/${gridId}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const { shadow } = await (await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Public' } } })).json();
  const made = await page.request.post(`/api/shadows/${shadow.token}/casts`, { data: { cast: { type: 'sheet' } } });
  const castToken = ((await made.json()) as { cast: { token: string } }).cast.token;

  const anonymous = await browser.newContext();
  const viewer = await anonymous.newPage();
  await viewer.goto(`/app/casts/${castToken}?viewport=400x300`);
  const cell = viewer.getByRole('cell', { name: 'Revenue' });
  // The first cast of a grid is computed by a compute worker: slow on a busy machine.
  await expect(cell).toBeVisible({ timeout: 30_000 });
  await cell.hover();
  await expect(cell).not.toHaveClass(/cast-cell-note/);
  await expect(cell).not.toHaveAttribute('title');
  await expect(viewer.getByText('From the 2026 budget')).toHaveCount(0);
  await anonymous.close();

  await page.goto(`/app/casts/${castToken}?viewport=400x300`);
  await expect(page.getByRole('cell', { name: 'Revenue' })).toHaveAccessibleDescription('From the 2026 budget', { timeout: 30_000 });
});
