import { expect, test, type Page } from '@playwright/test';
import { createTemplate, logIn } from './helpers.js';

/** Opens the configure page of a new template. */
async function configureNewTemplate(page: Page): Promise<void> {
  await logIn(page);
  await createTemplate(page);
  await openConfigure(page);
}

/** From the editor to the template's configure page. */
async function openConfigure(page: Page): Promise<void> {
  await page.goto(`${new URL(page.url()).pathname}/configure`);
  await expect(page.getByRole('heading', { name: 'Untitled grid', level: 1 })).toBeVisible();
}

async function newGrid(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New Grid' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Grid' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Untitled grid');
  await dialog.getByLabel('Name').fill(name);
  // Enter accepts a prompt.
  await dialog.getByLabel('Name').press('Enter');
  await expect(page.getByRole('table', { name: 'Grids' }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('configure: breadcrumbs, API note, New Grid, Edit and Delete with confirmation', async ({ page }) => {
  await configureNewTemplate(page);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link', { name: 'Grid Templates' })).toBeVisible();
  await expect(breadcrumbs.getByRole('link', { name: 'Untitled grid' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'API' })).toHaveAttribute('href', '/app/api');
  await expect(page.getByText("This grid template doesn't have any grids yet...")).toBeVisible();

  await newGrid(page, 'North');
  await newGrid(page, 'South');
  const table = page.getByRole('table', { name: 'Grids' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Token', 'Last update', 'Actions']);
  const north = table.getByRole('row', { name: /North/ });
  const token = (await north.getByRole('cell').nth(1).textContent())!;
  expect(token).toMatch(/\S{6,}/);

  // Edit opens the grid (shadow) at its token.
  await page.getByRole('button', { name: 'Actions for North' }).click();
  await page.getByRole('menu', { name: 'Actions for North' }).getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/shadows/${token}$`));
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Delete asks first: Cancel keeps the grid, Delete removes it.
  await page.getByRole('button', { name: 'Actions for South' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete South?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row', { name: /South/ })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for South' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: /South/ })).toHaveCount(0);

  // What the page shows is what the server has.
  await page.reload();
  await expect(table.getByRole('row', { name: /North/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // A refused delete is explained, and the grid stays listed.
  await page.route('**/api/grids/*/shadows/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'Storage is offline' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Actions for North' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Problem encountered' });
  await expect(alert).toContainText('The grid could not be deleted: Storage is offline');
  await alert.getByRole('button', { name: 'Ok' }).click();
  await expect(table.getByRole('row', { name: /North/ })).toBeVisible();
});

test('dialogs by keyboard: focus on the accept button, Escape cancels, Enter accepts, Tab stays inside, focus comes back', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  // An alert (default title 'Problem encountered'): Enter closes it, then its follow-up runs (the old name stays).
  await page.getByRole('button', { name: 'Add sheet' }).click();
  await page.getByRole('tab', { name: /Sheet2/ }).dblclick();
  await page.getByLabel('Sheet name').fill('Sheet1');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Problem encountered' });
  await expect(alert).toContainText('A sheet with the name Sheet1 already exists.');
  await expect(alert.getByRole('button', { name: 'Ok' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(page.getByRole('tab', { name: /Sheet2/ })).toBeVisible();
  await openConfigure(page);
  await newGrid(page, 'East');
  const actions = page.getByRole('button', { name: 'Actions for East' });
  await actions.click();
  // The menu is keyboard-driven too: opened by a click, the first arrow press goes to its first item.
  await expect(page.getByRole('menu', { name: 'Actions for East' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'New cast' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /East/ })).toBeVisible();
  await expect(actions).toBeFocused();

  // Tab cycles within the dialog; Enter on a focused Cancel cancels rather than accepts.
  await actions.press('Enter');
  // Opened by a key, the menu starts on its first item.
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'New cast' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /East/ })).toBeVisible();

  // Enter accepts.
  await actions.press('Enter');
  // Opened by a key, the menu starts on its first item.
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'New cast' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText("This grid template doesn't have any grids yet...")).toBeVisible();

  // A blank name cannot be accepted; Escape leaves the prompt without creating anything.
  await page.getByRole('button', { name: 'New Grid' }).click();
  const prompt = page.getByRole('dialog', { name: 'New Grid' });
  await prompt.getByLabel('Name').fill(' ');
  await expect(prompt).toContainText("Name can't be blank");
  await expect(prompt.getByRole('button', { name: 'Create' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page.getByText("This grid template doesn't have any grids yet...")).toBeVisible();
});
