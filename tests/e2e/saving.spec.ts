import { expect, test } from '@playwright/test';
import { createTemplate, logIn, menu, typeAt, valueAt, waitSaved } from './helpers.js';

test('an edit shows Saving... until the server acknowledges it, then All changes saved; reloading shows it', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The server's acknowledgements (command messages) wait here until released.
  await page.routeWebSocket(/\/api\/live/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"type":"command"')) void held.then(() => socket.send(message));
      else socket.send(message);
    });
  });
  await logIn(page);
  await createTemplate(page);
  await waitSaved(page);
  await typeAt(page, 'A1', 'first');
  await expect(page.getByRole('status')).toHaveText('Saving...');
  release();
  await waitSaved(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe('first');
});

test('after publishing and renaming the version in this tab, edits go into a draft version, never the published one', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await menu(page, 'Versioning', 'Publish');
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await menu(page, 'Versioning', 'Rename Version');
  await page.getByRole('dialog', { name: 'Rename Version' }).getByLabel('Version Name').fill('Launch');
  await page.keyboard.press('Enter');
  await expect(page.locator('.version-name')).toHaveText('Launch');

  // A published version is never edited (the API reads it): the editor goes on in its draft version.
  await typeAt(page, 'A1', 'after publishing');
  await waitSaved(page);
  await expect(page.locator('.version-name')).not.toHaveText('Launch');
  await expect(page).toHaveURL(/gridVersionId=/);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe('after publishing');
});
