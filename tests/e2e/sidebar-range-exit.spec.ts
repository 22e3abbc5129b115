import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, valueAt } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const rail = (page: Page) => page.getByRole('navigation', { name: 'Sidebar sections' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Toolbar' });

async function openSection(page: Page, name: string): Promise<void> {
  if (!(await sidebar(page).isVisible())) {
    await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  }
  const button = rail(page).getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(sidebar(page).getByRole('heading', { name })).toBeVisible();
}

/** Runs a command on the open editor's kernel, as the panels do (to set up what a test is not about). */
async function run(page: Page, id: string, params: (sheetId: string) => unknown): Promise<void> {
  await page.evaluate(
    ([commandId, paramsText]) => {
      const kernel = window.__gridcast!.session.kernel;
      const sheetId = kernel.store.state.sheetIds[0];
      const result = kernel.execute(commandId, new Function('sheetId', `return (${paramsText})(sheetId)`)(sheetId));
      if (!result.ok) throw new Error(result.error);
    },
    [id, params.toString()] as const,
  );
}

test('the toolbar’s range input types or syncs the range of the form open in the sidebar, and is not shown without one', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const toolbarRange = toolbar(page).getByRole('textbox', { name: 'Toolbar range' });
  await expect(toolbarRange).toHaveCount(0);

  await openSection(page, 'Locks');
  await expect(toolbarRange).toHaveCount(0);
  await clickCell(page, 'A1');
  await sidebar(page).getByRole('button', { name: 'Add a lock' }).click();
  const form = sidebar(page).getByRole('form', { name: 'New lock' });
  const formRange = form.getByRole('textbox', { name: 'Range', exact: true });
  await expect(toolbarRange).toHaveValue('Sheet1!A1');

  // Typed in the toolbar: the form's field takes it and, synced, the grid selects it.
  await toolbarRange.fill('Sheet1!B2:C4');
  await expect(formRange).toHaveValue('Sheet1!B2:C4');
  await expect(page.getByRole('textbox', { name: 'Name box' })).toHaveValue('B2:C4');
  // A bad range shows the form's message and keeps Done disabled.
  await toolbarRange.fill('Sheet9!A1');
  await expect(form.getByRole('alert')).toHaveText("Sheet 'Sheet9' doesn't exist");
  await expect(form.getByRole('button', { name: 'Done' })).toBeDisabled();
  await toolbarRange.fill('Sheet1!B2:C4');

  // Sync switched off in the toolbar is off in the form: the selection no longer changes the range.
  await toolbar(page).getByRole('button', { name: 'Sync toolbar range with selection' }).click();
  await expect(form.getByRole('button', { name: 'Sync range with selection' })).toHaveAttribute('aria-pressed', 'false');
  await clickCell(page, 'E5');
  await expect(formRange).toHaveValue('Sheet1!B2:C4');
  // Switched on again, the form and the toolbar follow the selection.
  await toolbar(page).getByRole('button', { name: 'Sync toolbar range with selection' }).click();
  await clickCell(page, 'D3');
  await expect(formRange).toHaveValue('Sheet1!D3');
  await expect(toolbarRange).toHaveValue('Sheet1!D3');
  await toolbarRange.fill('Sheet1!B2:C4');
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(sidebar(page).getByRole('list', { name: 'Locks' })).toContainText('Sheet1!B2:C4');
  // The form closed: nothing to type a range for.
  await expect(toolbarRange).toHaveCount(0);
});

test('Exit, first of the sidebar’s sections, saves and leaves for the grids list', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const editorUrl = page.url();
  await clickCell(page, 'A1');
  await page.keyboard.type('7\n');
  await openSection(page, 'Named Ranges');
  const names = await rail(page).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  expect(names[0]).toBe('Exit');
  await rail(page).getByRole('button', { name: 'Exit', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/grids$/);
  await page.goto(editorUrl);
  await page.waitForFunction(() => window.__gridcast !== undefined);
  await expect.poll(() => valueAt(page, 'A1')).toBe(7);
});

test('a failed validation’s help text follows the grid as it scrolls, and hides when its cell scrolls away', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await run(page, 'validation.set', (sheetId) => ({ sheetId, area: { top: 2, left: 1, bottom: 2, right: 1 }, validation: { type: 'number_greater', input1: '10' } }));
  await clickCell(page, 'B3');
  await page.keyboard.type('=2+3\n');
  await clickCell(page, 'B3');
  const help = page.getByRole('status').filter({ hasText: 'Enter a number greater than 10' });
  await expect(help).toBeVisible();
  const before = (await help.boundingBox())!;
  const b3 = await cellPoint(page, 'B3');
  await page.mouse.move(b3.x + 200, b3.y + 100);
  await page.mouse.wheel(0, 42);
  await expect.poll(async () => Math.round(before.y - (await help.boundingBox())!.y)).toBe(42);
  await page.mouse.wheel(0, 600);
  await expect(help).toHaveCount(0);
  await page.mouse.wheel(0, -642);
  await expect.poll(async () => Math.round((await help.boundingBox())?.y ?? -1)).toBe(Math.round(before.y));
});

