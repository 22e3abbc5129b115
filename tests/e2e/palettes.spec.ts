import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, fillAt, logIn } from './helpers.js';

const RED = '#ff0000';
const GREEN = '#00ff00';
const WHITE = '#ffffff';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function typeIn(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** View > Sidebar, then the Styles section. */
async function openStyles(page: Page): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  const button = page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name: 'Styles', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(sidebar(page).getByRole('heading', { name: 'Styles' })).toBeVisible();
}

test('a person makes a style whose fill depends on a cell, applies it, and sees the fill change as they edit the cell', async ({ page }) => {
  await logIn(page);
  // The main nav's Settings opens data presets; the settings nav leads to Defaults and Styles.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByRole('link', { name: 'Data presets' })).toHaveAttribute('aria-current', 'page');
  await settings.getByRole('link', { name: 'Defaults' }).click();
  await expect(page.getByRole('combobox', { name: 'Default font family' })).toBeVisible();
  await settings.getByRole('link', { name: 'Styles' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/styles$/);
  await expect(settings.getByRole('link', { name: 'Styles' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText("You don't have any styles yet")).toBeVisible();
  // Library styles are listed and read-only.
  await page.getByRole('list', { name: 'Library styles' }).getByRole('link', { name: 'Header' }).click();
  await expect(page.getByText('Library styles are read-only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('link', { name: '< Back to all' }).click();

  await page.getByRole('button', { name: 'New style' }).click();
  await page.waitForURL(/\/app\/settings\/styles\/[^/]+$/);
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('New style');
  await name.fill('  ');
  await expect(page.getByRole('alert')).toHaveText('Name is required');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('Traffic');
  await page.getByLabel('Fill', { exact: true }).fill('IF(Sheet1!$A$1>10,"#ff0000","0f0")');
  // A colour style's swatches: the 30 default colours; a pick sets the formula to that colour.
  await page.getByRole('button', { name: 'Text colour swatches' }).click();
  const textSwatches = page.getByRole('group', { name: 'Text colour' });
  await expect(textSwatches.getByRole('button')).toHaveCount(30);
  await textSwatches.getByRole('button', { name: '#0000ff' }).click();
  await expect(page.getByLabel('Text colour', { exact: true })).toHaveValue('"#0000ff"');
  await page.getByLabel('Border colour', { exact: true }).fill('"#123456"');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  // Colours the account's styles name that are not default ones are offered as custom colours.
  await page.reload();
  await page.getByRole('button', { name: 'Fill swatches' }).click();
  await expect(page.getByRole('group', { name: 'Custom colors' }).getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Custom colors' }).getByRole('button', { name: '#123456' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: '< Back to all' }).click();
  await expect(page.getByRole('list', { name: 'Your styles' }).getByRole('link', { name: 'Traffic' })).toBeVisible();

  await page.goto('/app/grids');
  await createTemplate(page);
  await typeIn(page, 'A1', '5');
  await clickCell(page, 'B3');
  await openStyles(page);
  await sidebar(page).getByRole('button', { name: 'Apply Traffic' }).click();
  await expect(sidebar(page).getByText('The selected cell has the style Traffic.')).toBeVisible();
  await clickCell(page, 'E12');
  await expect.poll(() => fillAt(page, 'B3')).toBe(GREEN);

  await typeIn(page, 'A1', '50');
  await expect.poll(() => fillAt(page, 'B3')).toBe(RED);
  // A formula that errors is ignored: the cell shows its own (default) fill.
  await typeIn(page, 'A1', '=1/0');
  await expect.poll(() => fillAt(page, 'B3')).toBe(WHITE);
  await typeIn(page, 'A1', '1');
  await expect.poll(() => fillAt(page, 'B3')).toBe(GREEN);

  await clickCell(page, 'B3');
  await sidebar(page).getByRole('button', { name: 'Clear style' }).click();
  await expect(sidebar(page).getByText('The selected cell has no style.')).toBeVisible();
  await clickCell(page, 'E12');
  await expect.poll(() => fillAt(page, 'B3')).toBe(WHITE);
});
