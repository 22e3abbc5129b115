import { expect, test } from '@playwright/test';
import { createTemplate, logIn, menu } from './helpers.js';

test('sheet tabs: duplicate, hide, unhide from the View menu, delete with confirmation', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const templatePath = new URL(page.url()).pathname;
  const tabs = page.getByRole('tablist', { name: 'Sheet tabs' });
  const sheetMenu = page.getByRole('menu', { name: 'Sheet menu' });

  // A tab's menu: a right click, or Shift+F10 on the focused tab (the tab list holds tabs only).
  await tabs.getByRole('tab', { name: 'Sheet1', exact: true }).click({ button: 'right' });
  await sheetMenu.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(tabs.getByRole('tab', { name: /Copy of Sheet1/ })).toHaveAttribute('aria-selected', 'true');

  await expect(tabs.getByRole('tab', { name: 'Copy of Sheet1' })).toHaveAttribute('aria-haspopup', 'menu');
  await tabs.getByRole('tab', { name: 'Copy of Sheet1' }).focus();
  await page.keyboard.press('Shift+F10');
  await sheetMenu.getByRole('menuitem', { name: 'Hide sheet' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(1);

  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'Hidden Sheets' }).hover();
  await page.getByRole('menu', { name: 'Hidden Sheets' }).getByRole('menuitem', { name: 'Copy of Sheet1' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(2);

  // The tabs are a tab list for the keyboard: Left/Right move between tabs, Enter opens one.
  await tabs.getByRole('tab', { name: 'Sheet1', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Copy of Sheet1' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Sheet1', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Sheet1', exact: true })).toHaveAttribute('aria-selected', 'true');
  // A click opens a sheet with the keys on its grid.
  await tabs.getByRole('tab', { name: 'Copy of Sheet1' }).click();
  await expect(tabs.getByRole('tab', { name: 'Copy of Sheet1' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.grid-host')).toBeFocused();

  await tabs.getByRole('tab', { name: 'Copy of Sheet1' }).click({ button: 'right' });
  await sheetMenu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete Copy of Sheet1?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(1);

  // Undo brings the sheet back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(2);

  // Leaving right after an edit keeps it (sent as it was made).
  await page.locator('.grid-host').focus();
  await page.keyboard.type('kept');
  await page.keyboard.press('Enter');
  await menu(page, 'File', 'Exit');
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  // Other tests' templates share the account and the name: open this one by its address.
  await page.locator(`a[href="${templatePath}"]`).first().click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  // The reopened editor may still be loading the template: wait for its cells rather than a fixed time.
  await expect.poll(() => page.evaluate(() => {
    const session = window.__gridcast?.session;
    return session ? session.workbook.sheetIds.map((id) => session.engine.getValue(id, 0, 0)) : [];
  })).toContain('kept');
});
