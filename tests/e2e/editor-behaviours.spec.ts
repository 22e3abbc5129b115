import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, valueAt } from './helpers.js';

/** The active cell as the name box shows it. */
const nameBox = (page: Page) => page.getByLabel('Name box');

test('Ctrl+Home goes to A1 and Ctrl+End to the last used cell; a typed 10% shows 10%', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'C4');
  await page.keyboard.type('10%');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'C4')).toBe(0.1);
  await clickCell(page, 'C4');
  await expect(page.getByRole('textbox', { name: 'Formula bar' })).toHaveValue('10%');
  await clickCell(page, 'B2');
  await page.keyboard.type('x');
  await page.keyboard.press('Enter');

  await page.keyboard.press('Control+Home');
  await expect(nameBox(page)).toHaveValue('A1');
  await page.keyboard.press('Control+End');
  await expect(nameBox(page)).toHaveValue('C4');
  await page.keyboard.press('Home');
  await expect(nameBox(page)).toHaveValue('A4');
  await page.keyboard.press('Control+Shift+End');
  await expect(nameBox(page)).toHaveValue('A4:C4');
});

test('after a context-menu action the grid has the keys: Ctrl+Z and the arrows work at once', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await clickCell(page, 'A1', { button: 'right' });
  await page.getByRole('menu', { name: 'Cell menu' }).getByRole('menuitem', { name: 'Insert row' }).click();
  expect(await valueAt(page, 'A2')).toBe(1);
  await page.keyboard.press('Control+z');
  expect(await valueAt(page, 'A1')).toBe(1);
  await page.keyboard.press('ArrowDown');
  await expect(nameBox(page)).toHaveValue('A2');

  // Escape out of a toolbar menu also gives the keys back.
  await page.getByRole('button', { name: 'Horizontal align' }).click();
  await expect(page.getByRole('menu', { name: 'Horizontal align' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowUp');
  await expect(nameBox(page)).toHaveValue('A1');
});
