import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, valueAt } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function typeIn(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Opens Developers > Formula logging and picks an item (a check item or a plain one). */
async function formulaLogging(page: Page, item: string, role: 'menuitem' | 'menuitemcheckbox' = 'menuitem'): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Developers', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Formula logging' }).hover();
  await page.getByRole('menu', { name: 'Formula logging' }).getByRole(role, { name: item }).click();
}

/** A template with A1 = 2, A2 = A1*3, B1 = SUM(A1:A2), opened in dev mode. */
async function devTemplate(page: Page): Promise<void> {
  await logIn(page);
  await createTemplate(page);
  await page.goto(`${page.url()}?dev=1`);
  await typeIn(page, 'A1', '2');
  await typeIn(page, 'A2', '=A1*3');
  await typeIn(page, 'B1', '=SUM(A1:A2)');
  await expect.poll(() => valueAt(page, 'B1')).toBe(8);
}

async function openDevelopers(page: Page): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  const button = page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name: 'Developers', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(sidebar(page).getByRole('heading', { name: 'Developers' })).toBeVisible();
}

test('the Developers menu and section exist only in dev mode', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await expect(page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Developers', exact: true })).toHaveCount(0);
  await page.goto(`${page.url()}?dev=true`);
  await expect(page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Developers', exact: true })).toBeVisible();
});

test('a developer switches autosave off: edits wait for a Save button that stands in for the status, and Save stores them', async ({ page }) => {
  await devTemplate(page);
  const developers = page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Developers', exact: true });
  await developers.click();
  await page.getByRole('menu', { name: 'Developers' }).getByRole('menuitemcheckbox', { name: 'Autosave' }).click();
  await typeIn(page, 'A1', '9');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  await developers.click();
  await expect(page.getByRole('menu', { name: 'Developers' }).getByRole('menuitemcheckbox', { name: 'Autosave' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('menu', { name: 'Developers' }).getByRole('menuitemcheckbox', { name: 'Autosave' }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe(9);
});

test('a developer switches logging on, opens the log, filters it, switches tabs and includes, clears and closes it', async ({ page }) => {
  await devTemplate(page);
  await formulaLogging(page, 'Enabled', 'menuitemcheckbox');
  await typeIn(page, 'A1', '5');
  await expect.poll(() => valueAt(page, 'B1')).toBe(20);
  await formulaLogging(page, 'View log');
  const log = page.getByRole('dialog', { name: 'Formula evaluation log' });
  await expect(log).toBeVisible();
  const table = log.getByRole('table', { name: 'Logged formulas' });
  await expect(table.getByRole('cell', { name: 'Sheet1!A2' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Sheet1!B1' })).toBeVisible();

  await log.getByLabel('Filter', { exact: true }).fill('B1');
  await log.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(table.getByRole('cell', { name: 'Sheet1!B1' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Sheet1!A2' })).toHaveCount(0);

  await log.getByRole('tab', { name: 'TSV' }).click();
  await expect(log.locator('pre')).toContainText('seq\tkind\tsheet\tcell');
  await expect(log.locator('pre')).toContainText('=SUM(A1:A2)');
  await log.getByRole('tab', { name: 'JSON' }).click();
  await expect(log.locator('pre')).toContainText('"kind": "reference"');
  await log.getByRole('checkbox', { name: 'Include references' }).click();
  await expect(log.locator('pre')).not.toContainText('"kind": "reference"');
  await expect(log.locator('pre')).toContainText('"kind": "formula"');
  await log.getByRole('tab', { name: 'Grouped Text' }).click();
  await expect(log.locator('pre')).toContainText('Sheet1!B1');

  await log.getByRole('button', { name: 'Clear' }).click();
  await expect(log.getByText('The log is empty.')).toBeVisible();
  await log.getByRole('button', { name: 'Close' }).last().click();
  await expect(log).toHaveCount(0);
  // Editing works again once it is closed, and logging goes on.
  await typeIn(page, 'A1', '1');
  await expect.poll(() => valueAt(page, 'B1')).toBe(4);
  await formulaLogging(page, 'View log');
  await expect(page.getByRole('dialog', { name: 'Formula evaluation log' }).getByRole('cell', { name: 'Sheet1!B1' })).toBeVisible();
});

test('the Developers section: current cell, dependency trees with their errors, reevaluation and a benchmark', async ({ page }) => {
  await devTemplate(page);
  await typeIn(page, 'C1', '=Nope!A1+A2');
  await clickCell(page, 'A2');
  await openDevelopers(page);
  const current = sidebar(page).getByRole('region', { name: 'Current Cell' });
  await expect(current).toContainText('Sheet1!A2');
  await expect(current).toContainText('=A1*3');
  await current.getByRole('button', { name: 'Dependents tree' }).click();
  const dependents = page.getByRole('dialog', { name: 'Dependents of Sheet1!A2' });
  await expect(dependents.getByRole('treeitem', { name: /Sheet1!B1 =SUM\(A1:A2\)/ })).toBeVisible();
  await dependents.getByRole('button', { name: 'Close' }).last().click();

  await clickCell(page, 'C1');
  await current.getByRole('button', { name: 'Dependencies tree' }).click();
  const dependencies = page.getByRole('dialog', { name: 'Dependencies of Sheet1!C1' });
  await expect(dependencies.getByRole('treeitem', { name: /Could not find sheet Nope/ })).toBeVisible();
  await expect(dependencies.getByRole('treeitem', { name: /^Sheet1!A2 =A1\*3/ })).toBeVisible();
  await dependencies.getByRole('button', { name: 'Close' }).last().click();

  const reevaluator = sidebar(page).getByRole('region', { name: 'Reevaluator' });
  await reevaluator.getByRole('button', { name: 'Reevaluate' }).click();
  await expect(reevaluator.getByRole('status')).toContainText('Reevaluated in');

  const bench = sidebar(page).getByRole('region', { name: 'Benchmarking' });
  await expect(bench.getByLabel('Count')).toHaveValue('10');
  await bench.getByLabel('Count').fill('0');
  await expect(bench.getByRole('alert')).toHaveText('Enter a whole number of at least 1.');
  await expect(bench.getByRole('button', { name: 'Run benchmark' })).toBeDisabled();
  await bench.getByLabel('Count').fill('3');
  await bench.getByRole('button', { name: 'Run benchmark' }).click();
  await expect(bench.getByRole('status')).toHaveText(/ms median, spread .* ms \(3 runs\)/);
});

test('a developer exports the grid state and imports it as a new version; a broken import is refused with its path', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await devTemplate(page);
  await openDevelopers(page);
  await sidebar(page).getByRole('button', { name: 'Copy JSON to clipboard' }).click();
  await expect(page.getByText('Copied the grid state to the clipboard', { exact: true })).toBeVisible();
  const exported = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(exported)).toMatchObject({ format: 'gridcast/1' });

  const form = sidebar(page).getByRole('form', { name: 'Import a version' });
  await form.getByLabel('Version name').fill('Imported');
  const file = JSON.parse(exported) as { sheetIds: string[] };
  await form.getByLabel('JSON').fill(JSON.stringify({ ...file, sheetIds: 'oops' }));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('alert')).toHaveText('sheetIds: expected an array, got "oops"');

  // The imported version is the exported state with A1 changed: it opens as the current version.
  const edited = exported.replace('"value":2', '"value":7');
  expect(edited).not.toBe(exported);
  await form.getByLabel('JSON').fill(edited);
  // The import opens the new version with a page load; the live channel's reload news of the old one may
  // move the page there first, in place, so the page load is what is waited for.
  const loaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Import' }).click();
  await loaded;
  await page.waitForURL(/gridVersionId=/);
  // The new page's editor loads its version after the page itself.
  await page.waitForFunction(() => window.__gridcast !== undefined);
  await expect.poll(() => valueAt(page, 'B1')).toBe(28);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  const answer = await page.request.get(`/api/grids/${gridId}`);
  expect(((await answer.json()) as { grid: { gridVersion: { name: string } } }).grid.gridVersion.name).toBe('Imported');
});