test('a list cell’s dropdown keeps 24 px from the window’s edges', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await run(page, 'validation.set', (sheetId) => ({ sheetId, area: { top: 0, left: 0, bottom: 40, right: 20 }, validation: { type: 'list_input', input1: Array.from({ length: 30 }, (_, i) => `Item ${i + 1}`).join(',') } }));
  // The last column and row fully in view: its dropdown would run past the window's bottom and right.
  const viewport = page.viewportSize()!;
  const grid = (await page.locator('canvas').first().boundingBox())!;
  let column = 'A';
  for (const letter of 'ABCDEFGHIJKLMNOP') if ((await cellPoint(page, `${letter}1`)).x + 60 < grid.x + grid.width) column = letter;
  let row = 1;
  for (let n = 1; n <= 40; n++) if ((await cellPoint(page, `A${n}`)).y + 12 < grid.y + grid.height) row = n;
  const address = `${column}${row}`;
  const cell = await cellPoint(page, address);
  await page.mouse.click(cell.x + 50 - 10, cell.y);
  const dropdown = page.getByRole('dialog', { name: 'Choose a value' });
  await expect(dropdown.getByRole('option').first()).toHaveText('Item 1');
  const box = (await dropdown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(24 - 0.5);
  expect(box.y).toBeGreaterThanOrEqual(24 - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 24 + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - 24 + 0.5);
  await dropdown.getByRole('option', { name: 'Item 3', exact: true }).click();
  expect(await valueAt(page, address)).toBe('Item 3');
});

test('a template whose named range and lock point at missing cells opens with both marked invalid', async ({ page }) => {
  await logIn(page);
  const template = {
    format: 'gridcast/1',
    name: 'Dangling',
    sheetIds: ['sheet001'],
    sheetsById: {
      sheet001: {
        id: 'sheet001', name: 'Sheet1', rowIds: ['r1', 'r2'], columnIds: ['c1', 'c2'],
        rowsById: { r1: { id: 'r1', height: 21 }, r2: { id: 'r2', height: 21 } },
        columnsById: { c1: { id: 'c1', width: 100 }, c2: { id: 'c2', width: 100 } },
        cellsById: { 'c1&r1': { value: 5 }, 'c2&r1': { formula: '=SUM(Gone)' } },
        locks: [
          { id: 'lk1', name: 'Kept', range: { sheetId: 'sheet001', fromCellId: 'c1&r1', toCellId: 'c1&r2' } },
          { id: 'lk2', name: 'Lost', range: { sheetId: 'sheet001', fromCellId: 'c9&r1', toCellId: 'c9&r9' } },
        ],
      },
    },
    namedRangesById: {
      nr1: { id: 'nr1', name: 'Fine', sheetId: 'sheet001', fromCellId: 'c1&r1' },
      nr2: { id: 'nr2', name: 'Gone', sheetId: 'sheet001', fromCellId: 'c1&r1', toCellId: 'c1&r99' },
    },
  };
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'dangling.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(template)) } } });
  expect(imported.status()).toBe(201);
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await page.waitForFunction(() => window.__gridcast !== undefined);
  await expect.poll(() => valueAt(page, 'B1')).toMatchObject({ code: '#REF!' });

  await openSection(page, 'Named Ranges');
  const names = sidebar(page).getByRole('list', { name: 'Named ranges' });
  await expect(names.getByRole('listitem').filter({ hasText: 'Gone' })).toContainText('Invalid range');
  await expect(names.getByRole('listitem').filter({ hasText: 'Fine' })).toContainText('Sheet1!A1');
  await openSection(page, 'Locks');
  const locks = sidebar(page).getByRole('list', { name: 'Locks' });
  await expect(locks.getByRole('listitem').filter({ hasText: 'Lost' })).toContainText('Invalid range');
  await expect(locks.getByRole('listitem').filter({ hasText: 'Kept' })).toContainText('Sheet1!A1:A2');
});
