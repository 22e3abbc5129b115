import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, valueAt } from './helpers.js';

/** A one-sheet template file whose A1 calls the user function DOUBLE. */
function templateWithUserFunction(): string {
  return JSON.stringify({
    format: 'gridcast/1', name: 'With a user function', sheetIds: ['sheet001'],
    sheetsById: {
      sheet001: {
        id: 'sheet001', name: 'Sheet1', rowIds: ['r1'], rowsById: { r1: { id: 'r1', height: 21 } },
        columnIds: ['c1'], columnsById: { c1: { id: 'c1', width: 100 } }, cellsById: { 'c1&r1': { formula: '=DOUBLE(21)' } },
      },
    },
    userFunctions: [{ name: 'DOUBLE', text: 'function DOUBLE(x) { return x * 2; }' }],
  });
}

test('a template\'s user functions are evaluated in the editor', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', {
    multipart: { file: { name: 'user-function.json', mimeType: 'application/json', buffer: Buffer.from(templateWithUserFunction()) } },
  });
  expect(imported.status()).toBe(201);
  const { grid } = (await imported.json()) as { grid: { id: string } };
  await page.goto(`/app/grids/${grid.id}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe(42);
});

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const sectionButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name, exact: true });

/** View > Sidebar (a check item). */
async function toggleSidebar(page: Page): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
}

/** Opens the Functions section with View > Sidebar. */
async function openFunctions(page: Page): Promise<void> {
  await toggleSidebar(page);
  if ((await sectionButton(page, 'Functions').getAttribute('aria-pressed')) !== 'true') await sectionButton(page, 'Functions').click();
  await expect(sidebar(page).getByRole('heading', { name: 'Functions' })).toBeVisible();
}

test('the Functions section is listed only with ?userFunctions=1', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await toggleSidebar(page);
  await expect(sectionButton(page, 'Named Ranges')).toBeVisible();
  await expect(sectionButton(page, 'Functions')).toHaveCount(0);
  await page.goto(`${page.url()}?userFunctions=1`);
  await toggleSidebar(page);
  await expect(sectionButton(page, 'Functions')).toBeVisible();
});

test('a person adds a user function, is told what is wrong with its name, uses it in a cell with autocomplete, edits and deletes it', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.goto(`${page.url()}?userFunctions=1`);
  await openFunctions(page);
  await expect(sidebar(page).getByText('No functions yet.')).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Add a function' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add function' });
  const name = dialog.getByLabel('Name');
  const apply = dialog.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  const rules: [string, string][] = [
    ['  ', "Names can't be blank"],
    ['my-fn', 'Names can only contain letters, digits and underscores'],
    ['TrueValue', 'Names can\'t begin with "true" or "false"'],
    ['2X', "Names can't begin with a number"],
    ['sum', 'Function name already in use'],
    ['x'.repeat(251), "Names can't exceed 250 characters"],
  ];
  for (const [typed, message] of rules) {
    await name.fill(typed);
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(apply).toBeDisabled();
  }
  await name.fill('  TRIPLE ');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Script').fill('function TRIPLE(x) { return x * 3; }');
  await apply.click();
  await expect(dialog).toHaveCount(0);
  await expect(sidebar(page).getByRole('list', { name: 'Functions' }).getByText('TRIPLE', { exact: true })).toBeVisible();

  // Autocomplete offers it like a built-in.
  await clickCell(page, 'A1');
  await page.keyboard.type('=TRIP');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /TRIPLE/ })).toBeVisible();
  await page.keyboard.type('LE(14)');
  await page.keyboard.press('Enter');
  await expect.poll(() => valueAt(page, 'A1')).toBe(42);

  // A second function's name may not repeat the first's, in any case.
  await sidebar(page).getByRole('button', { name: 'Add a function' }).click();
  await page.getByRole('dialog', { name: 'Add function' }).getByLabel('Name').fill('triple');
  await expect(page.getByRole('dialog', { name: 'Add function' }).getByRole('alert')).toHaveText('Function name already in use');
  await page.getByRole('dialog', { name: 'Add function' }).getByRole('button', { name: 'Cancel' }).click();

  // A script that throws gives #ERROR!; one that does not define its function, #VALUE!.
  await sidebar(page).getByRole('button', { name: 'Edit TRIPLE' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit function' });
  await expect(edit.getByLabel('Name')).toHaveValue('TRIPLE');
  await edit.getByLabel('Script').fill('function TRIPLE(x) { throw new Error("no"); }');
  await edit.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => valueAt(page, 'A1')).toMatchObject({ code: '#ERROR!' });
  await sidebar(page).getByRole('button', { name: 'Edit TRIPLE' }).click();
  await page.getByRole('dialog', { name: 'Edit function' }).getByLabel('Script').fill('function other(x) { return x; }');
  await page.getByRole('dialog', { name: 'Edit function' }).getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => valueAt(page, 'A1')).toMatchObject({ code: '#VALUE!' });

  await sidebar(page).getByRole('button', { name: 'Delete TRIPLE' }).click();
  await expect(sidebar(page).getByText('No functions yet.')).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toMatchObject({ code: '#NAME?' });
});

test('the editor stays responsive while user functions that never end are computed, and they end in #ERROR!', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.goto(`${page.url()}?userFunctions=1`);
  await openFunctions(page);
  await sidebar(page).getByRole('button', { name: 'Add a function' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add function' });
  await dialog.getByLabel('Name').fill('SLOW');
  // A loop of slow native calls: QuickJS's own interrupt misses it, so only killing its worker ends it.
  await dialog.getByLabel('Script').fill('function SLOW(n) { var s = "ab".repeat(5000); for (;;) s.split("").reverse().join(""); }');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await clickCell(page, 'A1');
  await page.keyboard.type('=SLOW(1)+SLOW(2)+SLOW(3)+SLOW(4)+SLOW(5)+SLOW(6)');
  await page.keyboard.press('Enter');
  await page.keyboard.type('=SLOW(7)');
  await page.keyboard.press('Enter');
  // While the calls are computed, one after the other (A2's last), a person edits another cell.
  await clickCell(page, 'B1');
  await page.keyboard.type('=1+1');
  await page.keyboard.press('Enter');
  await expect.poll(() => valueAt(page, 'B1')).toBe(2);
  expect(await valueAt(page, 'A2')).toMatchObject({ code: '#ERROR!', cause: 'Calculating...' });
  for (const cell of ['A1', 'A2']) {
    await expect.poll(() => valueAt(page, cell), { timeout: 30_000 }).toMatchObject({ code: '#ERROR!', cause: 'Stopped after 500 ms.' });
  }
});
