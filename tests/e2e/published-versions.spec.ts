import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn, menu, typeAt, valueAt, waitSaved } from './helpers.js';

const LOAN = readFileSync(new URL('../../fixtures/templates/loan-calculator.json', import.meta.url));
const MORTGAGE = { principal: 200000, rate: 0.065, years: 30 };
/** The template's monthly payment for MORTGAGE, and once the author fixes the principal at 100,000. */
const PUBLISHED_PAYMENT = 1264.14;
const EDITED_PAYMENT = 632.07;

/** What the template answers over the API for MORTGAGE. */
async function payment(page: Page, gridId: string): Promise<number> {
  const reply = await page.request.post(`/api/grids/${gridId}/evaluate`, { data: { input: MORTGAGE } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { outputs: { monthlyPayment: number } }).outputs.monthlyPayment;
}

test('editing a published template: the editor says so, the first edit makes a draft version, and the API and new grids keep the published one until the draft is published', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const { grid } = (await imported.json()) as { grid: { id: string; gridVersion: { id: string; name: string } } };
  await page.goto(`/app/grids/${grid.id}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const published = grid.gridVersion.name;

  // Publish, with the confirmation: the banner says what editing it now does.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  const banner = page.getByRole('note', { name: 'Version' });
  await expect(banner).toHaveText(`${published} is published: the API and its grids read it as it was published. Your edits will be saved as a new draft version, which goes live when you publish it.`);
  expect(await payment(page, grid.id)).toBe(PUBLISHED_PAYMENT);

  // The first edit is saved as a draft version, which the editor then shows and saves into.
  await typeAt(page, 'B1', '100000');
  await waitSaved(page);
  await expect(page).toHaveURL(/gridVersionId=/);
  const draft = new URL(page.url()).searchParams.get('gridVersionId')!;
  expect(draft).not.toBe(grid.gridVersion.id);
  await expect(page.locator('.version-name')).toHaveText('Version 2');
  await expect(banner).toHaveText(`Version 2 is a draft: the API and new grids use ${published} until you publish this version.`);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  expect(await valueAt(page, 'B4')).toBe(EDITED_PAYMENT);
  await typeAt(page, 'A10', 'a note');
  await waitSaved(page);
  expect(new URL(page.url()).searchParams.get('gridVersionId')).toBe(draft);

  // Nobody else sees the draft: the API and a grid made now read the published version.
  expect(await payment(page, grid.id)).toBe(PUBLISHED_PAYMENT);
  const made = await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { name: 'Customer', input: MORTGAGE } } });
  const { shadow } = (await made.json()) as { shadow: { token: string; gridVersionId: string } };
  expect(shadow.gridVersionId).toBe(grid.gridVersion.id);

  // The versions menu lists both; a reload opens the draft, as the address says.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'A10')).toBe('a note');
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Versioning', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Change Version' }).hover();
  await expect(page.getByRole('menu', { name: 'Change Version' }).getByRole('menuitemcheckbox')).toHaveText([published, 'Version 2 (unpublished)']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Publishing the draft makes it live.
  await menu(page, 'Versioning', 'Publish');
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(banner).toHaveText(/^Version 2 is published/);
  expect(await payment(page, grid.id)).toBe(EDITED_PAYMENT);

  // The grid made before keeps the version it was made of.
  await page.goto(`/app/shadows/${shadow.token}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'B4')).toBe(PUBLISHED_PAYMENT);
});
