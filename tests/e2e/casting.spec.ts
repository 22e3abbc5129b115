import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, waitSaved } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const sectionButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name, exact: true });

async function openCasting(page: Page): Promise<void> {
  if (!(await sidebar(page).isVisible())) {
    await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  }
  if ((await sectionButton(page, 'Casting').getAttribute('aria-pressed')) !== 'true') await sectionButton(page, 'Casting').click();
  await expect(sidebar(page).getByRole('heading', { name: 'Casting' })).toBeVisible();
}

async function allSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__gridcast!.save.dirty && window.__gridcast!.save.status$.value === 'saved');
  await waitSaved(page);
}

async function typeAt(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(`${text}\n`);
}

test('Casting: add suggested casts with the name rules, the default marked, edit, delete; a shadow\'s viewer shows the default; shadow mode lists them only', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'Item');
  await typeAt(page, 'B1', 'Price');
  await typeAt(page, 'A2', 'Tea');
  await typeAt(page, 'B2', '3.5');
  await openCasting(page);
  await expect(sidebar(page).getByText('No suggested casts yet.')).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Add a cast' }).click();
  const form = sidebar(page).getByRole('form', { name: 'New cast' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Cast 1');
  await form.getByLabel('Name', { exact: true }).fill('  ');
  await expect(form.getByRole('alert')).toHaveText("Name can't be blank");
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Name', { exact: true }).fill('Prices');
  await form.getByRole('textbox', { name: 'Range', exact: true }).fill('Sheet1!A1:B2');
  await form.getByRole('checkbox', { name: 'Default cast' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const list = sidebar(page).getByRole('list', { name: 'Suggested casts' });
  await expect(list.getByRole('listitem')).toHaveText(['Prices (default)Sheet1!A1:B2']);

  await sidebar(page).getByRole('button', { name: 'Add a cast' }).click();
  const second = sidebar(page).getByRole('form', { name: 'New cast' });
  await second.getByLabel('Name', { exact: true }).fill('prices');
  await expect(second.getByRole('alert')).toHaveText("Name 'prices' is already in use");
  await second.getByLabel('Name', { exact: true }).fill('Header');
  await second.getByRole('textbox', { name: 'Range', exact: true }).fill('Nowhere!A1');
  await expect(second.getByRole('alert')).toHaveText("Sheet 'Nowhere' doesn't exist");
  await expect(second.getByRole('button', { name: 'Save' })).toBeDisabled();
  await second.getByRole('textbox', { name: 'Range', exact: true }).fill('Sheet1!A1:B1');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['Prices (default)Sheet1!A1:B2', 'HeaderSheet1!A1:B1']);

  // Editing keeps its own name valid (not "already in use"), and a rename replaces it.
  await list.getByRole('button', { name: 'Edit Header' }).click();
  const edit = sidebar(page).getByRole('form', { name: 'Edit Header' });
  await expect(edit.getByRole('alert')).toHaveCount(0);
  await edit.getByLabel('Name', { exact: true }).fill('Titles');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['Prices (default)Sheet1!A1:B2', 'TitlesSheet1!A1:B1']);
  await list.getByRole('button', { name: 'Delete Titles' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['Prices (default)Sheet1!A1:B2']);
  await allSaved(page);

  await page.reload();
  await openCasting(page);
  await expect(sidebar(page).getByRole('list', { name: 'Suggested casts' }).getByRole('listitem')).toHaveText(['Prices (default)Sheet1!A1:B2']);

  // A shadow of the published template: its viewer shows the default cast; its Casting section only lists.
  const { grid } = await (await page.request.get(`/api/grids/${gridId}`)).json();
  expect((await page.request.put(`/api/grids/${gridId}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const { shadow } = await (await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Customer' } } })).json();
  await page.goto(`/app/shadows/${shadow.token}/cast`);
  // The first cast a server computes starts its compute worker: seconds on a busy machine.
  await expect(page.getByRole('cell', { name: 'Tea' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: '3.5' })).toBeVisible();
  await page.goto(`/app/shadows/${shadow.token}`);
  await openCasting(page);
  await expect(sidebar(page).getByRole('list', { name: 'Suggested casts' }).getByRole('listitem')).toHaveText(['Prices (default)Sheet1!A1:B2']);
  await expect(sidebar(page).getByRole('button', { name: 'Add a cast' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: 'Edit Prices' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: 'View Prices' })).toBeVisible();
});
