import { expect, test } from '@playwright/test';
import { createTemplate, logIn } from './helpers.js';

test('sheet tabs: duplicate, hide, unhide from the View menu, delete with confirmation', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const tabs = page.getByRole('tablist', { name: 'Sheet tabs' });
  const sheetMenu = page.getByRole('menu', { name: 'Sheet menu' });

  await page.getByRole('button', { name: 'Sheet1 menu' }).click();
  await sheetMenu.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(tabs.getByRole('tab', { name: /Copy of Sheet1/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Copy of Sheet1 menu' }).click();
  await sheetMenu.getByRole('menuitem', { name: 'Hide sheet' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(1);

  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'Hidden Sheets' }).hover();
  await page.getByRole('menu', { name: 'Hidden Sheets' }).getByRole('menuitem', { name: 'Copy of Sheet1' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(2);

  await page.getByRole('button', { name: 'Copy of Sheet1 menu' }).click();
  await sheetMenu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete Copy of Sheet1?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(1);

  // Undo brings the sheet back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(2);
});
